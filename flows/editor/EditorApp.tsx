import '@puckeditor/core/no-external.css';
import { Puck, type Data } from '@puckeditor/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { apiFetch, apiFieldErrors, isApiClientError, useApi } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { directionOf, isLocale, localePrefix, localeRecords, locales, type Locale } from '@/lib/locales';
import { layoutNames } from '@/lib/page-props';
import { blockComponents } from '@/registry/components.generated';
import { blockDefinitions } from '@/registry/definitions';
import { buildPuckConfig } from '@/registry/editor-config';
import type { PageData } from '@/lib/blocks/types';
import { CanvasProviders, withResolvedData } from './canvas';
import { AddLanguage, type NewLanguage } from './AddLanguage';
import { CheckList } from './CheckList';
import { Releases } from './Releases';
import { Variants } from './Variants';
import { variantStrings } from './variant-strings';
import { reviewOverrides } from './BlockComments';
import { ReviewPanel } from './Review';
import { Notifications, TwoPeopleSetting } from './ReviewBar';
import { chatDeskStrings } from './ChatDesk';
import { messageLogStrings } from './MessageLog';
import { deviceStrings } from './DeviceTable';
import { partnerStrings } from './PartnerReview';
import { talentStrings } from './TalentEditor';
import { checkPage, refusalResult, type CheckResult } from './checks';
import type { PageCopy } from './DuplicatePage';
import { NewLineRequests, type NewLineRequestRow } from './NewLineRequests';
import { PageList } from './PageList';
import { SectionEditor } from './SectionEditor';
import { SharedSections, sectionStrings, withSectionFrame } from './SharedSections';
import { SignIn } from './SignIn';
import { VersionList, type VersionRow } from './VersionList';
import { editorStrings, fill, puckArabic, type EditorLanguage, type EditorStrings } from './strings';
import * as S from './styles';
import type { Draft, Editor, PageRef, PageSummary } from './types';


// Blocks the server completes for visitors (add-on cards…) get their data in the page's locale. The
// page itself has no fields in Puck: without this, Puck adds its own "title" field to the page, which
// is never saved (the page's title is the toolbar's, the one saved with the draft).
// One per editor language: the block list and outline name the blocks in the editor's language.
// A shared section's block is framed and named on the canvas (SharedSections.tsx).
const configs = {
  en: { ...withSectionFrame(withResolvedData(buildPuckConfig(blockDefinitions, blockComponents, 'en')), 'en'), root: { fields: {} } },
  ar: { ...withSectionFrame(withResolvedData(buildPuckConfig(blockDefinitions, blockComponents, 'ar')), 'ar'), root: { fields: {} } },
};

/** Dates and times in the editor: the site's formatter, Baghdad time, in the editor's language. */
const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** Puck's header keeps its undo and redo; publishing is the toolbar's one "Check and publish". */
const puckOverrides = { headerActions: () => <></> };


function message(error: unknown): string {
  return isApiClientError(error) ? error.message : String(error);
}

/**
 * The server's own check before publishing refused (400): its problems as a check result, worded in
 * the editor's language (`data.problems`), else the server's sentences (`data.errors`).
 */
function refusal(error: unknown, t: EditorStrings): CheckResult | null {
  if (!isApiClientError(error) || error.status !== 400) return null;
  const worded = refusalResult(error.envelope?.data, t);
  if (worded) return worded;
  const errors = apiFieldErrors(error);
  return errors && Object.keys(errors).length ? { errors: Object.values(errors), warnings: [] } : null;
}

/** The preview of one document; under the locale's prefix so the page gets its own <html lang dir>. */
function previewHref(uri: string, locale: Locale, version?: number): string {
  return `${localePrefix(locale)}/editor/preview?uri=${encodeURIComponent(uri)}&lang=${locale}${version ? `&version=${version}` : ''}`;
}

