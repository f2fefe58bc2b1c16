import { useTranslations } from 'next-intl';
import type { AddonSummary } from '@/lib/catalog';
import { formatPrice } from '@/lib/format';
import { BuyButton } from '@/flows/addon-purchase/BuyButton';
import { AlertIcon } from '@/ui/content-icons';
import { VisuallyHidden } from '@/ui/primitives';
import { classed } from '@/ui/classed';
import styles from './AddonCard.module.css';

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

const Tile = classed.article(styles.Tile);

const Tags = classed.div(styles.Tags);

const Single = classed.div(styles.Single);

const Unavailable = classed.p(styles.Unavailable);
