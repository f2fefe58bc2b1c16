import type { ComponentType } from 'react';
import styled from 'styled-components';
import { GiftIcon, GlobeIcon, PhoneIcon, ShieldIcon, SignalIcon, SpeedIcon, StarIcon, WifiIcon } from '@/ui/content-icons';
import { fillingColumns } from '@/ui/primitives';

export type FeatureIcon = 'signal' | 'speed' | 'globe' | 'shield' | 'gift' | 'phone' | 'wifi' | 'star';

export interface FeatureListProps {
  /** Optional heading above the list (h2). */
  title: string;
  items: { icon: FeatureIcon; title: string; text: string }[];
  /** Columns on wide screens; phones always show one. */
  columns: 2 | 3 | 4;
}

const icons: Record<FeatureIcon, ComponentType<{ size?: number }>> = {
  signal: SignalIcon,
  speed: SpeedIcon,
  globe: GlobeIcon,
  shield: ShieldIcon,
  gift: GiftIcon,
  phone: PhoneIcon,
  wifi: WifiIcon,
  star: StarIcon,
};

/** Short selling points, each with an icon, a title and a line of text. */
export function FeatureList({ title, items, columns }: FeatureListProps) {
  if (items.length === 0) return null;
  return (
    <Root>
      {title && <h2>{title}</h2>}
      <List $columns={columns}>
        {items.map((item, index) => {
          const Icon = icons[item.icon] ?? StarIcon;
          return (
            <li key={index}>
              <Badge>
                <Icon size={28} />
              </Badge>
              <h3>{item.title}</h3>
              {item.text && <p>{item.text}</p>}
            </li>
          );
        })}
      </List>
    </Root>
  );
}

const Root = styled.div`
  margin-block: ${({ theme }) => theme.space.lg};
  > h2 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const List = styled.ul<{ $columns: FeatureListProps['columns'] }>`
  display: grid;
  /* As many columns as fit, at most $columns, rows filled (three features in four columns share the width). */
  grid-template-columns: ${({ theme, $columns }) => fillingColumns('200px', $columns, theme.space.lg)};
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  h3 {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
`;
