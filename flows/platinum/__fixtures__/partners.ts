import type { Envelope } from '@/lib/api/envelope';
import { ApiClientError } from '@/lib/api/errors';
import type { PartnerView } from '@/lib/platinum';
import { fakeApi, ok, refused, type FakeAnswer, type RecordedRequest } from '../../shared/testing';

/** Three partners as GET /api/v1/platinum/partners?lang=en answers them (tests and stories). */
export const samplePartners: PartnerView[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Dijla Restaurants',
    discount: 15,
    category: 'restaurants',
    governorate: { id: 'baghdad', name: 'Baghdad' },
    address: 'Abu Nuwas Street, Karrada',
    logoUrl: null,
    location: { lat: 33.305, lng: 44.42 },
  },
  {
    id: '00000000-0000-4000-8000-000000000006',
    name: 'Ankawa Electronics',
    discount: 5,
    category: 'electronics',
    governorate: { id: 'erbil', name: 'Erbil' },
    address: 'Ankawa Main Street',
    logoUrl: null,
    location: { lat: 36.23, lng: 44.0 },
  },
  {
    id: '00000000-0000-4000-8000-000000000004',
    name: 'Al-Shifa Medical Labs',
    discount: 20,
    category: 'health',
    governorate: { id: 'basra', name: 'Basra' },
    address: 'Algeria Street',
    logoUrl: null,
    location: { lat: 30.515, lng: 47.8 },
  },
];

/** A stand-in for GET /api/v1/platinum/partners that filters the sample by governorate and category. */
export const partnersApi = () =>
  fakeApi({
    'GET /api/v1/platinum/partners': (request) => {
      const governorate = request.query.get('governorate');
      const category = request.query.get('category');
      return ok(samplePartners.filter((p) => (!governorate || p.governorate.id === governorate) && (!category || p.category === category)));
    },
  });

/** A PNG's and a PDF's first bytes, and a text file: what the form checks before sending. */
export const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
// Built by hand: jsdom (the component tests) has no TextEncoder.
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
export const pdfBytes = ascii('%PDF-1.4\n%%EOF\n');
export const textBytes = ascii('just some text, not a PDF');

type Upload = <T>(path: string, form: FormData, options?: { lang?: string; onProgress?: (fraction: number) => void }) => Promise<Envelope<T>>;

/** A stand-in for the upload: accepts the form (reporting progress) or refuses it with field errors. */
export function fakeUpload(answer: { errors?: Record<string, string> } = {}): Upload & { forms: FormData[] } {
  const forms: FormData[] = [];
  const upload = async <T,>(_path: string, form: FormData, options: { onProgress?: (fraction: number) => void } = {}): Promise<Envelope<T>> => {
    forms.push(form);
    options.onProgress?.(0.5);
    options.onProgress?.(1);
    if (answer.errors) {
      const envelope = { data: { errors: answer.errors }, success: false, message: 'Some of the information sent is not valid.' };
      throw new ApiClientError('bad-request', 'Request failed (400).', { status: 400, envelope });
    }
    // The application is stored and a code texted to its number (the reference comes with the right code).
    return { data: { applicationId: 'a', resendAfter: 60, length: 6 } as T, success: true, message: 'We have sent a code to your mobile number.' };
  };
  return Object.assign(upload, { forms });
}

/** The right code of the fake code step. */
export const PARTNER_CODE = '123456';

/** The confirm and resend routes of the application's code step (flows/shared/testing.ts fakeApi). */
export const partnerCodeRoutes = (reference = '7KD29-XQ4M1') => ({
  'POST /api/v1/platinum/partners/confirm': (request: RecordedRequest): FakeAnswer =>
    request.body.code === PARTNER_CODE
      ? ok({ applicationId: request.body.applicationId, reference, status: 'pending' }, {}, 'Application received.')
      : refused(400, 'The code is not correct.', { errors: { code: 'The code is not correct.' }, triesLeft: 4 }),
  'POST /api/v1/platinum/partners/resend': ok({ applicationId: 'a', resendAfter: 60, length: 6 }, {}, 'We have sent a code to your mobile number.'),
});
