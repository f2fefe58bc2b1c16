/** Page documents as the content API and the pages serve them: validated, then resolved. */
import type { PageDocument } from '@/lib/content';
import type { Locale } from '@/lib/locales';
import { getPublishedPage } from './pages';
import { resolvePageData } from './resolve';

export async function getServedPage(uri: string, locale: Locale, version = 0): Promise<PageDocument | null> {
  const doc = await getPublishedPage(uri, locale, version);
  if (!doc) return null;
  return { ...doc, data: await resolvePageData(doc.data, locale) };
}
