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
  locale: string;
  updatedAt: string;
  unread: number;
  lastMessage: ChatMessage | null;
}
