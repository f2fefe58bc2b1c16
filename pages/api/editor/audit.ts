import { desc } from 'drizzle-orm';
import { requireEditor } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db';
import { auditLog } from '@/lib/server/db/schema';

export const config = { api: { bodyParser: false } };

/** The latest 200 entries of the audit log. */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      await requireEditor(req);
      const db = await getDb();
      const rows = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(200);
      return { data: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    },
  }),
});
