/** The new-line API as the stand-in answers it in stories and tests: the right code is 123456. */
import { ok, refused, type FakeAnswer, type FakeRoute } from '../../shared/testing';

export const NEW_LINE_CODE = '123456';
export const NEW_LINE_REFERENCE = 'NL7K2Q';
export const AT_LIMIT_ID = '19900101001';

const cityNames = {
  en: [
    ['baghdad', 'Baghdad'],
    ['erbil', 'Erbil'],
    ['basra', 'Basra'],
  ],
  ar: [
    ['baghdad', 'بغداد'],
    ['erbil', 'أربيل'],
    ['basra', 'البصرة'],
  ],
  ku: [
    ['baghdad', 'بەغدا'],
    ['erbil', 'هەولێر'],
    ['basra', 'بەسرە'],
  ],
} as const;

export function newLineRoutes(locale: 'ar' | 'en' | 'ku' = 'en'): Record<string, FakeAnswer | FakeRoute> {
  return {
    'GET /api/v1/new-offer/cities': ok(cityNames[locale].map(([id, name]) => ({ id, name }))),
    'POST /api/v1/new-offer/add': ok({ requestId: 41, resendAfter: 60, length: 6 }),
    'POST /api/v1/new-offer/resendOTP': ok({ requestId: 41, resendAfter: 60, length: 6 }),
    'POST /api/v1/new-offer/confirmOTP': (request, index) =>
      request.body.code === NEW_LINE_CODE
        ? ok({ reference: NEW_LINE_REFERENCE, detailsToken: 'details-token-for-tests', expiresAt: '2026-11-24T11:00:00.000Z' })
        : refused(400, 'The verification code entered is incorrect.', { errors: { code: 'The verification code entered is incorrect.' }, triesLeft: Math.max(0, 4 - index) }),
    'POST /api/v1/submit-details': (request) =>
      request.body.idNumber === AT_LIMIT_ID
        ? refused(400, 'The ID is already registered to the maximum allowed number of lines: contact customer service', {
            errors: { idNumber: 'The ID is already registered to the maximum allowed number of lines: contact customer service' },
          })
        : ok({ reference: NEW_LINE_REFERENCE }),
  };
}
