/** Page documents as the content API and the pages serve them: validated, then resolved. */
import type { PageDocument } from '@/lib/content';
import type { Locale } from '@/lib/locales';
import { getBuilderPage } from './builder/source';
import { cached } from './cache';
import { getPublishedPage } from './pages';
import { resolvePageData } from './resolve';

/** Cached for a minute (prices and lists in data blocks follow within that time). */
const SERVED_TTL_MS = 60_000;

/**
 * A published page: version 0 is the live one, N that stored version (whether or not it is live).
 * Only the live one is for visitors: callers that serve anyone else check for an editor first.
 */
export function getServedPage(uri: string, locale: Locale, version = 0): Promise<PageDocument | null> {
  return cached(`page|${uri}|${locale}|served|${version}`, SERVED_TTL_MS, async () => {
    // Our own pages first; with CONTENT_SOURCE=builder, a uri we do not have is looked up in Builder.
    const doc = (await getPublishedPage(uri, locale, version)) ?? (version === 0 ? await getBuilderPage(uri, locale) : null);
    if (!doc) return null;
    return { ...doc, data: await resolvePageData(doc.data, locale) };
  });
}
