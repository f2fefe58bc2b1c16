import { z } from 'zod';
import { requireContentRole, requireEditor } from '@/lib/server/api/editor-session';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { pageQuery } from '@/lib/server/api/page-params';
import { addComment, listComments, setCommentStatus } from '@/lib/server/content/comments';

export const config = { api: { bodyParser: false } };

/**
 * Comments on a page in one language (lib/server/content/comments.ts): GET lists them (oldest first,
 * each on the page or on one block, open or resolved); POST { body, blockId? } adds one and tells the
 * page's author; PATCH { id, status } resolves or reopens one. Writing needs a role for pages (403).
 */
export default apiRoute({
  GET: endpoint({
    query: pageQuery,
    async handler({ req, query }) {
      await requireEditor(req);
      return { data: await listComments(query.uri, query.lang) };
    },
  }),
  POST: endpoint({
    query: pageQuery,
    body: z.object({
      body: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(2000, { error: 'validation.tooLong?max=2000' }),
      /** The block's id in the Puck data (props.id). */
      blockId: z.string().regex(/^[\w-]{1,100}$/, { error: 'editorReview.noSuchBlock' }).optional(),
    }),
    async handler({ req, query, body }) {
      const editor = await requireContentRole(req);
      return { status: 201, data: await addComment(query.uri, query.lang, editor, body.body, body.blockId) };
    },
  }),
  PATCH: endpoint({
    query: pageQuery,
    body: z.object({ id: z.number().int().positive().max(2 ** 31 - 1), status: z.enum(['open', 'resolved']) }),
    async handler({ req, query, body }) {
      const editor = await requireContentRole(req);
      await setCommentStatus(query.uri, query.lang, body.id, body.status, editor);
      return { data: await listComments(query.uri, query.lang) };
    },
  }),
});
