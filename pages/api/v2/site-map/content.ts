import { z } from 'zod';
import { notFound } from '@/lib/server/api/errors';
import { EDITOR_CACHE_CONTROL, signedInEditor } from '@/lib/server/api/editor-viewer';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { uriParam, versionParam } from '@/lib/server/api/params';
import { getServedPage } from '@/lib/server/content/documents';
import { getServedDraft } from '@/lib/server/content/editor';

export const config = { api: { bodyParser: false } };

/** Shared caches may keep the live version for a minute (a publish shows within that time). */
const LIVE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/**
 * A page document (design.md section 4). Visitors get the live version only: `version=0` (or the live
 * version's own number). Other versions (`version=N`) and the draft (`draft=1`) need an editor
 * session; without one they are a 404, like a page that does not exist, and nothing of them is sent.
 * Only the live answer to a visitor may be kept by a shared cache; anything answered to an editor is
 * `private, no-store`.
 */
export default apiRoute({
  GET: endpoint({
    query: z.object({
      uri: uriParam(),
      version: versionParam(),
      draft: z.enum(['0', '1', 'true', 'false'], { error: 'validation.invalid' }).optional(),
    }),
    async handler({ req, res, query, lang }) {
      const wantsDraft = query.draft === '1' || query.draft === 'true';
      const editor = await signedInEditor(req);
      if (editor) {
        res.setHeader('Cache-Control', EDITOR_CACHE_CONTROL);
        const doc = wantsDraft ? await getServedDraft(query.uri, lang) : await getServedPage(query.uri, lang, query.version);
        if (!doc) throw notFound();
        return { data: doc };
      }
      if (wantsDraft) throw notFound();
      const live = await getServedPage(query.uri, lang);
      if (!live || (query.version !== 0 && query.version !== live.version)) throw notFound();
      res.setHeader('Cache-Control', LIVE_CACHE_CONTROL);
      return { data: live };
    },
  }),
});
