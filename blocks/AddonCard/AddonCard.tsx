import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import type { AddonSummary } from '@/lib/catalog';
import { formatPrice } from '@/lib/format';
import { BuyButton } from '@/flows/addon-purchase/BuyButton';
import { AlertIcon } from '@/ui/content-icons';
import { VisuallyHidden } from '@/ui/primitives';

export interface AddonCardProps {
  /** The add-on to show (its id in the catalogue). */
  addonId: number;
  /** A short tag such as "Best value"; empty for none. */
  badge: string;
  /** Resolved by the server from `addonId`; null when the add-on no longer exists. */
  addon?: AddonSummary | null;
}

export interface AddonTileProps {
  addon: AddonSummary;
  badge?: string;
  /** The title's heading level: 3 in a list under an h2, 4 under an h3. */
  headingLevel?: 3 | 4;
}

/**
 * An add-on's card: title, allowance, validity, price and a "Buy" button that opens the purchase
 * modal in place (a link to the add-on's page /personal/add-on/{id} without JavaScript). Shared by
 * AddonCard, AddonList and RoamingCountries.
 */
export function AddonTile({ addon, badge, headingLevel = 3 }: AddonTileProps) {
  const t = useTranslations();
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <Tile data-addon-id={addon.id}>
      {(badge || addon.roaming) && (
        <Tags>
          {badge && <span className="badge">{badge}</span>}
          {addon.roaming && <span className="roaming">{t('blocks.AddonCard.roaming')}</span>}
        </Tags>
      )}
      <Heading>{addon.title}</Heading>
      <p className="allowance">{addon.allowance}</p>
      <dl>
        <div>
          <dt>{t('blocks.AddonCard.validityLabel')}</dt>
          <dd>{t('blocks.AddonCard.validity', { count: addon.validityDays, n: String(addon.validityDays) })}</dd>
        </div>
        <div>
          <dt>{t('blocks.AddonCard.priceLabel')}</dt>
          <dd className="price">{t('price.iqd', { amount: formatPrice(addon.price) })}</dd>
        </div>
      </dl>
      <BuyButton addonId={addon.id} addonTitle={addon.title} className="buy">
        {t('blocks.AddonCard.buy')}
        <VisuallyHidden> {addon.title}</VisuallyHidden>
      </BuyButton>
    </Tile>
  );
}

/** One add-on chosen by the editor, or a notice when the catalogue no longer has it. */
export function AddonCard({ badge, addon }: AddonCardProps) {
  const t = useTranslations('blocks.AddonCard');
  if (!addon) {
    return (
      <Unavailable>
        <AlertIcon /> {t('unavailable')}
      </Unavailable>
    );
  }
  return (
    <Single>
      <AddonTile addon={addon} badge={badge} />
    </Single>
  );
}

const Tile = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: 1.3;
  }
  .allowance {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.primary};
    line-height: 1.2;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .buy {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: ${({ theme }) => theme.target};
    margin-block-start: auto;
    padding-inline: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
  }
  .buy:hover {
    text-decoration: underline;
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  span {
    padding-block: 2px;
    padding-inline: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .badge {
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
  }
  .roaming {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Single = styled.div`
  max-width: 360px;
  margin-block: ${({ theme }) => theme.space.md};
`;

const Unavailable = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 360px;
  margin-block: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textMuted};
`;