/** The editor's other screens, linked from its top bar (the chat desk only for care agents). */
const EDITOR_TOOLS: Array<{ href: string; name: Record<EditorLanguage, string>; role?: string }> = [
  { href: '/editor/devices', name: { en: deviceStrings.en.nav, ar: deviceStrings.ar.nav } },
  { href: '/editor/partners', name: { en: partnerStrings.en.nav, ar: partnerStrings.ar.nav } },
  { href: '/editor/games', name: { en: 'Games', ar: 'الألعاب' } },
  { href: '/editor/talent', name: { en: talentStrings.en.nav, ar: talentStrings.ar.nav } },
  { href: '/editor/chat', name: { en: chatDeskStrings.en.title, ar: chatDeskStrings.ar.title }, role: 'care' },
  { href: '/editor/messages', name: { en: messageLogStrings.en.nav, ar: messageLogStrings.ar.nav }, role: 'care' },
];

/** The visual editor (issue: visual editor): sign-in, the page list, Puck, checks and publishing. */
export default function EditorApp() {
  const [language, setLanguage] = useState<EditorLanguage>('en');
  const t = editorStrings[language];
  const [editor, setEditor] = useState<Editor | null | undefined>(undefined);

  // Who is signed in: `data: null` (a 200) when nobody is, so opening the editor makes no failing request.
  useEffect(() => {
    apiFetch<Editor | null>('/api/editor/me').then(
      (answer) => setEditor(answer.data ?? null),
      () => setEditor(null),
    );
  }, []);

  return (
    <S.Shell dir={language === 'ar' ? 'rtl' : 'ltr'} lang={language}>
      <S.TopBar>
        <h1>{t.title}</h1>
        <button type="button" onClick={() => setLanguage(language === 'en' ? 'ar' : 'en')} lang={language === 'en' ? 'ar' : 'en'}>
          {t.interfaceLanguage}
        </button>
        {/* Full page loads: each tool is its own client-only app, not Puck's. */}
        {editor &&
          EDITOR_TOOLS.filter((tool) => !tool.role || editor.roles?.includes(tool.role)).map((tool) => (
             
            <a key={tool.href} href={tool.href}>
              {tool.name[language]}
            </a>
          ))}
        {editor && (
          <button
            type="button"
            onClick={async () => {
              await apiFetch('/api/editor/session', { method: 'DELETE' });
              setEditor(null);
            }}
          >
            {t.signOut}
          </button>
        )}
      </S.TopBar>
      {editor === undefined ? <p>{t.loading}</p> : editor === null ? <SignIn t={t} language={language} onSignedIn={setEditor} /> : <Workspace t={t} language={language} roles={editor.roles ?? []} />}
    </S.Shell>
  );
}

