/**
 * The check before publishing, on the server (registry/checks.ts is the check; the editor runs the
 * same one first). Publishing, scheduling and rolling back run it, so a draft with an invalid block,
 * an empty required field or a link to a page that does not exist is never published, whatever sent
 * the request: the editor, a script with an editor's session, or the scheduler.
 */
import { messageRef, parseMessageRef, translateRef } from '@/lib/validation/messages';
import type { Locale } from '@/lib/locales';
import { and, eq } from 'drizzle-orm';
import { blockLabel, blockName, blockPosition, checkMessages, checkPageData, fieldLabel, pageAnchors, positionIn, publishingErrors, type CheckFinding, type SectionAnchors } from '@/registry/checks';
import { lockKey, type Database } from '../db';
import { pages, pageVersions } from '../db/schema';
import { liveSectionAnchors, liveSectionIds, SHARED_SECTION, sectionRefs } from './section-refs';

type CheckDb = Pick<Database, 'select' | 'selectDistinct' | 'execute'>;

/**
 * Held, inside the publishing transaction, by a publish of anything that shows shared sections in
 * `locale` before it reads their anchors, and by a section's publish or rollback there: so a page that
 * goes live with a link to an anchor inside a section, and a section version that removes it, are
 * checked one after the other and never both pass (PostgreSQL).
 */
export const sectionAnchorsLock = (locale: Locale) => `shared-sections:anchors:${locale}`;

/** Thrown by publishing when the check fails; nothing was changed. */
export class PublishCheckFailed extends Error {
  constructor(readonly findings: CheckFinding[]) {
    super(`the page fails the check before publishing: ${findings.map((f) => `${blockName(f)} ${f.field} ${f.message}`).join('; ')}`);
    this.name = 'PublishCheckFailed';
  }
}

/** Every content page address, in any language (published or not): the pages a link may lead to. */
export async function existingPageUris(db: Pick<Database, 'selectDistinct'>): Promise<Set<string>> {
  const rows = await db.selectDistinct({ uri: pages.uri }).from(pages);
  return new Set(rows.map((r) => r.uri));
}

/**
 * The `#fragment` targets of every live page in `locale` (a link to `/careers#jobs` needs `jobs` there),
 * those inside the shared sections a page shows included.
 */
export async function liveAnchors(db: Pick<Database, 'select'>, locale: Locale, sectionAnchors?: SectionAnchors): Promise<Map<string, Set<string>>> {
  const rows = await liveVersions(db, locale);
  const inSections = sectionAnchors ?? (await liveSectionAnchors(db, locale));
  return new Map(rows.map((row) => [row.uri, pageAnchors(row.data, locale, inSections)]));
}

/** The live version's blocks of every page in `locale`. */
function liveVersions(db: Pick<Database, 'select'>, locale: Locale) {
  return db
    .select({ uri: pageVersions.uri, data: pageVersions.data })
    .from(pages)
    .innerJoin(pageVersions, and(eq(pageVersions.uri, pages.uri), eq(pageVersions.locale, pages.locale), eq(pageVersions.version, pages.publishedVersion)))
    .where(eq(pages.locale, locale));
}

/**
 * The findings of the page `uri`'s `data` that block publishing (empty when it may be published). A
 * shared section's content is checked the same way, without an address of its own. A link to `#x`
 * finds `x` in the live blocks of the shared sections the page shows, in its language.
 */
export async function publishCheck(db: CheckDb, data: unknown, locale: Locale, uri?: string): Promise<CheckFinding[]> {
  // The sections first: their rows are held (FOR SHARE) and the anchors lock taken before anything is read.
  const inSections = await sectionFindings(db, data, locale);
  const sectionAnchors = await liveSectionAnchors(db, locale);
  const anchors = await liveAnchors(db, locale, sectionAnchors);
  const findings = publishingErrors(checkPageData(data, locale, await existingPageUris(db), { uri, anchorsOf: (target) => anchors.get(target), sectionAnchors }));
  return [...findings, ...inSections];
}

/**
 * The links of live pages in `locale` to their own anchors (`#x`, or their own address with `#x`) that
 * would find nothing once shared section `sectionId`'s live blocks there are `data` (a section's
 * publish or rollback removing an anchor a page showing it links to): the page and the links, per page.
 * Links of one page to another's anchors are not looked at, as a page's own publish does not.
 */
