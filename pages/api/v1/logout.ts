import { assertSameSite } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { clearSegmentCookie } from '@/lib/server/api/segment';
import { clearSubscriberCookie, requestToken } from '@/lib/server/api/subscriber-session';
import { revokeSession } from '@/lib/server/services/subscriber-sessions';

export const config = { api: { bodyParser: false } };

/** Sign-out: the session is revoked on the server and the cookie cleared; 200 even when not signed in. */
export default apiRoute({
  POST: endpoint({
    async handler({ req, res }) {
      const found = requestToken(req);
      if (found?.fromCookie) assertSameSite(req);
      await revokeSession(found?.token);
      clearSubscriberCookie(res);
      clearSegmentCookie(res);
      return { data: null, message: 'accountApi.signedOut' };
    },
  }),
});
