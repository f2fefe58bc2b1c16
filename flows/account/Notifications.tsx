/**
 * /personal/my-account/notifications: the list (newest first, unread marked), "mark all read", and an
 * empty state. Opening one marks it read. GET /api/v1/notifications, POST /api/v1/notifications/read.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import type { NotificationData } from '@/lib/account-api';
import { announceUnread } from '@/lib/account-events';
import { Button } from '@/ui/primitives';
import { useDateFormat } from '@/ui/dates';
import { SmartLink } from '@/ui/SmartLink';
import { isUnauthorized, useAccountApi, useAccountFetch } from './api';
import { Empty, failureText, FormAlert, LoadError, Screen, Skeleton } from './ui';
import { classed } from '@/ui/classed';
import styles from './Notifications.module.css';

export interface NotificationsData {
  items: NotificationData[];
  unread: number;
}

export function Notifications() {
  const t = useTranslations();
  const fetcher = useAccountFetch();
  const date = useDateFormat();
  const id = useId();
  const { data, error, isLoading, mutate } = useAccountApi<NotificationsData>('/api/v1/notifications');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (data) announceUnread(data.unread);
  }, [data]);

  const markRead = async (ids?: number[]) => {
    setBusy(true);
    setFailure('');
    try {
      const reply = await fetcher<NotificationsData>('/api/v1/notifications/read', { method: 'POST', body: ids ? { ids } : {} });
      await mutate(reply, { revalidate: false });
      if (!ids) setStatus(t('myAccount.notifications.allRead'));
    } catch (problem) {
      if (!isUnauthorized(problem)) setFailure(failureText(t, problem));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Screen>
      <h1>{t('myAccount.notifications.title')}</h1>
      {isLoading && !data && <Skeleton label={t('myAccount.common.loading')} lines={4} />}
      {error && !isUnauthorized(error) && !data && <LoadError onRetry={() => void mutate()} />}
      {data && data.items.length === 0 && (
        <Empty>
          <p>{t('myAccount.notifications.empty')}</p>
        </Empty>
      )}
      {data && data.items.length > 0 && (
        <>
          <Bar>
            <p id={`${id}-count`}>{t('myAccount.notifications.unread', { count: data.unread })}</p>
            <Button type="button" $variant="secondary" onClick={() => void markRead()} disabled={busy || data.unread === 0}>
              {t('myAccount.notifications.markAll')}
            </Button>
          </Bar>
          <p role="status" className="status">
            {status}
          </p>
          <FormAlert>{failure}</FormAlert>
          <List aria-labelledby={`${id}-count`}>
            {data.items.map((item) => (
              <li key={item.id} data-read={item.read}>
                <div className="head">
                  <h2>
                    {!item.read && <span className="dot">{t('myAccount.notifications.new')}</span>}
                    {item.title}
                  </h2>
                  <time dateTime={item.createdAt}>{date(item.createdAt)}</time>
                </div>
                <p>{item.body}</p>
                <div className="actions">
                  {item.link && (
                    <SmartLink href={item.link} onClick={() => !item.read && void markRead([item.id])}>
                      {t('myAccount.notifications.open')}
                    </SmartLink>
                  )}
                  {!item.read && (
                    <Button type="button" $variant="ghost" onClick={() => void markRead([item.id])} disabled={busy}>
                      {t('myAccount.notifications.markOne')}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </List>
        </>
      )}
    </Screen>
  );
}

const Bar = classed.div(styles.Bar);

const List = classed.ul(styles.List);
