/**
 * References to shared sections in a block tree (lib/server/content/sections.ts), for the section service
 * and for the check before publishing (publish-check.ts), which refuses a page that shows a section that
 * does not exist or is not live in the page's language.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import type { Database } from '../db';
import { sharedSectionLocales, sharedSections } from '../db/schema';

/** The block type of a reference to a shared section. */
export const SHARED_SECTION = 'SharedSection';

type ReadDb = Pick<Database, 'select'>;

export interface SectionRef {
  sectionId: number;
  blockId?: string;
  /** Where the reference is in the tree as authored (`content[2]`, `content[0].props.start[1]`). */
  path: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every shared-section reference in a block tree as authored, slots included. */
export function sectionRefs(data: unknown): SectionRef[] {
  const found: SectionRef[] = [];
  const visit = (list: unknown, path: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((node, index) => {
      if (!isRecord(node) || !isRecord(node.props)) return;
      const at = `${path}[${index}]`;
      if (node.type === SHARED_SECTION) {
        const id = node.props.sectionId;
        found.push({ sectionId: typeof id === 'number' && Number.isInteger(id) ? id : 0, blockId: typeof node.props.id === 'string' ? node.props.id : undefined, path: at });
      }
      for (const [key, value] of Object.entries(node.props)) if (Array.isArray(value)) visit(value, `${at}.props.${key}`);
    });
  };
  if (isRecord(data)) visit(data.content, 'content');
  return found;
}

/** The sections among `ids` that are live in `locale` (the check before publishing a page that uses them). */
export async function liveSectionIds(db: ReadDb, ids: number[], locale: Locale): Promise<{ existing: Set<number>; live: Set<number> }> {
  const wanted = [...new Set(ids.filter((id) => id > 0 && id < 2 ** 31))];
  if (wanted.length === 0) return { existing: new Set(), live: new Set() };
  const rows = await db
    .select({ id: sharedSections.id, published: sharedSectionLocales.publishedVersion })
    .from(sharedSections)
    .leftJoin(sharedSectionLocales, and(eq(sharedSectionLocales.sectionId, sharedSections.id), eq(sharedSectionLocales.locale, locale)))
    .where(inArray(sharedSections.id, wanted))
    // Inside a publish's transaction, the sections stay until it commits: a delete (which locks the
    // section FOR UPDATE, then looks for pages using it) waits, and then finds this page.
    .for('share', { of: sharedSections });
  return { existing: new Set(rows.map((r) => r.id)), live: new Set(rows.filter((r) => r.published !== null).map((r) => r.id)) };
}
