/**
 * Builder.io's Content API (v3) over plain HTTPS JSON, no SDK. Each call gives up after
 * BUILDER_TIMEOUT_MS and is tried once more on a timeout, a network error or a 5xx, like the other
 * outside calls (AbortSignal.timeout); the API key is in the query string, so URLs are never logged.
 */
import type { Locale } from '@/lib/locales';
import { serverEnv } from '../../env';
import { logger } from '../../logger';
import { BUILDER_CDN_HOST, type BuilderEntry } from './map';

const ATTEMPTS = 2;

export class BuilderUnavailable extends Error {
  constructor(reason: string) {
    super(`Builder content API unavailable: ${reason}`);
    this.name = 'BuilderUnavailable';
  }
}

export function builderConfigured(): boolean {
  const env = serverEnv();
  return env.CONTENT_SOURCE === 'builder' && Boolean(env.BUILDER_API_KEY);
}

async function getJson(path: string, params: Record<string, string>, options: { notFoundIsEmpty?: boolean } = {}): Promise<unknown> {
  const env = serverEnv();
  if (!env.BUILDER_API_KEY) throw new BuilderUnavailable('BUILDER_API_KEY is not set');
  const url = new URL(`/api/v3/content/${encodeURIComponent(env.BUILDER_MODEL)}${path}`, env.BUILDER_API_URL);
  url.searchParams.set('apiKey', env.BUILDER_API_KEY);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  let last = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(env.BUILDER_TIMEOUT_MS) });
      if (response.status >= 500) {
        last = `answered ${response.status}`;
        continue;
      }
      // A query Builder has nothing for: the page is gone (unpublished, deleted), not Builder being down.
      if (response.status === 404 && options.notFoundIsEmpty) return { results: [] };
      if (!response.ok) throw new BuilderUnavailable(`answered ${response.status}`);
      return await response.json();
    } catch (error) {
      if (error instanceof BuilderUnavailable) throw error;
      last = (error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message;
    }
  }
  // The path and model only: the URL carries the API key.
  logger.warn({ model: env.BUILDER_MODEL, path: params.url ?? path, reason: last }, 'Builder content API call failed');
  throw new BuilderUnavailable(last);
}

function results(body: unknown): BuilderEntry[] {
  const list = typeof body === 'object' && body !== null ? (body as { results?: unknown }).results : undefined;
  return Array.isArray(list) ? (list.filter((e) => typeof e === 'object' && e !== null) as BuilderEntry[]) : [];
}

/** The published entry whose URL is `uri` for `locale`, or null when Builder has none. Throws BuilderUnavailable. */
export async function fetchBuilderEntry(uri: string, locale: Locale): Promise<BuilderEntry | null> {
  const body = await getJson('', { url: uri, 'userAttributes.urlPath': uri, locale, 'userAttributes.locale': locale, limit: '1', includeRefs: 'true', enrich: 'true' }, { notFoundIsEmpty: true });
  return results(body)[0] ?? null;
}

/** Every published entry of the model (the import's `--api`), page by page. */
export async function fetchAllBuilderEntries(pageSize = 50, maxPages = 20): Promise<BuilderEntry[]> {
  const all: BuilderEntry[] = [];
  for (let page = 0; page < maxPages; page += 1) {
    const batch = results(await getJson('', { limit: String(pageSize), offset: String(page * pageSize), includeRefs: 'true', enrich: 'true' }));
    all.push(...batch);
    if (batch.length < pageSize) break;
  }
  return all;
}

export type MediaDownload = { ok: true; bytes: Buffer; contentType: string } | { ok: false; reason: string };

const MAX_REDIRECTS = 3;

/**
 * The bytes of a file on Builder's CDN (`https://cdn.builder.io/...`), at most `maxBytes`, until
 * `signal` (else BUILDER_MEDIA_TIMEOUT_MS) ends. Asked of BUILDER_API_URL's origin, which is the CDN
 * itself unless a test points it at a stand-in; redirects are followed on that origin only. Never
 * throws: a failure is a reason (the caller drops the file with a warning and tries again at the next
 * refresh).
 */
export async function fetchBuilderMedia(source: string, maxBytes: number, signal?: AbortSignal): Promise<MediaDownload> {
  const env = serverEnv();
  let url: URL;
  try {
    const parsed = new URL(source);
    if (parsed.protocol !== 'https:' || parsed.hostname !== BUILDER_CDN_HOST || parsed.port || parsed.username || parsed.password) {
      return { ok: false, reason: 'not on Builder\'s CDN' };
    }
    url = new URL(parsed.pathname + parsed.search, env.BUILDER_API_URL);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  const origin = url.origin;
  signal ??= AbortSignal.timeout(env.BUILDER_MEDIA_TIMEOUT_MS);
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const response = await fetch(url, { redirect: 'manual', signal });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const next = new URL(response.headers.get('location') ?? '', url);
        if (next.origin !== origin) return { ok: false, reason: 'redirected away from Builder\'s CDN' };
        url = next;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { ok: false, reason: `Builder's CDN answered ${response.status}` };
      }
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > maxBytes) {
        await response.body?.cancel();
        return { ok: false, reason: `larger than ${maxBytes / 1_000_000} MB` };
      }
      // Counted while reading: a missing or false Content-Length cannot make us hold more than the limit.
      const chunks: Uint8Array[] = [];
      let size = 0;
      const reader = response.body?.getReader();
      for (;;) {
        if (!reader) break;
        const { done, value } = await reader.read();
        if (done) break;
        size += value.length;
        if (size > maxBytes) {
          await reader.cancel();
          return { ok: false, reason: `larger than ${maxBytes / 1_000_000} MB` };
        }
        chunks.push(value);
      }
      return { ok: true, bytes: Buffer.concat(chunks), contentType: response.headers.get('content-type') ?? '' };
    }
    return { ok: false, reason: 'too many redirects' };
  } catch (error) {
    return { ok: false, reason: (error as Error).name === 'TimeoutError' ? 'timed out' : 'could not be downloaded' };
  }
}
