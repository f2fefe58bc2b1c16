/**
 * The subscriber's notifications (list, unread count, mark read). Other features add theirs with
 * `notify(accountId, { titles, bodies, link })`, written in every language; the list is answered in the
 * request's language.
 */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { NotificationData } from '@/lib/account-api';
import type { Locale } from '@/lib/locales';
import { getDb, type Tx } from '../../db';
import { notifications, type Localized } from '../../db/schema';
import { welcomeNotification } from '../../db/seed/accounts-data';

/** The list shows the newest ones; older ones stay in the database. */
export const NOTIFICATIONS_LISTED = 50;

export interface NewNotification {
  titles: Localized;
  bodies: Localized;
  /** A path inside the site (without the language prefix), or null. */
  link?: string | null;
  /** The event's own reference: a second notify for the same event adds nothing. */
  reference?: string | null;
}

/** Adds a notification; null when one for the same `reference` exists already. */
export async function notify(accountId: number, notification: NewNotification, executor?: Tx): Promise<number | null> {
  // `executor`: the caller's transaction (the notification exists exactly when the caller's change does).
  const db = executor ?? (await getDb());
  const [row] = await db
    .insert(notifications)
    .values({
      accountId,
      titles: notification.titles,
      bodies: notification.bodies,
      link: notification.link ?? null,
      reference: notification.reference ?? null,
    })
    .onConflictDoNothing({ target: notifications.reference })
    .returning({ id: notifications.id });
  return row?.id ?? null;
}

export const addWelcomeNotification = (accountId: number) => notify(accountId, welcomeNotification);

export async function listNotifications(accountId: number, lang: Locale): Promise<{ items: NotificationData[]; unread: number }> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.accountId, accountId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LISTED);
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt)));
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.titles[lang] || row.titles.en,
      body: row.bodies[lang] || row.bodies.en,
      link: row.link,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    unread,
  };
}

/** Marks the given notifications (only the account's own) as read; no ids (or an empty list): all of them. */
export async function markRead(accountId: number, ids?: number[]): Promise<void> {
  const db = await getDb();
  const mine = and(eq(notifications.accountId, accountId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(ids?.length ? and(mine, inArray(notifications.id, ids)) : mine);
}
