/**
 * The demo partner page (demo mode only, /dev/partner?site=…&token=…): stands in for the mobile mall or
 * the partner world. Its server side redeemed the token with ours; this shows who arrived (the number
 * masked) or why the link did not sign anyone in.
 */
import { useTranslations } from 'next-intl';
import { useLocale } from 'next-intl';
import { brand } from '@/lib/brand';
import { toLocale } from '@/lib/locales';
import type { SsoSiteId } from '@/lib/sso';
import { SmartLink } from '@/ui/SmartLink';
import { FlowHeader, FlowPage, Ltr, Notice, Panel } from '../shared/ui';

export type PartnerOutcome = { ok: true; masked: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

export function PartnerArrival({ site, outcome }: { site: SsoSiteId; outcome: PartnerOutcome }) {
  const t = useTranslations('sso.partner');
  const brandName = brand.name[toLocale(useLocale())];
  const siteName = t(`sites.${site}`);
  return (
    <FlowPage>
      <FlowHeader>
        <h1>{t('title')}</h1>
        <p>{t('demoNote')}</p>
      </FlowHeader>
      <Panel aria-labelledby="partner-outcome" data-outcome={outcome.ok ? 'signed-in' : outcome.reason}>
        <h2 id="partner-outcome">{outcome.ok ? t('welcome', { site: siteName }) : t('failedTitle')}</h2>
        {outcome.ok ? (
          <Notice kind="success">
            <p>{t.rich('arrived', { brand: brandName, number: outcome.masked, phone: (chunks) => <Ltr>{chunks}</Ltr> })}</p>
          </Notice>
        ) : (
          <Notice kind="error">
            <p>{t(outcome.reason)}</p>
          </Notice>
        )}
        <p>
          <SmartLink href="/">{t('back', { brand: brandName })}</SmartLink>
        </p>
      </Panel>
    </FlowPage>
  );
}
