import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { apiFetch, type ApiFetchOptions } from '@/lib/api/client';
import { isApiClientError } from '@/lib/api/errors';
import { toLocale } from '@/lib/locales';
import { shopPaths, type CartView, type ProductDetail, type ProductVariantView } from '@/lib/shop';
import { Amount, Notice } from '@/flows/shared/ui';
import { Button, Container } from '@/ui/primitives';
import { SiteImage } from '@/ui/SiteImage';
import { SmartLink } from '@/ui/SmartLink';
import { announceBagChange } from './bag-events';
import { Breadcrumbs } from './Breadcrumbs';
import { QuantityStepper } from './QuantityStepper';
import { StockLabel } from './StockLabel';
import { classed } from '@/ui/classed';
import styles from './ProductView.module.css';

type Outcome =
  | { kind: 'added' }
  | { kind: 'already'; itemId: number; inBag: number; message: string }
  | { kind: 'updated' }
  | { kind: 'error'; message: string };

/** The first variant that can be bought (they come cheapest first), else the first. */
const initialVariant = (variants: ProductVariantView[]) => variants.find((v) => v.stock > 0) ?? variants[0];

const isStorage = (values: string[]) => values.every((v) => /^\d+(\.\d+)?\s?(GB|TB)$/i.test(v));

/**
 * /personal/shop/product/{id}: gallery, variant picker (colour swatches, storage), the chosen
 * variant's price and stock state, quantity and "Add to bag". The bag answers "Item already in cart"
 * for a variant already there: the page then offers to set that line to the chosen quantity.
 */
