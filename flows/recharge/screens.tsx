/**
 * The recharge pages' screens: recharge, its confirmation after a card payment, and the low-balance
 * flow (/personal/my-account/balance-low → /recharge → /shukran).
 */
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { LineData, PaymentStatusData } from '@/lib/account-api';
import type { AddonSummary } from '@/lib/catalog';
import { formatPrice } from '@/lib/format';
import { localizePath, toLocale } from '@/lib/locales';
import { normalizeMsisdn, patterns } from '@/lib/validation/rules';
import { VisuallyHidden } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { BuyButton } from '../addon-purchase/BuyButton';
import { useMoneyGet } from '../shared/api';
import { PaymentResult } from '../payment/PaymentResult';
import { Actions, Amount, FlowHeader, FlowPage, Ltr, Notice, Panel, Spinner } from '../shared/ui';
import { RechargeFlow, type RechargeTab } from './RechargeFlow';
import { classed } from '@/ui/classed';
import styles from './screens.module.css';

export const BALANCE_LOW_PATH = '/personal/my-account/balance-low';
export const SHUKRAN_PATH = `${BALANCE_LOW_PATH}/shukran`;

export interface RechargeScreenProps {
  ownMsisdn: string | null;
  initialMsisdn?: string | null;
  initialTab?: RechargeTab;
}

/** /personal/my-account/recharge */
export function RechargeScreen({ ownMsisdn, initialMsisdn, initialTab }: RechargeScreenProps) {
  const t = useTranslations('money.recharge');
  return (
    <FlowPage>
      <FlowHeader>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </FlowHeader>
      <RechargeFlow ownMsisdn={ownMsisdn} initialMsisdn={initialMsisdn} initialTab={initialTab} />
    </FlowPage>
  );
}

/** /personal/my-account/recharge-confirmation?orderId= */
export function RechargeConfirmationScreen({ orderId }: { orderId: string | null }) {
  const t = useTranslations('money.payment');
  const router = useRouter();
  const locale = toLocale(router.locale);
  // An e-voucher payment ends on its own confirmation page ("your voucher was sent by SMS").
  const onKnown = useCallback(
    (payment: PaymentStatusData) => {
      if (payment.purpose === 'e-voucher') {
        void router.replace(localizePath(`/personal/e-voucher/confirmation?orderId=${encodeURIComponent(payment.orderId)}`, locale), undefined, { locale: false });
      }
    },
    [router, locale],
  );
  return (
    <FlowPage>
      <FlowHeader>
        <h1>{t('title')}</h1>
      </FlowHeader>
      <PaymentResult orderId={orderId} onKnown={onKnown} />
    </FlowPage>
  );
}

/** /personal/my-account/balance-low: the balance is low; recharge, or pick an offer. */
export function BalanceLowScreen({ signedIn, offers }: { signedIn: boolean; offers: AddonSummary[] }) {
  const t = useTranslations('money.balanceLow');
  const line = useMoneyGet<LineData>(signedIn ? '/api/v1/account/line' : null);
  return (
    <FlowPage>
      <FlowHeader>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </FlowHeader>
      <Panel>
        {signedIn &&
          (line.data ? (
            <p className="balance">
              {t('yourBalance')} <Amount value={line.data.balance} />
            </p>
          ) : line.isLoading ? (
            <Spinner inline label={t('loadingBalance')} />
          ) : null)}
        <p>{t('rechargeText')}</p>
        <Actions>
          <SmartLink href={`${BALANCE_LOW_PATH}/recharge`} className="primary">
            {t('rechargeNow')}
          </SmartLink>
        </Actions>
      </Panel>
      <Offers offers={offers} />
    </FlowPage>
  );
}

/** Add-ons that help when the balance or the data runs out, each with its Buy button. */
export function Offers({ offers }: { offers: AddonSummary[] }) {
  const t = useTranslations();
  if (offers.length === 0) return null;
  return (
    <OfferList aria-labelledby="offers-title">
      <h2 id="offers-title">{t('money.balanceLow.offersTitle')}</h2>
      <ul>
        {offers.map((addon) => (
          <li key={addon.id}>
            <h3>{addon.title}</h3>
            <p className="allowance">{addon.allowance}</p>
            <p>
              {t('blocks.AddonCard.validity', { count: addon.validityDays, n: String(addon.validityDays) })} · <Amount value={addon.price} />
            </p>
            <BuyButton addonId={addon.id} addonTitle={addon.title} className="buy">
              {t('blocks.AddonCard.buy')}
              <VisuallyHidden> {addon.title}</VisuallyHidden>
            </BuyButton>
          </li>
        ))}
      </ul>
    </OfferList>
  );
}

/** /personal/my-account/balance-low/recharge */
export function BalanceLowRechargeScreen({ ownMsisdn, initialMsisdn }: { ownMsisdn: string | null; initialMsisdn?: string | null }) {
  const t = useTranslations('money.balanceLow');
  return (
    <FlowPage>
      <FlowHeader>
        <h1>{t('rechargeTitle')}</h1>
        <p>{t('rechargeIntro')}</p>
      </FlowHeader>
      <RechargeFlow ownMsisdn={ownMsisdn} initialMsisdn={initialMsisdn} successPath={SHUKRAN_PATH} />
    </FlowPage>
  );
}

/** /personal/my-account/balance-low/shukran: thank you. */
export function ShukranScreen({ signedIn, msisdn, amount }: { signedIn: boolean; msisdn?: string | null; amount?: number | null }) {
  const t = useTranslations('money.balanceLow');
  const number = msisdn ? normalizeMsisdn(msisdn) : null;
  const known = number && patterns.operatorMsisdn.test(number) ? number : null;
  return (
    <FlowPage>
      <FlowHeader>
        <h1>{t('thanksTitle')}</h1>
      </FlowHeader>
      <Panel>
        <Notice kind="success">
          <p>
            {known && amount ? (
              <>
                {t('thanksAmount', { amount: formatPrice(amount) })} <Ltr>{known}</Ltr>
              </>
            ) : (
              t('thanksText')
            )}
          </p>
        </Notice>
        <p>{t('thanksNext')}</p>
        <Actions>
          {signedIn && (
            <SmartLink href="/personal/my-account" className="primary">
              {t('myAccount')}
            </SmartLink>
          )}
          <SmartLink href="/personal/add-ons" className={signedIn ? 'secondary' : 'primary'}>
            {t('browseAddons')}
          </SmartLink>
          <SmartLink href="/">{t('home')}</SmartLink>
        </Actions>
      </Panel>
    </FlowPage>
  );
}

const OfferList = classed.section(styles.OfferList);
