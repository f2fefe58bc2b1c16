/**
 * References to shared sections in a block tree (lib/server/content/sections.ts), for the section service
 * and for the check before publishing (publish-check.ts), which refuses a page that shows a section that
 * does not exist or is not live in the page's language, and which finds a page's anchors in the
 * sections it shows.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import { pageAnchors, type SectionAnchors } from '@/registry/checks';
import type { Database } from '../db';
import { sharedSectionLocales, sharedSections, sharedSectionVersions } from '../db/schema';

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

/** Sections inside sections, at most this deep (as rendering: resolve.ts). */
const MAX_DEPTH = 4;

/**
 * The anchors each shared section gives in `locale`: those of its live blocks and of the sections they
 * hold (a section not live there gives none). `instead` stands for a section's live blocks as they are
 * about to be (a section being published or rolled back), to see what its pages would then have.
 */
export async function liveSectionAnchors(db: ReadDb, locale: Locale, instead?: { sectionId: number; data: unknown }): Promise<SectionAnchors> {
  const rows = await db
    .select({ id: sharedSectionLocales.sectionId, data: sharedSectionVersions.data })
    .from(sharedSectionLocales)
    .innerJoin(
      sharedSectionVersions,
      and(
        eq(sharedSectionVersions.sectionId, sharedSectionLocales.sectionId),
        eq(sharedSectionVersions.locale, sharedSectionLocales.locale),
        eq(sharedSectionVersions.version, sharedSectionLocales.publishedVersion),
      ),
    )
    .where(eq(sharedSectionLocales.locale, locale));
  const live = new Map<number, unknown>(rows.map((row) => [row.id, row.data]));
  if (instead) live.set(instead.sectionId, instead.data);
  const known = new Map<number, ReadonlySet<string>>();
  const of = (id: number, trail: readonly number[]): ReadonlySet<string> => {
    const done = known.get(id);
    if (done) return done;
    if (!live.has(id) || trail.includes(id) || trail.length >= MAX_DEPTH) return new Set();
    const anchors = pageAnchors(live.get(id), locale, (inner) => of(inner, [...trail, id]));
    if (trail.length === 0) known.set(id, anchors);
    return anchors;
  };
  return (id) => of(id, []);
}
