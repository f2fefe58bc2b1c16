/**
 * A stand-in for the account API in stories and tests: answers envelopes by "METHOD /path", records
 * what was sent, and wraps the screens in the providers they need (fresh SWR cache, fake network).
 */
import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { LineData, NotificationData, ProfileData } from '@/lib/account-api';
import { ApiDepsProvider } from '../api';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: any;
}

export type FakeAnswer = { status?: number; data?: unknown; message?: string; headers?: Record<string, string> };
export type FakeHandler = FakeAnswer | ((request: FakeRequest, calls: number) => FakeAnswer | Promise<FakeAnswer>);

export interface FakeApi {
  fetchImpl: typeof fetch;
  sent: FakeRequest[];
}

/** `routes` keyed by "POST /api/v1/login"; anything else answers 404. `delayMs` slows every answer. */
export function fakeApi(routes: Record<string, FakeHandler>, delayMs = 0): FakeApi {
  const sent: FakeRequest[] = [];
  const counts = new Map<string, number>();
  const fetchImpl = (async (input: string, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = String(init.method ?? 'GET').toUpperCase();
    const request: FakeRequest = { method, path: url.pathname, query: url.searchParams, body: init.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(request);
    const key = `${method} ${url.pathname}`;
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const handler = routes[key];
    const answer: FakeAnswer = handler === undefined ? { status: 404, message: 'Not found.' } : typeof handler === 'function' ? await handler(request, n) : handler;
    const status = answer.status ?? 200;
    const body = JSON.stringify({ data: answer.data ?? null, success: status < 400, message: answer.message ?? '' });
    return { status, headers: new Headers(answer.headers ?? {}), body: null, text: async () => body };
  }) as unknown as typeof fetch;
  return { fetchImpl, sent };
}

const deviceId = async () => 'story-device';

/** The providers every account screen needs in a story or a test. */
export function FakeApiProvider({ api, children }: { api: FakeApi; children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <ApiDepsProvider fetchImpl={api.fetchImpl} deviceId={deviceId}>
        {children}
      </ApiDepsProvider>
    </SWRConfig>
  );
}

// Demo data in the shapes of lib/account-api.ts -------------------------------------------------------

const inDays = (days: number) => new Date(Date.UTC(2026, 10, 22 + days, 9)).toISOString();

export const demoProfile: ProfileData = {
  msisdn: '07701234567',
  email: 'demo@example.com',
  firstName: 'Sara',
  secondName: 'Ali',
  thirdName: 'Hassan',
  dateOfBirth: '1994-03-21',
  interests: ['internet', 'music'],
  idType: 'national-id',
  idNumber: '199403210012',
  addresses: [
    { id: 1, address: 'Street 52, building 7', city: 'Baghdad', district: 'Karrada', governorate: 'baghdad', landmark: 'Near the Karrada mosque', primary: true },
    { id: 2, address: 'Gulan Street 14', city: 'Erbil', district: 'Ankawa', governorate: null, landmark: null, primary: false },
  ],
};

export const prepaidLine: LineData = {
  msisdn: '07701234567',
  type: 'prepaid',
  status: 'active',
  balance: 25_000,
  subscriptions: [
    { id: 1, addonId: 101, title: 'Internet 10 GB, 7 days', type: 'internet', remaining: 6_500, total: 10_240, unit: 'MB', expiresAt: inDays(4) },
    { id: 2, addonId: 111, title: '300 minutes, 30 days', type: 'voice', remaining: 120, total: 300, unit: 'min', expiresAt: inDays(18) },
    { id: 3, addonId: 131, title: 'Unlimited social, 7 days', type: 'unlimited', remaining: null, total: null, unit: 'MB', expiresAt: inDays(6) },
  ],
  bill: null,
};

export const postpaidLine: LineData = {
  msisdn: '07709876543',
  type: 'postpaid',
  status: 'active',
  balance: 0,
  subscriptions: [],
  bill: { id: 1, period: '2026-10', amount: 32_500, dueAt: inDays(9), paidAt: null },
};

export const demoNotifications: { items: NotificationData[]; unread: number } = {
  items: [
    { id: 3, title: 'Your bundle runs out soon', body: 'Internet 10 GB has 2 GB left until Friday.', link: '/personal/my-account/offers', read: false, createdAt: inDays(-1) },
    { id: 2, title: 'Recharge received', body: '10,000 IQD were added to your balance.', link: null, read: false, createdAt: inDays(-3) },
    { id: 1, title: 'Welcome to Nour Mobile', body: 'Your account is ready. Manage your line, bundles and bills here.', link: '/personal/my-account', read: true, createdAt: inDays(-20) },
  ],
  unread: 2,
};

/** For stories: a stand-in API made once per mounted story. */
export function WithFakeApi({ routes, delayMs = 0, children }: { routes: Record<string, FakeHandler>; delayMs?: number; children: ReactNode }) {
  // Made once: the routes object is new on every render of a story.
  const [api] = useState(() => fakeApi(routes, delayMs));
  return <FakeApiProvider api={api}>{children}</FakeApiProvider>;
}

/**
 * POST /api/v1/captcha for stories: a real proof-of-work challenge (cheap: 100 PBKDF2 rounds, counter
 * 400, no expiry), so the widget solves it in the story as it would on the site. Its signature is made
 * with a story key, so the site's server would refuse the payload.
 */
export const demoCaptcha = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    cost: 100,
    keyLength: 32,
    keyPrefix: 'c6790786a7562abc823100061e2470e4',
    keySignature: '24e215c1d8f2d7d957d11f3fcd71c6683401941cd88e02dd6aaf7dd6e2e0452b',
    nonce: '5a0aa564ec6989b933cc6cc5e0bf36b3',
    salt: 'd3f6c0918eaa36a1591ad9b38bc7fd9b',
  },
  signature: 'f3a7da6055f9ede90d07f22e1ec4af7a2c49c180607480e1ce1aef4a31d83faf',
};

