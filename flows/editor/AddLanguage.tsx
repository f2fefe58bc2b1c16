import { useEffect, useId, useRef, useState } from 'react';
import { apiFieldErrors, isApiClientError } from '@/lib/api';
import { directionOf, locales, type Locale } from '@/lib/locales';
import { fill, type EditorStrings } from './strings';
import * as S from './styles';

/** How a new language starts: a copy of the open language (to translate), or empty. */
export interface NewLanguage {
  locale: Locale;
  copy: boolean;
  title: string;
}

export interface AddLanguageProps {
  t: EditorStrings;
  /** The open document: its address, language and title. */
  source: { uri: string; locale: Locale; title: string };
  /** The languages the page has (the open one included). */
  present: readonly Locale[];
  onOpen: (locale: Locale) => void;
  /** Creates the draft and opens it; throws (an ApiClientError) when the server refuses. */
  onAdd: (language: NewLanguage) => Promise<void>;
}

/**
 * A page's languages, on its own screen: the others it has open with one click, and each missing one
 * offers "Add <language>": a small form to start it as a copy of the open language (to translate) or
 * empty, with its title. The new draft opens at once.
 */
export function AddLanguage({ t, source, present, onOpen, onAdd }: AddLanguageProps) {
  const id = useId();
  const [adding, setAdding] = useState<Locale | null>(null);
  const [copy, setCopy] = useState(true);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<{ title?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const titleInput = useRef<HTMLInputElement>(null);
  const toggles = useRef(new Map<Locale, HTMLButtonElement>());
  const focusTitle = useRef(false);
  const name = (locale: Locale) => t.languageNames[locale];

  useEffect(() => {
    if (!focusTitle.current) return;
    focusTitle.current = false;
    titleInput.current?.focus();
  });

  function close() {
    const was = adding;
    setAdding(null);
    setError({});
    if (was) toggles.current.get(was)?.focus();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!adding || busy) return;
    if (!title.trim()) {
      setError({ title: t.titleRequired });
      focusTitle.current = true;
      return;
    }
    setBusy(true);
    try {
      await onAdd({ locale: adding, copy, title: title.trim() });
      setAdding(null);
      setError({});
    } catch (e) {
      const byField = apiFieldErrors(e) ?? {};
      if (byField.title) {
        setError({ title: byField.title });
        focusTitle.current = true;
      } else setError({ form: isApiClientError(e) || e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  }

  const formId = `${id}-form`;
  return (
    <S.Languages aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t.languages}</h2>
      <ul>
        {locales.map((locale) => (
          <li key={locale}>
            {locale === source.locale ? (
              <span aria-current="page">{fill(t.languageOpen, { language: name(locale) })}</span>
            ) : present.includes(locale) ? (
              <button type="button" onClick={() => onOpen(locale)}>
                {fill(t.openLanguage, { language: name(locale) })}
              </button>
            ) : (
              <button
                ref={(node) => {
                  if (node) toggles.current.set(locale, node);
                  else toggles.current.delete(locale);
                }}
                type="button"
                aria-expanded={adding === locale}
                aria-controls={adding === locale ? formId : undefined}
                onClick={() => {
                  if (adding === locale) return close();
                  setAdding(locale);
                  setCopy(true);
                  setTitle(source.title);
                  setError({});
                  focusTitle.current = true;
                }}
              >
                {fill(t.addLanguage, { language: name(locale) })}
              </button>
            )}
          </li>
        ))}
      </ul>
      {adding && (
        <form
          id={formId}
          aria-labelledby={`${id}-form-heading`}
          noValidate
          onSubmit={submit}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close();
            }
          }}
        >
          <h3 id={`${id}-form-heading`}>{fill(t.addLanguageHeading, { language: name(adding) })}</h3>
          <fieldset>
            <legend>{t.startWith}</legend>
            <label>
              <input type="radio" name={`${id}-start`} checked={copy} onChange={() => (setCopy(true), setTitle((now) => now || source.title))} />
              {fill(t.startCopy, { language: name(source.locale) })}
            </label>
            <label>
              <input type="radio" name={`${id}-start`} checked={!copy} onChange={() => setCopy(false)} />
              {t.startEmpty}
            </label>
          </fieldset>
          <label htmlFor={`${id}-title`}>{fill(t.languageTitle, { language: name(adding) })}</label>
          <input
            ref={titleInput}
            id={`${id}-title`}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            dir={directionOf(adding)}
            lang={adding}
            aria-invalid={Boolean(error.title)}
            aria-describedby={error.title ? `${id}-title-error` : undefined}
          />
          {error.title && (
            <p id={`${id}-title-error`} role="alert" className="error">
              {error.title}
            </p>
          )}
          {error.form && (
            <p role="alert" className="error">
              {error.form}
            </p>
          )}
          <div className="actions">
            <button type="submit" className="primary" disabled={busy}>
              {fill(t.createLanguage, { language: name(adding) })}
            </button>
            <button type="button" onClick={close}>
              {t.cancel}
            </button>
          </div>
        </form>
      )}
    </S.Languages>
  );
}
