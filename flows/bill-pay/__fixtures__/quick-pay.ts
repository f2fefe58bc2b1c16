/** The quick-pay API as the stand-in answers it in stories and tests: the right code is 123456. */
import { ok, refused, type FakeAnswer, type FakeRoute } from '../../shared/testing';
import type { QuickPayBill } from '../QuickPay';

export const QUICK_PAY_NUMBER = '07709876543';
export const QUICK_PAY_CODE = '123456';
export const QUICK_PAY_ORDER = 'Qp7kZ2vR9mTn4yLp8sWc3B';

export const quickPayBills: Record<'postpaid' | 'prepaid' | 'paid', QuickPayBill> = {
  postpaid: { msisdn: QUICK_PAY_NUMBER, type: 'postpaid', bill: { id: 3, period: '2026-10', amount: 32500, dueAt: '2026-11-15T00:00:00.000Z', paidAt: null } },
  prepaid: { msisdn: QUICK_PAY_NUMBER, type: 'prepaid', bill: null },
  paid: { msisdn: QUICK_PAY_NUMBER, type: 'postpaid', bill: null },
};

export function quickPayRoutes(line: keyof typeof quickPayBills = 'postpaid'): Record<string, FakeAnswer | FakeRoute> {
  return {
    'POST /api/v1/bill/quick-pay/send': ok({ resendAfter: 60, length: 6 }, {}, 'If this is a Nour Mobile number, we have sent it a 6-digit code by SMS.'),
    'POST /api/v1/bill/quick-pay/verify': (request, index) =>
      request.body.code === QUICK_PAY_CODE
        ? ok({ grant: 'grant-for-tests', expiresAt: '2026-11-24T06:15:00.000Z' })
        : refused(400, 'The verification code entered is incorrect.', { errors: { code: 'The verification code entered is incorrect.' }, triesLeft: Math.max(0, 4 - index) }),
    'POST /api/v1/bill/quick-pay/bill': ok(quickPayBills[line]),
    'POST /api/v1/bill/quick-pay/pay': ok({ orderId: QUICK_PAY_ORDER, paymentUrl: `/pay/${QUICK_PAY_ORDER}?lang=en` }),
  };
}
