/** Types of ./next-cache-handler.cjs (Next loads the plain CommonJS file itself at `next start`). */
interface CacheControl {
  revalidate?: number | false;
  expire?: number;
}
interface Entry {
  lastModified: number;
  value: unknown;
  cacheControl?: CacheControl;
}
declare class RedisCacheHandler {
  constructor(ctx?: { serverDistDir?: string; redisUrl?: string; keyPrefix?: string });
  get(key: string, ctx?: { tags?: string[]; softTags?: string[] }): Promise<Entry | null>;
  set(key: string, data: unknown, ctx?: { cacheControl?: CacheControl; revalidate?: number | false; fetchCache?: boolean; tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
  static close(): void;
}
declare namespace RedisCacheHandler {
  function ttlSeconds(cacheControl?: CacheControl): number | undefined;
}
export = RedisCacheHandler;
