import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { isCurrentPage, topTasks } from '@/lib/top-tasks';
import { taskIcons } from '@/ui/task-icons';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './TopTasks.module.css';

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

const List = classed.ul<{ $variant: TopTasksProps['variant'] }>(styles.List, null, ({ $variant }) => styles[$variant]);
