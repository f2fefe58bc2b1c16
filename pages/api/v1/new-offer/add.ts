import { assertSameSite } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { addBody, addNewLineRequest } from '@/lib/server/services/new-line';

export const config = { api: { bodyParser: false } };

/** New-line offer, step 1: `{ name, msisdn, city, offer }` → the request is filed and a 6-digit code goes to `msisdn`. */
export default apiRoute({
  POST: endpoint({
    body: addBody,
    rateLimit: [
      { name: 'new-line-add-ip', points: 10, durationSeconds: 3600, key: ({ ip }) => ip },
      { name: 'new-line-add-number', points: 5, durationSeconds: 3600, key: ({ body }) => body.msisdn },
    ],
    idempotent: true,
    async handler({ req, body, lang, t, deviceId, ip }) {
      assertSameSite(req);
      return { data: await addNewLineRequest(body, { lang, t, deviceId, ip }), message: 'newLine.api.codeSent' };
    },
  }),
});
