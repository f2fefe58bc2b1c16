import { useTranslations } from 'next-intl';
import { useId, type ComponentType } from 'react';
import type { TopTaskIcon } from '@/lib/top-tasks';
import { GiftIcon, GlobeIcon, PhoneIcon, StarIcon } from '@/ui/content-icons';
import { SmartLink } from '@/ui/SmartLink';
import { taskIcons } from '@/ui/task-icons';
import { classed } from '@/ui/classed';
import styles from './QuickActions.module.css';

export type QuickActionIcon = TopTaskIcon | 'phone' | 'globe' | 'gift' | 'star';

export interface QuickActionsProps {
  /** Optional heading (h2); without it the strip is announced as "Top tasks". */
  title: string;
  items: { label: string; href: string; icon: QuickActionIcon }[];
}

const icons: Record<QuickActionIcon, ComponentType<{ size?: number }>> = {
  ...taskIcons,
  phone: PhoneIcon,
  globe: GlobeIcon,
  gift: GiftIcon,
  star: StarIcon,
};

/** A strip of big links to the things visitors come to do (recharge, pay a bill, …), near the top of a page. */
export function QuickActions({ title, items }: QuickActionsProps) {
  const t = useTranslations('topTasks');
  const headingId = useId();
  const shown = items.filter((item) => item.label && item.href);
  if (shown.length === 0) return null;
  return (
    <Root aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : t('label')}>
      {title && <h2 id={headingId}>{title}</h2>}
      <List>
        {shown.map((item, index) => {
          const Icon = icons[item.icon] ?? StarIcon;
          return (
            <li key={index}>
              <SmartLink href={item.href}>
                <Badge>
                  <Icon size={26} />
                </Badge>
                <span>{item.label}</span>
              </SmartLink>
            </li>
          );
        })}
      </List>
    </Root>
  );
}

const Root = classed.section(styles.Root);

const List = classed.ul(styles.List);

const Badge = classed.span(styles.Badge);
