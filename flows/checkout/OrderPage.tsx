/**
 * /personal/shop/orders/{orderNumber}: the order and its receipt (spec section 3: order number, order
 * date, completed date, status, items, subtotal, discount, delivery fee, total paid, payment method,
 * pick-up or delivery location, and the VAT line of the other receipts). The owner signed in reads it
 * by session; a guest by the link's `?token=` (kept for this tab by the checkout). Printing prints the
 * receipt only: no header, footer or chat.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { ApiClientError } from '@/lib/api/errors';
import { formatPrice, joinParts, LIST_SEPARATOR } from '@/lib/format';
import { toLocale } from '@/lib/locales';
import { formatReference } from '@/lib/reference';
import type { OrderData, UnpaidData } from '@/lib/shop-api';
import { Button } from '@/ui/primitives';
import { useDateFormat } from '@/ui/dates';
import { SmartLink } from '@/ui/SmartLink';
import { failureText, useMoneyGet } from '../shared/api';
import { Actions, Amount, FlowHeader, FlowPage, Ltr, Notice, Panel, Reference, Spinner, Summary } from '../shared/ui';
import { rememberedOrderToken } from './order-token';
import { PayNow } from './PayNow';
import { classed } from '@/ui/classed';
import styles from './OrderPage.module.css';

const noSubscription = () => () => undefined;

export interface OrderPageProps {
  orderNumber: string;
  /** The link's token (query), if any. */
  token: string | null;
  /** Just placed: thank the buyer and say where the link went. */
  placed?: boolean;
  signedIn: boolean;
}

export function OrderPage({ orderNumber, token, placed, signedIn }: OrderPageProps) {
  const t = useTranslations('checkout.order');
  const tAll = useTranslations();
  // The remembered token is read in the browser only (no sessionStorage on the server): null until then.
  const remembered = useSyncExternalStore(noSubscription, () => rememberedOrderToken(orderNumber) ?? '', () => null);
  const query: Record<string, string> | null = token ? { token } : remembered === null ? null : remembered ? { token: remembered } : {};
  // While the card payment is being confirmed (the provider's callback may come a little later), look again.
  const { data, error, isLoading, mutate } = useMoneyGet<OrderData>(query ? `/api/v1/orders/${encodeURIComponent(orderNumber)}` : null, query ?? undefined, {
    refreshInterval: (latest) => ((latest?.data as OrderData | undefined)?.status === 'pending-payment' ? 4_000 : 0),
  });

  let body;
  if (data) body = <Receipt order={data} placed={placed} signedIn={signedIn} token={query?.token ?? null} onChanged={() => void mutate()} />;
  else if (error) {
    body = (
      <Panel>
        <Notice kind="error">{error instanceof ApiClientError && error.status !== 404 ? failureText(tAll, error) : t('notFound')}</Notice>
      </Panel>
    );
  } else if (isLoading || !query) body = <Spinner label={t('loading')} />;

  return (
    <FlowPage>
      <FlowHeader className="no-print">
        <h1>{t('title', { number: formatReference(orderNumber) })}</h1>
      </FlowHeader>
      {body}
    </FlowPage>
  );
}

/** A card order waiting for its money: what happened to the card, until when the items are held, Pay now. */
function Unpaid({ order, token, onChanged }: { order: OrderData & { unpaid: UnpaidData }; token: string | null; onChanged?: () => void }) {
  const t = useTranslations('checkout.order');
  const date = useDateFormat();
  const { unpaid } = order;
  if (!unpaid.canPay) return <Notice kind="info">{t('holdOver')}</Notice>;
  // The time as every time on the site: Baghdad time, "2:05 PM" / "2:05 م" / "14:05".
  const time = date(unpaid.heldUntil, { timeStyle: 'short' });
  return (
    <div className="no-print">
      <Notice kind={unpaid.attempt === 'declined' ? 'error' : 'info'}>{unpaid.attempt === 'declined' ? t('declined', { time }) : t('waiting', { time })}</Notice>
      <Actions>
        <PayNow orderNumber={order.orderNumber} token={token} onRefused={onChanged} chooseMethod />
      </Actions>
    </div>
  );
}

/** The confirmation after placing an order: thanks, and what happens next and when. */
function NextSteps({ order }: { order: OrderData }) {
  const t = useTranslations('checkout.order');
  const f = order.fulfilment;
  const total = formatPrice(order.total);
  return (
    <Notice kind="success" title={t('thanks')}>
      <p>
        <strong>{t('nextTitle')}:</strong>{' '}
        {f.method === 'pickup' ? t('nextPickup', { shop: f.shop?.name ?? '' }) : t('nextDelivery', { phone: order.buyer.phone })}{' '}
        {order.paymentMethod === 'cod' ? t('nextCash', { total }) : t('nextPaid', { total })}
      </p>
      <p>{t('linkSent')}</p>
    </Notice>
  );
}

