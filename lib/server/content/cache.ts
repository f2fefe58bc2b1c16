/**
 * An in-process cache of published pages (design.md section 9: CMS pages are served from a cache,
 * invalidated on publish). Entries expire after a TTL so data blocks (prices) stay fresh; concurrent
 * misses for one key share a single computation.
 */
const g = globalThis as typeof globalThis & {
  __operatorContentCache?: Map<string, { value: Promise<unknown>; expires: number }>;
};
const entries = (g.__operatorContentCache ??= new Map());

export function cached<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > Date.now()) return hit.value as Promise<T>;
  const value = compute();
  entries.set(key, { value, expires: Date.now() + ttlMs });
  value.catch(() => entries.delete(key));
  return value;
}

/** Forgets every entry whose key starts with `prefix` (all entries without one). */
export function invalidate(prefix = ''): void {
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
}
