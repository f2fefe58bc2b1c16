/** Page documents as the content API and the pages serve them: validated, then resolved. */
import type { PageDocument } from '@/lib/content';
import type { Locale } from '@/lib/locales';
import { validatePage } from '@/registry/validate';
import { cached } from './cache';
import { getDraft } from './editor';
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
    const doc = await getPublishedPage(uri, locale, version);
    if (!doc) return null;
    return { ...doc, data: await resolvePageData(doc.data, locale) };
  });
}

/**
 * The draft as it would be served (validated, sanitised, resolved), for editors only: the preview and
 * the content API with an editor session. Never cached. Its version is 0.
 */
export async function getServedDraft(uri: string, locale: Locale): Promise<PageDocument | null> {
  const draft = await getDraft(uri, locale);
  if (!draft) return null;
  const { data } = validatePage(draft.data, { locale });
  return {
    uri,
    locale,
    version: 0,
    layout: draft.layout,
    title: draft.title,
    seo: draft.seo,
    data: await resolvePageData(data, locale),
    publishedAt: new Date().toISOString(),
  };
}
