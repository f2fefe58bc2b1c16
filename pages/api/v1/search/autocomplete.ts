import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { autocomplete } from '@/lib/server/services/search';

export const config = { api: { bodyParser: false } };

/** Grouped suggestions: 1 links, 2 shop products, 3 bundles; under 3 characters, nothing. */
export default apiRoute({
  GET: endpoint({
    query: z.object({ keyword: z.string().max(100, { error: 'validation.tooLong?max=100' }).default('') }),
    rateLimit: [{ name: 'search-ip', points: 120, durationSeconds: 60, key: ({ ip }) => ip }],
    async handler({ query, lang, res }) {
      res.setHeader('Cache-Control', 'public, max-age=60');
      return { data: await autocomplete(query.keyword, lang) };
    },
  }),
});
