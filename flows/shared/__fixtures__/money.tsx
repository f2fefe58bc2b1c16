/**
 * Sample answers of the money API (the shapes of lib/account-api.ts and the core API) and a provider
 * that serves them, for the money flows' stories and tests.
 */
import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { AddonSummary } from '@/lib/catalog';
import type { BillData, LineData, PaymentStatusData } from '@/lib/account-api';
import type { Locale } from '@/lib/locales';
import { MoneyApiProvider } from '../api';
import { fakeApi, ok, refused, testDeviceId, type FakeAnswer, type FakeRoute } from '../testing';

export const OWN = '07701234567';

const texts = {
  addon: { ar: 'باقة أسبوعية 10 غيغابايت', en: 'Internet 10 GB, 7 days', ku: 'ئینتەرنێتی 10 گیگابایت، 7 ڕۆژ' },
  allowance: { ar: '10 غيغابايت', en: '10 GB', ku: '10 گیگابایت' },
} as const;

export const sampleAddons = (locale: Locale): AddonSummary[] => [
  { id: 101, type: 'internet', title: texts.addon[locale], price: 5000, validityDays: 7, allowance: texts.allowance[locale], roaming: false },
  {
    id: 102,
    type: 'internet',
    title: { ar: 'باقة شهرية 40 غيغابايت', en: 'Monthly 40 GB', ku: 'مانگانەی 40 گیگابایت' }[locale],
    price: 15000,
    validityDays: 30,
    allowance: { ar: '40 غيغابايت', en: '40 GB', ku: '40 گیگابایت' }[locale],
    roaming: false,
  },
  {
    id: 103,
    type: 'voice',
    title: { ar: 'مكالمات 300', en: 'Talk 300', ku: 'قسەکردنی 300' }[locale],
    price: 3000,
    validityDays: 7,
    allowance: { ar: '300 دقيقة', en: '300 minutes', ku: '300 خولەک' }[locale],
    roaming: false,
  },
  {
    id: 201,
    type: 'internet',
    title: { ar: 'تجوال تركيا 5 غيغابايت', en: 'Turkey roaming 5 GB', ku: 'ڕۆمینگی تورکیا 5 گیگابایت' }[locale],
    price: 20000,
    validityDays: 7,
    allowance: { ar: '5 غيغابايت', en: '5 GB', ku: '5 گیگابایت' }[locale],
    roaming: true,
  },
];

export const prepaidLine: LineData = { msisdn: OWN, type: 'prepaid', status: 'active', balance: 25000, subscriptions: [], bill: null };

export const bills: BillData[] = [
  { id: 3, period: '2026-10', amount: 32500, dueAt: '2026-11-15T00:00:00.000Z', paidAt: null },
  { id: 2, period: '2026-09', amount: 29000, dueAt: '2026-10-15T00:00:00.000Z', paidAt: '2026-10-09T10:00:00.000Z' },
  { id: 1, period: '2026-08', amount: 30750, dueAt: '2026-09-15T00:00:00.000Z', paidAt: '2026-09-12T10:00:00.000Z' },
];
export const postpaidLine: LineData = { msisdn: '07709876543', type: 'postpaid', status: 'active', balance: 0, subscriptions: [], bill: bills[0] };

export const payment = (status: PaymentStatusData['status'], purpose: PaymentStatusData['purpose'] = 'recharge'): PaymentStatusData => ({
  orderId: 'Xb3kQ9vR2mTn8yLp4sWc1A',
  reference: '7KD29XQ4M1',
  status,
  purpose,
  amount: 10000,
  msisdn: OWN,
});

export const countries = (locale: Locale) =>
  [
    { code: 'tr', name: { ar: 'تركيا', en: 'Turkey', ku: 'تورکیا' }[locale] },
    { code: 'ae', name: { ar: 'الإمارات العربية المتحدة', en: 'United Arab Emirates', ku: 'ئیمارات' }[locale] },
    { code: 'de', name: { ar: 'ألمانيا', en: 'Germany', ku: 'ئەڵمانیا' }[locale] },
    { code: 'sa', name: { ar: 'السعودية', en: 'Saudi Arabia', ku: 'سعوودیە' }[locale] },
  ].sort((a, b) => a.name.localeCompare(b.name, locale));