export function ProductView({ product, api }: { product: ProductDetail; api?: Pick<ApiFetchOptions, 'fetchImpl' | 'deviceId'> }) {
  const t = useTranslations('shop');
  const locale = toLocale(useLocale());
  const ids = useId();
  const [variant, setVariant] = useState<ProductVariantView | undefined>(() => initialVariant(product.variants));
  const [picture, setPicture] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const colours = [...new Map(product.variants.filter((v) => v.colour).map((v) => [v.colour as string, v.colourHex])).entries()];
  const storages = [...new Set(product.variants.map((v) => v.storage).filter((s): s is string => Boolean(s)))];
  const maxQuantity = Math.max(1, Math.min(product.maxPerOrder, variant?.stock ?? 0));
  const soldOut = !variant || variant.stock <= 0;

  /** Choosing one dimension keeps the other when that combination exists. */
  const choose = (colour: string | null, storage: string | null) => {
    const exact = product.variants.find((v) => v.colour === colour && v.storage === storage);
    const next = exact ?? product.variants.find((v) => (colour !== null ? v.colour === colour : v.storage === storage));
    if (!next) return;
    setVariant(next);
    // The picture follows the colour: back to the first picture, drawn in the chosen colour.
    if (next.colour !== variant?.colour) setPicture(0);
    setQuantity((q) => Math.max(1, Math.min(q, product.maxPerOrder, next.stock || 1)));
    setOutcome(null);
  };

  const addToBag = async () => {
    if (!variant) return;
    setBusy(true);
    setOutcome(null);
    try {
      await apiFetch<CartView>('/api/v1/cart/items', { method: 'POST', lang: locale, body: { productId: product.id, variantId: variant.id, quantity }, ...api });
      setOutcome({ kind: 'added' });
      announceBagChange();
    } catch (error) {
      const data = isApiClientError(error) ? (error.envelope?.data as { itemId?: number; quantity?: number } | null) : null;
      if (isApiClientError(error) && error.status === 409 && typeof data?.itemId === 'number') {
        setOutcome({ kind: 'already', itemId: data.itemId, inBag: data.quantity ?? 1, message: error.message });
      } else setOutcome({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  const changeQuantity = async (itemId: number) => {
    setBusy(true);
    try {
      await apiFetch<CartView>(`/api/v1/cart/items/${itemId}`, { method: 'PATCH', lang: locale, body: { quantity }, ...api });
      setOutcome({ kind: 'updated' });
      announceBagChange();
    } catch (error) {
      setOutcome({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  // The first picture is the product in the chosen colour, when the catalogue has it in that colour.
  const images = (product.images.length > 0 ? product.images : [product.image]).map((src, i) => (i === 0 && variant?.image ? variant.image : src));
  return (
    <Container>
      <Breadcrumbs
        items={[
          { name: t('home'), href: '/' },
          { name: t('title'), href: shopPaths.home },
          { name: product.category.name, href: shopPaths.category(product.category.id) },
          { name: product.name },
        ]}
      />
      <Layout>
        <Gallery aria-label={t('product.gallery', { name: product.name })}>
          <div className="main">
            <SiteImage
              src={images[picture]}
              alt={variant?.colour ? `${product.name} · ${variant.colour}` : product.name}
              width={240}
              height={320}
              priority
              sizes="(min-width: 768px) 360px, 80vw"
            />
          </div>
          {images.length > 1 && (
            <ul>
              {images.map((src, i) => (
                <li key={src}>
                  <button type="button" aria-pressed={i === picture} aria-label={t('product.picture', { n: i + 1, total: images.length })} onClick={() => setPicture(i)}>
                    <SiteImage src={src} alt="" width={48} height={64} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Gallery>
        <Buy>
          <p className="brand">{product.brand}</p>
          <h1>{product.name}</h1>
          {product.badges.length > 0 && (
            <ul className="badges">
              {product.badges.map((b) => (
                <li key={b}>{t(`badges.${b}`)}</li>
              ))}
            </ul>
          )}
          <p className="price">
            <Amount value={variant?.price ?? product.price} />
          </p>
          {colours.length > 0 && (
            <Choice>
              <legend>
                {t('product.colour')}: <strong>{variant?.colour}</strong>
              </legend>
              <div className="swatches">
                {colours.map(([colour, hex]) => {
                  const candidate = product.variants.find((v) => v.colour === colour && v.storage === (variant?.storage ?? null)) ?? product.variants.find((v) => v.colour === colour);
                  const out = !candidate || candidate.stock <= 0;
                  return (
                    <label key={colour} className="swatch" data-out={out || undefined}>
                      <input type="radio" name={`${ids}-colour`} checked={variant?.colour === colour} onChange={() => choose(colour, variant?.storage ?? null)} />
                      <span className="dot" style={{ background: hex ?? undefined }} aria-hidden="true" />
                      <span className="name">
                        {colour}
                        {out && <span className="out"> ({t('outOfStock')})</span>}
                      </span>
                    </label>
                  );
                })}
              </div>
            </Choice>
          )}
          {storages.length > 1 && (
            <Choice>
              <legend>{isStorage(storages) ? t('product.storage') : t('product.option')}</legend>
              <div className="options">
                {storages.map((storage) => {
                  const candidate = product.variants.find((v) => v.storage === storage && v.colour === (variant?.colour ?? null)) ?? product.variants.find((v) => v.storage === storage);
                  const out = !candidate || candidate.stock <= 0;
                  return (
                    <label key={storage} className="option" data-out={out || undefined}>
                      <input type="radio" name={`${ids}-storage`} checked={variant?.storage === storage} onChange={() => choose(candidate?.colour ?? null, storage)} />
                      <span dir="ltr">{storage}</span>
                      {out && <span className="out"> ({t('outOfStock')})</span>}
                    </label>
                  );
                })}
              </div>
            </Choice>
          )}
          <p className="stock">{variant && <StockLabel stock={variant.stock} />}</p>
          {soldOut ? (
            <p>{t('product.unavailable')}</p>
          ) : (
            <>
              <QuantityStepper
                label={t('product.quantity')}
                decreaseLabel={t('product.decrease')}
                increaseLabel={t('product.increase')}
                value={quantity}
                max={maxQuantity}
                onChange={(q) => {
                  setQuantity(q);
                  setOutcome(null);
                }}
                hint={t('product.maxPerOrder', { max: product.maxPerOrder })}
              />
              <Button type="button" onClick={addToBag} disabled={busy} aria-disabled={busy}>
                {busy ? t('product.adding') : t('product.addToBag')}
              </Button>
            </>
          )}
          <div aria-live="polite">
            {outcome?.kind === 'added' || outcome?.kind === 'updated' ? (
              <Notice kind="success">
                {outcome.kind === 'added' ? t('product.added') : t('bag.updated')} <SmartLink href={shopPaths.bag}>{t('product.viewBag')}</SmartLink>
              </Notice>
            ) : null}
            {outcome?.kind === 'already' && (
              <Notice kind="info">
                <p>{t('product.alreadyInBag', { quantity: outcome.inBag })}</p>
                <p className="actions">
                  {outcome.inBag !== quantity && (
                    <Button type="button" $variant="secondary" onClick={() => changeQuantity(outcome.itemId)} disabled={busy}>
                      {t('product.changeQuantity', { quantity })}
                    </Button>
                  )}
                  <SmartLink href={shopPaths.bag}>{t('product.viewBag')}</SmartLink>
                </p>
              </Notice>
            )}
          </div>
          {outcome?.kind === 'error' && <Notice kind="error">{outcome.message}</Notice>}
          {product.needsId && <p className="note">{t('product.needsId')}</p>}
          <p className="note">{t('product.delivery')}</p>
        </Buy>
      </Layout>
      <Details>
        {product.specs.length > 0 && (
          <section aria-labelledby={`${ids}-specs`}>
            <h2 id={`${ids}-specs`}>{t('product.specs')}</h2>
            <dl>
              {product.specs.map((spec) => (
                <div key={spec.label}>
                  <dt>{spec.label}</dt>
                  <dd>
                    <bdi>{spec.value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        <section aria-labelledby={`${ids}-about`}>
          <h2 id={`${ids}-about`}>{t('product.description')}</h2>
          <p>{product.description}</p>
        </section>
      </Details>
    </Container>
  );
}

const Layout = classed.div(styles.Layout);

const Gallery = classed.section(styles.Gallery);

const Buy = classed.section(styles.Buy);

const Choice = classed.fieldset(styles.Choice);

const Details = classed.div(styles.Details);
