import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiFetch } from '@/lib/api/client';
import { useApi, type UseApiOptions } from '@/lib/api/hooks';
import { toLocale } from '@/lib/locales';
import { shopPaths, type CartLine, type CartView } from '@/lib/shop';
import { Amount, Notice, Spinner } from '@/flows/shared/ui';
import { Button, Container, VisuallyHidden } from '@/ui/primitives';
import { SiteImage } from '@/ui/SiteImage';
import { SmartLink } from '@/ui/SmartLink';
import { announceBagChange } from './bag-events';
import { Breadcrumbs } from './Breadcrumbs';
import { QuantityStepper } from './QuantityStepper';
import { StockLabel } from './StockLabel';
import { classed } from '@/ui/classed';
import styles from './BagView.module.css';

/**
 * /personal/shop/bag: the lines with their quantity steppers and Remove, the subtotal and the way to
 * checkout. Read in the browser (the bag is the visitor's own, the page itself is the same for all).
 */
export function BagView({ api }: { api?: Pick<UseApiOptions, 'fetchImpl' | 'deviceId'> } = {}) {
  const t = useTranslations('shop');
  const tRoot = useTranslations();
  const locale = toLocale(useLocale());
  const { data: bag, error, isLoading, mutate } = useApi<CartView>('/api/v1/cart', undefined, { lang: locale, ...api, swr: { revalidateOnFocus: true } });
  const [busyLine, setBusyLine] = useState<number | null>(null);
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string; line?: number } | null>(null);

  const change = async (line: CartLine, request: { method: 'PATCH'; quantity: number } | { method: 'DELETE' }) => {
    setBusyLine(line.id);
    setStatus(null);
    try {
      const answer = await apiFetch<CartView>(`/api/v1/cart/items/${line.id}`, {
        method: request.method,
        lang: locale,
        body: request.method === 'PATCH' ? { quantity: request.quantity } : undefined,
        ...api,
      });
      await mutate(answer, { revalidate: false });
      setStatus({ kind: 'success', text: request.method === 'DELETE' ? t('bag.removed') : t('bag.updated') });
      announceBagChange();
    } catch (failure) {
      setStatus({ kind: 'error', text: failure instanceof Error ? failure.message : String(failure), line: line.id });
      await mutate();
    } finally {
      setBusyLine(null);
    }
  };

  return (
    <Container>
      <Breadcrumbs items={[{ name: t('home'), href: '/' }, { name: t('title'), href: shopPaths.home }, { name: t('bag.title') }]} />
      <h1>{t('bag.title')}</h1>
      {isLoading && !bag ? (
        <Spinner label={t('bag.loading')} />
      ) : error && !bag ? (
        <Notice kind="error">
          {t('bag.loadFailed')}{' '}
          <Button type="button" $variant="secondary" onClick={() => void mutate()}>
            {tRoot('errors.tryAgain')}
          </Button>
        </Notice>
      ) : !bag || bag.items.length === 0 ? (
        <Empty>
          <p>{t('bag.empty')}</p>
          <p>{t('bag.emptyHint')}</p>
          <SmartLink href={shopPaths.home}>{t('bag.toShop')}</SmartLink>
        </Empty>
      ) : (
        <Layout>
          <Lines aria-label={t('bag.title')}>
            {bag.items.map((line) => (
              <li key={line.id}>
                <article aria-labelledby={`bag-line-${line.id}`}>
                  <div className="picture">
                    <SiteImage src={line.image} alt="" width={72} height={96} />
                  </div>
                  <div className="about">
                    <h2 id={`bag-line-${line.id}`}>
                      <SmartLink href={shopPaths.product(line.productId)}>{line.name}</SmartLink>
                    </h2>
                    {line.variant && <p className="variant">{line.variant}</p>}
                    <p>
                      {t('bag.unitPrice')}: <Amount value={line.unitPrice} />
                    </p>
                    <p>
                      <StockLabel stock={line.stock} />
                    </p>
                  </div>
                  <div className="controls">
                    <QuantityStepper
                      label={t('bag.quantityOf', { name: line.name })}
                      decreaseLabel={t('bag.decreaseOf', { name: line.name })}
                      increaseLabel={t('bag.increaseOf', { name: line.name })}
                      value={line.quantity}
                      max={Math.max(line.quantity, Math.min(line.maxPerOrder, line.stock))}
                      disabled={busyLine === line.id}
                      onChange={(quantity) => void change(line, { method: 'PATCH', quantity })}
                    />
                    <Button type="button" $variant="ghost" aria-label={t('bag.removeOf', { name: line.name })} disabled={busyLine === line.id} onClick={() => void change(line, { method: 'DELETE' })}>
                      {t('bag.remove')}
                    </Button>
                    <p className="total">
                      {t('bag.lineTotal')}: <Amount value={line.lineTotal} />
                    </p>
                  </div>
                  {status?.kind === 'error' && status.line === line.id && <Notice kind="error">{status.text}</Notice>}
                </article>
              </li>
            ))}
          </Lines>
          <Summary aria-labelledby="bag-summary">
            <h2 id="bag-summary">{t('bag.subtotal')}</h2>
            <p className="subtotal">
              <Amount value={bag.subtotal} />
            </p>
            <p>{t('bag.count', { count: bag.count })}</p>
            <p className="note">{t('bag.deliveryNote')}</p>
            <CheckoutLink href={shopPaths.checkout}>{t('bag.checkout')}</CheckoutLink>
          </Summary>
        </Layout>
      )}
      <VisuallyHidden role="status">{status?.kind === 'success' ? status.text : ''}</VisuallyHidden>
    </Container>
  );
}

const Layout = classed.div(styles.Layout);

const Lines = classed.ul(styles.Lines);

const Summary = classed.section(styles.Summary);

const CheckoutLink = classed(SmartLink)(styles.CheckoutLink);

const Empty = classed.div(styles.Empty);
