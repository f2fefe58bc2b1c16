/**
 * Review and roles (issue 32, part 2). A page's draft in one language goes
 *
 *   draft → in-review (an author submits) → approved (a reviewer) → scheduled or published (a publisher)
 *
 * and a reviewer may send an in-review or approved draft back to draft. Saving a change to the content
 * (title, SEO, layout or blocks) sends the draft back to draft (lib/server/content/pages.ts saveDraft);
 * saving it unchanged does not.
 *
 * When review is required. One setting, "two people" (`editor_settings`, key `twoPeople`, off on a fresh
 * database, changed by a publisher in the editor and audited), decides it:
 * - on: publishing (now, scheduled, or as an item of a release) needs an approved draft, and nobody
 *   approves or publishes their own change (the draft's last author, `pages.draft_updated_by`);
 * - off: a publisher publishes any draft directly, as before review existed (a team of one); submitting,
 *   approving and sending back still work and are shown, they are just not required.
 * A rollback republishes content that was published before, so it needs the publisher role only.
 *
 * Every step is decided by one conditional UPDATE, or under the page row's lock (publishing, saving),
 * so of two parallel approvals one wins and the other is refused (409), and a save racing a publish
 * either comes first (the publish is refused: not approved) or after (the approved content is what goes
 * live; the edit waits for the next review).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import { ApiError } from '../api/errors';
import { getDb, type Database, type Tx } from '../db';
import { editorNotifications, editors, editorSettings, pages } from '../db/schema';
import { audit, type Editor } from '../services/editor-auth';

export const reviewStates = ['draft', 'in-review', 'approved', 'scheduled', 'published'] as const;
export type ReviewState = (typeof reviewStates)[number];

/** The roles for pages; 'care' (the live chat) is another. */
export const contentRoles = ['author', 'reviewer', 'publisher'] as const;

type Reader = Pick<Database, 'select'>;

const TWO_PEOPLE = 'twoPeople';

/** Whether the "two people" setting is on (then review is required). Read from the database each time. */
export async function twoPeopleRequired(db?: Reader): Promise<boolean> {
  const reader = db ?? (await getDb());
  const [row] = await reader.select({ value: editorSettings.value }).from(editorSettings).where(eq(editorSettings.key, TWO_PEOPLE));
  return row?.value === true;
}

