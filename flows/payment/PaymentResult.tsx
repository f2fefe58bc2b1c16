/**
 * The end of a card payment (spec section 4, "Payment outcome: successful or unsuccessful"): asks
 * GET /api/v1/payments/{orderId} until the provider's answer has arrived (the callback is server to
 * server, so it may come a moment after the payer), then shows the receipt (VAT 20% "currently
 * exempted", spec section 9; print) or "your card was declined: try another card or another way to pay" with those links.
 */
import { useLocale, useTranslations } from 'next-intl';
import { toLocale } from '@/lib/locales';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PaymentStatusData } from '@/lib/account-api';
import { ApiClientError } from '@/lib/api/errors';
import { Button } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { failureText, useMoneyGet } from '../shared/api';
import { returnFor } from './return-path';
import { Actions, Amount, Ltr, Notice, Panel, Reference, Spinner, Summary } from '../shared/ui';
import { classed } from '@/ui/classed';
import styles from './PaymentResult.module.css';

/** How often to ask while the payment is pending, and for how long before saying it takes a while. */
export const POLL_MS = 1_500;
export const SLOW_AFTER_MS = 30_000;

export interface PaymentResultProps {
  orderId: string | null;
  /** What to show for a successful payment above the receipt (e.g. "your voucher was sent by SMS"). */
  successText?: (payment: PaymentStatusData) => ReactNode;
  /** Called once when the payment is known (the recharge page hands e-voucher payments on). */
  onKnown?: (payment: PaymentStatusData) => void;
}

/** Where "try again" leads for each kind of payment. */
export function retryPath(payment: Pick<PaymentStatusData, 'purpose' | 'msisdn' | 'orderNumber'>): string {
  if (payment.purpose === 'bill') return '/personal/my-account/bill';
  if (payment.purpose === 'e-voucher') return '/e-voucher';
  // A shop order is paid again from its own page (Pay now), not from the checkout of a bag now empty.
  if (payment.purpose === 'order') return payment.orderNumber ? `/personal/shop/orders/${encodeURIComponent(payment.orderNumber)}` : '/personal/shop/checkout';
  return `/personal/my-account/recharge?${new URLSearchParams({ msisdn: payment.msisdn, tab: 'card' })}`;
}

