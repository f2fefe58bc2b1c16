/** Seeds what the accounts feature adds to the demo account: its welcome notification (idempotent). */
import { count, eq } from 'drizzle-orm';
import type { Database } from '../index';
import { accounts, notifications } from '../schema';
import { welcomeNotification } from './accounts-data';
import { DEMO_ACCOUNT } from './operator-data';

export async function seedAccounts(db: Database, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.msisdn, DEMO_ACCOUNT.msisdn));
  if (!account) return;
  const [{ n }] = await db.select({ n: count() }).from(notifications).where(eq(notifications.accountId, account.id));
  if (n > 0) return;
  await db.insert(notifications).values({ accountId: account.id, ...welcomeNotification });
}
