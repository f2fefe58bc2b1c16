/** The site map: menu trees per position and locale (design.md section 4). */
import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import type { MenuItem, ShellMenus } from '@/lib/menu';
import { getDb } from '../db';
import { siteMaps } from '../db/schema';

export const menuPositionNames = ['header', 'footer', 'account'] as const;
export type MenuPositionName = (typeof menuPositionNames)[number];

export async function getSiteMap(position: MenuPositionName, locale: Locale): Promise<MenuItem[]> {
  const db = await getDb();
  const [row] = await db
    .select({ items: siteMaps.items })
    .from(siteMaps)
    .where(and(eq(siteMaps.position, position), eq(siteMaps.locale, locale)));
  return row?.items ?? [];
}


/** The three menus every page's shell shows, for getStaticProps / getServerSideProps. */
export async function getShellMenus(locale: Locale): Promise<ShellMenus> {
  const [header, footer, account] = await Promise.all(
    menuPositionNames.map((position) => getSiteMap(position, locale)),
  );
  return { header, footer, account };
}
