import { useTranslations } from 'next-intl';
import type { AddonSummary } from '@/lib/catalog';
import { AddonTile } from '../AddonCard/AddonCard';
import { classed } from '@/ui/classed';
import styles from './AddonList.module.css';

export interface AddonListProps {
  title: string;
  /** Which add-ons the server picks: a type, roaming ones, or all. */
  addonType: 'all' | 'internet' | 'voice' | 'sms' | 'unlimited' | 'roaming';
  /** At most this many (1 to 24). */
  limit: number;
  /** Resolved by the server from `addonType` and `limit`. */
  addons?: AddonSummary[];
}

/** A grid of add-on cards, each with its "Buy" link. */
export function AddonList({ title, limit, addons }: AddonListProps) {
  const t = useTranslations('blocks.AddonList');
  const shown = (addons ?? []).slice(0, Math.max(1, limit));
  return (
    <Wrapper>
      {title && <h2>{title}</h2>}
      {shown.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <Grid $count={shown.length}>
          {shown.map((addon) => (
            <li key={addon.id}>
              <AddonTile addon={addon} />
            </li>
          ))}
        </Grid>
      )}
    </Wrapper>
  );
}

const Wrapper = classed.section(styles.Wrapper);

/* Rows are filled; one or two cards are not stretched across the whole column. */
const Grid = classed.ul<{ $count: number }>(styles.Grid, {
  '--addon-list-grid-max-width': ({ $count }) => ($count < 3 ? `${$count * 360}px` : 'none'),
});

const Empty = classed.p(styles.Empty);
