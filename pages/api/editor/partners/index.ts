import { z } from 'zod';
import { requireEditor } from '@/lib/server/api/editor-session';
import { ApiError, notFound } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { decideApplication, listApplications } from '@/lib/server/services/platinum';

export const config = { api: { bodyParser: false } };

/**
 * Platinum partner applications for editors (/editor/partners): the list (pending first), and a
 * decision on one: approve, or reject with a reason (required; it is sent to the applicant).
 */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      await requireEditor(req);
      return { data: await listApplications() };
    },
  }),
  POST: endpoint({
    body: z.discriminatedUnion(
      'decision',
      [
        z.object({ id: z.string().max(64), decision: z.literal('approved') }),
        z.object({
          id: z.string().max(64),
          decision: z.literal('rejected'),
          reason: z.string({ error: 'platinum.errors.reasonRequired' }).trim().min(1, { error: 'platinum.errors.reasonRequired' }).max(500, { error: 'validation.tooLong?max=500' }),
        }),
      ],
      { error: 'platinum.errors.decision' },
    ),
    async handler({ req, body }) {
      const editor = await requireEditor(req);
      const result = await decideApplication({ id: body.id, decision: body.decision, reason: 'reason' in body ? body.reason : undefined, editor: editor.email });
      if (result.outcome === 'not-found') throw notFound();
      if (result.outcome === 'already-decided') throw new ApiError(409, 'platinum.errors.alreadyDecided');
      return { data: result.application, message: `platinum.review.${body.decision}` };
    },
  }),
});