// Changing the e-mail or the password (a code by SMS first) -------------------------------------------

/** The code the stand-in server accepts for a change or an e-mail link; any other is wrong. */
export const DEMO_CHANGE_CODE = '123456';

/** What the real server answers, in each language (locales/*.json, accountApi). */
const changeMessages: Record<string, Record<'wrong' | 'sent' | 'required' | 'emailSent' | 'saved' | 'passwordUpdated' | 'emailConfirmed' | 'notValid', string>> = {
  en: {
    wrong: 'The verification code entered is incorrect.',
    sent: 'We have sent a 6-digit code by SMS to your number. Enter it to confirm the change.',
    required: 'Enter the code we send by SMS to your number to make this change.',
    emailSent: 'Your profile has been saved. We have sent a message to the new e-mail address: open the link in it to start using that address.',
    saved: 'Your profile has been saved.',
    passwordUpdated: 'Your password has been changed. Your other devices have been signed out.',
    emailConfirmed: 'Your e-mail address has been confirmed and saved.',
    notValid: 'This code can no longer be used (it expired, was used, or was entered wrongly too many times). Request a new code.',
  },
  ar: {
    wrong: 'رمز التحقق الذي أدخلته غير صحيح.',
    sent: 'أرسلنا رمزاً من 6 أرقام برسالة نصية إلى رقمك. أدخله لتأكيد التغيير.',
    required: 'أدخل الرمز الذي نرسله برسالة نصية إلى رقمك لإجراء هذا التغيير.',
    emailSent: 'تم حفظ ملفك الشخصي. أرسلنا رسالة إلى عنوان البريد الإلكتروني الجديد: افتح الرابط فيها لبدء استخدام هذا العنوان.',
    saved: 'تم حفظ ملفك الشخصي.',
    passwordUpdated: 'تم تغيير كلمة المرور. سُجّل خروجك من أجهزتك الأخرى.',
    emailConfirmed: 'تم تأكيد عنوان بريدك الإلكتروني وحفظه.',
    notValid: 'لم يعد هذا الرمز صالحاً (انتهت صلاحيته أو استُخدم أو أُدخل خطأً مرات كثيرة). اطلب رمزاً جديداً.',
  },
  ku: {
    wrong: 'ئەو کۆدی پشتڕاستکردنەوەیەی نووسیت هەڵەیە.',
    sent: 'کۆدێکی 6 ژمارەییمان بە نامەی کورت بۆ ژمارەکەت نارد. بۆ دڵنیاکردنەوەی گۆڕانکارییەکە بینووسە.',
    required: 'بۆ ئەم گۆڕانکارییە ئەو کۆدە بنووسە کە بە نامەی کورت بۆ ژمارەکەتی دەنێرین.',
    emailSent: 'پرۆفایلەکەت پاشەکەوت کرا. نامەیەکمان بۆ ئیمەیڵە نوێیەکە نارد: بەستەرەکەی ناوی بکەرەوە بۆ ئەوەی ئەو ئیمەیڵە بەکاربهێنیت.',
    saved: 'پرۆفایلەکەت پاشەکەوت کرا.',
    passwordUpdated: 'وشەی نهێنییەکەت گۆڕدرا. لە ئامێرەکانی ترت چوویتە دەرەوە.',
    emailConfirmed: 'ئیمەیڵەکەت دڵنیاکرایەوە و پاشەکەوت کرا.',
    notValid: 'ئەم کۆدە ئیتر بەکارنایەت (بەسەرچووە، بەکارهاتووە، یان چەند جار بە هەڵە نووسراوە). داوای کۆدێکی نوێ بکە.',
  },
};

