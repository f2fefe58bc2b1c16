import { z } from 'zod';
import { ApiError, notFound } from '@/lib/server/api/errors';
import { requirePublisher } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { pageQuery } from '@/lib/server/api/page-params';
import { instantParam } from '@/lib/server/api/params';
import { refuseUnpublishable } from '@/lib/server/api/publish-refusal';
import { schedulePublish } from '@/lib/server/content/editor';
import { audit } from '@/lib/server/services/editor-auth';

export const config = { api: { bodyParser: false } };

/**
 * Publishes the draft at a given time, even when no editor is signed in then. The draft must pass the
 * check before publishing now (400 naming each block and field otherwise, nothing scheduled); the
 * scheduler checks it again when the time comes.
 */
export default apiRoute({
  POST: endpoint({
    query: pageQuery,
    body: z.object({ at: instantParam() }),
    async handler({ req, query, body, t }) {
      const editor = await requirePublisher(req);
      const at = body.at;
      if (at.getTime() < Date.now() - 60_000) throw new ApiError(400, 'errors.pastSchedule', { errors: { at: 'errors.pastSchedule' } });
      if (!(await refuseUnpublishable('editorCheck.notScheduled', t, query.lang, () => schedulePublish(query.uri, query.lang, at, editor.email)))) throw notFound();
      await audit(editor.email, 'schedule', { uri: query.uri, locale: query.lang, detail: { at: at.toISOString() } });
      return { data: { scheduledAt: at.toISOString() } };
    },
  }),
});
