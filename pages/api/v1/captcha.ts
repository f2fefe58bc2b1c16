import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { createCaptcha } from '@/lib/server/services/accounts/captcha';

export const config = { api: { bodyParser: false } };

/** A new captcha: `{ id, image, audioText }` (the digits as words in the request's language). */
export default apiRoute({
  POST: endpoint({
    rateLimit: [{ name: 'captcha-ip', points: 60, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ lang }) {
      return { data: await createCaptcha(lang) };
    },
  }),
});
