/**
 * The demo seed. Idempotent: it inserts what is missing and never overwrites what editors changed,
 * so every fresh database starts the same and restarts change nothing.
 */
import { locales } from '@/lib/locales';
import type { Database } from '../index';
import { siteMaps } from '../schema';
import { menuPositions, seededSiteMap } from './site-map';

export async function seed(db: Database): Promise<void> {
  const rows = menuPositions.flatMap((position) =>
    locales.map((locale) => ({ position, locale, items: seededSiteMap(position, locale) })),
  );
  await db.insert(siteMaps).values(rows).onConflictDoNothing();
}
