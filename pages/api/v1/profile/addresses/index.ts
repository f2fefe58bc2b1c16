import { setSegmentCookie } from '@/lib/server/api/segment';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { addAddress, addressesOf, removeAddress } from '@/lib/server/services/accounts/profile';
import { addressBody, idQuery } from '@/lib/server/services/accounts/schemas';

export const config = { api: { bodyParser: false } };

/**
 * The subscriber's addresses: GET lists them, POST adds one (the first is primary) and answers it,
 * DELETE ?id= removes one (the oldest remaining becomes primary) and answers the list.
 */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      const { accountId } = await requireSubscriber(req);
      return { data: await addressesOf(accountId) };
    },
  }),
  POST: endpoint({
    body: addressBody,
    rateLimit: [{ name: 'addresses-ip', points: 60, durationSeconds: 600, key: ({ ip }) => ip }],
    async handler({ req, res, body }) {
      const { accountId } = await requireSubscriber(req);
      const data = await addAddress(accountId, body);
      await setSegmentCookie(res, accountId);
      return { status: 201, data, message: 'accountApi.addressAdded' };
    },
  }),
  DELETE: endpoint({
    query: idQuery,
    async handler({ req, res, query }) {
      const { accountId } = await requireSubscriber(req);
      const data = await removeAddress(accountId, query.id);
      await setSegmentCookie(res, accountId);
      return { data, message: 'accountApi.addressRemoved' };
    },
  }),
});