export function Receipt({
  order,
  placed,
  signedIn,
  token = null,
  onChanged,
}: {
  order: OrderData;
  placed?: boolean;
  signedIn: boolean;
  token?: string | null;
  onChanged?: () => void;
}) {
  const t = useTranslations('checkout');
  const locale = toLocale(useLocale());
  const date = useDateFormat();
  const f = order.fulfilment;
  const confirmed = order.status === 'confirmed' || order.status === 'ready-for-pickup' || order.status === 'out-for-delivery';
  return (
    <>
      <PrintOnlyReceipt />
      {placed && confirmed && <NextSteps order={order} />}
      {order.unpaid && <Unpaid order={{ ...order, unpaid: order.unpaid }} token={token} onChanged={onChanged} />}
      {order.status === 'pending-payment' && !order.unpaid && <Notice kind="info">{t('order.pendingPayment')}</Notice>}
      {order.refund && <Notice kind="info">{t(order.refund.state === 'done' ? 'order.refundDone' : 'order.refundDue', { amount: formatPrice(order.refund.amount) })}</Notice>}
      <ReceiptBox className="receipt" aria-labelledby="order-receipt">
        <h2 id="order-receipt">{t('order.receipt')}</h2>
        <Summary>
          <div>
            <dt>{t('order.number')}</dt>
            <dd>
              <Reference reference={order.orderNumber} fallback={order.orderNumber} />
            </dd>
          </div>
          <div>
            <dt>{t('order.date')}</dt>
            <dd>
              <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
            </dd>
          </div>
          {order.completedAt && (
            <div>
              <dt>{t('order.completed')}</dt>
              <dd>
                <time dateTime={order.completedAt}>{date(order.completedAt)}</time>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('order.status')}</dt>
            <dd>
              <strong data-status={order.status}>{t(`order.statuses.${order.status}`)}</strong>
            </dd>
          </div>
          <div>
            <dt>{t('order.buyer')}</dt>
            <dd>
              {order.buyer.name}
              {LIST_SEPARATOR[locale]}
              <Ltr>{order.buyer.phone}</Ltr>
            </dd>
          </div>
          <div>
            <dt>{f.method === 'pickup' ? t('order.pickupAt') : t('order.deliveryTo')}</dt>
            <dd>{joinParts(f.method === 'pickup' ? [f.shop?.name, f.shop?.address, f.shop?.city] : [f.address, f.district, f.city, f.governorate], locale)}</dd>
          </div>
          {f.method === 'delivery' && f.landmark && (
            <div>
              <dt>{t('order.landmark')}</dt>
              <dd>{f.landmark}</dd>
            </div>
          )}
          <div>
            <dt>{t('order.paymentMethod')}</dt>
            <dd>{t(`order.methods.${order.paymentMethod}`)}</dd>
          </div>
        </Summary>
        <div className="table">
          <table>
            <caption className="visually-hidden">{t('review.items')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('order.item')}</th>
                <th scope="col">{t('order.quantity')}</th>
                <th scope="col">{t('order.unitPrice')}</th>
                <th scope="col">{t('order.lineTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item, index) => (
                <tr key={`${item.name}-${index}`}>
                  <th scope="row">{item.name}</th>
                  <td>{item.quantity}</td>
                  <td>
                    <Amount value={item.unitPrice} />
                  </td>
                  <td>
                    <Amount value={item.total} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Summary>
          <div>
            <dt>{t('summary.subtotal')}</dt>
            <dd>
              <Amount value={order.subtotal} />
            </dd>
          </div>
          {order.discount > 0 && (
            <div>
              <dt>
                {t('summary.discount')}
                {order.promoCode ? <> (<Ltr>{order.promoCode}</Ltr>)</> : null}
              </dt>
              <dd>
                −<Amount value={order.discount} />
              </dd>
            </div>
          )}
          <div>
            <dt>{t('summary.deliveryFee')}</dt>
            <dd>{order.deliveryFee > 0 ? <Amount value={order.deliveryFee} /> : t('summary.free')}</dd>
          </div>
          <div>
            <dt>{t('summary.vat', { rate: order.vat.rate })}</dt>
            <dd>
              <Amount value={order.vat.amount} />
            </dd>
          </div>
          <div>
            <dt>{t('summary.total')}</dt>
            <dd>
              <Amount value={order.total} />
            </dd>
          </div>
          <div className="total">
            <dt>{t('order.totalPaid')}</dt>
            <dd>
              <Amount value={order.totalPaid} />
            </dd>
          </div>
          {order.refund && (
            <div>
              <dt>{t(order.refund.state === 'done' ? 'order.refunded' : 'order.refunding')}</dt>
              <dd>
                −<Amount value={order.refund.amount} />
              </dd>
            </div>
          )}
        </Summary>
        <div className="no-print actions">
          <Button type="button" onClick={() => window.print()}>
            {t('order.print')}
          </Button>
          {signedIn && <SmartLink href="/personal/my-account/orders">{t('order.toOrders')}</SmartLink>}
        </div>
      </ReceiptBox>
    </>
  );
}

const ReceiptBox = classed(Panel)(styles.ReceiptBox);

/** Printing the page prints the receipt only (not the site's header, footer or chat). */
/** Printing this page prints only its receipt (the rules apply while this marker is on the page). */
function PrintOnlyReceipt() {
  return <span hidden className={styles.printOnlyReceipt} />;
}
