import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import styled, { css } from 'styled-components';
import { isCurrentPage, topTasks } from '@/lib/top-tasks';
import { taskIcons } from '@/ui/task-icons';
import { SmartLink } from '@/ui/SmartLink';

export interface TopTasksProps {
  /**
   * `bar`: one compact row (the desktop header); `tiles`: a grid of two columns (the phone menu);
   * `cards`: larger tiles that wrap (the 404 page).
   */
  variant: 'bar' | 'tiles' | 'cards';
  /** The navigation's name when the page has another top-task list (landmark names stay unique). */
  label?: string;
  className?: string;
}

/** Recharge, pay a bill, buy an add-on, transfer credit and my account, one click away (issue 11). */
export function TopTasks({ variant, label, className }: TopTasksProps) {
  const t = useTranslations('topTasks');
  const router = useRouter();
  return (
    <nav aria-label={label ?? t('label')} className={className}>
      <List $variant={variant}>
        {topTasks.map((task) => {
          const Icon = taskIcons[task.icon];
          return (
            <li key={task.key}>
              <SmartLink href={task.href} aria-current={isCurrentPage(router.asPath, task.href) ? 'page' : undefined}>
                <Icon size={variant === 'bar' ? 18 : 24} />
                <span>{t(task.key)}</span>
              </SmartLink>
            </li>
          );
        })}
      </List>
    </nav>
  );
}

const variants = {
  bar: css`
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    a {
      gap: 6px;
      padding-inline: ${({ theme }) => theme.space.sm};
      font-size: ${({ theme }) => theme.font.size.sm};
      border-block-end: 3px solid transparent;
    }
    a[aria-current='page'] {
      border-block-end-color: ${({ theme }) => theme.color.primary};
    }
    /* Up to 1440 px the words alone, so the bar stays on the section menu's line (at 1366 px the two
       rows of a wrapped header pushed the add-ons page's first offer out of the first screen). */
    @media (max-width: 1439.98px) {
      a svg {
        display: none;
      }
    }
  `,
  tiles: css`
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
    a {
      gap: ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => theme.space.sm};
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.md};
      background: ${({ theme }) => theme.color.surface};
    }
    a[aria-current='page'] {
      border-color: ${({ theme }) => theme.color.primary};
    }
  `,
  cards: css`
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space.md};
    a {
      flex-direction: column;
      justify-content: center;
      gap: ${({ theme }) => theme.space.xs};
      inline-size: 140px;
      max-inline-size: 100%;
      min-block-size: 96px;
      padding: ${({ theme }) => theme.space.sm};
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.md};
      background: ${({ theme }) => theme.color.surface};
      text-align: center;
    }
  `,
};

const List = styled.ul<{ $variant: TopTasksProps['variant'] }>`
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.target};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a svg {
    color: ${({ theme }) => theme.color.primary};
  }
  a:hover span {
    text-decoration: underline;
  }
  a[aria-current='page'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  ${({ $variant }) => variants[$variant]}
`;
