import { z } from 'zod';
import { ApiError } from '@/lib/server/api/errors';
import { apiRoute, endpoint, fieldErrors } from '@/lib/server/api/handler';
import { findInputProblem } from '@/lib/server/api/input-guard';
import { readMultipart } from '@/lib/server/api/multipart';
import { idParam } from '@/lib/server/api/params';
import { CV_MAX_BYTES, detectCvKind, saveApplication } from '@/lib/server/services/careers';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

const fields = z.object({
  name: zv.text(120),
  email: zv.email(),
  phone: zv.iraqiMsisdn(),
  coverLetter: z.string().max(3_000, { error: 'validation.tooLong?max=3000' }).default(''),
});

const mimeOf = { pdf: 'application/pdf', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };

/**
 * A job application with a CV (multipart/form-data: name, email, phone, coverLetter, cv). The CV must
 * be a PDF or DOCX by its content, at most 5 MB; it is stored in the database.
 */
export default apiRoute({
  POST: endpoint({
    query: z.object({ id: idParam() }),
    rawBody: true,
    rateLimit: [{ name: 'job-apply-ip', points: 10, durationSeconds: 3600, key: ({ ip }) => ip }],
    async handler({ req, query, lang }) {
      const { fields: raw, files } = await readMultipart(req, { maxFileBytes: CV_MAX_BYTES, tooLargeField: 'cv' });
      const parsed = fields.safeParse(raw, { reportInput: true });
      const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
      // The wrapper checks JSON bodies for text PostgreSQL refuses (NUL); a form read here is checked here.
      const unstorable = findInputProblem(raw);
      if (unstorable) errors[unstorable.field] = 'validation.invalidCharacters';
      const cv = files.find((f) => f.field === 'cv');
      const kind = cv && cv.data.length > 0 ? detectCvKind(cv.data) : null;
      if (!cv || cv.data.length === 0) errors.cv = 'errors.cvRequired';
      else if (!kind) errors.cv = 'errors.cvType';
      if (!parsed.success || !kind || !cv || unstorable) throw new ApiError(400, 'errors.badRequest', { errors });

      const saved = await saveApplication({
        jobId: query.id,
        ...parsed.data,
        cv: { fileName: cv.fileName.slice(0, 200) || `cv.${kind}`, mime: mimeOf[kind], data: cv.data },
        locale: lang,
      });
      if (!saved) throw new ApiError(404, 'errors.jobClosed');
      return { status: 201, data: { id: saved.id }, message: 'careers.applied' };
    },
  }),
});
