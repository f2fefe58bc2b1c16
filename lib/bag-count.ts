/**
 * What the header needs to know about the bag on every page (kept apart from lib/shop.ts so the
 * catalogue's shapes and addresses stay out of every page's first JavaScript).
 */

/** The `bag` cookie: the number of units in the bag, readable by the header's script (not a secret). */
export const BAG_COUNT_COOKIE = 'bag';
/** Sent on window when the bag changed in this tab. */
export const BAG_EVENT = 'shop:bag';

export function bagCountFromCookie(): number {
  if (typeof document === 'undefined') return 0;
  const part = document.cookie.split(';').find((p) => p.trim().startsWith(`${BAG_COUNT_COOKIE}=`));
  const n = Number(part?.split('=')[1]);
  return Number.isInteger(n) && n > 0 ? n : 0;
}