export const voucherPackages = (locale: Locale) => [
  { id: 1, title: { ar: 'قسيمة 5,000', en: 'Voucher 5,000', ku: 'کوپۆنی 5,000' }[locale], value: 5000, price: 5000, rechargeType: 'prepaid' },
  { id: 2, title: { ar: 'قسيمة 10,000', en: 'Voucher 10,000', ku: 'کوپۆنی 10,000' }[locale], value: 10000, price: 10000, rechargeType: 'prepaid' },
  { id: 3, title: { ar: 'قسيمة 25,000', en: 'Voucher 25,000', ku: 'کوپۆنی 25,000' }[locale], value: 25000, price: 25000, rechargeType: 'prepaid' },
];

export const cyoParts = () => ({
  group: 8,
  validityDays: 30,
  parts: [
    { addonId: 801, key: 'data', title: 'CYO 1 GB', unit: 'MB', unitQuota: 1024, unitPrice: 700, min: 0, max: 51200, step: 1024 },
    { addonId: 802, key: 'minutes', title: 'CYO 100 min', unit: 'min', unitQuota: 100, unitPrice: 2500, min: 0, max: 2000, step: 100 },
    { addonId: 803, key: 'sms', title: 'CYO 100 SMS', unit: 'sms', unitQuota: 100, unitPrice: 500, min: 0, max: 1000, step: 100 },
  ],
});