/**
 * The profile calls as the server answers them (lib/server/services/accounts/identifier-change.ts):
 * PUT /api/v1/profile saves at once unless the e-mail changes, which needs the SMS code
 * (DEMO_CHANGE_CODE); a new e-mail then waits for its mailbox (the answer keeps the current one). A
 * wrong code answers the tries left (4, 3, …). `resendAfter`: what the code requests answer.
 */
export function profileChangeRoutes(locale: string, options: { profile?: ProfileData; resendAfter?: number } = {}): Record<string, FakeHandler> {
  const profile = options.profile ?? demoProfile;
  const m = changeMessages[locale] ?? changeMessages.en;
  let tries = 5;
  const wrong = (): FakeAnswer => {
    tries = Math.max(0, tries - 1);
    return { status: 400, message: tries === 0 ? m.notValid : m.wrong, data: { errors: { code: m.wrong }, triesLeft: tries } };
  };
  return {
    'GET /api/v1/profile': { data: profile },
    'POST /api/v1/profile/code': { data: { resendAfter: options.resendAfter ?? 60, length: 6 }, message: m.sent },
    'PUT /api/v1/profile': (request) => {
      const { code, ...body } = request.body as Record<string, unknown>;
      const email = typeof body.email === 'string' && body.email !== '' ? body.email : null;
      const changing = (email ?? '').toLowerCase() !== (profile.email ?? '').toLowerCase();
      if (!changing) return { data: { ...profile, ...body, email: profile.email }, message: m.saved };
      if (!code) return { status: 400, message: m.required, data: { codeRequired: true, errors: { code: m.required } } };
      if (code !== DEMO_CHANGE_CODE) return wrong();
      return { data: { ...profile, ...body, email: email === null ? null : profile.email }, message: email === null ? m.saved : m.emailSent };
    },
    'POST /api/v1/profile/password': (request) => (request.body?.code === DEMO_CHANGE_CODE ? { data: null, message: m.passwordUpdated } : wrong()),
    'POST /api/v1/profile/email/confirm': (request) =>
      request.body?.code === DEMO_CHANGE_CODE
        ? { data: { ...profile, email: request.body.email }, message: m.emailConfirmed }
        : { status: 400, message: m.notValid, data: { errors: { code: m.notValid }, triesLeft: 0 } },
  };
}
