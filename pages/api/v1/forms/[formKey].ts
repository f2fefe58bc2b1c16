import { z } from 'zod';
import { formKeys, type FormKey } from '@/lib/flows';
import { formZodSchema } from '@/lib/forms.zod';
import { ApiError, notFound } from '@/lib/server/api/errors';
import { apiRoute, endpoint, fieldErrors } from '@/lib/server/api/handler';
import { saveFormSubmission } from '@/lib/server/services/forms';

export const config = { api: { bodyParser: false } };

/**
 * A form submission (contact, investor, general, form-365, b2b, shareholders): validated with the same
 * rules as the form in the browser (lib/forms.ts), stored, rate-limited per IP and per device.
 */
export default apiRoute({
  POST: endpoint({
    query: z.object({ formKey: z.string() }),
    rateLimit: [
      { name: 'forms-ip', points: 20, durationSeconds: 3600, key: ({ ip }) => ip },
      { name: 'forms-device', points: 10, durationSeconds: 3600, key: ({ deviceId }) => deviceId },
    ],
    async handler({ query, body, lang, deviceId }) {
      if (!(formKeys as readonly string[]).includes(query.formKey)) throw notFound();
      const formKey = query.formKey as FormKey;
      const parsed = formZodSchema(formKey).safeParse(body ?? {}, { reportInput: true });
      if (!parsed.success) throw new ApiError(400, 'errors.badRequest', { errors: fieldErrors(parsed.error) });
      const saved = await saveFormSubmission({ formKey, locale: lang, data: parsed.data as Record<string, unknown>, deviceId });
      return { status: 201, data: { id: saved.id }, message: 'forms.common.sent' };
    },
  }),
});
