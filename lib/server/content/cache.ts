/**
 * An in-process cache of published pages (design.md section 9: CMS pages are served from a cache,
 * invalidated on publish). Entries expire after a TTL so data blocks (prices) stay fresh; concurrent
 * misses for one key share a single computation. Each server has its own entries, so an invalidation is
 * also published on the live-event channel (Redis pub/sub when REDIS_URL is set): every server that
 * cached something follows that topic and drops the same keys at once.
 */
import { logger } from '../logger';
import { metrics, word } from '../observability/metrics';
import { channel, type Channel } from '../realtime/channel';

/** The channel topic of invalidations; its message is the key prefix to drop. */
export const CONTENT_INVALIDATE_TOPIC = 'content-cache:invalidate';

/** The key of the live tests' map (variants.ts); also dropped by sections.ts when a section with a test goes. */
export const LIVE_TESTS_KEY = 'variants|live';

const g = globalThis as typeof globalThis & {
  __operatorContentCache?: Map<string, { value: Promise<unknown>; expires: number }>;
  __operatorContentCacheFollows?: Channel;
};
const entries = (g.__operatorContentCache ??= new Map());

function drop(prefix: string): void {
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
}

/** Listens for other servers' invalidations (once per channel; again when tests swap the channel). */
function follow(): Channel | undefined {
  try {
    const current = channel();
    if (g.__operatorContentCacheFollows !== current) {
      g.__operatorContentCacheFollows = current;
      current.subscribe(CONTENT_INVALIDATE_TOPIC, (prefix) => drop(prefix ?? ''));
    }
    return current;
  } catch (error) {
    // The cache still works on this server; only the other servers hear of it later (TTL).
    logger.warn({ err: (error as Error).message }, 'content cache: no shared channel');
    return undefined;
  }
}

/** `key` starts with its kind (`page|…`): the kind labels the hits and misses (content_cache_requests_total). */
export function cached<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
  const hit = entries.get(key);
  const kind = word(key.split('|')[0]);
  if (hit && hit.expires > Date.now()) {
    metrics().cache.inc({ cache: kind, result: 'hit' });
    return hit.value as Promise<T>;
  }
  metrics().cache.inc({ cache: kind, result: 'miss' });
  follow();
  const value = compute();
  entries.set(key, { value, expires: Date.now() + ttlMs });
  value.catch(() => entries.delete(key));
  return value;
}

/** Forgets, on every server, every entry whose key starts with `prefix` (all entries without one). */
export function invalidate(prefix = ''): void {
  drop(prefix);
  follow()?.publish(CONTENT_INVALIDATE_TOPIC, prefix);
}
