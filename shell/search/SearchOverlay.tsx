/**
 * The global search overlay: a modal dialog holding a WAI-ARIA combobox (the input) and its listbox of
 * results. Focus stays in the input while the arrow keys move the active option (wrapping), Enter opens
 * the active result (or the first), Escape closes and gives the focus back to what opened the search.
 * Tab cycles inside the dialog. On phone widths the dialog is a full-screen sheet; the page behind
 * neither scrolls nor reaches assistive technology while it is open.
 */
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { focusables } from '@/ui/focus';
import { apiFetch } from '@/lib/api';
import { toLocale } from '@/lib/locales';
import { searchResultHref, type SearchEntry, type SearchGroups } from '@/lib/search';
import { isSearchable } from '@/lib/validation/rules';
import { CloseIcon } from '@/ui/icons';
import { classed } from '@/ui/classed';
import styles from './SearchOverlay.module.css';

const groups = ['1', '2', '3'] as const;

interface Option {
  group: (typeof groups)[number];
  entry: SearchEntry;
  href: string;
}

/** The launcher's button, read when the overlay closes (on purpose: it may re-render meanwhile). */
const fallbackFocus = (ref: RefObject<HTMLElement | null> | undefined) => ref?.current ?? null;

export interface SearchOverlayProps {
  onClose: () => void;
  /** Where the focus goes back when nothing focusable opened the search (ctrl+K on the page body). */
  returnFocus?: RefObject<HTMLElement | null>;
}

export default function SearchOverlay({ onClose, returnFocus }: SearchOverlayProps) {
  const t = useTranslations('search');
  const router = useRouter();
  const locale = toLocale(router.locale);
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<SearchGroups | null>(null);
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    inputRef.current?.focus();
    // The page behind: no scrolling, and out of reach of Tab and screen readers.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const layer = dialogRef.current?.parentElement;
    const siblings = Array.from(document.body.children).filter((el) => el !== layer && !el.hasAttribute('inert'));
    siblings.forEach((el) => el.setAttribute('inert', ''));
    return () => {
      siblings.forEach((el) => el.removeAttribute('inert'));
      document.body.style.overflow = overflow;
      const back = opener && opener !== document.body && opener.isConnected ? opener : fallbackFocus(returnFocus);
      back?.focus?.();
    };
    // Once per opening (the launcher gives each opening a new key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!isSearchable(keyword)) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setLoading(true);
      try {
        const answer = await apiFetch<SearchGroups>('/api/v1/search/autocomplete', { query: { keyword }, lang: locale, signal: controller.signal });
        setResults(answer.data);
      } catch {
        if (!controller.signal.aborted) setResults({});
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
      setActive(-1);
    }, 200);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [keyword, locale]);

  const shown = isSearchable(keyword) ? results : null;
  const options: Option[] = shown ? groups.flatMap((group) => (shown[group] ?? []).map((entry) => ({ group, entry, href: searchResultHref(group, entry, locale) }))) : [];
  const expanded = options.length > 0;
  const activeIndex = active < options.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  const open = (option: Option) => {
    onClose();
    void router.push(option.href, undefined, { locale: false });
  };

  const move = (step: 1 | -1) => {
    if (!expanded) return;
    const next = activeIndex < 0 ? (step === 1 ? 0 : options.length - 1) : (activeIndex + step + options.length) % options.length;
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      open(options[activeIndex < 0 ? 0 : activeIndex]);
    }
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    // Results are reached with the arrow keys, not Tab (they are not in the tab order).
    const items = focusables(dialogRef.current).filter((el) => el.tabIndex >= 0);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const current = document.activeElement;
    if (event.shiftKey && (current === first || !dialogRef.current.contains(current))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (current === last || !dialogRef.current.contains(current))) {
      event.preventDefault();
      first.focus();
    }
  };

  const status = !isSearchable(keyword)
    ? t('hint')
    : loading && !shown
      ? t('loading')
      : shown && !expanded
        ? t('none', { keyword: keyword.trim() })
        : shown
          ? t('results', { count: options.length })
          : '';

  const overlay = (
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Dialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} onKeyDown={onDialogKeyDown}>
        <header>
          <h2 id={`${id}-title`}>{t('title')}</h2>
          <button type="button" onClick={onClose} aria-label={t('close')}>
            <CloseIcon />
          </button>
        </header>
        <label htmlFor={`${id}-input`}>{t('label')}</label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={`${id}-status`}
          autoComplete="off"
          maxLength={100}
          placeholder={t('placeholder')}
          value={keyword}
          onKeyDown={onInputKeyDown}
          onChange={(e) => {
            setKeyword(e.target.value);
            setActive(-1);
            if (!isSearchable(e.target.value)) setResults(null);
          }}
        />
        <p id={`${id}-status`} role="status" className={shown && !expanded ? 'status empty' : 'status'}>
          {status}
        </p>
        {expanded && <p className="keys">{t('keys')}</p>}
        <div id={`${id}-listbox`} role="listbox" aria-labelledby={`${id}-title`} hidden={!expanded} className="results">
          {shown &&
            groups.map((group) =>
              shown[group]?.length ? (
                <ul key={group} role="group" aria-labelledby={`${id}-g${group}`}>
                  <li role="presentation" id={`${id}-g${group}`} className="group">
                    {t(`group${group}`)}
                  </li>
                  {options.map((option, mine) =>
                    option.group !== group ? null : (
                      <li key={option.entry.id} role="presentation">
                        {/* A real link (new tab, copy address) that the list still treats as an option. */}
                        <a
                          id={optionId(mine)}
                          role="option"
                          aria-selected={mine === activeIndex}
                          tabIndex={-1}
                          href={option.href}
                          // Keep the focus (and the combobox) in the input while pointing.
                          onMouseDown={(e) => e.preventDefault()}
                          onMouseMove={() => mine !== activeIndex && setActive(mine)}
                          onClick={(event) => {
                            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                            event.preventDefault();
                            open(option);
                          }}
                        >
                          <span className="title">{option.entry.keyword}</span>
                          {option.entry.context && <span className="context">{option.entry.context}</span>}
                        </a>
                      </li>
                    ),
                  )}
                </ul>
              ) : null,
            )}
        </div>
      </Dialog>
    </Backdrop>
  );
  // On document.body: the launcher sits in a header part that phone widths hide, and a fixed overlay
  // inside a hidden parent is not shown at all.
  return createPortal(overlay, document.body);
}

const Backdrop = classed.div(styles.Backdrop);

const Dialog = classed.div(styles.Dialog);
