import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { apiFetch } from '@/lib/api';
import { toLocale } from '@/lib/locales';
import { searchResultHref, type SearchGroups } from '@/lib/search';
import { isSearchable } from '@/lib/validation/rules';
import { CloseIcon } from '@/ui/icons';

const groups = ['1', '2', '3'] as const;

/** The global search overlay: queries from 3 characters, closes when a result is chosen. */
export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  const t = useTranslations('search');
  const router = useRouter();
  const locale = toLocale(router.locale);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<SearchGroups | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    inputRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = previousOverflow;
    };
  }, [onClose]);

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
    }, 200);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [keyword, locale]);

  const shown = isSearchable(keyword) ? results : null;
  const total = shown ? groups.reduce((sum, g) => sum + (shown[g]?.length ?? 0), 0) : 0;

  return (
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Dialog role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
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
          autoComplete="off"
          maxLength={100}
          placeholder={t('placeholder')}
          value={keyword}
          aria-describedby={`${id}-status`}
          onChange={(e) => {
            setKeyword(e.target.value);
            if (!isSearchable(e.target.value)) setResults(null);
          }}
        />
        <p id={`${id}-status`} role="status" className="status">
          {!isSearchable(keyword) ? t('hint') : loading && !shown ? t('loading') : shown && total === 0 ? t('none', { keyword: keyword.trim() }) : shown ? t('results', { count: total }) : ''}
        </p>
        {shown &&
          groups.map((group) =>
            shown[group]?.length ? (
              <section key={group} aria-labelledby={`${id}-g${group}`}>
                <h3 id={`${id}-g${group}`}>{t(`group${group}`)}</h3>
                <ul>
                  {shown[group]!.map((entry) => (
                    <li key={entry.id}>
                      <a
                        href={searchResultHref(group, entry, locale)}
                        onClick={(event) => {
                          event.preventDefault();
                          onClose();
                          void router.push(searchResultHref(group, entry, locale), undefined, { locale: false });
                        }}
                      >
                        {entry.keyword}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null,
          )}
      </Dialog>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: 10vh ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.overlay};
`;

const Dialog = styled.div`
  width: min(640px, 100%);
  max-height: 80vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow};
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  header button {
    display: inline-grid;
    place-items: center;
    width: ${({ theme }) => theme.target};
    height: ${({ theme }) => theme.target};
    background: none;
    border: none;
    cursor: pointer;
  }
  label {
    display: block;
    margin-block: ${({ theme }) => theme.space.sm};
  }
  input {
    width: 100%;
    min-height: ${({ theme }) => theme.target};
    padding-inline: ${({ theme }) => theme.space.md};
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg};
  }
  .status {
    color: ${({ theme }) => theme.color.textMuted};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
    margin-block: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: block;
    padding: 10px ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  li a:hover,
  li a:focus-visible {
    background: ${({ theme }) => theme.color.surface};
  }
`;