/** The whole demo API, answering like the demo core; `delay` shows the spinners in Storybook. */
export function moneyRoutes(locale: Locale, delay = 0): Record<string, FakeAnswer | FakeRoute> {
  const slow = (answer: FakeAnswer): FakeAnswer => ({ ...answer, delay });
  const byId = new Map(sampleAddons(locale).map((a) => [a.id, a]));
  return {
    'GET /api/v1/account/line': slow(ok(prepaidLine)),
    'GET /api/v1/account/bills': slow(ok(bills)),
    'POST /api/v1/transactional': (request) =>
      request.body.msisdn === '07700000009'
        ? slow({ body: { data: null, success: false, isBlocked: true, message: 'Purchases are blocked on this line. Call 107.' } })
        : slow(ok({ addOnDetail: { title: texts.addon[locale], price: 5000 }, PID: 'P1', gtag: {} }, { isBlocked: false }, '')),
    'POST /api/v1/transactional/confirm/*': (request) =>
      request.body.passcode === 'ABC234'
        ? slow(ok(null, { invalidOTP: false, isBlocked: false }, ''))
        : request.query.get('msisdn') === '07701234568'
          ? slow({
              body: {
                data: { balance: 500, price: 5000 },
                success: false,
                invalidOTP: false,
                isBlocked: false,
                notEnoughBalance: true,
                message: 'Your balance is 500 IQD; this add-on costs 5,000 IQD. Recharge, then confirm with the same code.',
              },
            })
          : slow({ body: { data: null, success: false, invalidOTP: true, isBlocked: false, triesLeft: 4, message: '' } }),
    'POST /api/v1/recharge/scratch-card': (request) =>
      request.body.cardNumber === '12345678901234'
        ? slow(ok({ msisdn: request.body.msisdn, amount: 10000 }))
        : slow(refused(400, 'Some of the information sent is not valid.', { errors: { cardNumber: 'This card number is not valid or was already used.' } })),
    'POST /api/v1/recharge/card': slow(ok({ orderId: 'Xb3kQ9vR2mTn8yLp4sWc1A', paymentUrl: '/pay/Xb3kQ9vR2mTn8yLp4sWc1A?lang=en' })),
    'GET /api/v1/payments/*': slow(ok(payment('succeeded'))),
    'POST /api/dev/payment-provider/*/pay': (request) =>
      request.body.cardNumber === '4242424242424242' || request.body.cardNumber === '4000000000000002'
        ? slow(ok({ status: 'succeeded', redirectUrl: '/en/personal/my-account/recharge-confirmation?orderId=Xb3kQ9vR2mTn8yLp4sWc1A' }))
        : slow(refused(400, 'Some of the information sent is not valid.', { errors: { cardNumber: 'Use one of the test cards.' } })),
    'POST /api/v1/credit-transfer/check': (request) => slow(ok({ to: request.body.to, amount: request.body.amount })),
    'POST /api/v1/credit-transfer': slow(ok({ transferId: 'T1' })),
    'POST /api/v1/credit-transfer/confirm': (request) =>
      request.body.code === '123456' ? slow(ok({ balance: 20000, reference: 'T3RN5QW8ZD' }, {}, 'Sent.')) : slow(refused(400, 'Wrong code.', { errors: { code: 'The code is not right.' }, triesLeft: 4 })),
    'POST /api/v1/packages/subscribe': slow(ok({ requestId: 'K1' })),
    'POST /api/v1/packages/confirm': (request) =>
      request.body.code === '123456'
        ? slow(ok({ balance: 20000, subscription: { id: 9, addonId: 101, title: texts.addon[locale], type: 'internet', remaining: 10240, total: 10240, unit: 'MB', expiresAt: '2026-12-01T00:00:00.000Z' }, cancellation: '' }))
        : slow(refused(400, 'Wrong code.', { errors: { code: 'The code is not right.' } })),
    'POST /api/v1/account/bills/*/pay': slow(ok({ orderId: 'Xb3kQ9vR2mTn8yLp4sWc1A', paymentUrl: '/pay/Xb3kQ9vR2mTn8yLp4sWc1A?lang=en' })),
    'GET /api/v2/e-voucher/packages': slow(ok(voucherPackages(locale))),
    'POST /api/v2/e-voucher/checkout': slow(ok({ orderId: 'Xb3kQ9vR2mTn8yLp4sWc1A', paymentUrl: '/pay/Xb3kQ9vR2mTn8yLp4sWc1A?lang=en' })),
    'GET /api/v1/roaming-country/unique-countries': slow(ok(countries(locale))),
    'GET /api/v1/roaming-country/*/add-on-ids': (request) => slow(ok(request.path.includes('/tr/') ? [201] : [])),
    'GET /api/v1/addon/*': (request) => {
      const found = byId.get(Number(request.path.split('/').pop()));
      return slow(found ? ok(found) : refused(404, 'Not found.'));
    },
    'GET /api/v2/addon/cyo/8': slow(ok(cyoParts())),
    'POST /api/v2/addon/cyo/8/quote': (request) => {
      const { data = 0, minutes = 0, sms = 0 } = request.body as Record<string, number>;
      return slow(ok({ price: (data / 1024) * 700 + (minutes / 100) * 2500 + (sms / 100) * 500, validityDays: 30 }));
    },
  };
}

/** Stories and tests render a flow inside this: the demo API above, plus `overrides`. */
export function WithMoneyApi({
  locale,
  overrides = {},
  delay = 0,
  children,
}: {
  locale: Locale;
  overrides?: Record<string, FakeAnswer | FakeRoute>;
  delay?: number;
  children: ReactNode;
}) {
  // One stand-in per mounted story: a new one on every render would restart the flows' requests.
  const [api] = useState(() => fakeApi({ ...moneyRoutes(locale, delay), ...overrides }));
  return (
    // Its own SWR cache too: SWR's default cache is global, so an answer cached by one story (the same
    // order paid) would otherwise be what the next story shows first.
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId} navigate={(url) => console.info('navigate to', url)}>
        {children}
      </MoneyApiProvider>
    </SWRConfig>
  );
}
