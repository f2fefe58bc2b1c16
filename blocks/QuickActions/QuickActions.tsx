import { useTranslations } from 'next-intl';
import { useId, type ComponentType } from 'react';
import styled from 'styled-components';
import type { TopTaskIcon } from '@/lib/top-tasks';
import { GiftIcon, GlobeIcon, PhoneIcon, StarIcon } from '@/ui/content-icons';
import { SmartLink } from '@/ui/SmartLink';
import { taskIcons } from '@/ui/task-icons';

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

const Root = styled.section`
  margin-block: ${({ theme }) => theme.space.lg};
  > h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const List = styled.ul`
  display: grid;
  /* Two tiles side by side on a 320 px phone, up to one row of five on wide screens. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space.sm};
    block-size: 100%;
    min-block-size: 104px;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-align: center;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  a:hover span {
    text-decoration: underline;
  }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 48px;
  block-size: 48px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
`;
