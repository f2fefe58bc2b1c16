import { z } from 'zod';
import { codeChecksPerNumber } from '@/lib/server/api/code-check-limits';
import { appendCookies, cookieLine, requestCookie } from '@/lib/server/api/cookies';
import { assertSameSite } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { currentSubscriber, requestToken } from '@/lib/server/api/subscriber-session';
import { castVote, isDeviceToken, newDeviceToken, TALENT_DEVICE_COOKIE, TALENT_DEVICE_DAYS } from '@/lib/server/services/talent';
import { messages } from '@/lib/validation/rules';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

const id = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v),
  z.number({ error: 'talent.api.chooseContestant' }).int({ error: messages.invalid }).positive({ error: messages.invalid }).max(2_147_483_647, { error: messages.invalid }),
);

/**
 * A talent vote: `{ contestantId }` signed in (cookie or bearer: the subscriber's own number), or
 * `{ contestantId, msisdn, code }` with the code from vote/code. One vote per number per round (a second
 * one is a 409), at most 5 numbers per voting device and 20 per IP address in a round (429).
 */
export default apiRoute({
  POST: endpoint({
    body: z.object({ contestantId: id, msisdn: zv.operatorMsisdn().optional(), code: zv.pin().optional() }),
    rateLimit: [
      { name: 'talent-vote-ip', points: 60, durationSeconds: 600, key: ({ ip }) => ip },
      codeChecksPerNumber('talent-vote-number', ({ body }) => body.msisdn),
    ],
    async handler({ req, res, body, ip }) {
      const token = requestToken(req);
      if (!token || token.fromCookie) assertSameSite(req);
      const subscriber = token ? await currentSubscriber(req) : null;
      // The voting device: the cookie we gave it, or a new one (a client that drops cookies is still held by the IP limit).
      let device = requestCookie(req, TALENT_DEVICE_COOKIE);
      if (!isDeviceToken(device)) {
        device = newDeviceToken();
        appendCookies(res, [cookieLine(TALENT_DEVICE_COOKIE, device, { maxAge: TALENT_DEVICE_DAYS * 86_400 })]);
      }
      const voted = await castVote({ contestantId: body.contestantId, subscriber, msisdn: body.msisdn, code: body.code, deviceToken: device, ip });
      return { data: voted, message: 'talent.api.voted' };
    },
  }),
});
