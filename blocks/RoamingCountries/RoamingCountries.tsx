import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { RoamingCountry } from '@/lib/catalog';
import { SearchIcon } from '@/ui/icons';
import { classed } from '@/ui/classed';
import styles from './RoamingCountries.module.css';

// A country's add-ons show only once one is chosen: their tiles (and the buy button) load then, so the
// roaming page's first JavaScript carries the search alone.
const AddonTile = dynamic(() => import('../AddonCard/AddonCard').then((m) => m.AddonTile));

export interface RoamingCountriesProps {
  title: string;
  intro: string;
  /** Resolved by the server: every roaming destination with its add-ons. */
  countries?: RoamingCountry[];
}

/**
 * Folds a name for matching as people type: case, accents and Arabic-script spelling variants
 * (hamza forms of alef, taa marbuta, Arabic and Persian yeh and kaf, tatweel) do not matter.
 */
export function foldName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/[ىيێ]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[ةە]/g, 'ه')
    .replace(/ـ/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Roaming destinations: a search box that filters by name as you type; choosing one shows its add-ons. */
export function RoamingCountries({ title, intro, countries }: RoamingCountriesProps) {
  const t = useTranslations('blocks.RoamingCountries');
  const id = useId();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const all = useMemo(() => countries ?? [], [countries]);
  const folded = useMemo(() => all.map((country) => ({ country, key: foldName(country.name) })), [all]);
  const needle = foldName(query);
  const matches = needle ? folded.filter((entry) => entry.key.includes(needle)).map((entry) => entry.country) : all;
  const chosen = all.find((country) => country.code === selected) ?? null;

  // Choosing a country moves the focus to its add-ons (which may be below the list on a phone).
  const detailHeading = useRef<HTMLHeadingElement>(null);
  const focusDetail = useRef(false);
  useEffect(() => {
    if (focusDetail.current && selected) detailHeading.current?.focus();
    focusDetail.current = false;
  }, [selected]);

  const choose = (code: string) => {
    focusDetail.current = true;
    setSelected(code);
  };

  return (
    <Wrapper aria-labelledby={title ? `${id}-title` : undefined}>
      {title && <h2 id={`${id}-title`}>{title}</h2>}
      {intro && <p className="intro">{intro}</p>}
      {all.length === 0 ? (
        <Empty>{t('unavailable')}</Empty>
      ) : (
        <Layout>
          <div>
            <Search role="search">
              <label htmlFor={`${id}-search`}>{t('searchLabel')}</label>
              <div className="box">
                <SearchIcon />
                <input
                  id={`${id}-search`}
                  type="search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  aria-describedby={`${id}-hint`}
                  aria-controls={matches.length > 0 ? `${id}-list` : undefined}
                  autoComplete="off"
                  spellCheck={false}
                />
              </div>
              <p id={`${id}-hint`} className="hint">
                {t('searchHint')}
              </p>
            </Search>
            <p role="status" className="count">
              {matches.length === 0 ? t('noMatch', { query: query.trim() }) : t('results', { count: matches.length, n: String(matches.length) })}
            </p>
            {matches.length > 0 && (
              <Countries id={`${id}-list`} aria-label={t('countries')}>
                {matches.map((country) => (
                  <li key={country.code}>
                    <button type="button" aria-pressed={country.code === selected} onClick={() => choose(country.code)}>
                      {country.name}
                    </button>
                  </li>
                ))}
              </Countries>
            )}
          </div>
          <Detail aria-labelledby={chosen ? `${id}-detail` : undefined}>
            {chosen ? (
              <>
                <h3 id={`${id}-detail`} ref={detailHeading} tabIndex={-1}>
                  {t('addonsIn', { country: chosen.name })}
                </h3>
                {chosen.addons.length === 0 ? (
                  <p>{t('noAddons', { country: chosen.name })}</p>
                ) : (
                  <ul className="addons">
                    {chosen.addons.map((addon) => (
                      <li key={addon.id}>
                        <AddonTile addon={addon} headingLevel={4} />
                      </li>
                    ))}
                  </ul>
                )}
              </>
            ) : (
              <p className="choose">{t('choose')}</p>
            )}
          </Detail>
        </Layout>
      )}
    </Wrapper>
  );
}

const Wrapper = classed.section(styles.Wrapper);

const Layout = classed.div(styles.Layout);

const Search = classed.div(styles.Search);

const Countries = classed.ul(styles.Countries);

const Detail = classed.section(styles.Detail);

const Empty = classed.p(styles.Empty);
