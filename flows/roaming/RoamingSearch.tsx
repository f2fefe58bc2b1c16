/**
 * Roaming destinations (spec section 7): a country combobox (WAI-ARIA combobox with a list box: type
 * to filter, arrow keys to move, Enter to choose, Escape to close) over
 * GET /api/v1/roaming-country/unique-countries; choosing a country lists its add-ons
 * (GET …/{country}/add-on-ids, then GET /api/v1/addon/{id}) as add-on tiles whose Buy opens the
 * purchase modal. Shown by the FlowEmbed block (flow "roaming"), loaded only where it is placed.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { AddonTile } from '@/blocks/AddonCard/AddonCard';
import { foldName } from '@/blocks/RoamingCountries/RoamingCountries';
import type { AddonSummary } from '@/lib/catalog';
import { Button } from '@/ui/primitives';
import { SearchIcon } from '@/ui/icons';
import { failureText, useMoneyCall, useMoneyGet } from '../shared/api';
import { Actions, Notice, Spinner } from '../shared/ui';
import { classed } from '@/ui/classed';
import styles from './RoamingSearch.module.css';

export interface RoamingCountryOption {
  code: string;
  name: string;
}

type Addons = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ok'; addons: AddonSummary[] } | { kind: 'failed'; message: string };

export function RoamingSearch() {
  const t = useTranslations();
  const id = useId();
  const call = useMoneyCall();
  const countries = useMoneyGet<RoamingCountryOption[]>('/api/v1/roaming-country/unique-countries');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<RoamingCountryOption | null>(null);
  const [addons, setAddons] = useState<Addons>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const result = useRef<HTMLHeadingElement>(null);

  const all = useMemo(() => countries.data ?? [], [countries.data]);
  const folded = useMemo(() => all.map((country) => ({ country, key: foldName(country.name) })), [all]);
  const needle = foldName(text);
  const matches = needle ? folded.filter((entry) => entry.key.includes(needle)).map((entry) => entry.country) : all;

  useEffect(() => {
    if (!chosen) return;
    let live = true;
    (async () => {
      const ids = await call<number[]>(`/api/v1/roaming-country/${encodeURIComponent(chosen.code)}/add-on-ids`);
      const found = await Promise.all(ids.data.map((addonId) => call<AddonSummary>(`/api/v1/addon/${addonId}`).then((a) => a.data, () => null)));
      return found.filter((a): a is AddonSummary => a !== null);
    })().then(
      (list) => {
        if (!live) return;
        setAddons({ kind: 'ok', addons: list });
        result.current?.focus();
      },
      (error: unknown) => live && setAddons({ kind: 'failed', message: failureText(t, error) }),
    );
    return () => {
      live = false;
    };
  }, [chosen, call, t, attempt]);

  // Keep the active option in view while moving with the arrow keys.
  useEffect(() => {
    if (active >= 0) list.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const choose = (country: RoamingCountryOption) => {
    if (country.code !== chosen?.code) setAddons({ kind: 'loading' });
    setChosen(country);
    setText(country.name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (matches.length === 0 ? -1 : Math.min(matches.length - 1, i + 1)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (matches.length === 0 ? -1 : i <= 0 ? matches.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      if (open && active >= 0 && matches[active]) {
        event.preventDefault();
        choose(matches[active]);
      } else if (matches.length === 1) {
        event.preventDefault();
        choose(matches[0]);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        setText('');
      }
    }
  };

  if (countries.error && !countries.data) {
    return (
      <Box>
        <Notice kind="error">{failureText(t, countries.error)}</Notice>
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => void countries.mutate()}>
            {t('money.common.retry')}
          </Button>
        </Actions>
      </Box>
    );
  }
  if (!countries.data) return <Spinner label={t('money.roaming.loading')} />;

  const showList = open && matches.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <Box>
      <div className="search">
        <label htmlFor={`${id}-input`}>{t('money.roaming.label')}</label>
        <p id={`${id}-hint`} className="hint">
          {t('money.roaming.hint')}
        </p>
        <div className="box">
          <SearchIcon />
          <input
            id={`${id}-input`}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={`${id}-list`}
            aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            spellCheck={false}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <ul id={`${id}-list`} ref={list} role="listbox" aria-label={t('money.roaming.countries')} hidden={!showList}>
            {showList &&
              matches.map((country, index) => (
                <li
                  key={country.code}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  data-active={index === active || undefined}
                  // Mouse down (not click): the input's blur would close the list first.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(country);
                  }}
                >
                  {country.name}
                </li>
              ))}
          </ul>
        </div>
        <p role="status" className="count">
          {open && text && matches.length === 0 ? t('money.roaming.noMatch', { query: text.trim() }) : open ? t('money.roaming.matches', { count: matches.length }) : ''}
        </p>
      </div>
      {chosen && (
        <section aria-labelledby={`${id}-result`} className="result">
          <h3 id={`${id}-result`} ref={result} tabIndex={-1}>
            {t('money.roaming.bundlesIn', { country: chosen.name })}
          </h3>
          {addons.kind === 'loading' && <Spinner label={t('money.roaming.loadingBundles')} />}
          {addons.kind === 'failed' && (
            <>
              <Notice kind="error">{addons.message}</Notice>
              <Actions>
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => {
                    setAddons({ kind: 'loading' });
                    setAttempt((n) => n + 1);
                  }}
                >
                  {t('money.common.retry')}
                </Button>
              </Actions>
            </>
          )}
          {addons.kind === 'ok' &&
            (addons.addons.length === 0 ? (
              <p>{t('money.roaming.noBundles', { country: chosen.name })}</p>
            ) : (
              <ul className="addons">
                {addons.addons.map((addon) => (
                  <li key={addon.id}>
                    <AddonTile addon={addon} headingLevel={4} />
                  </li>
                ))}
              </ul>
            ))}
        </section>
      )}
    </Box>
  );
}

const Box = classed.div(styles.Box);
