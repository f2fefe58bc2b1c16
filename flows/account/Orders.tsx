/**
 * /personal/my-account/orders: the subscriber's shop orders (bought signed in, or as a guest with their
 * number), newest first, each leading to its order page; an empty state leads to the shop.
 * GET /api/v1/orders.
 */
import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import { formatReference } from '@/lib/reference';
import type { OrderSummaryData } from '@/lib/shop-api';
import { useDateFormat } from '@/ui/dates';
import { SmartLink } from '@/ui/SmartLink';
import { Amount } from '../shared/ui';
import { isUnauthorized, useAccountApi } from './api';
import { Empty, LoadError, Screen, Skeleton } from './ui';

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
                {tOrder(`statuses.${order.status}`)}
              </span>
              <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
              <span>{t('items', { count: order.items })}</span>
              <strong>
                <Amount value={order.total} />
              </strong>
            </li>
          ))}
        </List>
      )}
    </Screen>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  li a {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    min-height: 24px;
    display: inline-flex;
    align-items: center;
  }
  .status {
    padding-inline: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
  }
`;
