/**
 * /personal/my-account (spec sections 2 and 3): the line (number, prepaid or postpaid, status), the
 * balance, the remaining bundles as meters, the unpaid bill of a postpaid line, quick actions, the
 * "Rate us" control and the survey prompt. Reads GET /api/v1/account/line.
 */
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { LineData, SubscriptionData } from '@/lib/account-api';
import { formatPrice } from '@/lib/format';
import { ArrowForwardIcon, GiftIcon, PhoneIcon, SignalIcon, SpeedIcon, WifiIcon } from '@/ui/content-icons';
import { useDateFormat } from '@/ui/dates';
import { SmartLink } from '@/ui/SmartLink';
import { isUnauthorized, useAccountApi } from './api';
import { FeedbackPrompt } from './Feedback';
import { accountLinks } from './links';
import { Card, LoadError, Ltr, Screen, Skeleton } from './ui';
import { classed } from '@/ui/classed';
import styles from './Dashboard.module.css';

export function Dashboard() {
  const t = useTranslations('myAccount');
  const { data, error, isLoading, mutate } = useAccountApi<LineData>('/api/v1/account/line');
  return (
    <Screen>
      <h1>{t('dashboard.title')}</h1>
      {isLoading && !data && <Skeleton label={t('common.loading')} lines={4} />}
      {error && !isUnauthorized(error) && !data && <LoadError onRetry={() => void mutate()} />}
      {data && <LineSummary line={data} />}
      {/* One feedback prompt at a time, and always after the balance and bundles. */}
      <FeedbackPrompt />
    </Screen>
  );
}

export function LineSummary({ line }: { line: LineData }) {
  const t = useTranslations('myAccount');
  const date = useDateFormat();
  const id = useId();
  return (
    <>
      {/* What people come for first (on a phone it is all they see): the balance and the bundles;
          then the bill, the quick actions and the line's details. DOM order is the visual order. */}
      <Card aria-labelledby={`${id}-balance`} data-section="balance">
        <h2 id={`${id}-balance`}>{t('dashboard.balance')}</h2>
        <Balance>{t('common.iqd', { amount: formatPrice(line.balance) })}</Balance>
      </Card>

      <Card aria-labelledby={`${id}-bundles`} data-section="bundles">
        <h2 id={`${id}-bundles`}>{t('dashboard.bundles')}</h2>
        {line.subscriptions.length === 0 ? (
          <p>
            {t('dashboard.noBundles')} <SmartLink href={accountLinks.offers}>{t('actions.offers')}</SmartLink>
          </p>
        ) : (
          <Meters>
            {line.subscriptions.map((subscription) => (
              <BundleMeter key={subscription.id} subscription={subscription} />
            ))}
          </Meters>
        )}
      </Card>

      {line.type === 'postpaid' && (
        <Card aria-labelledby={`${id}-bill`} data-section="bill">
          <h2 id={`${id}-bill`}>{t('dashboard.bill')}</h2>
          {line.bill ? (
            <>
              <p className="bill">
                {t('dashboard.billDue', { amount: formatPrice(line.bill.amount), date: date(line.bill.dueAt) })}
              </p>
              <div>
                <ActionLink href={accountLinks.bill}>
                  {t('actions.payBill')} <ArrowForwardIcon />
                </ActionLink>
              </div>
            </>
          ) : (
            <p>{t('dashboard.noBill')}</p>
          )}
        </Card>
      )}

      <nav aria-label={t('dashboard.quickActions')}>
        <Quick>
          <li>
            <SmartLink href={accountLinks.recharge}>
              <SignalIcon /> {t('actions.recharge')}
            </SmartLink>
          </li>
          {line.type === 'prepaid' && (
            <li>
              <SmartLink href={accountLinks.autoRecharge}>
                <SignalIcon /> {t('actions.autoRecharge')}
              </SmartLink>
            </li>
          )}
          <li>
            <SmartLink href={accountLinks.balanceTransfer}>
              <GiftIcon /> {t('actions.balanceTransfer')}
            </SmartLink>
          </li>
          <li>
            <SmartLink href={accountLinks.offers}>
              <WifiIcon /> {t('actions.offers')}
            </SmartLink>
          </li>
          <li>
            <SmartLink href={accountLinks.usage}>
              <SpeedIcon /> {t('usage.title')}
            </SmartLink>
          </li>
          {line.type === 'postpaid' && (
            <li>
              <SmartLink href={accountLinks.bill}>
                <PhoneIcon /> {t('actions.payBill')}
              </SmartLink>
            </li>
          )}
        </Quick>
      </nav>

      <Card aria-labelledby={`${id}-line`} data-section="line">
        <h2 id={`${id}-line`}>{t('dashboard.line')}</h2>
        <Facts>
          <div>
            <dt>{t('dashboard.number')}</dt>
            <dd>
              <Ltr className="number">{line.msisdn}</Ltr>
            </dd>
          </div>
          <div>
            <dt>{t('dashboard.type')}</dt>
            <dd>{t(`lineType.${line.type}`)}</dd>
          </div>
          <div>
            <dt>{t('dashboard.status')}</dt>
            <dd>{t(`lineStatus.${line.status}`)}</dd>
          </div>
        </Facts>
      </Card>
    </>
  );
}

/** A bundle's allowance as a meter: "6,500 of 10,240 MB left, until 25 Nov 2026". */
export function BundleMeter({ subscription }: { subscription: SubscriptionData }) {
  const t = useTranslations('myAccount');
  const date = useDateFormat();
  const id = useId();
  const until = date(subscription.expiresAt);
  const unit = t(`units.${subscription.unit}`);
  const limited = subscription.remaining !== null && subscription.total !== null && subscription.total > 0;
  const text = limited
    ? t('dashboard.left', { remaining: formatPrice(subscription.remaining), total: formatPrice(subscription.total), unit, date: until })
    : t('dashboard.unlimited', { date: until });
  return (
    <li>
      <span className="title" id={`${id}-title`}>
        {subscription.title}
      </span>
      {limited && (
        <meter
          min={0}
          max={subscription.total!}
          value={subscription.remaining!}
          low={subscription.total! * 0.2}
          optimum={subscription.total!}
          aria-labelledby={`${id}-title`}
          aria-valuetext={text}
        />
      )}
      <span className="left">{text}</span>
    </li>
  );
}

const Facts = classed.dl(styles.Facts);

const Balance = classed.p(styles.Balance);

const Meters = classed.ul(styles.Meters);

const Quick = classed.ul(styles.Quick);

const ActionLink = classed(SmartLink)(styles.ActionLink);
