/**
 * The shop locator (issue 13, /support/shops): filters by governorate and type, "near me" through the
 * browser's geolocation (refused: the spec's "Location access denied", the list still works), the
 * SVG map of Iraq with a pin per shop, and the list, which is the map's accessible equivalent.
 * The page renders the first list on the server; filters and position ask GET /api/v1/shops.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { MapDirectory } from '@/ui/MapDirectory';
import { shopCategories, type ShopCategory } from '@/lib/governorates';
import { GovernorateOptions } from '@/ui/GovernorateOptions';
import { joinParts } from '@/lib/format';
import { toLocale } from '@/lib/locales';
import { directionsUrl, type ShopStatus, type ShopView } from '@/lib/shops';
import { IraqMap } from '@/ui/IraqMap';
import { Button, VisuallyHidden } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { failureText, useMoneyCall } from '../shared/api';
import { Ltr, Notice, Spinner } from '../shared/ui';
import { classed } from '@/ui/classed';
import styles from './ShopLocator.module.css';

export interface ShopLocatorProps {
  /** The list as the server rendered it (every shop, no point). */
  initialShops: ShopView[];
  /** Tests and stories pass a stand-in for navigator.geolocation. */
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | null;
}

type Locating = 'idle' | 'locating' | 'denied' | 'unavailable' | 'located';
type Point = { lat: number; lng: number };

/** Iraq's week starts on Saturday, as shops write their hours. */
const WEEK_ORDER = [6, 0, 1, 2, 3, 4, 5];

