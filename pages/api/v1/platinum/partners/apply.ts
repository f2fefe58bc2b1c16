import { z } from 'zod';
import { governorateIds } from '@/lib/governorates';
import { DISCOUNT_MAX, DISCOUNT_MIN, DOCUMENT_MAX_BYTES, LOGO_MAX_BYTES, detectLogoType, isPdf, partnerCategories } from '@/lib/platinum';
import { ApiError } from '@/lib/server/api/errors';
import { apiRoute, endpoint, fieldErrors } from '@/lib/server/api/handler';
import { findInputProblem } from '@/lib/server/api/input-guard';
import { readMultipart } from '@/lib/server/api/multipart';
import { submitApplication } from '@/lib/server/services/platinum';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

const discount = `platinum.errors.discount?min=${DISCOUNT_MIN}&max=${DISCOUNT_MAX}`;
const coordinate = (min: number, max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ error: 'platinum.errors.location' }).min(min, { error: 'platinum.errors.location' }).max(max, { error: 'platinum.errors.location' }).optional());

const fields = z.object({
  fullName: zv.text(120),
  shopName: zv.text(120),
  address: zv.text(300),
  governorate: z.enum(governorateIds, { error: 'platinum.errors.governorate' }),
  category: z.enum(partnerCategories, { error: 'platinum.errors.category' }),
  discount: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : undefined),
    z.number({ error: discount }).int({ error: discount }).min(DISCOUNT_MIN, { error: discount }).max(DISCOUNT_MAX, { error: discount }),
  ),
  phone: zv.iraqiMsisdn(),
  email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), zv.email().optional()),
  lat: coordinate(28, 38),
  lng: coordinate(38, 49),
});

/**
 * A Platinum partner application (multipart/form-data): the fields above, a logo (PNG, JPEG or WebP
 * by its content, at most 2 MB) and a supporting document (a PDF by its content, at most 5 MB). Every
 * wrong field is answered at once in the page's language. Stored (files in the database) and a code
 * texted to the contact number → 201 `{ applicationId, resendAfter, length }`; the application goes to
 * review only once that code comes back (./confirm.ts), so the form never texts an unproven number
 * anything but its code (limited per number and IP).
 */
export default apiRoute({
  POST: endpoint({
    rawBody: true,
    rateLimit: [{ name: 'platinum-apply-ip', points: 5, durationSeconds: 3600, key: ({ ip }) => ip }],
    async handler({ req, lang, t, deviceId, ip }) {
      const { fields: raw, files } = await readMultipart(req, {
        maxFileBytes: DOCUMENT_MAX_BYTES,
        maxFiles: 3,
        maxBytesByField: { logo: LOGO_MAX_BYTES, document: DOCUMENT_MAX_BYTES },
      });
      const parsed = fields.safeParse(raw, { reportInput: true });
      const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
      // The wrapper checks JSON bodies for text PostgreSQL refuses (NUL); a form read here is checked here.
      const unstorable = findInputProblem(raw);
      if (unstorable) errors[unstorable.field] = 'validation.invalidCharacters';

      const logo = files.find((f) => f.field === 'logo' && f.data.length > 0);
      const logoType = logo ? detectLogoType(logo.data) : null;
      if (!logo) errors.logo = 'platinum.errors.logoRequired';
      else if (!logoType) errors.logo = 'platinum.errors.logoType';
      const document = files.find((f) => f.field === 'document' && f.data.length > 0);
      if (!document) errors.document = 'platinum.errors.documentRequired';
      else if (!isPdf(document.data)) errors.document = 'platinum.errors.documentType';

      if (!parsed.success || Object.keys(errors).length > 0 || !logo || !logoType || !document) {
        throw new ApiError(400, 'errors.badRequest', { errors });
      }
      const { phone, email, lat, lng, ...rest } = parsed.data;
      const sent = await submitApplication(
        {
          ...rest,
          phone,
          email: email ?? null,
          ...(lat !== undefined && lng !== undefined ? { lat, lng } : {}),
          logo: { data: logo.data, type: logoType },
          document: { data: document.data, fileName: document.fileName.replace(/[^\w.\- ]/g, '_') },
          lang,
        },
        { lang, t, deviceId, ip },
      );
      return { status: 201, data: sent, message: 'platinum.apply.codeSent' };
    },
  }),
});
