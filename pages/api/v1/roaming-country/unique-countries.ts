import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { roamingCountryList } from '@/lib/server/services/addons';

export const config = { api: { bodyParser: false } };

/** Countries with at least one roaming add-on, `[{ code, name }]`, sorted by name in `lang`. */
export default apiRoute({
  GET: endpoint({
    handler: async ({ lang }) => ({ data: await roamingCountryList(lang) }),
  }),
});
