import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { createCaptcha } from '@/lib/server/services/accounts/captcha';

export const config = { api: { bodyParser: false } };

/**
 * A new proof-of-work challenge for the `altcha-widget`: `data` is `{ parameters, signature }` (signed,
 * 10 minutes). It holds no answer: the browser finds it, and sends the payload as `captcha` with the
 * next sign-in attempt.
 */
export default apiRoute({
  POST: endpoint({
    rateLimit: [{ name: 'captcha-ip', points: 60, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler() {
      return { data: await createCaptcha() };
    },
  }),
});