export async function reviewSettings(): Promise<{ twoPeople: boolean; updatedBy: string | null; updatedAt: string | null }> {
  const db = await getDb();
  const [row] = await db.select().from(editorSettings).where(eq(editorSettings.key, TWO_PEOPLE));
  return { twoPeople: row?.value === true, updatedBy: row?.updatedBy ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
}

/** Turns "two people" on or off (a publisher's act); audited with the value before and after. */
export async function setTwoPeople(on: boolean, actor: string): Promise<void> {
  const db = await getDb();
  const before = await twoPeopleRequired(db);
  await db
    .insert(editorSettings)
    .values({ key: TWO_PEOPLE, value: on, updatedBy: actor })
    .onConflictDoUpdate({ target: editorSettings.key, set: { value: on, updatedBy: actor, updatedAt: sql`now()` } });
  await audit(actor, 'setting-change', { detail: { setting: TWO_PEOPLE, from: before, to: on } });
}

/** A publish or schedule refused by review (409: not approved; 403: the publisher's own change), naming the page. */
export class ReviewRefused extends ApiError {
  constructor(
    status: 403 | 409,
    key: string,
    readonly page: { uri: string; locale: Locale },
  ) {
    super(status, key, { values: { page: `${page.locale} ${page.uri}` }, data: { page } });
    this.name = 'ReviewRefused';
  }
}

/**
 * Throws ReviewRefused unless the page (its row, read under its lock) may be published by `publisher`
 * now: when review is required, its state is one of `states` and its last author is someone else
 * (`publisher` null: the scheduler, whose publisher was checked when it was scheduled).
 */
export async function assertReviewed(
  db: Reader,
  page: { uri: string; locale: string; reviewState: string; draftUpdatedBy: string | null },
  publisher: string | null,
  states: readonly ReviewState[],
  keys: { notApproved: string; ownChange: string } = { notApproved: 'editorReview.notApproved', ownChange: 'editorReview.ownPublish' },
): Promise<void> {
  if (!(await twoPeopleRequired(db))) return;
  const ref = { uri: page.uri, locale: page.locale as Locale };
  if (!states.includes(page.reviewState as ReviewState)) throw new ReviewRefused(409, keys.notApproved, ref);
  if (publisher !== null && page.draftUpdatedBy === publisher) throw new ReviewRefused(403, keys.ownChange, ref);
}

export type ReviewAction = 'submit' | 'approve' | 'send-back';

/** From which states each action moves the draft, and where to. */
const moves: Record<ReviewAction, { from: ReviewState[]; to: ReviewState; role: (typeof contentRoles)[number] }> = {
  submit: { from: ['draft'], to: 'in-review', role: 'author' },
  approve: { from: ['in-review'], to: 'approved', role: 'reviewer' },
  'send-back': { from: ['in-review', 'approved'], to: 'draft', role: 'reviewer' },
};

const refusedKeys: Record<ReviewAction, string> = { submit: 'editorReview.cannotSubmit', approve: 'editorReview.cannotApprove', 'send-back': 'editorReview.cannotSendBack' };

/** The state as an ICU `select` word of the messages (`in-review` → `inReview`). */
export const stateWord = (state: string) => state.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** The role an action needs (the route refuses others with 403 first). */
export const roleFor = (action: ReviewAction) => moves[action].role;

/**
 * Moves a page's draft one step: 404 no such page, 409 when it is not in a state the action starts from
 * (saying which it is in), 403 when two people are required and a reviewer approves their own change.
 * One conditional UPDATE decides it, so parallel steps cannot both win. Audited; the page's author is
 * told when it is approved or sent back.
 */
export async function moveReview(uri: string, locale: Locale, action: ReviewAction, editor: Editor, note?: string): Promise<ReviewState> {
  const db = await getDb();
  const move = moves[action];
  const here = and(eq(pages.uri, uri), eq(pages.locale, locale));
  const twoPeople = await twoPeopleRequired(db);
  const own = action === 'approve' && twoPeople ? sql`${pages.draftUpdatedBy} is distinct from ${editor.email}` : sql`true`;
  const [moved] = await db
    .update(pages)
    .set({ reviewState: move.to, reviewBy: editor.email, reviewAt: sql`now()` })
    .where(and(here, inArray(pages.reviewState, move.from), own))
    .returning({ author: pages.draftUpdatedBy });
  if (!moved) {
    const [page] = await db.select({ state: pages.reviewState }).from(pages).where(here);
    if (!page) throw new ApiError(404, 'errors.notFoundResource');
    if (!move.from.includes(page.state)) throw new ApiError(409, refusedKeys[action], { values: { state: stateWord(page.state) }, data: { state: page.state } });
    throw new ApiError(403, 'editorReview.ownApprove');
  }
  await audit(editor.email, action, { uri, locale, detail: note ? { note } : {} });
  if (action !== 'submit' && moved.author) await notify(db, moved.author, editor.email, action === 'approve' ? 'approved' : 'sent-back', { uri, locale, text: note ?? null });
  return move.to;
}

/** Tells the editor `recipient` (an e-mail; nobody when it is not an editor, or is the actor) in the editor. */
export async function notify(
  db: Database | Tx,
  recipient: string,
  actor: string,
  kind: 'comment' | 'approved' | 'sent-back',
  about: { uri: string; locale: string; commentId?: number; text: string | null },
): Promise<void> {
  if (recipient === actor) return;
  const [editor] = await db.select({ id: editors.id }).from(editors).where(eq(editors.email, recipient));
  if (!editor) return;
  await db.insert(editorNotifications).values({ editorId: editor.id, kind, actor, uri: about.uri, locale: about.locale, commentId: about.commentId, text: about.text });
}
