import { useEffect, useId, useRef, useState } from 'react';
import { apiFieldErrors, isApiClientError } from '@/lib/api';
import { normalizeUri } from '@/lib/content';
import type { Locale } from '@/lib/locales';
import type { EditorStrings } from './strings';
import type { PageRef } from './types';

export interface PageCopy {
  uri: string;
  title: string;
}

export interface DuplicatePageProps {
  t: EditorStrings;
  /** The open document and its title. */
  source: PageRef & { title: string };
  /** Whether a document already exists, so a taken address is refused before asking the server. */
  exists: (uri: string, locale: Locale) => boolean;
  /** Creates the copy; throws (an ApiClientError) when the server refuses. */
  onDuplicate: (source: PageRef, copy: PageCopy) => Promise<void>;
}

type Field = 'uri' | 'title';
type Errors = Partial<Record<Field | 'form', string>>;

/**
 * "Duplicate page": a button that opens a small form for the copy's address and title. The copy is
 * made in the same language (the API's `copyFrom` copies one document).
 */
export function DuplicatePage({ t, source, exists, onDuplicate }: DuplicatePageProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [uri, setUri] = useState('');
  const [title, setTitle] = useState(source.title);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const uriInput = useRef<HTMLInputElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  // The field that takes the focus after the next render (the form opened, or a submit was refused):
  // it exists only once that render is done.
  const pendingFocus = useRef<Field | null>(null);

  useEffect(() => {
    const field = pendingFocus.current;
    if (!field) return;
    pendingFocus.current = null;
    (field === 'uri' ? uriInput : titleInput).current?.focus();
  });

  function close() {
    setOpen(false);
    setErrors({});
    toggle.current?.focus();
  }

  function validate(): Errors {
    const found: Errors = {};
    if (!uri.trim()) found.uri = t.addressRequired;
    else if (exists(normalizeUri(uri), source.locale)) found.uri = t.pageExists;
    if (!title.trim()) found.title = t.titleRequired;
    return found;
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    let found = validate();
    if (!found.uri && !found.title) {
      setBusy(true);
      try {
        await onDuplicate({ uri: source.uri, locale: source.locale }, { uri: normalizeUri(uri), title: title.trim() });
        return;
      } catch (e) {
        const byField = apiFieldErrors(e) ?? {};
        found = {
          uri: isApiClientError(e) && e.status === 409 ? t.pageExists : byField.uri,
          title: byField.title,
        };
        if (!found.uri && !found.title) found.form = isApiClientError(e) || e instanceof Error ? e.message : String(e);
      } finally {
        setBusy(false);
      }
    }
    pendingFocus.current = found.uri ? 'uri' : found.title ? 'title' : null;
    setErrors(found);
  }

  const errorId = (field: Field) => `${id}-${field}-error`;
  const described = (field: Field) => [errors[field] ? errorId(field) : null, field === 'uri' ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="duplicate">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={open ? `${id}-form` : undefined}
        onClick={() => {
          if (open) return close();
          setOpen(true);
          setTitle(source.title);
          pendingFocus.current = 'uri';
        }}
      >
        {t.duplicatePage}
      </button>
      {open && (
        <form
          id={`${id}-form`}
          aria-labelledby={`${id}-heading`}
          noValidate
          onSubmit={submit}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close();
            }
          }}
        >
          <h3 id={`${id}-heading`}>{t.duplicatePage}</h3>
          <label htmlFor={`${id}-uri`}>{t.copyAddress}</label>
          <input
            ref={uriInput}
            id={`${id}-uri`}
            value={uri}
            onChange={(e) => setUri(e.target.value)}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={Boolean(errors.uri)}
            aria-describedby={described('uri')}
          />
          {errors.uri && (
            <p id={errorId('uri')} role="alert" className="error">
              {errors.uri}
            </p>
          )}
          <p id={`${id}-hint`} className="hint">
            {t.duplicateHint}
          </p>
          <label htmlFor={`${id}-title`}>{t.copyTitle}</label>
          <input
            ref={titleInput}
            id={`${id}-title`}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            dir="auto"
            aria-invalid={Boolean(errors.title)}
            aria-describedby={described('title')}
          />
          {errors.title && (
            <p id={errorId('title')} role="alert" className="error">
              {errors.title}
            </p>
          )}
          {errors.form && (
            <p role="alert" className="error">
              {errors.form}
            </p>
          )}
          <div className="actions">
            <button type="submit" className="primary" disabled={busy}>
              {t.duplicateSubmit}
            </button>
            <button type="button" onClick={close}>
              {t.cancel}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
