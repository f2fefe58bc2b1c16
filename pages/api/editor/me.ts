import { EDITOR_CACHE_CONTROL, signedInEditor } from '@/lib/server/api/editor-viewer';
import { apiRoute, endpoint } from '@/lib/server/api/handler';

export const config = { api: { bodyParser: false } };

/**
 * Who is signed in to the editor: `{ data: { id, email, name, roles } }`, or `{ data: null }` when nobody is.
 * Always 200, so the editor's start-up (asked before anyone signs in) makes no failing request; the
 * editor API itself still answers 401 without a session.
 */
export default apiRoute({
  GET: endpoint({
    async handler({ req, res }) {
      res.setHeader('Cache-Control', EDITOR_CACHE_CONTROL);
      return { data: await signedInEditor(req) };
    },
  }),
});