function Workspace({ t, language, roles }: { t: EditorStrings; language: EditorLanguage; roles: string[] }) {
  const pageList = useApi<PageSummary[]>('/api/editor/pages');
  const pages = useMemo(() => pageList.data ?? [], [pageList.data]);
  const [selected, setSelected] = useState<PageRef | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [data, setData] = useState<Data | null>(null);
  const [status, setStatus] = useState('');
  const [check, setCheck] = useState<CheckResult | null>(null);
  const [panel, setPanel] = useState<'none' | 'versions' | 'audit' | 'new-lines' | 'releases' | 'sections'>('none');
  // A shared section open on the canvas instead of a page (SectionEditor.tsx).
  const [section, setSection] = useState<{ id: number; locale: Locale } | null>(null);
  const [newLineRows, setNewLineRows] = useState<NewLineRequestRow[]>([]);
  const [versions, setVersions] = useState<VersionRow[]>([]);
  // Puck reads `data` once: a new revision remounts the canvas with data loaded from the server.
  const [revision, setRevision] = useState(0);
  const [auditRows, setAuditRows] = useState<Array<{ id: number; actor: string; action: string; uri: string | null; locale: string | null; version: number | null; createdAt: string }>>([]);
  const [scheduleAt, setScheduleAt] = useState('');
  // The language the open document's blocks were just started from ("start from another language"):
  // its next save records it as that language's translation.
  const [startedFrom, setStartedFrom] = useState<Locale | null>(null);
  // The variants panel (Variants.tsx): open beside the page, apart from the other panels.
  const [showVariants, setShowVariants] = useState(false);

  // Puck's fields panel shows the selected block's comments (Review.tsx).
  const overrides = useMemo(() => ({ ...puckOverrides, ...reviewOverrides(selected, language) }), [selected, language]);

  const refreshPages = useCallback(async () => {
    await pageList.mutate();
  }, [pageList]);

  /** Shows a loaded draft on the canvas (Puck remounts with it). */
  const show = useCallback((loaded: Draft) => {
    setStartedFrom(null);
    setDraft(loaded);
    setData(loaded.data as unknown as Data);
    setRevision((r) => r + 1);
  }, []);

  const open = useCallback(
    async (uri: string, locale: Locale) => {
      setSection(null);
      setSelected({ uri, locale });
      setCheck(null);
      setStatus('');
      show((await apiFetch<Draft>('/api/editor/pages/content', { query: { uri }, lang: locale })).data);
    },
    [show],
  );

  // `/editor?uri=/x&lang=ku` opens that page (the link "Open in the editor" of Side by side).
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search);
    const uri = asked.get('uri');
    const lang = asked.get('lang');
    if (!uri?.startsWith('/') || !isLocale(lang)) return;
    apiFetch<Draft>('/api/editor/pages/content', { query: { uri }, lang }).then(
      (answer) => {
        setSelected({ uri, locale: lang });
        show(answer.data);
      },
      (e: unknown) => setStatus(message(e)),
    );
  }, [show]);

  const existingUris = useMemo(() => new Set(pages.map((p) => p.uri)), [pages]);
  const present = useMemo(() => {
    const page = selected ? pages.find((p) => p.uri === selected.uri) : undefined;
    return locales.filter((l) => page?.locales[l] || l === selected?.locale);
  }, [pages, selected]);

  /** Adds a language to the open page (a copy of the open language to translate, or empty) and opens it. */
  async function addLanguage(from: PageRef & { layout: Draft['layout'] }, added: NewLanguage) {
    await apiFetch('/api/editor/pages', {
      method: 'POST',
      body: { uri: from.uri, locale: added.locale, title: added.title, layout: from.layout, ...(added.copy ? { copyFrom: from.uri, copyLocale: from.locale } : {}) },
      lang: language,
    });
    await refreshPages();
    await open(from.uri, added.locale);
    const names = t.languageNames;
    setStatus(added.copy ? fill(t.languageAdded, { language: names[added.locale], from: names[from.locale] }) : fill(t.languageAddedEmpty, { language: names[added.locale] }));
  }

  /** Copies the source's saved draft to a new address (same language), then opens the copy. */
  async function duplicate(source: PageRef, copy: PageCopy) {
    await apiFetch('/api/editor/pages', {
      method: 'POST',
      body: { uri: copy.uri, title: copy.title, locale: source.locale, copyFrom: source.uri },
      lang: language,
    });
    await refreshPages();
    await open(copy.uri, source.locale);
    // Isolated, so the address reads left to right inside Arabic text.
    setStatus(fill(t.duplicated, { uri: `\u2066${copy.uri}\u2069` }));
  }
  const q = selected ? { uri: selected.uri } : {};

  async function save(): Promise<boolean> {
    if (!selected || !draft || !data) return false;
    try {
      const saved = await apiFetch<Draft>('/api/editor/pages/content', {
        method: 'PUT',
        query: q,
        lang: selected.locale,
        body: { title: draft.title, layout: draft.layout, seo: draft.seo, data, ...(startedFrom ? { translatedFrom: startedFrom } : {}) },
      });
      // A saved translation is up to date with its source now; the page list says so too.
      setDraft((d) => d && { ...d, translation: saved.data.translation, review: saved.data.review });
      setStartedFrom(null);
      setStatus(t.saved);
      void refreshPages();
      return true;
    } catch (e) {
      setStatus(message(e));
      return false;
    }
  }

  async function publish() {
    if (!selected || !data) return;
    const result = checkPage(data as unknown as PageData, selected.locale, existingUris, t, selected.uri);
    setCheck(result);
    if (result.errors.length) return;
    if (!(await save())) return;
    try {
      const answer = await apiFetch<{ version: number }>('/api/editor/pages/publish', { method: 'POST', query: q, lang: selected.locale });
      setStatus(fill(t.published, { version: answer.data.version }));
      // The open version list shows the new live version at once.
      setDraft((d) => d && { ...d, publishedVersion: answer.data.version, review: d.review && { ...d.review, state: 'published' } });
      await Promise.all([refreshPages(), panel === 'versions' ? loadVersions(selected) : null]);
    } catch (e) {
      failed(e);
    }
  }

  /** An action refused: its message, and the server's check problems when that was the reason. */
  function failed(e: unknown) {
    setStatus(message(e));
    const refused = refusal(e, t);
    if (refused) setCheck(refused);
  }

  async function loadVersions(page: PageRef) {
    setVersions((await apiFetch<VersionRow[]>('/api/editor/pages/versions', { query: { uri: page.uri }, lang: page.locale })).data);
  }

  async function showVersions() {
    if (!selected) return;
    setPanel('versions');
    await loadVersions(selected);
  }

  /** Publishes version `from` again; the canvas, the version list and the page list follow at once. */
  async function rollbackTo(from: number) {
    if (!selected) return;
    try {
      const answer = await apiFetch<{ version: number }>('/api/editor/pages/rollback', { method: 'POST', query: { ...q, version: from }, lang: selected.locale });
      await Promise.all([open(selected.uri, selected.locale), loadVersions(selected), refreshPages()]);
      setStatus(fill(t.rolledBack, { from, version: answer.data.version }));
    } catch (e) {
      failed(e);
    }
  }

  async function showNewLineRequests() {
    try {
      setNewLineRows((await apiFetch<NewLineRequestRow[]>('/api/editor/new-line-requests')).data);
      setPanel('new-lines');
    } catch (e) {
      failed(e);
    }
  }

  async function showAudit() {
    setPanel('audit');
    setAuditRows((await apiFetch<typeof auditRows>('/api/editor/audit')).data);
  }

  const direction = selected ? directionOf(selected.locale) : 'ltr';

  return (
    <S.Workspace>
      <S.Sidebar aria-label={t.pages}>
        <PageList t={t} language={language} pages={pages} selected={selected} onOpen={(page) => open(page.uri, page.locale)} onDuplicate={duplicate} />
        <NewPage t={t} onCreated={async (uri, locale) => (await refreshPages(), open(uri, locale))} />
        <Notifications language={language} onOpen={(uri, locale) => void open(uri, locale)} />
        <TwoPeopleSetting language={language} canChange={roles.includes('publisher')} />
        <button type="button" onClick={showAudit}>
          {t.audit}
        </button>
        <button type="button" onClick={() => setPanel(panel === 'releases' ? 'none' : 'releases')} aria-pressed={panel === 'releases'}>
          {t.releases}
        </button>
        {/* Beside the page list: open a page, add it, open the next. */}
        {panel === 'releases' && <Releases t={t} language={language} selected={selected} onChanged={() => void refreshPages()} />}
        <button type="button" onClick={() => setPanel(panel === 'sections' ? 'none' : 'sections')} aria-pressed={panel === 'sections'}>
          {sectionStrings[language].nav}
        </button>
        {panel === 'sections' && (
          <SharedSections
            language={language}
            page={selected && data && !section ? { ...selected, data: data as unknown as PageData } : null}
            onEdit={(id, locale) => setSection({ id, locale })}
            onInsert={(block) => (setData((d) => d && { ...d, content: [...d.content, block] } as Data), setRevision((r) => r + 1))}
            onReplace={(next) => (setData(next as unknown as Data), setRevision((r) => r + 1))}
            onOpenPage={(uri, locale) => void open(uri, locale)}
          />
        )}
        <button type="button" onClick={showNewLineRequests}>
          {t.newLineRequests}
        </button>
      </S.Sidebar>
      <S.Main>
        {section ? (
          <SectionEditor
            key={`${section.id}|${section.locale}`}
            language={language}
            config={configs[language]}
            id={section.id}
            locale={section.locale}
            existingUris={existingUris}
            onLocale={(locale) => setSection({ ...section, locale })}
            onClose={() => setSection(null)}
            onOpenPage={(uri, locale) => void open(uri, locale)}
          />
        ) : !selected || !draft || !data ? (
          <>
            {/* E.g. the page a link named is not there. */}
            {status && (
              <p role="alert" className="status">
                {status}
              </p>
            )}
            <p>{t.choosePage}</p>
          </>
        ) : (
          <>
            <S.Toolbar>
              <label>
                {t.pageTitle}
                <input value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} dir={direction} />
              </label>
              <label>
                {t.layout}
                <select value={draft.layout} onChange={(e) => setDraft({ ...draft, layout: e.target.value as Draft['layout'] })}>
                  {layoutNames.map((l) => (
                    <option key={l}>{l}</option>
                  ))}
                </select>
              </label>
              <label>
                {t.startFrom}
                <select
                  value=""
                  onChange={async (e) => {
                    const from = e.target.value as Locale;
                    if (!from) return;
                    const other = await apiFetch<Draft>('/api/editor/pages/content', { query: q, lang: from });
                    setStartedFrom(from);
                    setData(other.data.data as unknown as Data);
                    setRevision((r) => r + 1);
                  }}
                >
                  <option value="">—</option>
                  {locales
                    .filter((l) => l !== selected.locale)
                    .map((l) => (
                      <option key={l} value={l}>
                        {localeRecords[l].name}
                      </option>
                    ))}
                </select>
              </label>
              <button type="button" onClick={save}>
                {t.save}
              </button>
              <button type="button" className="primary" onClick={publish}>
                {t.publish}
              </button>
              <a className="button" href={previewHref(selected.uri, selected.locale)} target="_blank" rel="noreferrer">
                {t.preview}
              </a>
              <a className="button" href={`/editor/preview?uri=${encodeURIComponent(selected.uri)}&compare=1&lang=${selected.locale}&ui=${language}`} target="_blank" rel="noreferrer">
                {t.compare}
              </a>
              <button type="button" onClick={showVersions}>
                {t.versions}
              </button>
              <label>
                {t.scheduleAt}
                <input type="datetime-local" value={scheduleAt} onChange={(e) => setScheduleAt(e.target.value)} />
              </label>
              <button
                type="button"
                disabled={!scheduleAt}
                onClick={async () => {
                  if (!(await save())) return;
                  try {
                    const at = new Date(scheduleAt).toISOString();
                    await apiFetch('/api/editor/pages/schedule', { method: 'POST', query: q, lang: selected.locale, body: { at } });
                    setStatus(fill(t.scheduled, { at: formatDate(at, language, dateTime) }));
                    setDraft((d) => d && { ...d, review: d.review && { ...d.review, state: 'scheduled' } });
                  } catch (e) {
                    failed(e);
                  }
                }}
              >
                {t.schedule}
              </button>
              <button
                type="button"
                onClick={async () => {
                  try {
                    await apiFetch('/api/editor/pages/unpublish', { method: 'POST', query: q, lang: selected.locale });
                    setStatus(t.unpublished);
                    setDraft((d) => d && { ...d, publishedVersion: null });
                    await refreshPages();
                  } catch (e) {
                    failed(e);
                  }
                }}
              >
                {t.unpublish}
              </button>
            </S.Toolbar>
            <AddLanguage
              key={`${selected.uri}|${selected.locale}`}
              t={t}
              source={{ ...selected, title: draft.title }}
              present={present}
              onOpen={(locale) => open(selected.uri, locale)}
              onAdd={(added) => addLanguage({ ...selected, layout: draft.layout }, added)}
            />
            {draft.translation?.kind === 'outdated' ? (
              <S.Notice role="note">
                {fill(t.translationOutdated, { source: t.languageNames[draft.translation.from] })}{' '}
                <a href={`/editor/preview?uri=${encodeURIComponent(selected.uri)}&compare=1&lang=${selected.locale}&ui=${language}`} target="_blank" rel="noreferrer">
                  {t.compare}
                </a>
              </S.Notice>
            ) : draft.translation?.kind === 'up-to-date' ? (
              <p className="translation">{fill(t.translationUpToDate, { source: t.languageNames[draft.translation.from] })}</p>
            ) : null}
            <p role="status" className="status">
              {status}
            </p>
            {check && <CheckList t={t} result={check} />}
            <button type="button" onClick={() => setShowVariants(!showVariants)} aria-expanded={showVariants}>
              {variantStrings[language].title}
            </button>
            {showVariants && (
              <Variants
                key={`${selected.uri}|${selected.locale}`}
                language={language}
                subject={selected}
                canvas={data}
                onCanvas={(blocks) => (setData(blocks), setRevision((r) => r + 1))}
                onBackToPage={() => void open(selected.uri, selected.locale)}
              />
            )}
            <ReviewPanel
              key={`review|${selected.uri}|${selected.locale}`}
              language={language}
              page={selected}
              review={draft.review}
              roles={roles}
              data={data}
              onChanged={(loaded) => {
                setDraft((d) => d && { ...d, review: loaded.review });
                void refreshPages();
              }}
            />
            {panel === 'versions' && (
              <VersionList
                t={t}
                language={language}
                versions={versions}
                live={draft.publishedVersion}
                previewHref={(version) => previewHref(selected.uri, selected.locale, version)}
                onRollback={(version) => void rollbackTo(version)}
              />
            )}
            <S.Canvas dir={direction} lang={selected.locale}>
              {/* The canvas renders with the page's own direction. */}
              <CanvasProviders locale={selected.locale} loading={<p>{t.loadingCanvas}</p>}>
                <Puck
                  key={`${selected.uri}|${selected.locale}|${revision}`}
                  config={configs[language]}
                  data={data}
                  onChange={setData}
                  overrides={overrides}
                  iframe={{ enabled: false }}
                  headerTitle={draft.title}
                  dictionary={language === 'ar' ? puckArabic : undefined}
                />
              </CanvasProviders>
            </S.Canvas>
          </>
        )}
        {panel === 'new-lines' && <NewLineRequests t={t} rows={newLineRows} />}
        {panel === 'audit' && (
          <S.Panel aria-label={t.audit}>
            <h3>{t.audit}</h3>
            <ul>
              {auditRows.map((row) => (
                <li key={row.id}>
                  {formatDate(row.createdAt, language, dateTime)} · {row.actor} · {row.action} {row.uri ?? ''} {row.locale ?? ''} {row.version ? `v${row.version}` : ''}
                </li>
              ))}
            </ul>
          </S.Panel>
        )}
      </S.Main>
    </S.Workspace>
  );
}

