/**
 * Which messages a page sends (issue 15, HTML weight): the whole catalogue is ~95 kB of JSON in every
 * page's __NEXT_DATA__, so each page sends the shell's namespaces plus those its blocks or its view
 * declare. A namespace is a top-level group (`'shop'`) or one group inside it (`'money.recharge'`).
 * Tests check the lists against the code (lib/testing/message-scan.ts).
 */
import type { Messages } from './index';

type Group<K extends keyof Messages> = Messages[K] extends Record<string, unknown> ? `${K}.${Extract<keyof Messages[K], string>}` : never;
export type MessageNamespace = keyof Messages | { [K in keyof Messages]: Group<K> }[keyof Messages];

/** What a page's provider gets: some of the catalogue. */
export type PageMessages = Partial<Messages>;

/**
 * Always sent: the header, menus, footer, color mode, notices, errors the shell shows (and the error
 * pages), validation (every form), and the panels the shell opens, which are small enough to ride
 * along rather than load later (search overlay, accessibility panel, chat panel: about 3 kB).
 */
export const shellMessages = [
  'meta',
  'nav',
  'accountMenu',
  'topTasks',
  'footer',
  'colorMode',
  'demo',
  'notice',
  'loading',
  'feedback',
  'errors',
  'validation',
  'search',
  'accessibility',
  'a11yWidget',
  'chat',
  'liveChat',
  'price',
  'money.common',
  'shop.bag',
] as const satisfies readonly MessageNamespace[];

/** The shell's namespaces and the given ones, without repeats. */
export function withShell(namespaces: readonly MessageNamespace[] = []): MessageNamespace[] {
  return [...new Set<MessageNamespace>([...shellMessages, ...namespaces])];
}

/** The part of a catalogue the namespaces name (a group inside a namespace keeps only that group). */
export function pickMessages(messages: Messages, namespaces: readonly MessageNamespace[]): PageMessages {
  const picked: Record<string, Record<string, unknown> | unknown> = {};
  const source = messages as unknown as Record<string, Record<string, unknown>>;
  for (const namespace of namespaces) {
    const [top, group] = namespace.split('.') as [string, string | undefined];
    if (!(top in source)) continue;
    if (!group) picked[top] = source[top];
    else if (picked[top] !== source[top] && group in source[top]) {
      picked[top] = { ...(picked[top] as Record<string, unknown> | undefined), [group]: source[top][group] };
    }
  }
  return picked as PageMessages;
}
