/**
 * Comments on a page in one language, or on one of its blocks (by the block's id in the Puck data), open
 * or resolved (issue 32, part 2), and the editor's notifications: a new comment tells the page's author
 * (the draft's last author) in the editor, an unread count and a list (no e-mail). Every step is audited.
 */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import { ApiError } from '../api/errors';
import { getDb } from '../db';
import { editorNotifications, pageComments, pages } from '../db/schema';
import { audit, type Editor } from '../services/editor-auth';
import { notify } from './review';

export interface CommentView {
  id: number;
  blockId: string | null;
  body: string;
  author: string;
  status: 'open' | 'resolved';
  resolvedBy: string | null;
  createdAt: string;
}

/** Whether the Puck data has a block with this id, at any depth (slots are arrays of blocks inside props). */
export function hasBlock(data: unknown, id: string, depth = 0): boolean {
  if (depth > 20 || !data || typeof data !== 'object') return false;
  if (Array.isArray(data)) return data.some((item) => hasBlock(item, id, depth + 1));
  const node = data as { props?: { id?: unknown } };
  if (node.props && typeof node.props === 'object' && node.props.id === id) return true;
  return Object.values(data).some((value) => typeof value === 'object' && hasBlock(value, id, depth + 1));
}

export async function listComments(uri: string, locale: Locale): Promise<CommentView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(pageComments)
    .where(and(eq(pageComments.uri, uri), eq(pageComments.locale, locale)))
    .orderBy(asc(pageComments.id))
    .limit(500);
  return rows.map((r) => ({ id: r.id, blockId: r.blockId, body: r.body, author: r.author, status: r.status, resolvedBy: r.resolvedBy, createdAt: r.createdAt.toISOString() }));
}

/** Adds a comment (on the page, or on block `blockId` of its draft: 400 when there is none); tells the page's author. */
export async function addComment(uri: string, locale: Locale, editor: Editor, body: string, blockId?: string): Promise<CommentView> {
  const db = await getDb();
  const [page] = await db.select({ draft: pages.draft, author: pages.draftUpdatedBy }).from(pages).where(and(eq(pages.uri, uri), eq(pages.locale, locale)));
  if (!page) throw new ApiError(404, 'errors.notFoundResource');
  if (blockId && !hasBlock(page.draft, blockId)) throw new ApiError(400, 'editorReview.noSuchBlock', { errors: { blockId: 'editorReview.noSuchBlock' } });
  const [row] = await db
    .insert(pageComments)
    .values({ uri, locale, blockId: blockId ?? null, body, author: editor.email })
    .returning();
  await audit(editor.email, 'comment', { uri, locale, detail: { comment: row.id, ...(blockId ? { blockId } : {}) } });
  if (page.author) await notify(db, page.author, editor.email, 'comment', { uri, locale, commentId: row.id, text: body.slice(0, 200) });
  return { id: row.id, blockId: row.blockId, body: row.body, author: row.author, status: row.status, resolvedBy: null, createdAt: row.createdAt.toISOString() };
}

/** Resolves or reopens a comment of this page (404 otherwise); changing it to the state it is in is a 409. */
export async function setCommentStatus(uri: string, locale: Locale, id: number, status: 'open' | 'resolved', editor: Editor): Promise<void> {
  const db = await getDb();
  const mine = and(eq(pageComments.id, id), eq(pageComments.uri, uri), eq(pageComments.locale, locale));
  const [changed] = await db
    .update(pageComments)
    .set(status === 'resolved' ? { status, resolvedBy: editor.email, resolvedAt: sql`now()` } : { status, resolvedBy: null, resolvedAt: null })
    .where(and(mine, eq(pageComments.status, status === 'resolved' ? 'open' : 'resolved')))
    .returning({ id: pageComments.id });
  if (!changed) {
    const [exists] = await db.select({ id: pageComments.id }).from(pageComments).where(mine);
    if (!exists) throw new ApiError(404, 'errors.notFoundResource');
    throw new ApiError(409, status === 'resolved' ? 'editorReview.alreadyResolved' : 'editorReview.alreadyOpen');
  }
  await audit(editor.email, status === 'resolved' ? 'comment-resolve' : 'comment-reopen', { uri, locale, detail: { comment: id } });
}

export interface NotificationView {
  id: number;
  kind: 'comment' | 'approved' | 'sent-back';
  actor: string;
  uri: string;
  locale: Locale;
  text: string | null;
  read: boolean;
  createdAt: string;
}

/** The editor's latest 50 notifications, newest first, and how many are unread in all. */
export async function listNotifications(editorId: number): Promise<{ unread: number; items: NotificationView[] }> {
  const db = await getDb();
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(editorNotifications)
    .where(and(eq(editorNotifications.editorId, editorId), isNull(editorNotifications.readAt)));
  const rows = await db.select().from(editorNotifications).where(eq(editorNotifications.editorId, editorId)).orderBy(desc(editorNotifications.id)).limit(50);
  return {
    unread,
    items: rows.map((r) => ({ id: r.id, kind: r.kind, actor: r.actor, uri: r.uri, locale: r.locale as Locale, text: r.text, read: r.readAt !== null, createdAt: r.createdAt.toISOString() })),
  };
}

/** Marks the editor's notifications read: these ids (only theirs), or all. */
export async function markNotificationsRead(editorId: number, ids?: number[]): Promise<void> {
  const db = await getDb();
  await db
    .update(editorNotifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(editorNotifications.editorId, editorId), isNull(editorNotifications.readAt), ids ? inArray(editorNotifications.id, ids) : undefined));
}
