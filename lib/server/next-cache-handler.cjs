/**
 * Next's page cache (ISR) in Redis, for several servers (issue 15; README "Past one server"). Chosen by
 * next.config.ts when CACHE_HANDLER=redis and REDIS_URL are set at `next start`; without them Next keeps
 * its own file-system cache. A page rendered or revalidated on one server (res.revalidate on publish)
 * is written here once and served by every server. Plain CommonJS: Next loads this file itself at start,
 * outside the build.
 *
 * Entries live under `next:<build id>:` so a new deployment never serves pages of the old build. Each
 * entry keeps its lifetime (cacheControl) so any server can tell when it is stale; Redis forgets it
 * after `expire` seconds, or after twice `revalidate` (at least a minute) when Next gives no expiry:
 * long enough that a visitor gets the stale page while it is rebuilt, not a blocking render.
 * A failing Redis is logged and answered as a miss (the page is rendered), never an error page.
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: Next requires this file at start, unbundled */
const fs = require('node:fs');
const path = require('node:path');
const Redis = require('ioredis').default;

const TAGS_HEADER = 'x-next-cache-tags';
const g = globalThis;

/** One connection per process, shared by every handler instance Next creates. */
function client(url) {
  if (!g.__operatorNextCacheRedis) {
    const redis = new Redis(url, { maxRetriesPerRequest: 1, disconnectTimeout: 100 });
    let last = 0;
    redis.on('error', (err) => {
      if (Date.now() - last < 60_000) return;
      last = Date.now();
      console.warn(JSON.stringify({ level: 40, msg: 'next cache: redis unavailable, pages are rendered', err: err.message }));
    });
    g.__operatorNextCacheRedis = redis;
  }
  return g.__operatorNextCacheRedis;
}

function buildId(serverDistDir) {
  try {
    return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

// Buffers (app-router payloads) survive JSON as base64; the pages router stores strings only.
const replacer = (_key, value) =>
  value && value.type === 'Buffer' && Array.isArray(value.data) ? { __buffer: Buffer.from(value.data).toString('base64') } : value;
const reviver = (_key, value) => (value && typeof value.__buffer === 'string' ? Buffer.from(value.__buffer, 'base64') : value);

/** Seconds Redis keeps an entry; undefined: until replaced (a page that never revalidates). */
function ttlSeconds(cacheControl) {
  if (!cacheControl) return undefined;
  if (typeof cacheControl.expire === 'number' && cacheControl.expire > 0 && cacheControl.expire < 31_536_000) return Math.ceil(cacheControl.expire);
  if (typeof cacheControl.revalidate === 'number' && cacheControl.revalidate > 0) return Math.max(60, Math.ceil(cacheControl.revalidate * 2));
  return undefined;
}

function tagsOf(entry, ctx) {
  const header = entry && entry.value && entry.value.headers && entry.value.headers[TAGS_HEADER];
  const tags = typeof header === 'string' ? header.split(',') : [];
  return [...tags, ...((ctx && ctx.tags) || []), ...((ctx && ctx.softTags) || [])];
}

class RedisCacheHandler {
  /** @param {{ serverDistDir?: string, redisUrl?: string, keyPrefix?: string }} ctx */
  constructor(ctx = {}) {
    const url = ctx.redisUrl || process.env.REDIS_URL;
    if (!url) throw new Error('CACHE_HANDLER=redis needs REDIS_URL');
    this.redis = client(url);
    this.prefix = ctx.keyPrefix || `next:${buildId(ctx.serverDistDir || '.next/server')}:`;
  }

  async get(key, ctx) {
    try {
      const raw = await this.redis.get(this.prefix + key);
      if (!raw) return null;
      const entry = JSON.parse(raw, reviver);
      const tags = tagsOf(entry, ctx);
      if (tags.length > 0) {
        const times = await this.redis.hmget(`${this.prefix}tags`, ...tags);
        if (times.some((t) => t !== null && Number(t) > entry.lastModified)) return null;
      }
      return entry;
    } catch (err) {
      console.warn(JSON.stringify({ level: 40, msg: 'next cache: get failed, rendering', key, err: err.message }));
      return null;
    }
  }

  async set(key, data, ctx = {}) {
    const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
    const entry = JSON.stringify({ value: data, lastModified: Date.now(), cacheControl }, replacer);
    const ttl = ttlSeconds(cacheControl ?? (typeof ctx.revalidate === 'number' ? { revalidate: ctx.revalidate } : undefined));
    try {
      if (ttl) await this.redis.set(this.prefix + key, entry, 'EX', ttl);
      else await this.redis.set(this.prefix + key, entry);
    } catch (err) {
      console.warn(JSON.stringify({ level: 40, msg: 'next cache: set failed', key, err: err.message }));
    }
  }

  /** Entries carrying one of these tags and written before now are misses from now on, on every server. */
  async revalidateTag(tags) {
    const list = (Array.isArray(tags) ? tags : [tags]).filter(Boolean);
    if (list.length === 0) return;
    const now = String(Date.now());
    try {
      await this.redis.hset(`${this.prefix}tags`, Object.fromEntries(list.map((tag) => [tag, now])));
    } catch (err) {
      console.warn(JSON.stringify({ level: 40, msg: 'next cache: revalidateTag failed', err: err.message }));
    }
  }

  resetRequestCache() {}

  /** Closes this process's connection (tests). */
  static close() {
    g.__operatorNextCacheRedis?.disconnect();
    g.__operatorNextCacheRedis = undefined;
  }
}

module.exports = RedisCacheHandler;
module.exports.default = RedisCacheHandler;
module.exports.ttlSeconds = ttlSeconds;
