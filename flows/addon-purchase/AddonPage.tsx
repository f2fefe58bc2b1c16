/**
 * /personal/add-on/{id}: one add-on (title, allowance, validity, price) with its Buy button, which
 * opens the purchase modal. Also where search results and every Buy link lead without JavaScript.
 */
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import { brand } from '@/lib/brand';
import type { AddonSummary } from '@/lib/catalog';
import { Container } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { Amount } from '../shared/ui';
import { BuyButton } from './BuyButton';

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

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 720px;
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  nav a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.target};
  }
  article {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    justify-items: start;
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  p {
    margin: 0;
  }
  .type {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: 1.25;
  }
  .allowance {
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.primary};
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.lg};
    margin: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .buy {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: ${({ theme }) => theme.target};
    padding-inline: ${({ theme }) => theme.space.xl};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
  }
  .note {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
