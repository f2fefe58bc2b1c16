/** Dynamic links (spec section 2: /dynamicLink/:linkKey): short keys resolved through a stored table. */
import { eq } from 'drizzle-orm';
import { getDb } from '../db';
import { dynamicLinks } from '../db/schema';

export async function resolveDynamicLink(key: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(key)) return null;
  const db = await getDb();
  const [row] = await db.select({ target: dynamicLinks.target }).from(dynamicLinks).where(eq(dynamicLinks.key, key));
  return row?.target ?? null;
}
