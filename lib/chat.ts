/**
 * The live chat (issue 13, part 5): what browser and server share. Messages are plain text, at most
 * CHAT_MAX_LENGTH characters after trimming; care answers live within CARE_HOURS (./care-hours.ts, Baghdad time) while
 * an agent has /editor/chat open, and takes messages with a call-back number otherwise.
 */

/** The live-chat button is hidden on game and careers pages (spec sections 2 and 4). */
export function isChatVisible(path: string): boolean {
  return !path.includes('/personal/game') && !path.includes('/careers/');
}

export const CHAT_MAX_LENGTH = 1000;

/** After a refused stream (too many chat windows open, a 429), the visitor's panel and the care desk ask again this much later. */
export const STREAM_RETRY_MS = 30_000;

/** The longest page path the visitor's panel reports (a longer one is not sent). */
export const CHAT_PATH_MAX_LENGTH = 300;

/**
 * A path of this site as the visitor's panel reports it (`location.pathname`: percent-encoded ASCII):
 * one leading slash (never `//host`, which a link would read as another site), URL path characters
 * only (no query, fragment, backslash or space), at most CHAT_PATH_MAX_LENGTH characters.
 */
export function isSitePath(path: string): boolean {
  return path.length <= CHAT_PATH_MAX_LENGTH && /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/.test(path);
}

export type ChatAuthor = 'visitor' | 'agent';

export interface ChatMessage {
  id: number;
  author: ChatAuthor;
  body: string;
  /** ISO time. */
  createdAt: string;
}

/** Why the visitor may leave a message only: outside opening hours, or nobody online to answer. */
export type ChatUnavailable = 'closed-hours' | 'no-agent';

export interface ChatState {
  /** null: an agent can answer now. */
  unavailable: ChatUnavailable | null;
  conversation: { id: string; status: 'open' | 'closed' } | null;
  messages: ChatMessage[];
}

/** A conversation in the care desk's list (GET /api/editor/chat/conversations). */
export interface ConversationSummary {
  id: string;
  status: 'open' | 'closed';
  contactName: string | null;
  contactMsisdn: string | null;
  signedIn: boolean;
  /** The signed-in visitor's own line (null for a guest). */
  visitorMsisdn: string | null;
  /** The site path the visitor was on when it last started or wrote (null: not known). */
  visitorPath: string | null;
  locale: string;
  updatedAt: string;
  unread: number;
  lastMessage: ChatMessage | null;
}
