import { z } from 'zod';
import { requireEditorRole } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { pageQuery } from '@/lib/server/api/page-params';
import { getDraft } from '@/lib/server/content/editor';
import { moveReview, roleFor } from '@/lib/server/content/review';

export const config = { api: { bodyParser: false } };

const refusals = { author: 'editorReview.needAuthor', reviewer: 'editorReview.needReviewer', publisher: 'editorReview.needPublisher' } as const;

/**
 * Moves a page's draft in one language one step of review (lib/server/content/review.ts): `submit` (an
 * author: draft → in review), `approve` (a reviewer: in review → approved; with "two people" on, not
 * their own change: 403), `send-back` (a reviewer: in review or approved → draft, with an optional note
 * for the author). 403 without the role, 409 from any other state (saying which it is in). Answers the
 * draft with its new state.
 */
export default apiRoute({
  POST: endpoint({
    query: pageQuery,
    body: z.object({
      action: z.enum(['submit', 'approve', 'send-back']),
      note: z.string().trim().max(1000, { error: 'validation.tooLong?max=1000' }).optional(),
    }),
    async handler({ req, query, body }) {
      const role = roleFor(body.action);
      const editor = await requireEditorRole(req, role, refusals[role]);
      await moveReview(query.uri, query.lang, body.action, editor, body.note || undefined);
      return { data: await getDraft(query.uri, query.lang) };
    },
  }),
});
