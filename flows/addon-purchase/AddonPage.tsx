/**
 * /personal/add-on/{id}: one add-on (title, allowance, validity, price) with its Buy button, which
 * opens the purchase modal. Also where search results and every Buy link lead without JavaScript.
 */
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { brand } from '@/lib/brand';
import type { AddonSummary } from '@/lib/catalog';
import { Container } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { Amount } from '../shared/ui';
import { BuyButton } from './BuyButton';
import { classed } from '@/ui/classed';
import styles from './AddonPage.module.css';

export interface AddonPageProps {
  addon: AddonSummary;
  /** The signed-in subscriber's number, to start the purchase with. */
  msisdn?: string | null;
}

export function AddonPage({ addon, msisdn }: AddonPageProps) {
  const t = useTranslations();
  // ?resume=1: back from a recharge started by "not enough balance"; the purchase continues at its code.
  const resume = useRouter().query.resume === '1';
  return (
    <Container>
      <Page>
        <nav aria-label={t('money.addon.breadcrumb')}>
          <SmartLink href="/personal/add-ons">{t('money.addon.allAddons')}</SmartLink>
        </nav>
        <article data-addon-id={addon.id}>
          <p className="type">
            {t(`money.addon.types.${addon.type}`)}
            {addon.roaming && ` · ${t('blocks.AddonCard.roaming')}`}
          </p>
          <h1>{addon.title}</h1>
          <p className="allowance">{addon.allowance}</p>
          <dl>
            <div>
              <dt>{t('blocks.AddonCard.validityLabel')}</dt>
              <dd>{t('blocks.AddonCard.validity', { count: addon.validityDays, n: String(addon.validityDays) })}</dd>
            </div>
            <div>
              <dt>{t('blocks.AddonCard.priceLabel')}</dt>
              <dd className="price">
                <Amount value={addon.price} />
              </dd>
            </div>
          </dl>
          <p>{t('money.addon.howItWorks')}</p>
          <BuyButton addonId={addon.id} addonTitle={addon.title} initialMsisdn={msisdn ?? undefined} resume={resume} className="buy">
            {t('money.addon.buy')}
          </BuyButton>
          <p className="note">{t('money.common.cancelRule', { code: '0', shortCode: brand.cancelShortCode })}</p>
        </article>
      </Page>
    </Container>
  );
}

const Page = classed.div(styles.Page);
