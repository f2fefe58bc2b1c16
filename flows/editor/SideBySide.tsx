import { useRef, useState } from 'react';
import { apiFetch, isApiClientError } from '@/lib/api';
import { localePrefix, localeRecords, locales, type Locale } from '@/lib/locales';
import { editorStrings, fill, type EditorLanguage } from './strings';
import * as S from './styles';

export interface SideBySideProps {
  uri: string;
  /** The editor's own language (the link from the editor says which). */
  language: EditorLanguage;
  /** The page's drafts: language → title. */
  titles: Partial<Record<Locale, string>>;
  /** The language a missing one is created from: the one the editor had open, else the first there is. */
  from: Locale | null;
}

const widths = { phone: 375, desktop: 1280 } as const;

/**
 * The page in ar, en and ku side by side, at phone and desktop widths (each frame the real preview of
 * that language). A language the page does not have is no 404 in a frame: it says so and offers
 * "Create from <language>", which copies that language's draft to translate and shows it at once.
 */
export function SideBySide({ uri, language, titles, from }: SideBySideProps) {
  const t = editorStrings[language];
  const [present, setPresent] = useState<Locale[]>(() => locales.filter((l) => titles[l] !== undefined));
  const [busy, setBusy] = useState<Locale | null>(null);
  const [status, setStatus] = useState('');
  const [added, setAdded] = useState<Locale | null>(null);
  const [error, setError] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const name = (locale: Locale) => t.languageNames[locale];
  const missing = locales.filter((l) => !present.includes(l));

  async function create(locale: Locale) {
    if (!from || busy) return;
    setBusy(locale);
    setError('');
    try {
      await apiFetch('/api/editor/pages', {
        method: 'POST',
        body: { uri, locale, title: titles[from] ?? uri, copyFrom: uri, copyLocale: from },
        lang: language,
      });
      setPresent((now) => [...now, locale]);
      setAdded(locale);
      setStatus(fill(t.languageAdded, { language: name(locale), from: name(from) }));
    } catch (e) {
      setError(isApiClientError(e) || e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
      // The button is gone (or refused): the message that says what happened takes the focus.
      statusRef.current?.focus();
    }
  }

  return (
    <S.SideBySide dir={language === 'ar' ? 'rtl' : 'ltr'} lang={language}>
      <h1>
        {fill(t.compareTitle, { uri: '' })}
        <bdi dir="ltr">{uri}</bdi>
      </h1>
      <p ref={statusRef} tabIndex={-1} role={error ? 'alert' : 'status'} className={error ? 'error' : undefined}>
        {error || status}
      </p>
      {added && !error && (
        <p>
          <a href={`/editor?uri=${encodeURIComponent(uri)}&lang=${added}`}>{fill(t.openInEditor, { language: name(added) })}</a>
        </p>
      )}
      {missing.length > 0 && (
        <ul className="missing">
          {missing.map((locale) => (
            <li key={locale}>
              <p>{fill(t.missingLanguage, { language: name(locale) })}</p>
              {from && (
                <button type="button" className="primary" disabled={busy !== null} onClick={() => create(locale)}>
                  {busy === locale ? t.creating : fill(t.createFrom, { language: name(from) })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {/* The row scrolls sideways: focusable and named, so keyboard users can scroll it too (WCAG 2.1.1). */}
      <div className="frames" role="region" aria-label={fill(t.compareTitle, { uri })} tabIndex={0}>
        {(['phone', 'desktop'] as const).map((width) =>
          locales.map((locale) => {
            // Each language by its own name, as the site's language switch shows it.
            const own = localeRecords[locale].name;
            return (
              <figure key={`${width}-${locale}`}>
                <figcaption>
                  <span lang={locale}>{own}</span> · {t[width]}
                </figcaption>
                {present.includes(locale) ? (
                  <iframe
                    title={`${own} ${t[width]}`}
                    // Under the locale's prefix: <html lang dir> and the site's messages follow the route's locale.
                    src={`${localePrefix(locale)}/editor/preview?uri=${encodeURIComponent(uri)}&lang=${locale}`}
                    // content-box: the frame's viewport is exactly the phone or desktop width, the border outside it.
                    style={{ width: widths[width], height: 800, border: '1px solid #ccc', boxSizing: 'content-box' }}
                  />
                ) : (
                  <p className="absent" style={{ inlineSize: widths[width] }}>
                    {fill(t.missingLanguage, { language: name(locale) })}
                  </p>
                )}
              </figure>
            );
          }),
        )}
      </div>
    </S.SideBySide>
  );
}
