/**
 * The QR step of an app payment (First Iraqi Bank-style, issue 30 §2) on our pay page: the readable
 * code, the QR image, the bank app's links and until when it is valid. It follows the payment
 * (GET /api/v1/payments/{orderId}) until it is paid, declined or expired, and says so politely (one
 * live region, role status), then offers the way on.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { PaymentStatusData } from '@/lib/account-api';
import { ApiClientError } from '@/lib/api/errors';
import { toLocale } from '@/lib/locales';
import { useMoneyGet } from '../shared/api';
import { Amount, Ltr, Panel, Reference } from '../shared/ui';
import { POLL_MS } from './PaymentResult';
import styles from './QrPaymentStep.module.css';

export interface QrStep {
  kind: 'qr';
  readableCode: string;
  qrCode: string;
  appLinks: { personal?: string; business?: string; corporate?: string };
  validUntil: string;
}

interface Props {
  orderId: string;
  reference: string;
  amount: number;
  step: QrStep;
  /** Where the payer goes on (the confirmation or order page). */
  nextUrl: string;
}

export function QrPaymentStep({ orderId, reference, amount, step, nextUrl }: Props) {
  const t = useTranslations('money.methods.qr');
  const locale = toLocale(useLocale());
  const validUntil = new Date(step.validUntil);
  const [now, setNow] = useState(() => Date.now());
  const { data } = useMoneyGet<PaymentStatusData>(`/api/v1/payments/${encodeURIComponent(orderId)}`, undefined, {
    refreshInterval: (latest) => (!latest || latest.data?.status === 'pending' ? POLL_MS : 0),
    shouldRetryOnError: (e: unknown) => !(e instanceof ApiClientError && e.kind === 'bad-request'),
  });
  const status = data?.status ?? 'pending';
  const expired = status === 'pending' && now > validUntil.getTime();

  useEffect(() => {
    if (status !== 'pending' || expired) return;
    const timer = window.setInterval(() => setNow(Date.now()), 5_000);
    return () => window.clearInterval(timer);
  }, [status, expired]);

  const time = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : `${locale}-IQ`, { hour: '2-digit', minute: '2-digit' }).format(validUntil);
  const links = (['personal', 'business', 'corporate'] as const).filter((k) => step.appLinks[k]);
  const open = status === 'pending' && !expired;

  return (
    <Panel className={styles.QrStep}>
      <h1>{t('title')}</h1>
      <p>
        <Amount value={amount} /> · <Reference reference={reference} fallback={orderId} />
      </p>
      {open && (
        <>
          <p>{t('scan')}</p>
          {/* A data: URL made by the bank's API: a plain <img>, not Next's optimiser. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img className={styles.Qr} src={step.qrCode} alt={t('qrAlt', { reference })} width={220} height={220} />
          <p>
            {t('code')}:{' '}
            <strong className={styles.Code}>
              <Ltr>{step.readableCode}</Ltr>
            </strong>
          </p>
          {links.length > 0 && (
            <ul className={styles.Links} aria-label={t('openApp')}>
              {links.map((k) => (
                <li key={k}>
                  <a href={step.appLinks[k]}>{t(k)}</a>
                </li>
              ))}
            </ul>
          )}
          <p>{t('validUntil', { time })}</p>
        </>
      )}
      <div role="status" aria-live="polite">
        {open && <p>{t('waiting')}</p>}
        {status === 'succeeded' && <p className={styles.Done}>{t('paid')}</p>}
        {status === 'declined' && <p className={styles.Failed}>{t('declined')}</p>}
        {expired && <p className={styles.Failed}>{t('expired')}</p>}
      </div>
      {!open && (
        <p>
          <a href={nextUrl}>{t('back')}</a>
        </p>
      )}
    </Panel>
  );
}