export function PaymentResult({ orderId, successText, onKnown }: PaymentResultProps) {
  const t = useTranslations();
  const locale = toLocale(useLocale());
  const valid = Boolean(orderId && /^[A-Za-z0-9_-]{6,100}$/.test(orderId));
  const [slow, setSlow] = useState(false);
  const { data, error, isLoading, mutate } = useMoneyGet<PaymentStatusData>(valid ? `/api/v1/payments/${encodeURIComponent(orderId!)}` : null, undefined, {
    refreshInterval: (latest) => (!latest || latest.data?.status === 'pending' ? POLL_MS : 0),
    shouldRetryOnError: (e: unknown) => !(e instanceof ApiClientError && e.kind === 'bad-request'),
  });
  const pending = !data || data.status === 'pending';

  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  const told = useRef(false);
  useEffect(() => {
    if (data && data.status !== 'pending' && !told.current) {
      told.current = true;
      onKnown?.(data);
    }
  }, [data, onKnown]);

  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (data && data.status !== 'pending') heading.current?.focus();
  }, [data]);

  if (!valid || (error instanceof ApiClientError && error.status === 404)) {
    return (
      <Panel>
        <Notice kind="error" title={t('money.payment.notFoundTitle')}>
          <p>{t('money.payment.notFound')}</p>
        </Notice>
        <Actions>
          <SmartLink href="/personal/my-account/recharge">{t('money.payment.startAgain')}</SmartLink>
        </Actions>
      </Panel>
    );
  }

  if (error && !data) {
    return (
      <Panel>
        <Notice kind="error">{failureText(t, error)}</Notice>
        <Actions>
          <Button type="button" onClick={() => void mutate()}>
            {t('money.common.retry')}
          </Button>
        </Actions>
      </Panel>
    );
  }

  if (isLoading || pending || !data) {
    return (
      <Panel>
        <Spinner label={t('money.payment.checking')} />
        {slow && <p role="status">{t('money.payment.slow')}</p>}
      </Panel>
    );
  }

  if (data.status === 'declined') {
    return (
      <Panel data-payment="declined">
        <ResultHeading ref={heading} tabIndex={-1}>
          {t('money.payment.failedTitle')}
        </ResultHeading>
        <Notice kind="error">
          <p>{t('money.payment.failed')}</p>
        </Notice>
        <Summary>
          <div>
            <dt>{t('money.common.amount')}</dt>
            <dd>
              <Amount value={data.amount} />
            </dd>
          </div>
          <div>
            <dt>{t('money.common.orderId')}</dt>
            <dd>
              <Reference reference={data.reference} fallback={data.orderId} />
            </dd>
          </div>
        </Summary>
        <Actions>
          <SmartLink href={retryPath(data)} className="primary">
            {t('money.payment.retry')}
          </SmartLink>
          {data.purpose === 'recharge' && (
            <SmartLink href={`/personal/my-account/recharge?${new URLSearchParams({ msisdn: data.msisdn, tab: 'scratch' })}`}>{t('money.payment.otherMethod')}</SmartLink>
          )}
        </Actions>
      </Panel>
    );
  }

  const next = typeof window === 'undefined' ? null : returnFor(data.orderId);
  return (
    <Panel data-payment="succeeded" className="receipt">
      <PrintOnlyReceipt />
      <ResultHeading ref={heading} tabIndex={-1}>
        {t('money.payment.successTitle')}
      </ResultHeading>
      <Notice kind="success">
        <p>{successText ? successText(data) : t(`money.payment.successText.${data.purpose}`, { msisdn: data.msisdn })}</p>
      </Notice>
      <Receipt payment={data} />
      <Actions className="no-print">
        {next && (
          <SmartLink href={next.path} className="primary">
            {next.kind === 'purchase' ? t('money.payment.continuePurchase') : t('money.common.continue')}
          </SmartLink>
        )}
        <Button type="button" $variant="secondary" onClick={() => window.print()}>
          {t('money.payment.print')}
        </Button>
        <a href={`/api/v1/payments/${encodeURIComponent(data.orderId)}/receipt?lang=${locale}`} download>
          {t('money.payment.downloadReceipt')}
        </a>
      </Actions>
    </Panel>
  );
}

/** The receipt lines: what was paid, VAT 20% "currently exempted" (spec section 9), the total. */
export function Receipt({ payment }: { payment: PaymentStatusData }) {
  const t = useTranslations();
  return (
    <ReceiptBox aria-label={t('money.payment.receipt')}>
      <Summary>
        <div>
          <dt>{t('money.payment.purposeLabel')}</dt>
          <dd>{t(`money.payment.purpose.${payment.purpose}`)}</dd>
        </div>
        <div>
          <dt>{t('money.common.number')}</dt>
          <dd>
            <Ltr>{payment.msisdn}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('money.common.orderId')}</dt>
          <dd>
            <Reference reference={payment.reference} fallback={payment.orderId} />
          </dd>
        </div>
        <div>
          <dt>{t('money.common.amount')}</dt>
          <dd>
            <Amount value={payment.amount} />
          </dd>
        </div>
        <div>
          <dt>{t('money.common.vat')}</dt>
          <dd>{t('money.common.vatExempt')}</dd>
        </div>
        <div className="total">
          <dt>{t('money.common.total')}</dt>
          <dd>
            <Amount value={payment.amount} />
          </dd>
        </div>
      </Summary>
      <p className="vat">{t('money.common.vatNote')}</p>
    </ReceiptBox>
  );
}

/**
 * The result's heading takes focus on load so a screen reader starts there; that focus is the page's,
 * not the user's, so no focus ring is drawn (as the WAI-ARIA APG does for headings with tabindex=-1).
 */
const ResultHeading = classed.h2(styles.ResultHeading);

const ReceiptBox = classed.section(styles.ReceiptBox);

/** Printing the page prints the receipt only. */
/** Printing this page prints only its receipt (the rules apply while this marker is on the page). */
function PrintOnlyReceipt() {
  return <span hidden className={styles.printOnlyReceipt} />;
}
