/**
 * /personal/my-account/orders: the subscriber's shop orders (bought signed in, or as a guest with their
 * number), newest first, each leading to its order page; an empty state leads to the shop.
 * GET /api/v1/orders. An unpaid card order still held offers Pay now (a new card attempt, ../checkout/PayNow).
 */
import { useTranslations } from 'next-intl';
import { formatReference } from '@/lib/reference';
import type { OrderSummaryData } from '@/lib/shop-api';
import { useDateFormat } from '@/ui/dates';
import { SmartLink } from '@/ui/SmartLink';
import { PayNow } from '../checkout/PayNow';
import { Amount } from '../shared/ui';
import { isUnauthorized, useAccountApi } from './api';
import { Empty, LoadError, Screen, Skeleton } from './ui';
import { classed } from '@/ui/classed';
import styles from './Orders.module.css';

export function Orders() {
  const t = useTranslations('checkout.list');
  const tOrder = useTranslations('checkout.order');
  const date = useDateFormat();
  const { data, error, isLoading, mutate } = useAccountApi<OrderSummaryData[]>('/api/v1/orders');
  return (
    <Screen>
      <h1>{t('title')}</h1>
      {isLoading && !data && <Skeleton label={t('loading')} lines={3} />}
      {error && !isUnauthorized(error) && !data && <LoadError onRetry={() => void mutate()} />}
      {data && data.length === 0 && (
        <Empty>
          <p>
            <strong>{t('empty')}</strong>
          </p>
          <p>{t('emptyHint')}</p>
          <SmartLink href="/personal/mobile-mall">{t('toShop')}</SmartLink>
        </Empty>
      )}
      {data && data.length > 0 && (
        <List>
          {data.map((order) => (
            <li key={order.orderNumber}>
              <SmartLink href={`/personal/shop/orders/${order.orderNumber}`}>
                {t('open', { number: formatReference(order.orderNumber) })}
              </SmartLink>
              <span className="status" data-status={order.status}>
                {order.unpaid?.attempt === 'declined' ? t('declined') : tOrder(`statuses.${order.status}`)}
              </span>
              <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
              <span>{t('items', { count: order.items })}</span>
              <strong>
                <Amount value={order.total} />
              </strong>
              {order.unpaid?.canPay && (
                <div className="pay">
                  <PayNow orderNumber={order.orderNumber} label={t('payNow', { number: formatReference(order.orderNumber) })} onRefused={() => void mutate()} />
                </div>
              )}
            </li>
          ))}
        </List>
      )}
    </Screen>
  );
}

const List = classed.ul(styles.List);
