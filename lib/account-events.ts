/**
 * A browser event the account screens send when the unread-notification count changes (e.g. after
 * "mark all read"), so the header's badge follows without another request.
 */
export const UNREAD_EVENT = 'account:unread';

export function announceUnread(unread: number): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<number>(UNREAD_EVENT, { detail: unread }));
}
