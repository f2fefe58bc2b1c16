import { requireEditor } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { listNewLineRequests } from '@/lib/server/services/new-line';

export const config = { api: { bodyParser: false } };

/** The latest 200 new-line requests (new-offer), newest first, for signed-in editors. */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      await requireEditor(req);
      return { data: await listNewLineRequests() };
    },
  }),
});
