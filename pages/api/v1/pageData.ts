import { z } from 'zod';
import { notFound } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { uriParam } from '@/lib/server/api/params';
import { getPublishedPage } from '@/lib/server/content/pages';
import { allMessages } from '@/lib/server/i18n';

export const config = { api: { bodyParser: false } };

/** Flattens nested messages to `option.value` keys. */
function flatten(messages: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(messages)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[name] = value;
    else if (value && typeof value === 'object') Object.assign(out, flatten(value as Record<string, unknown>, name));
  }
  return out;
}

/**
 * Page data (spec section 7). `uri=accessibility-settings` gives the accessibility widget's labels:
 * a map of label keys to texts in the language asked. Any other uri gives a published page's
 * title and SEO data.
 */
export default apiRoute({
  GET: endpoint({
    query: z.object({ uri: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(300) }),
    async handler({ query, lang }) {
      if (query.uri === 'accessibility-settings') return { data: flatten(allMessages[lang].accessibility) };
      const uri = uriParam().parse(query.uri);
      const doc = await getPublishedPage(uri, lang);
      if (!doc) throw notFound();
      return { data: { uri: doc.uri, title: doc.title, layout: doc.layout, seo: doc.seo, version: doc.version } };
    },
  }),
});
