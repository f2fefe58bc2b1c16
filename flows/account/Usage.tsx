/**
 * /personal/my-account/usage: usage and spend of the last 90 days (issue 33 part 1), phone first. A
 * filter by type (radio chips, keyboard: arrows move between them), totals by type and by week, the
 * list newest first (other people's numbers come masked from the server), a CSV download of what the
 * filter shows, and a link to the usage alerts. GET /api/v1/account/usage?type=, …/usage/csv?type=.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { formatPrice } from '@/lib/format';
import { toLocale } from '@/lib/locales';
import { HISTORY_TYPES, type HistoryItemData, type HistoryType, type UsageHistoryData } from '@/lib/usage';
import { classed } from '@/ui/classed';
import { useDateFormat } from '@/ui/dates';
import { SmartLink } from '@/ui/SmartLink';
import { isUnauthorized, useAccountApi } from './api';
import { accountLinks } from './links';
import { Card, Empty, LoadError, Screen, Skeleton } from './ui';
import styles from './Usage.module.css';

type Filter = HistoryType | 'all';
type Translate = ReturnType<typeof useTranslations>;

/** A call's seconds, an SMS count or MB, as people read them. */
export function quantityText(t: Translate, type: HistoryType, quantity: number): string {
  if (type === 'voice') return t('myAccount.usage.duration', { minutes: Math.floor(quantity / 60), seconds: quantity % 60 });
  if (type === 'sms') return t('myAccount.usage.messages', { count: quantity });
  if (type === 'data') return t('myAccount.usage.megabytes', { amount: formatPrice(quantity) });
  return '';
}

/** A signed amount: −180 IQD paid, +5,000 IQD received; 0 reads "In your bundle" (or "Free" when incoming). */
function AmountText({ item, t }: { item: HistoryItemData; t: Translate }) {
  if (item.amount === 0) return <span className="zero">{item.inBundle ? t('myAccount.usage.inBundle') : t('myAccount.usage.free')}</span>;
  const text = t('myAccount.common.iqd', { amount: `\u2066${item.amount < 0 ? '−' : '+'}${formatPrice(Math.abs(item.amount))}\u2069` });
  return <span className={item.amount < 0 ? 'out' : 'in'}>{text}</span>;
}

export function Usage() {
  const t = useTranslations();
  const locale = toLocale(useLocale());
  const date = useDateFormat();
  const id = useId();
  const [filter, setFilter] = useState<Filter>('all');
  const query = filter === 'all' ? undefined : { type: filter };
  const { data, error, isLoading, mutate } = useAccountApi<UsageHistoryData>('/api/v1/account/usage', query);
  const csvHref = `/api/v1/account/usage/csv?${new URLSearchParams({ lang: locale, ...(query ?? {}) })}`;

  return (
    <Screen>
      <h1>{t('myAccount.usage.title')}</h1>
      <p>{t('myAccount.usage.intro')}</p>
      <p>
        <SmartLink href={accountLinks.alerts}>{t('myAccount.usage.alertsLink')}</SmartLink>
      </p>

      <Chips>
        <legend>{t('myAccount.usage.filter')}</legend>
        {(['all', ...HISTORY_TYPES] as const).map((value) => (
          <label key={value}>
            <input type="radio" name={`${id}-type`} value={value} checked={filter === value} onChange={() => setFilter(value)} />
            <span>{t(`myAccount.usage.types.${value}`)}</span>
          </label>
        ))}
      </Chips>

      {isLoading && !data && <Skeleton label={t('myAccount.common.loading')} lines={4} />}
      {error && !isUnauthorized(error) && !data && <LoadError onRetry={() => void mutate()} />}

      {data && (
        <>
          <Card aria-labelledby={`${id}-types`}>
            <h2 id={`${id}-types`}>{t('myAccount.usage.byType')}</h2>
            <Totals>
              {data.byType.map((total) => (
                <li key={total.type} data-type={total.type}>
                  <strong>{t(`myAccount.usage.types.${total.type}`)}</strong>
                  <span>{t('myAccount.usage.count', { count: total.count })}</span>
                  {total.quantity > 0 && <span>{quantityText(t, total.type, total.quantity)}</span>}
                  {total.spent > 0 && <span>{t('myAccount.usage.spent', { amount: formatPrice(total.spent) })}</span>}
                  {total.received > 0 && <span>{t('myAccount.usage.received', { amount: formatPrice(total.received) })}</span>}
                </li>
              ))}
            </Totals>
          </Card>

          {data.items.length === 0 ? (
            <Empty>
              <p>{filter === 'all' ? t('myAccount.usage.empty') : t('myAccount.usage.emptyType')}</p>
            </Empty>
          ) : (
            <>
              <Card aria-labelledby={`${id}-weeks`}>
                <h2 id={`${id}-weeks`}>{t('myAccount.usage.byWeek')}</h2>
                <Totals>
                  {data.byWeek.map((week) => (
                    <li key={week.weekStart}>
                      <strong>{t('myAccount.usage.weekOf', { date: date(`${week.weekStart}T12:00:00Z`) })}</strong>
                      <span>{t('myAccount.usage.count', { count: week.count })}</span>
                      {week.spent > 0 && <span>{t('myAccount.usage.spent', { amount: formatPrice(week.spent) })}</span>}
                      {week.received > 0 && <span>{t('myAccount.usage.received', { amount: formatPrice(week.received) })}</span>}
                    </li>
                  ))}
                </Totals>
              </Card>

              <p>
                <Download href={csvHref} download>
                  {t('myAccount.usage.download')}
                </Download>
              </p>

              <h2 id={`${id}-list`}>{t('myAccount.usage.history')}</h2>
              <List aria-labelledby={`${id}-list`}>
                {data.items.map((item) => (
                  <li key={item.id} data-type={item.type}>
                    <div className="head">
                      <strong>{item.label}</strong>
                      <AmountText item={item} t={t} />
                    </div>
                    <div className="meta">
                      <time dateTime={item.date}>{date(item.date, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                      {item.quantity !== null && <span>{quantityText(t, item.type, item.quantity)}</span>}
                      {item.otherParty && <span>{t('myAccount.usage.with', { number: `\u2066${item.otherParty}\u2069` })}</span>}
                    </div>
                  </li>
                ))}
              </List>
            </>
          )}
        </>
      )}
    </Screen>
  );
}

const Chips = classed.fieldset(styles.Chips);
const Totals = classed.ul(styles.Totals);
const List = classed.ul(styles.List);
const Download = classed.a(styles.Download);
