/**
 * The live chat (issue 13, part 5): conversations between a visitor (known by the hash of its chat
 * cookie's token, and by account when signed in) and care agents (editors with the 'care' role).
 * Everything is in the database, so any server can answer any request; after each change the chat's
 * topics are published on the realtime channel so open streams read the news at once (see
 * ../realtime/channel.ts for what happens across servers).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { isCareOpen } from '@/lib/care-hours';
import { serverEnv } from '../env';
import type { ChatMessage, ChatState, ChatUnavailable, ConversationSummary } from '@/lib/chat';
import type { Locale } from '@/lib/locales';
import { ApiError } from '../api/errors';
import { getDb } from '../db';
import { accounts, agentPresence, chatConversations, chatMessages } from '../db/schema';
import { channel } from '../realtime/channel';

const g = globalThis as typeof globalThis & { __operatorChatClock?: () => Date };

/** The chat's clock: opening hours and presence are judged at this instant (tests set it). */
export const chatNow = (): Date => g.__operatorChatClock?.() ?? new Date();

/** Tests fix the chat's clock (e.g. inside opening hours); undefined restores the real one. */
export function setChatClockForTests(clock: (() => Date) | undefined): void {
  g.__operatorChatClock = clock;
}

/** An agent counts as online while its /editor/chat heartbeat is younger than this. */
export const PRESENCE_SECONDS = 60;

export const conversationTopic = (id: string) => `chat:conversation:${id}`;
/** Any conversation's activity, for the staff streams. */
export const STAFF_TOPIC = 'chat:staff';

type MessageRow = typeof chatMessages.$inferSelect;
const toMessage = (row: Pick<MessageRow, 'id' | 'author' | 'body' | 'createdAt'>): ChatMessage => ({
  id: row.id,
  author: row.author,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

function announce(conversationId: string): void {
  channel().publish(conversationTopic(conversationId));
  channel().publish(STAFF_TOPIC);
}

// Availability ------------------------------------------------------------------------------------

export async function agentsOnline(now: Date): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(agentPresence)
    .where(gt(agentPresence.lastSeenAt, new Date(now.getTime() - PRESENCE_SECONDS * 1000)));
  return Number(row?.n ?? 0);
}

/** null when an agent can answer now; else why the visitor can only leave a message. */
export async function chatUnavailable(now: Date): Promise<ChatUnavailable | null> {
  // CARE_HOURS=always: a desk staffed round the clock (then only the agents' presence decides).
  if (serverEnv().CARE_HOURS !== 'always' && !isCareOpen(now)) return 'closed-hours';
  return (await agentsOnline(now)) > 0 ? null : 'no-agent';
}

/** An agent's heartbeat while /editor/chat is open (one row per editor). */
export async function recordPresence(editorId: number, now: Date): Promise<void> {
  const db = await getDb();
  await db.insert(agentPresence).values({ editorId, lastSeenAt: now }).onConflictDoUpdate({ target: agentPresence.editorId, set: { lastSeenAt: now } });
}

// Visitor side -----------------------------------------------------------------------------------

export interface Visitor {
  tokenHash: string;
  accountId: number | null;
}

/** The newest conversation of a visitor (created_at is the database's clock: it orders them even when a test fixes the chat's). */
async function latestConversation(tokenHash: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.visitorTokenHash, tokenHash))
    .orderBy(desc(chatConversations.createdAt), desc(chatConversations.id))
    .limit(1);
  return row;
}

async function messagesOf(conversationId: string, after = 0, limit = 500): Promise<ChatMessage[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
  return rows.map(toMessage);
}

/** The visitor's chat: availability, its latest conversation and messages (null: never chatted). */
export async function visitorState(tokenHash: string | null, now: Date): Promise<ChatState> {
  const unavailable = await chatUnavailable(now);
  const conversation = tokenHash ? await latestConversation(tokenHash) : undefined;
  if (!conversation) return { unavailable, conversation: null, messages: [] };
  const messages = await messagesOf(conversation.id);
  const last = messages.at(-1)?.id ?? 0;
  if (last > conversation.visitorReadId) {
    const db = await getDb();
    await db.update(chatConversations).set({ visitorReadId: last }).where(eq(chatConversations.id, conversation.id));
  }
  return { unavailable, conversation: { id: conversation.id, status: conversation.status }, messages };
}

/**
 * The visitor's open conversation, or a new one (while care can answer). `path` (a site path, checked
 * by the route) is the page the visitor is on: care sees it.
 */
