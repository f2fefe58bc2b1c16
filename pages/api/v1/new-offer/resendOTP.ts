import { assertSameSite } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { resendBody, resendNewLineCode } from '@/lib/server/services/new-line';

export const config = { api: { bodyParser: false } };

/** New-line offer: `{ msisdn, requestId }` → a new code for the request (after the resend delay; tries carry over). */
export default apiRoute({
  POST: endpoint({
    body: resendBody,
    rateLimit: [
      { name: 'new-line-resend-ip', points: 10, durationSeconds: 3600, key: ({ ip }) => ip },
      { name: 'new-line-resend-number', points: 5, durationSeconds: 3600, key: ({ body }) => body.msisdn },
    ],
    idempotent: true,
    async handler({ req, body, lang, t, deviceId, ip }) {
      assertSameSite(req);
      return { data: await resendNewLineCode(body.msisdn, body.requestId, { lang, t, deviceId, ip }), message: 'newLine.api.codeSent' };
    },
  }),
});
