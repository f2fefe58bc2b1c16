/**
 * Where each page's translations stand (issue 32, part 4). A document made from another language's
 * blocks (adding a language, or "start from another language") remembers that language; each save of it
 * records the source's content hash as it was then. When the source's title, SEO or blocks change
 * afterwards, the hashes differ and the translation is outdated until it is saved again. Documents
 * written on their own (the seeded pages in each language) are originals. Hashes are made in SQL (md5 of
 * the stored jsonb text, the same on PostgreSQL and PGlite), so no row is read to save one.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import type { TranslationState } from '@/lib/content';
import type { Database, Tx } from '../db';
import { pages } from '../db/schema';

/** The document's content hash, from its stored columns (migration 0030 fills old rows the same way). */
const contentHash = sql`md5(${pages.title} || chr(10) || ${pages.seo}::text || chr(10) || ${pages.draft}::text)`;

/**
 * After a save of (uri, locale): its content hash, and, for a translation, the source's hash as it is now
 * (`settled`: false for a rollback, which restores old words and so settles nothing).
 */
export async function recordContentHash(db: Database | Tx, uri: string, locale: Locale, settled = true): Promise<void> {
  await db
    .update(pages)
    .set({
      contentHash: contentHash,
      ...(settled
        ? {
            sourceHash: sql`case when ${pages.translatedFrom} is null then null else (select s.content_hash from pages s where s.uri = ${pages.uri} and s.locale = ${pages.translatedFrom}) end`,
          }
        : {}),
    })
    .where(and(eq(pages.uri, uri), eq(pages.locale, locale)));
}

/** A document's state from its row and its page's other rows (by locale). */
export function translationState(
  row: { translatedFrom: string | null; sourceHash: string | null },
  byLocale: Partial<Record<string, { contentHash: string | null }>>,
): TranslationState {
  if (!row.translatedFrom) return { kind: 'original' };
  const source = byLocale[row.translatedFrom];
  // A source since deleted leaves the translation standing on its own.
  if (!source) return { kind: 'original' };
  return { kind: source.contentHash === row.sourceHash ? 'up-to-date' : 'outdated', from: row.translatedFrom as Locale };
}