function NewPage({ t, onCreated }: { t: EditorStrings; onCreated: (uri: string, locale: Locale) => void }) {
  const [uri, setUri] = useState('');
  const [title, setTitle] = useState('');
  const [locale, setLocale] = useState<Locale>('ar');
  const [layout, setLayout] = useState<string>('page');
  const [error, setError] = useState('');
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        setError('');
        try {
          await apiFetch('/api/editor/pages', { method: 'POST', body: { uri, locale, title, layout }, lang: 'en' });
          onCreated(uri.startsWith('/') ? uri : `/${uri}`, locale);
        } catch (e) {
          setError(message(e));
        }
      }}
    >
      <h3>{t.newPage}</h3>
      <label>
        {t.uri}
        <input value={uri} onChange={(e) => setUri(e.target.value)} required dir="ltr" />
      </label>
      <label>
        {t.pageTitle}
        <input value={title} onChange={(e) => setTitle(e.target.value)} required />
      </label>
      <label>
        {t.document}
        <select value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
          {locales.map((l) => (
            <option key={l} value={l}>
              {localeRecords[l].name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.layout}
        <select value={layout} onChange={(e) => setLayout(e.target.value)}>
          {layoutNames.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
      </label>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit" className="primary">
        {t.create}
      </button>
    </form>
  );
}
