import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { getDatabase } from '@/lib/server/db';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: endpoint({
    async handler() {
      const { kind } = await getDatabase();
      return { data: { status: 'ok', database: kind } };
    },
  }),
});
