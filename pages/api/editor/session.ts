import { z } from 'zod';
import { ApiError } from '@/lib/server/api/errors';
import { clearSessionCookie, requireEditor, sessionToken, setSessionCookie, assertSameSite } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { refundRateLimit, type RateLimitRule } from '@/lib/server/api/rate-limit';
import { signIn, signOut } from '@/lib/server/services/editor-auth';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

/** Wrong passwords allowed in 15 minutes, per address and per e-mail (then 429 with Retry-After). */
const SIGN_IN_LIMITS: RateLimitRule<unknown, { email: string; password: string }>[] = [
  { name: 'editor-signin-ip', points: 10, durationSeconds: 900, key: ({ ip }) => ip },
  { name: 'editor-signin-email', points: 5, durationSeconds: 900, key: ({ body }) => body.email.toLowerCase() },
];

/** Editor sign-in (POST: `{ editor, expiresAt }` and the httpOnly cookie), the current editor (GET) and sign-out (DELETE). */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      return { data: await requireEditor(req) };
    },
  }),
  POST: endpoint({
    body: z.object({ email: zv.email(), password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(200) }),
    rateLimit: SIGN_IN_LIMITS,
    async handler(ctx) {
      const { req, res, body } = ctx;
      assertSameSite(req);
      const session = await signIn(body.email, body.password);
      if (!session) throw new ApiError(401, 'errors.wrongCredentials');
      // Only wrong passwords count: a right one gives its attempt back.
      for (const rule of SIGN_IN_LIMITS) await refundRateLimit(rule, ctx);
      // The token goes in the httpOnly cookie only: a script that can read the answer cannot take the session.
      setSessionCookie(res, session.token);
      return { data: { editor: session.editor, expiresAt: session.expiresAt.toISOString() } };
    },
  }),
  DELETE: endpoint({
    async handler({ req, res }) {
      assertSameSite(req);
      await signOut(sessionToken(req));
      clearSessionCookie(res);
      return { data: null };
    },
  }),
});
