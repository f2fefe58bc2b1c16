/**
 * Builder.io's Content API (v3) over plain HTTPS JSON, no SDK. Each call gives up after
 * BUILDER_TIMEOUT_MS and is tried once more on a timeout, a network error or a 5xx, like the other
 * outside calls (AbortSignal.timeout); the API key is in the query string, so URLs are never logged.
 */
import type { Locale } from '@/lib/locales';
import { serverEnv } from '../../env';
import { logger } from '../../logger';
import type { BuilderEntry } from './map';

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

async function getJson(path: string, params: Record<string, string>): Promise<unknown> {
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
  const body = await getJson('', { url: uri, 'userAttributes.urlPath': uri, locale, 'userAttributes.locale': locale, limit: '1', includeRefs: 'true' });
  return results(body)[0] ?? null;
}

/** Every published entry of the model (the import's `--api`), page by page. */
export async function fetchAllBuilderEntries(pageSize = 50, maxPages = 20): Promise<BuilderEntry[]> {
  const all: BuilderEntry[] = [];
  for (let page = 0; page < maxPages; page += 1) {
    const batch = results(await getJson('', { limit: String(pageSize), offset: String(page * pageSize), includeRefs: 'true' }));
    all.push(...batch);
    if (batch.length < pageSize) break;
  }
  return all;
}
