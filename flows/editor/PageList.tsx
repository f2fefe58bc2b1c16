import { useCallback, useId, useMemo, useState } from 'react';
import { localeRecords, locales, type Locale } from '@/lib/locales';
import { DuplicatePage, type PageCopy } from './DuplicatePage';
import { ReviewStates } from './Review';
import { fill, type EditorLanguage, type EditorStrings } from './strings';
import type { PageRef, PageSummary } from './types';

export interface PageListProps {
  t: EditorStrings;
  language: EditorLanguage;
  pages: PageSummary[];
  /** The open document, if any: it can be duplicated. */
  selected: PageRef | null;
  onOpen: (page: PageRef) => void;
  onDuplicate: (source: PageRef, copy: PageCopy) => Promise<void>;
  /** The search box's first value (stories). */
  initialQuery?: string;
}

/**
 * Folds text for searching: case, Arabic diacritics and tatweel, and the letters people type
 * interchangeably (أ إ آ → ا, ة → ه, ى → ي), so "اسعار" finds "أسعار".
 */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('en')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .trim();
}

function matchesText(texts: string[], query: string): boolean {
  const q = foldForSearch(query);
  return !q || texts.some((text) => foldForSearch(text).includes(q));
}

/** Whether the page's address or one of its titles contains the query. */
export function matchesQuery(page: PageSummary, query: string): boolean {
  return matchesText([page.uri, ...Object.values(page.locales).map((info) => info?.title ?? '')], query);
}

/** The title shown under an address: in the editor's language when the page has it. */
function shownTitle(page: PageSummary, language: EditorLanguage): { title: string; locale: Locale } | null {
  for (const locale of [language, ...locales]) {
    const info = page.locales[locale];
    if (info) return { title: info.title, locale };
  }
  return null;
}

/** The editor's page list: a search box, every page with a button per language, and "Duplicate page". */
export function PageList({ t, language, pages, selected, onOpen, onDuplicate, initialQuery = '' }: PageListProps) {
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const shown = useMemo(() => pages.filter((page) => matchesQuery(page, query)), [pages, query]);
  const exists = useCallback((uri: string, locale: Locale) => pages.some((p) => p.uri === uri && Boolean(p.locales[locale])), [pages]);
  const source = selected ? pages.find((p) => p.uri === selected.uri)?.locales[selected.locale] : undefined;

  return (
    <>
      <h2>{t.pages}</h2>
      <label htmlFor={`${id}-search`}>{t.findPage}</label>
      <input id={`${id}-search`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" aria-controls={`${id}-list`} />
      {/* Read out as the list narrows; "No pages match" is also the visible empty state. */}
      <p role="status" className="count">
        {query.trim() ? (shown.length ? fill(t.matches, { count: shown.length, total: pages.length }) : t.noMatches) : ''}
      </p>
      <ul id={`${id}-list`} hidden={shown.length === 0}>
        {shown.map((page) => {
          const title = shownTitle(page, language);
          return (
            <li key={page.uri}>
              <span className="name">
                <span className="uri" dir="ltr">
                  {page.uri}
                </span>
                {title && (
                  <span className="title" lang={title.locale} dir="auto">
                    {title.title}
                  </span>
                )}
                {page.builder && <span className="source">{fill(t.fromBuilder, { count: page.builder.dropped })}</span>}
                <ReviewStates page={page} language={language} />
              </span>
              <span className="locales">
                {locales.map((locale) => {
                  const info = page.locales[locale];
                  const outdated = info?.translation?.kind === 'outdated';
                  return (
                    <button
                      key={locale}
                      type="button"
                      // The address makes each of the many "en" buttons distinct for screen readers.
                      aria-label={`${locale} ${page.uri}`}
                      aria-describedby={outdated ? `${id}-outdated` : undefined}
                      aria-pressed={selected?.uri === page.uri && selected.locale === locale}
                      disabled={!info}
                      title={
                        info
                          ? (info.publishedVersion ? fill(t.live, { version: info.publishedVersion }) : t.draftOnly) +
                            (info.hasUnpublishedChanges ? ` · ${t.changes}` : '') +
                            (outdated ? ` · ${t.translationOutdatedShort}` : '')
                          : ''
                      }
                      data-translation={info?.translation?.kind}
                      onClick={() => onOpen({ uri: page.uri, locale })}
                    >
                      {locale}
                      {info?.hasUnpublishedChanges ? '•' : ''}
                      {outdated ? '!' : ''}
                    </button>
                  );
                })}
              </span>
            </li>
          );
        })}
      </ul>
      {pages.some((page) => Object.values(page.locales).some((info) => info?.translation?.kind === 'outdated')) && <p className="legend">{t.outdatedLegend}</p>}
      {/* What a screen reader adds to a language button marked "!". */}
      <span id={`${id}-outdated`} hidden>
        {t.translationOutdatedShort}
      </span>
      {selected && (
        <section className="selected" aria-labelledby={`${id}-open`}>
          <p id={`${id}-open`}>
            {t.openPage}: <bdi dir="ltr">{selected.uri}</bdi> · {localeRecords[selected.locale].name}
          </p>
          <DuplicatePage
            key={`${selected.uri}|${selected.locale}`}
            t={t}
            source={{ ...selected, title: source?.title ?? '' }}
            exists={exists}
            onDuplicate={async (from, copy) => {
              await onDuplicate(from, copy);
              // Keep the new copy in view when the current search would hide it.
              if (!matchesText([copy.uri, copy.title], query)) setQuery('');
            }}
          />
        </section>
      )}
    </>
  );
}
