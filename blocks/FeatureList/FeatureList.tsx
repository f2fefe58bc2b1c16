import type { ComponentType } from 'react';
import { GiftIcon, GlobeIcon, PhoneIcon, ShieldIcon, SignalIcon, SpeedIcon, StarIcon, WifiIcon } from '@/ui/content-icons';
import { fillingColumns } from '@/ui/primitives';
import { classed } from '@/ui/classed';
import styles from './FeatureList.module.css';

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

const Root = classed.div(styles.Root);

const List = classed.ul<{ $columns: FeatureListProps['columns'] }>(styles.List, {
  '--feature-list-list-grid-template-columns': ({ $columns }) => fillingColumns('200px', $columns, '24px'),
});

const Badge = classed.span(styles.Badge);
