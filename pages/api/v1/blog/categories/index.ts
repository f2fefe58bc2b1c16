import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { listCategories } from '@/lib/server/services/blog';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: endpoint({
    async handler({ lang }) {
      return { data: await listCategories(lang) };
    },
  }),
});