export async function startConversation(visitor: Visitor, locale: Locale, now: Date, path: string | null = null): Promise<ChatState> {
  const existing = await latestConversation(visitor.tokenHash);
  if (existing?.status === 'open' && path) {
    const db = await getDb();
    await db.update(chatConversations).set({ visitorPath: path }).where(eq(chatConversations.id, existing.id));
    channel().publish(STAFF_TOPIC);
  }
  if (!existing || existing.status !== 'open') {
    const unavailable = await chatUnavailable(now);
    if (unavailable) throw new ApiError(409, unavailable === 'closed-hours' ? 'liveChat.errors.closedHours' : 'liveChat.errors.noAgent', { data: { unavailable } });
    const db = await getDb();
    // A start racing this one (another tab) made the open conversation first: both answer that one.
    await db
      .insert(chatConversations)
      .values({ id: randomUUID(), visitorTokenHash: visitor.tokenHash, accountId: visitor.accountId, visitorPath: path, locale, updatedAt: now })
      .onConflictDoNothing();
  }
  return visitorState(visitor.tokenHash, now);
}

async function addMessage(
  conversationId: string,
  author: 'visitor' | 'agent',
  body: string,
  agentEditorId: number | null,
  now: Date,
  visitorPath: string | null = null,
): Promise<ChatMessage> {
  const db = await getDb();
  const [row] = await db.insert(chatMessages).values({ conversationId, author, body, agentEditorId, createdAt: now }).returning();
  const marks = author === 'agent' ? { staffReadId: row.id } : {};
  const page = visitorPath ? { visitorPath } : {};
  await db.update(chatConversations).set({ updatedAt: now, ...marks, ...page }).where(eq(chatConversations.id, conversationId));
  announce(conversationId);
  return toMessage(row);
}

/** A visitor's message in its open conversation (409 when it has none open); `path`: the page it writes from. */
export async function postVisitorMessage(tokenHash: string, body: string, now: Date, path: string | null = null): Promise<ChatMessage> {
  const conversation = await latestConversation(tokenHash);
  if (!conversation || conversation.status !== 'open') throw new ApiError(409, 'liveChat.errors.noConversation');
  return addMessage(conversation.id, 'visitor', body, null, now, path);
}

/**
 * "Leave a message": outside opening hours or with nobody online, a conversation that holds the
 * message and who to call back; staff see it in /editor/chat like any other.
 */
export async function leaveOfflineMessage(
  visitor: Visitor,
  input: { name: string; msisdn: string; body: string },
  locale: Locale,
  now: Date,
): Promise<{ conversationId: string }> {
  const db = await getDb();
  const contact = { contactName: input.name, contactMsisdn: input.msisdn, updatedAt: now };
  // The visitor's open conversation takes the message (one open per visitor); else a new one.
  const [created] = await db
    .insert(chatConversations)
    .values({ id: randomUUID(), visitorTokenHash: visitor.tokenHash, accountId: visitor.accountId, locale, ...contact })
    .onConflictDoNothing()
    .returning({ id: chatConversations.id });
  let id = created?.id;
  if (!id) {
    const [open] = await db
      .update(chatConversations)
      .set(contact)
      .where(and(eq(chatConversations.visitorTokenHash, visitor.tokenHash), eq(chatConversations.status, 'open')))
      .returning({ id: chatConversations.id });
    if (!open) throw new ApiError(409, 'liveChat.errors.closed');
    id = open.id;
  }
  await addMessage(id, 'visitor', input.body, null, now);
  return { conversationId: id };
}

/** The visitor's latest conversation (id and status), or null. */
export async function visitorConversation(tokenHash: string): Promise<{ id: string; status: 'open' | 'closed' } | null> {
  const row = await latestConversation(tokenHash);
  return row ? { id: row.id, status: row.status } : null;
}

/** Stream reads for a visitor: the status of its conversation `id` and its messages after `after` (null: not its conversation). */
export async function visitorMessagesAfter(tokenHash: string, id: string, after: number): Promise<{ status: 'open' | 'closed'; messages: ChatMessage[] } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ status: chatConversations.status })
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.visitorTokenHash, tokenHash)));
  return row ? { status: row.status, messages: await messagesOf(id, after, 100) } : null;
}

// Staff side -------------------------------------------------------------------------------------


type ConversationRow = typeof chatConversations.$inferSelect;

