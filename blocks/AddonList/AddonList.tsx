import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import type { AddonSummary } from '@/lib/catalog';
import { fillingColumns } from '@/ui/primitives';
import { AddonTile } from '../AddonCard/AddonCard';

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

const Wrapper = styled.section`
  margin-block: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

/* Rows are filled; one or two cards are not stretched across the whole column. */
const Grid = styled.ul<{ $count: number }>`
  display: grid;
  grid-template-columns: ${fillingColumns('240px')};
  max-width: ${({ $count }) => ($count < 3 ? `${$count * 360}px` : 'none')};
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textMuted};
`;
