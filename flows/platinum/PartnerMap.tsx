/**
 * The Platinum partners map and list (issue 13 part 3), shown in place on /platinum by a FlowEmbed
 * block (its code is a chunk of its own, loaded only on pages that show it): filters by governorate
 * and category, the SVG map of Iraq of the shop locator with a named pin per partner, and the list,
 * which is the map's accessible equivalent, each with its discount badge. Asks GET
 * /api/v1/platinum/partners (SWR) on first show and on each filter change.
 */
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { MapDirectory } from '@/ui/MapDirectory';
import { GovernorateOptions } from '@/ui/GovernorateOptions';
import { initialsOf, partnerCategories, type PartnerCategory, type PartnerView } from '@/lib/platinum';
import { IraqMap } from '@/ui/IraqMap';
import { VisuallyHidden } from '@/ui/primitives';
import { failureText, useMoneyGet } from '../shared/api';
import { Notice, Spinner } from '../shared/ui';
import { classed } from '@/ui/classed';
import styles from './PartnerMap.module.css';

export function PartnerMap() {
  const t = useTranslations('platinum.partners');
  const tAll = useTranslations();
  const id = useId();
  const [governorate, setGovernorate] = useState('');
  const [category, setCategory] = useState<PartnerCategory | ''>('');
  const [selected, setSelected] = useState<string | null>(null);
  const query: Record<string, string> = {};
  if (governorate) query.governorate = governorate;
  if (category) query.category = category;
  // The list stays while the next one loads (no flash of "no partners").
  const answer = useMoneyGet<PartnerView[]>('/api/v1/platinum/partners', query, { keepPreviousData: true });
  const partners = answer.data ?? null;
  const loading = answer.isLoading || answer.isValidating;
  const failure = answer.error ? failureText(tAll, answer.error) : '';
  // Said to screen readers after a filter changed the list, not on the first one.
  const filtered = Boolean(governorate || category);
  const announced = filtered && partners && !loading ? t('count', { count: partners.length }) : '';

  const anchor = (partnerId: string) => `partner-${partnerId}`;
  const list = partners ?? [];

  return (
    <Layout>
      <form className="filters" aria-label={t('filters')} onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-gov`}>{t('governorate')}</label>
          <select
            id={`${id}-gov`}
            value={governorate}
            onChange={(e) => setGovernorate(e.target.value)}
          >
            <GovernorateOptions placeholder={t('allGovernorates')} />
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-cat`}>{t('category')}</label>
          <select
            id={`${id}-cat`}
            value={category}
            onChange={(e) => setCategory(e.target.value as PartnerCategory | '')}
          >
            <option value="">{t('allCategories')}</option>
            {partnerCategories.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div className="messages" aria-live="polite">
        {failure && <Notice kind="error">{failure}</Notice>}
      </div>
      <VisuallyHidden role="status">{announced}</VisuallyHidden>
      {partners === null && loading ? (
        <Spinner label={t('loading')} />
      ) : (
        <div className="results">
          <div className="map">
            <IraqMap
              label={t('map.label')}
              pins={list.map((partner) => ({
                id: partner.id,
                lat: partner.location.lat,
                lng: partner.location.lng,
                label: t('map.pin', { name: partner.name, discount: partner.discount }),
                href: `#${anchor(partner.id)}`,
                tone: 'open',
              }))}
              selectedId={selected}
              onSelect={setSelected}
            />
            <p className="note">{t('map.hint')}</p>
          </div>
          <section className="list" aria-labelledby={`${id}-list`} aria-busy={loading}>
            <h3 id={`${id}-list`}>
              {t('list')} <span className="count">({t('count', { count: list.length })})</span>
            </h3>
            {list.length === 0 && !loading && !failure && <p>{t('empty')}</p>}
            <ul>
              {list.map((partner) => (
                <li key={partner.id} id={anchor(partner.id)} tabIndex={-1} className={partner.id === selected ? 'selected' : undefined}>
                  <article aria-labelledby={`${anchor(partner.id)}-name`}>
                    {partner.logoUrl ? (
                      // A stored upload of any size: a plain img, not next/image (no optimiser for API routes).
                      // eslint-disable-next-line @next/next/no-img-element
                      <img className="logo" src={partner.logoUrl} alt={t('logoOf', { name: partner.name })} width={56} height={56} loading="lazy" />
                    ) : (
                      <span className="logo initials" aria-hidden="true">
                        {initialsOf(partner.name)}
                      </span>
                    )}
                    <div className="text">
                      <h4 id={`${anchor(partner.id)}-name`}>{partner.name}</h4>
                      <p className="meta">
                        {t(`categories.${partner.category}`)} · {partner.governorate.name}
                      </p>
                      <p>{partner.address}</p>
                    </div>
                    <span className="badge">
                      <VisuallyHidden>{t('discountLabel', { discount: partner.discount })}</VisuallyHidden>
                      <span aria-hidden="true">
                        {t('discount', { discount: partner.discount })}
                      </span>
                    </span>
                  </article>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </Layout>
  );
}

const Layout = classed(MapDirectory)(styles.Layout);
