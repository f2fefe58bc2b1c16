import { z } from 'zod';
import { locales } from '@/lib/locales';
import { requireEditor } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { resolveBlockProps } from '@/lib/server/content/resolve';

export const config = { api: { bodyParser: false } };

const body = z.object({
  type: z.string().max(60),
  props: z.record(z.string(), z.unknown()),
});

/**
 * POST { type, props } ?lang=: the data the server adds to this block for visitors of `lang` (an add-on
 * card's add-on, a list's add-ons…), so the editor's canvas shows the page as it will be served.
 */
export default apiRoute({
  POST: endpoint({
    query: z.object({ lang: z.enum(locales) }),
    body,
    maxBodyBytes: 64 * 1024,
    async handler({ req, query, body }) {
      await requireEditor(req);
      return { data: await resolveBlockProps(body.type, body.props, query.lang) };
    },
  }),
});
