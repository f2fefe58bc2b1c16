/**
 * The `signed_in=1` flag cookie: set and cleared by the server together with the httpOnly session
 * cookie (lib/server/api/subscriber-session.ts). It is no secret and proves nothing; it only lets the
 * browser know, without a request, whether to show "Sign in" or the account menu on cached pages.
 */
export const SIGNED_IN_COOKIE = 'signed_in';
/** Sent on window when the flag is cleared in the browser. */
export const SIGNED_IN_EVENT = 'account:signed-in';

export function hasSignedInFlag(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim() === `${SIGNED_IN_COOKIE}=1`);
}

/** The session turned out to be gone (a 401): forget the flag so the header shows "Sign in". */
export function clearSignedInFlag(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  window.dispatchEvent(new Event(SIGNED_IN_EVENT));
}
