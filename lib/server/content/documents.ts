/** Page documents as the content API and the pages serve them: validated, then resolved. */
import type { PageDocument } from '@/lib/content';
import type { Locale } from '@/lib/locales';
import { cached } from './cache';
import { getPublishedPage } from './pages';
import { resolvePageData } from './resolve';

/** Cached for a minute (prices and lists in data blocks follow within that time). */
const SERVED_TTL_MS = 60_000;

export function getServedPage(uri: string, locale: Locale, version = 0): Promise<PageDocument | null> {
  return cached(`page|${uri}|${locale}|served|${version}`, SERVED_TTL_MS, async () => {
    const doc = await getPublishedPage(uri, locale, version);
    if (!doc) return null;
    return { ...doc, data: await resolvePageData(doc.data, locale) };
  });
}