async function summaries(rows: ConversationRow[]): Promise<ConversationSummary[]> {
  if (rows.length === 0) return [];
  const db = await getDb();
  const ids = rows.map((r) => r.id);
  const unread = await db
    .select({ id: chatMessages.conversationId, n: count() })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(inArray(chatMessages.conversationId, ids), eq(chatMessages.author, 'visitor'), gt(chatMessages.id, chatConversations.staffReadId)))
    .groupBy(chatMessages.conversationId);
  const last = await db
    .selectDistinctOn([chatMessages.conversationId])
    .from(chatMessages)
    .where(inArray(chatMessages.conversationId, ids))
    .orderBy(chatMessages.conversationId, desc(chatMessages.id));
  // A signed-in visitor's own line (the account the conversation was started with); a guest has none.
  const accountIds = [...new Set(rows.flatMap((r) => (r.accountId === null ? [] : [r.accountId])))];
  const lines = accountIds.length ? await db.select({ id: accounts.id, msisdn: accounts.msisdn }).from(accounts).where(inArray(accounts.id, accountIds)) : [];
  const msisdnOf = new Map(lines.map((a) => [a.id, a.msisdn]));
  const unreadOf = new Map(unread.map((u) => [u.id, Number(u.n)]));
  const lastOf = new Map(last.map((m) => [m.conversationId, toMessage(m)]));
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    contactName: r.contactName,
    contactMsisdn: r.contactMsisdn,
    signedIn: r.accountId !== null,
    visitorMsisdn: r.accountId === null ? null : (msisdnOf.get(r.accountId) ?? null),
    visitorPath: r.visitorPath,
    locale: r.locale,
    updatedAt: r.updatedAt.toISOString(),
    unread: unreadOf.get(r.id) ?? 0,
    lastMessage: lastOf.get(r.id) ?? null,
  }));
}

/** Open conversations first, then the most recently active; at most 100. */
export async function listConversations(): Promise<ConversationSummary[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(chatConversations)
    .orderBy(sql`case when ${chatConversations.status} = 'open' then 0 else 1 end`, desc(chatConversations.updatedAt))
    .limit(100);
  return summaries(rows);
}

/** One conversation with its messages; the agent has now read them. 404 when unknown. */
export async function staffConversation(id: string): Promise<ConversationSummary & { messages: ChatMessage[] }> {
  const db = await getDb();
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  if (!row) throw new ApiError(404, 'liveChat.errors.unknownConversation');
  const messages = await messagesOf(id);
  const last = messages.at(-1)?.id ?? 0;
  if (last > row.staffReadId) await db.update(chatConversations).set({ staffReadId: last }).where(eq(chatConversations.id, id));
  const [summary] = await summaries([{ ...row, staffReadId: Math.max(last, row.staffReadId) }]);
  return { ...summary, messages };
}

/** An agent's answer (404 unknown, 409 closed). */
export async function postAgentMessage(editorId: number, id: string, body: string, now: Date): Promise<ChatMessage> {
  const db = await getDb();
  const [row] = await db.select({ status: chatConversations.status }).from(chatConversations).where(eq(chatConversations.id, id));
  if (!row) throw new ApiError(404, 'liveChat.errors.unknownConversation');
  if (row.status !== 'open') throw new ApiError(409, 'liveChat.errors.closed');
  return addMessage(id, 'agent', body, editorId, now);
}

/** Closes a conversation (closing a closed one is fine; 404 unknown). */
export async function closeConversation(id: string, now: Date): Promise<void> {
  const db = await getDb();
  const [row] = await db.update(chatConversations).set({ status: 'closed', updatedAt: now }).where(eq(chatConversations.id, id)).returning({ id: chatConversations.id });
  if (!row) throw new ApiError(404, 'liveChat.errors.unknownConversation');
  announce(id);
}

/** Stream events for staff: messages of any conversation after `after`. */
export async function staffMessagesAfter(after: number): Promise<Array<ChatMessage & { conversationId: string }>> {
  const db = await getDb();
  const rows = await db.select().from(chatMessages).where(gt(chatMessages.id, after)).orderBy(asc(chatMessages.id)).limit(100);
  return rows.map((r) => ({ ...toMessage(r), conversationId: r.conversationId }));
}

/** The newest message id (a staff stream opened without Last-Event-ID starts from here). */
export async function latestMessageId(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ id: sql<number>`coalesce(max(${chatMessages.id}), 0)` }).from(chatMessages);
  return Number(row?.id ?? 0);
}