export async function anchorsBrokenBy(db: CheckDb, sectionId: number, data: unknown, locale: Locale, uris: readonly string[]): Promise<Array<{ uri: string; hrefs: string[] }>> {
  if (uris.length === 0) return [];
  await lockKey(db, sectionAnchorsLock(locale));
  const wanted = new Set(uris);
  const rows = (await liveVersions(db, locale)).filter((row) => wanted.has(row.uri));
  const before = await liveSectionAnchors(db, locale);
  const after = await liveSectionAnchors(db, locale, { sectionId, data });
  const existing = await existingPageUris(db);
  const missing = (page: unknown, uri: string, sectionAnchors: SectionAnchors) =>
    checkPageData(page, locale, existing, { uri, sectionAnchors }).filter((f) => f.message.startsWith(`${checkMessages.anchorMissing}?`)).map((f) => f.message);
  const broken: Array<{ uri: string; hrefs: string[] }> = [];
  for (const row of rows) {
    const was = new Set(missing(row.data, row.uri, before));
    const now = missing(row.data, row.uri, after).filter((m) => !was.has(m));
    if (now.length) broken.push({ uri: row.uri, hrefs: [...new Set(now.map((m) => String(parseMessageRef(m).values?.href ?? '')))] });
  }
  return broken;
}

/** A shared section shown here must exist and be live in `locale` (else the page would show nothing there). */
async function sectionFindings(db: CheckDb, data: unknown, locale: Locale): Promise<CheckFinding[]> {
  const refs = sectionRefs(data);
  if (refs.length === 0) return [];
  await lockKey(db, sectionAnchorsLock(locale));
  const { existing, live } = await liveSectionIds(db, refs.map((ref) => ref.sectionId), locale);
  return refs
    .filter((ref) => !live.has(ref.sectionId))
    .map((ref) => ({
      severity: 'error' as const,
      type: SHARED_SECTION,
      blockId: ref.blockId,
      path: ref.path,
      position: blockPosition(data, ref.path),
      field: 'sectionId',
      message: existing.has(ref.sectionId) ? 'editorSections.notLive' : 'editorSections.missing',
    }));
}

/** Throws PublishCheckFailed when `data` may not be published as the page `uri`. */
export async function assertPublishable(db: CheckDb, data: unknown, locale: Locale, uri?: string): Promise<void> {
  const errors = await publishCheck(db, data, locale, uri);
  if (errors.length) throw new PublishCheckFailed(errors);
}

export interface RefusalDetails {
  /** `data.errors` of the 400 answer: `<block id or path>.<field>` → message reference. */
  errors: Record<string, string>;
  /**
   * The same findings, structured, for clients that point at the block or word them in their own
   * language: `position` (`3`, `2.1`) and `label` as the editor shows them, `ref` the untranslated
   * message reference.
   */
  problems: Array<{ type: string; blockId?: string; path: string; position: string; label: string; field: string; message: string; ref: string }>;
}

/** A block as people see it, in the request's language `lang`: `Block 3, Hero`, `الكتلة 3، الواجهة الرئيسية` (never its id). */
export function describeBlock(finding: Pick<CheckFinding, 'type' | 'position'>, t: (key: string, values?: Record<string, string | number>) => string, lang: Locale): string {
  const name = finding.type ? blockLabel(finding.type, lang) : t('editorCheck.entry');
  const position = positionIn(finding.position, lang);
  return position ? t('editorCheck.blockAt', { position, name }) : name;
}

/**
 * The findings as the API answers them, every message in the request's language (`t` translates the
 * inner message; the envelope translates the outer reference, which names the block and the field).
 */
export function refusalDetails(findings: readonly CheckFinding[], t: (key: string, values?: Record<string, string | number>) => string, lang: Locale): RefusalDetails {
  const errors: Record<string, string> = {};
  const problems: RefusalDetails['problems'] = [];
  for (const finding of findings) {
    const problem = translateFinding(finding.message, t);
    const block = describeBlock(finding, t, lang);
    const field = fieldLabel(finding.type, finding.field);
    let key = finding.field === '_' ? (finding.blockId ?? finding.path) : `${finding.blockId ?? finding.path}.${finding.field}`;
    for (let n = 2; key in errors; n++) key = `${key.replace(/#\d+$/, '')}#${n}`;
    errors[key] =
      finding.field === '_'
        ? messageRef('editorCheck.blockProblem', { block, problem })
        : messageRef('editorCheck.fieldProblem', { block, field, problem });
    problems.push({
      type: finding.type,
      blockId: finding.blockId,
      path: finding.path,
      position: finding.position,
      label: finding.type ? blockLabel(finding.type, lang) : '',
      field: finding.field,
      message: problem,
      ref: finding.message,
    });
  }
  return { errors, problems };
}

/** A finding's message in the request's language; a block's own English note stays as it is. */
function translateFinding(ref: string, t: (key: string, values?: Record<string, string | number>) => string): string {
  return /^(validation|editorCheck|editorSections)\.\w+(\?|$)/.test(ref) ? translateRef(t, ref) : ref;
}
