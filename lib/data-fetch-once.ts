/**
 * One fetch of a page's data per client-side navigation (issue 28). After showing a statically
 * generated page (ours: ISR) from data it already has, Next's pages router sends a second request for
 * the same `/_next/data/…json`, a HEAD "to signal revalidation" (next/dist/shared/lib/router/router.js,
 * getRouteInfo). Here that request is always redundant: the data was fetched from the server just
 * before (the link prefetches on hover or touch, or the navigation fetches it), and that request
 * already let the server refresh a stale page; a publish refreshes the page at once anyway
 * (lib/server/content/revalidate.ts).
 *
 * The router keeps its background requests in its own in-flight cache (`sbc`), used otherwise only for
 * a page path the middleware matches (ours, proxy.ts, matches only malformed /api paths, never a page):
 * a cache that already holds every key sends none.
 */
export function skipRevalidationHead(router: unknown): void {
  if (!router || typeof router !== 'object' || !('sbc' in router)) return;
  const done = Promise.resolve(undefined);
  (router as { sbc: unknown }).sbc = new Proxy({} as Record<string, unknown>, {
    get: () => done,
    has: () => true,
    set: () => true,
    deleteProperty: () => true,
  });
}
