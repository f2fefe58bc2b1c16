import { z } from 'zod';
import { ApiError, notFound } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { parseRange } from '@/lib/server/api/range';
import { builderMediaBytes, builderMediaInfo } from '@/lib/server/content/builder/media';

export const config = { api: { bodyParser: false } };

/** The name is the content's hash: the answer never changes, so caches keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Largest part sent for an open range: a part is read from the database for each answer. */
const OPEN_PART = 1_048_576;

/**
 * An image or video of a Builder.io page, copied to our origin (lib/server/content/builder/media.ts):
 * `/api/v1/media/<sha256>.<ext>`, from the database (any server answers it), with its checked type,
 * nosniff, an ETag (the hash) and single byte ranges (206) for video seeking.
 */
export default apiRoute({
  GET: endpoint({
    query: z.object({ file: z.string().max(100) }),
    async handler({ req, query }) {
      const info = await builderMediaInfo(query.file);
      if (!info) throw notFound();
      const etag = `"${info.sha256}"`;
      const headers = { ETag: etag, 'Accept-Ranges': 'bytes', 'Cache-Control': IMMUTABLE };
      const held = req.headers['if-none-match'];
      if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return { status: 304, headers };

      const range = parseRange(req.headers.range, info.size, OPEN_PART);
      if (range === 'unsatisfiable') {
        throw new ApiError(416, 'errors.rangeNotSatisfiable', { headers: { 'Content-Range': `bytes */${info.size}` } });
      }
      const { start, end } = range ?? { start: 0, end: info.size - 1 };
      const file = {
        body: await builderMediaBytes(info.sha256, start, end),
        contentType: info.contentType,
        disposition: 'inline' as const,
        fileName: query.file,
        cacheControl: IMMUTABLE,
      };
      if (!range) return { headers, file };
      return { status: 206, headers: { ...headers, 'Content-Range': `bytes ${start}-${end}/${info.size}` }, file };
    },
  }),
});