export function ShopLocator({ initialShops, geolocation }: ShopLocatorProps) {
  const t = useTranslations('shops');
  const tAll = useTranslations();
  const locale = toLocale(useLocale());
  const call = useMoneyCall();
  const id = useId();
  const [governorate, setGovernorate] = useState('');
  const [category, setCategory] = useState<ShopCategory | ''>('');
  const [point, setPoint] = useState<Point | null>(null);
  const [locating, setLocating] = useState<Locating>('idle');
  const [shops, setShops] = useState(initialShops);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  // Said to screen readers after each new list (a filter or near me), not on the first render.
  const [announced, setAnnounced] = useState('');
  const first = useRef(true);

  useEffect(() => {
    // The server already rendered the unfiltered list.
    if (first.current) {
      first.current = false;
      return;
    }
    let live = true;
    const query = new URLSearchParams();
    if (governorate) query.set('governorate', governorate);
    if (category) query.set('category', category);
    if (point) {
      query.set('lat', point.lat.toFixed(4));
      query.set('lng', point.lng.toFixed(4));
    }
    setLoading(true);
    setFailure('');
    call<ShopView[]>(`/api/v1/shops?${query}`).then(
      (answer) => {
        if (!live) return;
        setShops(answer.data);
        setAnnounced(t('count', { count: answer.data.length }));
      },
      (error: unknown) => live && setFailure(failureText(tAll, error)),
    ).finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [governorate, category, point, call, t, tAll]);

  function nearMe() {
    const geo = geolocation === undefined ? (typeof navigator !== 'undefined' ? navigator.geolocation : null) : geolocation;
    if (!geo) {
      setLocating('unavailable');
      return;
    }
    setLocating('locating');
    geo.getCurrentPosition(
      (position) => {
        setLocating('located');
        setPoint({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => setLocating(error.code === 1 ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  }

  const statusText = (status: ShopStatus) => t(`status.${status}`);
  const anchor = (shopId: string) => `shop-${shopId}`;

  return (
    <Layout>
      <form className="filters" aria-label={t('filters')} onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-gov`}>{t('governorate')}</label>
          <select id={`${id}-gov`} value={governorate} onChange={(e) => setGovernorate(e.target.value)}>
            <GovernorateOptions placeholder={t('allGovernorates')} />
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-cat`}>{t('category')}</label>
          <select id={`${id}-cat`} value={category} onChange={(e) => setCategory(e.target.value as ShopCategory | '')}>
            <option value="">{t('allCategories')}</option>
            {shopCategories.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="button" $variant="secondary" onClick={nearMe} disabled={locating === 'locating'}>
          {t('nearMe')}
        </Button>
      </form>
      <div className="messages" aria-live="polite">
        {locating === 'locating' && <Spinner label={t('locating')} />}
        {locating === 'denied' && <Notice kind="error">{t('locationDenied')}</Notice>}
        {locating === 'unavailable' && <Notice kind="error">{t('locationUnavailable')}</Notice>}
        {failure && <Notice kind="error">{failure}</Notice>}
      </div>
      <VisuallyHidden role="status">{announced}</VisuallyHidden>
      <div className="results">
        <div className="map">
          <IraqMap
            label={t('map.label')}
            pins={shops.map((shop) => ({
              id: shop.id,
              lat: shop.coordinates.lat,
              lng: shop.coordinates.lng,
              label: t('map.pin', { name: shop.name, status: statusText(shop.status) }),
              href: `#${anchor(shop.id)}`,
              tone: shop.status === 'closed' ? 'closed' : 'open',
            }))}
            selectedId={selected}
            onSelect={setSelected}
            you={point}
          />
          <p className="note">{t('map.hint')}</p>
        </div>
        <section className="list" aria-labelledby={`${id}-list`} aria-busy={loading}>
          <h2 id={`${id}-list`}>
            {t('list')} <span className="count">({t('count', { count: shops.length })})</span>
          </h2>
          {point && shops.length > 0 && <p className="note">{t('nearest')}</p>}
          {shops.length === 0 && !loading && <p>{t('empty')}</p>}
          <ul>
            {shops.map((shop) => (
              <li key={shop.id} id={anchor(shop.id)} tabIndex={-1} className={shop.id === selected ? 'selected' : undefined}>
                <article aria-labelledby={`${anchor(shop.id)}-name`}>
                  <header>
                    <h3 id={`${anchor(shop.id)}-name`}>{shop.name}</h3>
                    <span className={`badge ${shop.status}`}>{statusText(shop.status)}</span>
                  </header>
                  <p className="meta">
                    {t(`categories.${shop.category}`)} · {shop.governorate.name}
                    {shop.distance !== null && (
                      <>
                        {' · '}
                        {t('distance', { km: shop.distance.toLocaleString('en-US', { maximumFractionDigits: 1 }) })}
                      </>
                    )}
                  </p>
                  <p>{shop.address}</p>
                  <p className="services">
                    <span className="label">{t('servicesLabel')}: </span>
                    {joinParts(shop.services.map((s) => t(`services.${s}`)), locale)}
                  </p>
                  <details>
                    <summary>{t('hours')}</summary>
                    <table>
                      <tbody>
                        {WEEK_ORDER.map((day) => {
                          const hours = shop.hours[day];
                          return (
                            <tr key={day}>
                              <th scope="row">{t(`weekdays.d${day}`)}</th>
                              <td>
                                {hours ? (
                                  <>
                                    <Ltr>
                                      {hours.open}–{hours.close}
                                    </Ltr>
                                    {hours.breakStart && hours.breakEnd && <> ({t('break', { start: hours.breakStart, end: hours.breakEnd })})</>}
                                  </>
                                ) : (
                                  t('closedDay')
                                )}
                              </td>
                            </tr>
                          );
                        })}
                      </tbody>
                    </table>
                  </details>
                  <p className="actions">
                    <SmartLink href={directionsUrl(shop.coordinates)} aria-label={t('directionsTo', { name: shop.name })}>
                      {t('directions')}
                    </SmartLink>
                    {shop.phone && (
                      <a href={`tel:${shop.phone}`} aria-label={joinParts([shop.phone, t('call', { name: shop.name })], locale)}>
                        <Ltr>{shop.phone}</Ltr>
                      </a>
                    )}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Layout>
  );
}

const Layout = classed(MapDirectory)(styles.Layout);
