import { assertSameSite } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { detailsBody, submitNewLineDetails } from '@/lib/server/services/new-line';

export const config = { api: { bodyParser: false } };

/**
 * New-line offer, step 3: the personal details and ID of a confirmed request, with its `detailsToken`.
 * An ID already holding the maximum number of lines is refused.
 */
export default apiRoute({
  POST: endpoint({
    body: detailsBody,
    rateLimit: [{ name: 'new-line-details-ip', points: 30, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, body, lang, t, deviceId, ip }) {
      assertSameSite(req);
      return { data: await submitNewLineDetails(body, { lang, t, deviceId, ip }), message: 'newLine.api.submitted' };
    },
  }),
});
