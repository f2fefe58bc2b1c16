/**
 * Property-based fuzz of every API route (fast-check), on the real database: for each route file under
 * pages/api and each method it takes, generated queries and bodies (wrong types, missing and extra
 * fields, huge and odd strings, NUL and lone surrogates, odd numbers, deep nesting, `__proto__` keys,
 * arrays where objects are expected, bodies that are not JSON) are sent anonymously and signed in (a
 * subscriber session, an editor session for /api/editor). The answer is never a 5xx (599 means an
 * exception escaped the wrapper) and always the envelope `{ data, success, message }`, with a message
 * when it is not a success.
 *
 * Inputs are guided by each route's own zod schemas (`apiRoute(...).endpoints`): a field is sometimes
 * given a value its schema accepts (a string matching its pattern, an enum member, a plausible phone
 * number or amount), so requests get past validation into the services and the database, and
 * sometimes anything at all.
 *
 * The list of routes is read from disk; a route file missing from ROUTES below fails the first test, so
 * a new route joins the fuzz. FUZZ_RUNS (runs per route, method and caller; default 6) and FUZZ_SEED
 * (to replay a failure, as the failure message says) tune a run; FUZZ_STATS=1 prints the statuses each
 * route answered (to see how far past validation the generated input gets), FUZZ_SHOW=<part of a route>
 * every request and answer of the routes it names.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { NextApiHandler } from 'next';
import type { ZodType } from 'zod';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import ku from '@/locales/ku.json';
import type { ApiRouteHandler, Endpoint } from '@/lib/server/api/handler';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { setStreamTimingForTests } from '@/lib/server/api/sse';
import { setSubscriberCookie } from '@/lib/server/api/subscriber-session';
import { resetServerEnv } from '@/lib/server/env';
import { setCallbackTransportForTests } from '@/lib/server/payments/provider';
import { SIGNATURE_HEADER } from '@/lib/server/payments/signature';
import { callApi, type ApiCall, type ApiReply } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { editorSessionCookie } from '@/lib/server/testing/editor';
import { signInAs } from '@/lib/server/testing/operator';

const API_DIR = path.join(process.cwd(), 'pages/api');
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const stats = new Map<string, Map<number, number>>();

/** Route files under pages/api, as paths without `.ts` (`v1/addon/[id]/index`). */
function scanRoutes(dir = API_DIR): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...scanRoutes(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.(d|test|spec)\.tsx?$/.test(entry.name)) {
      found.push(path.relative(API_DIR, full).replace(/\.tsx?$/, '').split(path.sep).join('/'));
    }
  }
  return found.sort();
}

interface RouteFuzz {
  /** Plausible values for fields of this route, by field name (merged with FIELD_HINTS). */
  hints?: Record<string, unknown[]>;
  /**
   * Bodies the route accepts, where its schema does not show its shape (a wrapper that picks a shape,
   * a body read by the handler): tame runs start from one, with values swapped for hints.
   */
  examples?: Array<Record<string, unknown>>;
  /**
   * A known gap, waiting for the route's owner: a value this route does not validate reaches
   * PostgreSQL, which refuses it (the wrapper answers 400 for it; the fuzz fails on it otherwise).
   */
  databaseRefuses?: string;
  /** An event stream (text/event-stream): its success is a stream, not an envelope (its errors still are). */
  stream?: boolean;
  /** A success in another format, by its content type (Prometheus' text format); its errors are envelopes. */
  successType?: string;
}

/**
 * Every route of pages/api. Dynamic segments ([id]) are fuzzed as query parameters, as Next passes them;
 * editor routes are called with an editor session, the others with a subscriber session.
 */
const ROUTES: Record<string, RouteFuzz> = {
  'builder/webhook': {},
  'dev/network': { examples: [{ msisdn: '07701234567' }, { msisdn: null }] },
  'dev/payment-provider/[orderId]/pay': {
    hints: { cardNumber: ['4242 4242 4242 4242', '4000000000000002', '4111111111111111'], expiry: ['12/40', '01/20', '13/99'], cvc: ['123', '1'] },
    examples: [{ cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }, { cardNumber: '4000000000000002', expiry: '12/40', cvc: '123' }],
  },
  'dev/payment-provider/cards': {
    hints: { cardNumber: ['4242 4242 4242 4242', '4000000000000002', '4111111111111111'], expiry: ['12/40', '01/20', '13/99'], cvc: ['123', '1'] },
    examples: [{ cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }],
  },
  'dev/sms-outbox': {},
  'dev/usage': { examples: [{ msisdn: '07701234570', type: 'sms', quantity: 1 }, { msisdn: '07801234567', type: 'data', quantity: 10 }] },
  'editor/audit': {},
  'editor/chat/conversations/[id]/close': { hints: { id: ['00000000-0000-4000-8000-000000000000', 'x'] } },
  'editor/chat/conversations/[id]/index': { hints: { id: ['00000000-0000-4000-8000-000000000000', 'x'] } },
  'editor/chat/conversations/[id]/messages': { hints: { id: ['00000000-0000-4000-8000-000000000000'] }, examples: [{ body: 'How can I help?' }] },
  'editor/chat/conversations/index': {},
  'editor/chat/presence': {},
  'editor/chat/stream': { stream: true, hints: { after: ['0', '1', '99999999999'] } },
  'editor/devices': { examples: [{ tac: '35999999', brand: 'Fuzz', model: 'Phone', supports4g: true, supportsVolte: false, bands: ['B3'] }] },
  'editor/games': {
    examples: [
      {
        id: 'daily-check-in',
        titles: { ar: 'ت', en: 'T', ku: 'ت' },
        descriptions: { ar: 'و', en: 'D', ku: 'و' },
        rules: { ar: 'ق', en: 'R', ku: 'ی' },
        image: '/images/games/check-in.svg',
        active: true,
        startsAt: null,
        endsAt: null,
        settings: { prizes: [{ id: 'p', kind: 'points', points: 5, odds: 1, label: { ar: 'ن', en: 'P', ku: 'خ' } }] },
      },
    ],
  },
  'editor/me': {},
  'editor/messages': { hints: { msisdn: ['07701234567', '0770'], before: ['12', '0', '-1', '99999999999', 'x'] } },
  'editor/new-line-requests': {},
  'editor/orders/status': { hints: { orderNumber: ['7KD29XQ4M1', 'x'] } },
  'editor/notifications': { examples: [{ ids: [1] }, {}] },
  'editor/pages/comments': { hints: { blockId: ['Hero-1', 'nope'], status: ['open', 'resolved'] }, examples: [{ body: 'Shorter, please', blockId: 'Hero-1' }, { id: 1, status: 'resolved' }] },
  'editor/pages/content': {},
  'editor/pages/index': {},
  'editor/pages/publish': {},
  'editor/pages/review': { examples: [{ action: 'submit' }, { action: 'approve' }, { action: 'send-back', note: 'Shorter' }] },
  'editor/pages/rollback': {},
  'editor/pages/schedule': { hints: { at: ['2099-01-01T10:00:00.000Z', '2000-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z', 'tomorrow'] } },
  'editor/pages/unpublish': {},
  'editor/pages/variants': {},
  'editor/pages/versions': {},
  'editor/porting': { examples: [{ id: 1, status: 'approved' }, { id: 1, status: 'refused', reason: 'Fuzz' }, { id: 1, status: 'scheduled', scheduledFor: '2099-01-01T10:00:00.000Z' }] },
  'editor/releases/index': { examples: [{ name: 'Eid' }] },
  'editor/releases/items': { examples: [{ id: 1, uri: '/about-us', locale: 'en' }, { id: 1, uri: '/about-us', locale: 'en', remove: true }] },
  'editor/releases/publish': { examples: [{ action: 'publish', id: 999999 }, { action: 'rollback', id: 1 }, { action: 'schedule', id: 1, at: '2099-01-01T10:00:00.000Z' }] },
  'editor/sections/content': { examples: [{ data: { content: [{ type: 'SharedSection', props: { id: 'S-1', sectionId: 1 } }] } }] },
  'editor/sections/index': { examples: [{ name: 'Help', locale: 'en' }] },
  'editor/sections/publish': {},
  'editor/sections/rollback': {},
  'editor/sections/uses': {},
  'editor/sections/versions': {},
  'editor/partners/file': { hints: { id: ['00000000-0000-4000-8000-000000000001', 'nope'], kind: ['logo', 'document', 'cv'] } },
  'editor/partners/index': {
    examples: [
      { id: '00000000-0000-4000-8000-999999999999', decision: 'rejected', reason: 'Fuzz' },
      { id: '00000000-0000-4000-8000-999999999998', decision: 'approved' },
    ],
  },
  'editor/resolve': { examples: [{ type: 'AddonCard', props: { addonId: 1, badge: '' } }, { type: 'AddonList', props: { addonType: 'internet', limit: 3 } }] },
  'editor/revalidate': {},
  'editor/session': { hints: { email: ['editor@example.com'], password: ['Editor#2026pass', 'wrong'] } },
  'editor/settings': { examples: [{ twoPeople: false }] },
  'editor/talent': { hints: { photoUrl: ['/images/hero-talent.svg', 'javascript:alert(1)'], videoUrl: ['https://youtu.be/aqz-KE-bpKQ', 'http://example.com'] } },
  'health': {},
  'metrics': { successType: 'text/plain' },
  'ready': {},
  'redirect': { hints: { target: ['https://example.com/', '/about-us', '//evil.example', 'javascript:alert(1)', 'http://[::1', 'https://a%00b.example/'] } },
  'v1/account/auto-recharge': {
    hints: { kind: ['below', 'monthly', 'x'], threshold: [2_000, 0, -1, 1e9], dayOfMonth: [1, 28, 31, 0], amount: [5_000, 1, 1e12], monthlyCap: [20_000, 0], cardToken: ['card_x', ''] },
    examples: [{ kind: 'below', threshold: 2_000, amount: 5_000, monthlyCap: 20_000, cardToken: 'card_x' }],
  },
  'v1/account/bills/[id]/pay': {},
  'v1/account/bills/[id]/pdf': { successType: 'application/pdf' },
  'v1/account/bills/index': {},
  'v1/account/alerts': {
    hints: { lowBalanceThreshold: [null, 1_000, '2 500', 100, 'x', 1e20] },
    examples: [{ bundle80: true, bundle100: false, billDue: true, sms: false, lowBalanceThreshold: 2_000 }],
  },
  'v1/account/line': {},
  'v1/account/esim/index': { examples: [{ stepUpToken: 'x' }] },
  'v1/account/esim/view': { examples: [{ viewToken: 'x'.repeat(32) }, { viewToken: 'y' }] },
  'v1/account/lost-sim/index': { examples: [{ action: 'block', stepUpToken: 'x' }, { action: 'unblock', stepUpToken: '' }] },
  'v1/account/lost-sim/puk': { examples: [{ stepUpToken: 'x' }] },
  'v1/account/mifi/confirm': {},
  'v1/account/mifi/index': {},
  'v1/account/mifi/start': {},
  'v1/account/step-up/confirm': { hints: { action: ['block', 'unblock', 'puk', 'esim'] } },
  'v1/account/step-up/start': { hints: { action: ['block', 'puk'], password: ['Demo#2026pass', 'wrong'] } },
  'v1/account/transactions': {},
  'v1/account/usage/csv': { successType: 'text/csv', hints: { type: ['voice', 'sms', 'data', 'recharge', 'purchase', 'transfer', 'fax'] } },
  'v1/account/usage/index': { hints: { type: ['voice', 'sms', 'data', 'recharge', 'purchase', 'transfer', 'fax'] } },
  'v1/addon/[id]/index': {},
  'v1/addon/[id]/simplify': {},
  'v1/addon/group-selection': {},
  'v1/bill/quick-pay/bill': {},
  'v1/bill/quick-pay/pay': {},
  'v1/bill/quick-pay/send': {},
  'v1/bill/quick-pay/verify': {},
  'v1/blog/categories/[id]': {},
  'v1/blog/categories/index': {},
  'v1/blog/content/[id]': {},
  'v1/blog/latest': {},
  'v1/blog/post': {},
  'v1/blog/search': {},
  'v1/blog/trending': {},
  'v1/captcha': {},
  'v1/cart/index': {},
  'v1/cart/items/[itemId]': { hints: { quantity: [1, 2, 0, 4, -1] } },
  'v1/cart/items/index': { hints: { productId: [1, 2, 10, 21], variantId: [1, 2, 3], quantity: [1, 2, 0, 4] }, examples: [{ productId: 2, variantId: 4, quantity: 1 }, { productId: 6, quantity: 1 }] },
  'v1/check-in': {},
  'v1/checkout/index': {
    hints: { promoCode: ['NOUR10', 'EXPIRED1', 'nour10'], shopId: ['baghdad-karrada', 'nowhere'], idNumber: ['19900101001', 'A12345678'] },
    examples: [
      {
        details: { firstName: 'A', secondName: 'B', thirdName: 'C', phone: '07701234567', email: 'fuzz@example.com', idType: 'passport', idNumber: 'A12345678' },
        fulfilment: { method: 'pickup', shopId: 'baghdad-karrada' },
        payment: 'cod',
      },
    ],
  },
  'v1/checkout/quote': { hints: { promoCode: ['NOUR10', 'EXPIRED1'] }, examples: [{ fulfilment: { method: 'delivery', governorate: 'baghdad', address: 'x', city: 'y', district: 'z', landmark: 'w' }, promoCode: 'NOUR10' }] },
  'v1/content/index': {},
  'v1/content/posts': {},
  'v1/chat/conversations/current': {},
  'v1/chat/conversations/index': {},
  'v1/chat/messages': { examples: [{ body: 'Hello' }, { body: '<img src=x onerror=alert(1)>' }] },
  'v1/chat/offline-message': { examples: [{ name: 'Fuzz Tester', msisdn: '07701234567', body: 'Call me' }] },
  'v1/chat/stream': { stream: true, hints: { after: ['0', '1', '99999999999'] } },
  'v1/credit-transfer/check': { examples: [{ to: '07701111111', amount: 1000 }, { to: '07801234567', amount: 1000 }] },
  'v1/credit-transfer/confirm': {},
  'v1/credit-transfer/index': {},
  'v1/esim/view': { examples: [{ viewToken: 'x' }] },
  'v1/feedback/rating': { examples: [{ kind: 'rating', score: 4 }, { kind: 'feedback', text: 'Good' }, { kind: 'survey', score: 5, text: 'ok' }] },
  'v1/games/[id]/index': { hints: { id: ['shake-to-win', 'daily-quiz', 'daily-check-in', 'nothing'] } },
  'v1/games/[id]/play': { hints: { id: ['shake-to-win', 'daily-quiz', 'daily-check-in', 'nothing'], answers: [[0, 1, 2, 0, 1], [9, 9], []] } },
  'v1/games/index': {},
  'v1/games/leaderboard': { hints: { period: ['week', 'all', 'year'] } },
  'v1/imei/check': { hints: { imei: ['351000000000014', '35100000000001', '3510000000000140', '351000000000015', ''] }, examples: [{ imei: '490154203237518' }] },
  'v1/forms/[formKey]': { hints: { formKey: ['contact', 'business', 'complaint', 'x'] } },
  'v1/jobs/[id]/apply': { examples: [{ name: 'Fuzz Tester', email: 'fuzz@example.com', phone: '07701234567', coverLetter: 'Hello' }] },
  'v1/jobs/categories': {},
  'v1/jobs/feedback': {},
  'v1/jobs/fields': {},
  'v1/jobs/index': {},
  'v1/jobs/levels': {},
  'v1/jobs/locations': {},
  'v1/login/index': { examples: [{ phone: '07701234567' }, { email: 'demo@example.com', password: 'Demo#2026pass' }, { email: 'nobody@example.com', password: 'x' }] },
  'v1/login/quick': {},
  'v1/logout': {},
  'v1/media/[file]': { hints: { file: ['0'.repeat(64) + '.png', 'f'.repeat(64) + '.mp4', 'x.svg', '../etc/passwd'] } },
  'v1/notifications/index': {},
  'v1/orders/[orderNumber]/index': { hints: { orderNumber: ['7KD29XQ4M1', '7kd29-xq4m1', 'x'] } },
  'v1/orders/[orderNumber]/pay': { hints: { orderNumber: ['7KD29XQ4M1', '7kd29-xq4m1', 'x'], token: ['x'.repeat(32)] } },
  'v1/orders/index': {},
  'v1/notifications/read': { databaseRefuses: 'an id beyond the integer range ({ ids: [2147483648] }) reaches PostgreSQL: notificationsReadBody in lib/server/services/accounts/schemas.ts has no maximum' },
  'v1/new-offer/add': { hints: { city: ['baghdad', 'erbil', 'atlantis'], offer: ['prepaid-starter', 'data-max', 'free'] } },
  'v1/new-offer/cities': {},
  'v1/new-offer/confirmOTP': {},
  'v1/new-offer/resendOTP': {},
  'v1/packages/confirm': {},
  'v1/packages/subscribe': { databaseRefuses: 'an id beyond the integer range ({ addonId: 2147483648 }) reaches PostgreSQL: bodyId() in lib/server/api/money-params.ts has no maximum' },
  'v1/pageData': {},
  'v1/password/forgot': { examples: [{ phone: '07701234567' }, { email: 'demo@example.com' }] },
  'v1/password/reset': {
    examples: [
      { phone: '07701234567', code: '123456', password: 'Fuzz#2026pass!', confirmPassword: 'Fuzz#2026pass!' },
      { email: 'demo@example.com', code: '123456', password: 'Fuzz#2026pass!', confirmPassword: 'Fuzz#2026pass!' },
    ],
  },
  // The segment is a payment method's id here (Next wants one name per level beside [orderId].ts).
  'v1/payments/[orderId]/callback': { hints: { orderId: ['fib', 'qicard', 'zaincash', 'demo-card', 'x'] } },
  'v1/payments/[orderId]': {},
  'v1/payments/[orderId]/receipt': { successType: 'application/pdf' },
  'v1/payments/[orderId]/return': { hints: { orderId: ['fib', 'qicard', 'zaincash', 'demo-card', 'x'], payment: ['x'.repeat(22)] } },
  'v1/payments/callback': {},
  'v1/payments/methods': {},
  'tmf/listener/[event]': {
    hints: { event: ['topupBalanceCreateEvent', 'transferBalanceCreateEvent', 'productOrderStateChangeEvent', 'paymentCreateEvent', 'x'] },
    examples: [{ eventId: 'e1', event: { topupBalance: { id: 't1', amount: { amount: 1000, units: 'IQD' }, logicalResource: [{ id: '07701234567' }] } } }],
  },
  'v1/porting/confirm': { hints: { donor: ['asiacell', 'zain', 'korek'] } },
  'v1/porting/start': { hints: { donor: ['asiacell', 'zain', 'korek'], msisdn: ['07801234567', '07701234567'] } },
  'v1/porting/status': { hints: { reference: ['7KD29XQ4M1', 'x'] } },
  'v1/products/[id]': {},
  'v1/products/category/[id]': { hints: { id: ['phones', 'sims', 'routers', 'accessories', 'tablets'], brand: ['nova', 'zaha', 'x'], sort: ['price-asc', 'newest', 'cheap'], page: ['1', '2', '0'] } },
  'v1/profile/addresses/index': { databaseRefuses: 'an id beyond the integer range (?id=2147483648) reaches PostgreSQL: idQuery in lib/server/services/accounts/schemas.ts has no maximum' },
  'v1/profile/addresses/primary': { databaseRefuses: 'an id beyond the integer range (?id=2147483648) reaches PostgreSQL: idQuery in lib/server/services/accounts/schemas.ts has no maximum' },
  'v1/profile/code': {
    examples: [
      { purpose: 'change-email', email: 'fuzz@example.com' },
      { purpose: 'change-password', password: 'Fuzz#2026pass!', confirmPassword: 'Fuzz#2026pass!' },
    ],
  },
  'v1/profile/email/confirm': {},
  'v1/profile/index': {},
  'v1/profile/password': { examples: [{ password: 'Fuzz#2026pass!', confirmPassword: 'Fuzz#2026pass!', code: '123456' }] },
  'v1/recharge/card': {},
  'v1/rewards/[rewardId]/redeem': { hints: { rewardId: ['internet-10gb', 'cafe-voucher', 'nothing'] } },
  'v1/rewards/index': {},
  'v1/recharge/scratch-card': { hints: { cardNumber: ['12345678901234', '1234567890123', '1234-5678-9012-34'] } },
  'v1/register/confirm': {
    examples: [{ phone: '07701111111', pin: '123456', firstName: 'Fuzz', email: 'fuzz@example.com', password: 'Fuzz#2026pass!', confirmPassword: 'Fuzz#2026pass!', terms: true }],
  },
  'v1/register/start': {},
  'v1/request-app-sms': {},
  'v1/roaming-country/[country]/add-on-ids': { hints: { country: ['TR', 'tr', 'Turkey', 'AE', 'XX'] } },
  'v1/roaming-country/unique-countries': {},
  'v1/search/autocomplete': {},
  'v1/platinum/partners/[id]/logo': { hints: { id: ['00000000-0000-4000-8000-000000000001', 'x'] } },
  'v1/platinum/partners/apply': {
    examples: [{ fullName: 'Fuzz Tester', shopName: 'Fuzz Shop', address: 'Fuzz Street', governorate: 'baghdad', category: 'fashion', discount: '10', phone: '07701234567', email: '' }],
  },
  'v1/platinum/partners/confirm': { hints: { applicationId: ['00000000-0000-4000-8000-000000000001', 'x'] } },
  'v1/platinum/partners/resend': { hints: { applicationId: ['00000000-0000-4000-8000-000000000001', 'x'] } },
  'v1/platinum/partners/index': { hints: { governorate: ['baghdad', 'erbil', 'atlantis'], category: ['fashion', 'shop'] } },
  'v1/shops': { hints: { governorate: ['baghdad', 'erbil', 'atlantis'], category: ['operator-store', 'shop'], lat: ['33.3', '91', 'x'], lng: ['44.4', '-181'] } },
  'v1/smsvalidation': { examples: [{ phone: '07701234567', pin: '123456' }] },
  'v1/sso/mall': {},
  'v1/sso/partner-world': {},
  'v1/sso/verify': { hints: { site: ['mall', 'partner-world', 'elsewhere'] } },
  'v1/submit-details': { hints: { idType: ['national-id', 'passport', 'residence', 'other'], idNumber: ['19900101001', 'A1234567'] } },
  'v1/talent/contestants': {},
  'v1/talent/vote/code': {},
  'v1/talent/vote/index': { hints: { contestantId: [1, 2, 7, 999999] } },
  'v1/transactional/confirm/[id]': {},
  'v1/transactional/index': { databaseRefuses: 'an id beyond the integer range ({ addOnItemId: 2147483648 }) reaches PostgreSQL: bodyId() in lib/server/api/money-params.ts has no maximum' },
  'v1/vanity/reservations/[id]': {},
  'v1/vanity/reservations/index': {},
  'v1/vanity/reserve': { examples: [{ number: '07714444444', name: 'Fuzz Tester', contactNumber: '07701234567' }] },
  'v1/vanity/search': { hints: { digits: ['4444', '1234', '12345', '123456', '123', '1234567', '12a4'] } },
  'v2/addon/cyo/[group]/index': {},
  'v2/addon/cyo/[group]/quote': {},
  'v2/e-voucher/checkout': { databaseRefuses: 'an id beyond the integer range ({ packageId: 2147483648 }) reaches PostgreSQL: bodyId() in lib/server/api/money-params.ts has no maximum' },
  'v2/e-voucher/packages': {},
  'v2/site-map/content': {},
  'v2/site-map/index': {},
  'v2/variants/assign': {},
  'v2/variants/event': { hints: { goal: ['view', 'click:Hero-1', 'purchase'] } },
};

// ------------------------------------------------------------------------------------------------
// Values

const LINES = ['07701234567', '07701111111', '07701234568', '07709876543', '07700000009', '07705555555', '07801234567', '+964 770 123 4567'];
const IDS = [1, 2, 3, 8, 101, 111, '1', '101', '0', '-1', '1.5', '2147483648', '99999999999999999999'];

/** Plausible values by field name: they get requests past validation into the services. */
const FIELD_HINTS: Record<string, unknown[]> = {
  msisdn: LINES,
  phone: LINES,
  to: LINES,
  amount: [1_000, 5_000, 10_000, 60_000, 100_000, '5000', 2 ** 31, 1e308, -0, 0.5],
  email: ['demo@example.com', 'editor@example.com', 'fuzz@example.com', 'DEMO@example.com'],
  password: ['Demo#2026pass', 'Fuzz#2026pass!', 'short'],
  confirmPassword: ['Demo#2026pass', 'Fuzz#2026pass!'],
  newPassword: ['Fuzz#2026pass!'],
  code: ['123456', '000000', 'ABC123'],
  pin: ['123456', '000000'],
  passcode: ['ABC123', '123456'],
  captcha: ['', 'x', '{}'],
  uri: ['/', '/about-us', '/personal', '/blog', '/new-page', '/a/b/c', '//x', '/../etc'],
  copyFrom: ['/', '/about-us'],
  lang: ['ar', 'en', 'ku'],
  locale: ['ar', 'en', 'ku'],
  id: IDS,
  addonId: IDS,
  group: [8, '8', 1, '1'],
  orderId: ['0', 'missing-order'],
  transferId: ['T1', '1'],
  version: [0, 1, 2, '1', 2 ** 31],
  page: ['1', '2', '0', '-1', '99999'],
  limit: ['1', '10', '0', '100000'],
  q: ['internet', 'a', '', 'إنترنت'],
  keyword: ['internet', 'a', ''],
  score: [1, 3, 5, 0, 6, '5'],
  dateOfBirth: ['1990-01-01', '2100-01-01', '0001-01-01', '99999-12-31', 'yesterday'],
  ids: ['1,2,3', '101', [1, 2], [2 ** 40]],
  posts: ['1,2,3', '1'],
  terms: [true],
  purpose: ['login', 'register', 'reset'],
};

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202e\u200f',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '1e309',
  '-1e308',
  '0x1F',
  '1_000',
  '２',
  '٣٤٥',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '9'.repeat(40),
  '0.1',
  '1.5',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '%',
  '\\',
  '{}',
  '[]',
  '__proto__',
  'constructor',
  'x'.repeat(5_000),
  '🙂'.repeat(300),
  ' 07701234567 ',
  'https://evil.example/',
  '//evil.example',
  'javascript:alert(1)',
  '\r\n',
  '\t',
];
const ODD_NUMBERS = [0, -0, 1, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MIN_VALUE, 1e-7, 999_999_999_999];
const ODD_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'a\u0000', '', ' ', 'length', '0'];

/** An object with these own keys (a plain literal would turn `__proto__` into the prototype). */
function objectOf(entries: Array<[string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

const oddString = fc.oneof(fc.constantFrom(...ODD_STRINGS), fc.string({ unit: 'binary', maxLength: 30 }), fc.string({ maxLength: 12 }));
const key = fc.oneof({ weight: 3, arbitrary: fc.string({ maxLength: 8 }) }, { weight: 1, arbitrary: fc.constantFrom(...ODD_KEYS) });
const leaf = fc.oneof(
  oddString,
  fc.constantFrom(...ODD_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

/** Anything JSON can hold, a little nested, with odd keys. */
const anything: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    leaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.array(fc.tuple(key, tie('value')), { maxLength: 3 }).map(objectOf),
  ),
})).value;

/** Values no schema expects: deep, prototype-shaped, long (`huge`: far past any field's limit). */
const hostileOf = (huge: boolean) =>
  fc.oneof(
    anything,
    fc.integer({ min: 60, max: 80 }).map((depth) => nested(depth, 'deep')),
    fc.constant(null).map(() => JSON.parse('{"__proto__":{"isAdmin":true,"polluted":1},"constructor":{"prototype":{"polluted":1}}}') as unknown),
    fc.constant(Array.from({ length: 2_000 }, (_, i) => i)),
    fc.constant(huge ? 'y'.repeat(200_000) : 'y'.repeat(8_000)),
  );

// ------------------------------------------------------------------------------------------------
// Values guided by a zod schema

type Def = { type: string; [name: string]: any };
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

function regexArb(pattern: RegExp): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')));
  } catch {
    return null;
  }
}

function stringArb(def: Def, hints: unknown[] | undefined, tame: boolean): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [];
  if (hints?.length) options.push(fc.constantFrom(...hints));
  let min = 0;
  let max = 40;
  // A format schema (z.email(), z.iso.datetime()) carries its check on itself.
  const checks = [...(def.check ? [{ _zod: { def } }] : []), ...((def.checks ?? []) as Array<{ _zod: { def: Record<string, any> } }>)];
  for (const check of checks) {
    const c = check._zod.def;
    if (c.check === 'string_format' && c.pattern instanceof RegExp) {
      const arb = regexArb(c.pattern);
      if (arb) options.push(arb);
    }
    if (c.check === 'string_format' && c.format === 'email') options.push(fc.emailAddress());
    if (c.check === 'string_format' && c.format === 'url') options.push(fc.webUrl());
    if (c.check === 'string_format' && c.format === 'datetime') {
      options.push(fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }).map((d) => d.toISOString()));
    }
    if (c.check === 'min_length') min = c.minimum;
    if (c.check === 'max_length') max = Math.min(c.maximum, 400);
  }
  if (!tame || options.length === 0) options.push(fc.string({ minLength: Math.min(min, max), maxLength: Math.max(min, max) }));
  if (!tame && max < 5_000) options.push(fc.constant('z'.repeat(max + 1)));
  return fc.oneof(...options);
}

function numberArb(def: Def, hints: unknown[] | undefined, tame: boolean): fc.Arbitrary<unknown> {
  let min = -1_000;
  let max = 100_000;
  for (const check of (def.checks ?? []) as Array<{ _zod: { def: Record<string, any> } }>) {
    const c = check._zod.def;
    if (c.check === 'greater_than' && Number.isFinite(c.value)) min = c.value;
    if (c.check === 'less_than' && Number.isFinite(c.value)) max = c.value;
  }
  const options: Array<fc.WeightedArbitrary<unknown>> = [
    { weight: 3, arbitrary: fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 40))), max: Math.floor(Math.min(Math.max(max, min), 2 ** 40)) }) },
    // The edges of PostgreSQL's integer columns, of safe integers and of doubles.
    { weight: 2, arbitrary: fc.constantFrom(2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, 2 ** 53 + 2, 1e308, -0, 0.5) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
  ];
  if (hints?.length) options.push({ weight: 2, arbitrary: fc.constantFrom(...hints) });
  return tame ? options[0].arbitrary : fc.oneof(...options);
}

/**
 * Values guided by a schema: `tame`, what the schema accepts (plausible values by field name, strings
 * matching its patterns, enum members, every field present), so the request reaches the service and
 * the database; otherwise mostly that, with fields left out, wrong or odd, and extra keys.
 */
function guided(schema: unknown, name: string, hints: Record<string, unknown[]>, tame: boolean, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const fieldHints = hints[name];
  if (!def || depth > 6) return anything;
  const inner = (s: unknown, n = name) => guided(s, n, hints, tame, depth + 1);
  const mixed = (valid: fc.Arbitrary<unknown>) =>
    tame
      ? fc.oneof({ weight: 30, arbitrary: valid }, { weight: 1, arbitrary: oddString })
      : fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: anything }, { weight: 1, arbitrary: oddString });
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      // z.preprocess(...) is a pipe from a transform; .transform(...) a pipe to one.
      return defOf(def.in)?.type === 'transform' ? inner(def.out) : guided(def.in, name, hints, tame, depth);
    case 'lazy':
      return inner(def.getter());
    case 'object': {
      const shape = def.shape as Record<string, ZodType>;
      const fields = Object.fromEntries(Object.entries(shape).map(([field, s]) => [field, mixed(guided(s, field, hints, tame, depth + 1))]));
      if (tame) return fc.record(fields).map((record) => objectOf(Object.entries(record as Record<string, unknown>)));
      const extra = fc.array(fc.tuple(key, anything), { maxLength: 2 });
      return fc
        .tuple(fc.record(fields, { requiredKeys: [] }), extra)
        .map(([record, more]) => objectOf([...Object.entries(record as Record<string, unknown>), ...more]));
    }
    case 'record':
      return fc.array(fc.tuple(tame ? inner(def.keyType).map(String) : fc.oneof(inner(def.keyType).map(String), key), inner(def.valueType)), { maxLength: 3 }).map(objectOf);
    case 'array':
      return fc.array(inner(def.element), { maxLength: 3 });
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map((s) => inner(s)));
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((s) => inner(s)));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'string':
      return stringArb(def, fieldHints, tame);
    case 'number':
    case 'int':
      return numberArb(def, fieldHints, tame);
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'unknown':
    case 'any':
      // A body schema that hides its shape (a z.unknown().transform(...) wrapper): objects of the fields
      // this API uses, with plausible values.
      return depth <= 1 && name === '_' ? opaqueObject(hints, tame) : anything;
    default:
      return fieldHints?.length ? fc.oneof(fc.constantFrom(...fieldHints), anything) : anything;
  }
}

function opaqueObject(hints: Record<string, unknown[]>, tame: boolean): fc.Arbitrary<unknown> {
  const fields = Object.keys(hints).filter((field) => hints[field].length > 0);
  const value = (field: string) => (tame ? fc.constantFrom(...hints[field]) : fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...hints[field]) }, { weight: 1, arbitrary: anything }));
  return fc
    .shuffledSubarray(fields, { minLength: 1, maxLength: 5 })
    .chain((chosen) => fc.tuple(...chosen.map((field) => value(field).map((v) => [field, v] as [string, unknown]))))
    .map((entries) => objectOf(entries));
}

/** Query parameters: the schema's own (as text), the dynamic segments, `lang`, and (wild) strays. */
function queryArb(endpoint: Endpoint<any, any>, params: string[], hints: Record<string, unknown[]>, tame: boolean): fc.Arbitrary<Array<[string, string]>> {
  const shape = (defOf(endpoint.query)?.type === 'object' ? defOf(endpoint.query)!.shape : {}) as Record<string, ZodType>;
  const names = [...new Set([...Object.keys(shape), ...params])];
  const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');
  const one = (name: string) => {
    const valid = shape[name]
      ? guided(shape[name], name, hints, tame)
      : hints[name]
        ? fc.oneof(fc.constantFrom(...hints[name]), fc.stringMatching(/^\d{1,9}$/))
        : fc.stringMatching(/^\d{1,9}$/);
    return tame ? valid.map(asText) : fc.oneof({ weight: 6, arbitrary: valid.map(asText) }, { weight: 1, arbitrary: oddString });
  };
  const named = names.map((name) =>
    tame
      ? one(name).map((v) => [[name, v]] as Array<[string, string]>)
      : fc.oneof(
          { weight: 8, arbitrary: one(name).map((v) => [[name, v]] as Array<[string, string]>) },
          { weight: 1, arbitrary: fc.constant([] as Array<[string, string]>) },
          { weight: 1, arbitrary: fc.tuple(one(name), one(name)).map(([a, b]) => [[name, a], [name, b]] as Array<[string, string]>) },
        ),
  );
  const validLang = fc.constantFrom<Array<[string, string]>>([['lang', 'en']], [['lang', 'ar']], [['lang', 'ku']], []);
  const lang = tame ? validLang : fc.oneof({ weight: 6, arbitrary: validLang }, { weight: 1, arbitrary: oddString.map((v) => [['lang', v]] as Array<[string, string]>) });
  const strays = tame ? fc.constant([]) : fc.array(fc.tuple(fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom(...ODD_KEYS)), oddString), { maxLength: 2 });
  return fc.tuple(lang, strays, ...named).map(([l, s, ...rest]) => [...l, ...s, ...rest.flat()]);
}

/** How a body travels: JSON (mostly), or bytes that are not what the route expects. */
type BodyPlan = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string | null } | { kind: 'multipart'; fields: Array<[string, string]>; file: 'pdf' | 'exe' | null };

const RAW_BODIES = ['{', '{"a":', 'null', '"text"', '[]', '1e999', '-0', ' ', '['.repeat(5_000) + ']'.repeat(5_000), '{"a":"\\u0000"}', '{"a":"\\ud800"}', '\u0000', '{"__proto__":{"x":1}}'];
const PDF = `%PDF-1.7\n${' '.repeat(2_048)}\n%%EOF`;

/** One of the route's example bodies, each value kept or swapped for a hint of its field (or, rarely, odd). */
function fromExamples(examples: Array<Record<string, unknown>>, hints: Record<string, unknown[]>): fc.Arbitrary<Record<string, unknown>> {
  return fc.constantFrom(...examples).chain((example) =>
    fc
      .tuple(
        ...Object.entries(example).map(([field, value]) =>
          fc
            .oneof(
              { weight: 6, arbitrary: fc.constant(value) },
              { weight: hints[field]?.length ? 2 : 0, arbitrary: fc.constantFrom(value, ...(hints[field] ?? [])) },
              { weight: 1, arbitrary: oddString },
            )
            .map((v) => [field, v] as [string, unknown]),
        ),
      )
      .map((entries) => objectOf(entries)),
  );
}

function bodyArb(endpoint: Endpoint<any, any>, route: RouteFuzz, hints: Record<string, unknown[]>, tame: boolean): fc.Arbitrary<BodyPlan> {
  if (tame && route.examples && endpoint.rawBody) {
    const files = fc.constantFrom<'pdf' | 'exe' | null>('pdf', 'pdf', 'pdf', 'exe', null);
    return fc
      .tuple(fromExamples(route.examples, hints), files)
      .map(([fields, file]): BodyPlan => ({ kind: 'multipart', fields: Object.entries(fields).map(([k, v]) => [k, String(v)]), file }));
  }
  if (tame && route.examples) return fromExamples(route.examples, hints).map((value): BodyPlan => ({ kind: 'json', value }));
  if (tame && endpoint.body) return guided(endpoint.body, '_', hints, true).map((value): BodyPlan => ({ kind: 'json', value }));
  // Routes that read their own body stop at their limit and leave the rest unread, which keeps the test
  // server's connection open until it times out: they get bodies of a few kB (their limits are smaller).
  const hostile = hostileOf(!endpoint.rawBody);
  const value = endpoint.body ? fc.oneof({ weight: 6, arbitrary: guided(endpoint.body, '_', hints, false) }, { weight: 2, arbitrary: hostile }) : hostile;
  const plans: Array<fc.WeightedArbitrary<BodyPlan>> = [
    { weight: 8, arbitrary: value.map((v): BodyPlan => ({ kind: 'json', value: v })) },
    { weight: 1, arbitrary: fc.constant<BodyPlan>({ kind: 'none' }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.oneof(fc.constantFrom(...RAW_BODIES), value.map((v) => JSON.stringify(v) ?? '')), fc.constantFrom(null, 'text/plain', 'application/json', 'application/x-www-form-urlencoded'))
        .map(([text, type]): BodyPlan => ({ kind: 'raw', text, type })),
    },
  ];
  if (endpoint.rawBody) {
    const fieldNames = fc.constantFrom('name', 'email', 'phone', 'coverLetter', 'message', 'x', '__proto__');
    const fieldValue = fc.oneof(oddString, fc.constantFrom('Fuzz Tester', 'demo@example.com', '07701234567'));
    plans.push({
      weight: tame ? 30 : 6,
      arbitrary: fc
        .tuple(fc.array(fc.tuple(fieldNames, fieldValue), { maxLength: 6 }), fc.constantFrom<'pdf' | 'exe' | null>('pdf', 'exe', null))
        .map(([fields, file]): BodyPlan => ({ kind: 'multipart', fields, file })),
    });
  }
  return fc.oneof(...plans);
}

async function encodeBody(plan: BodyPlan): Promise<Pick<ApiCall, 'body' | 'headers'>> {
  switch (plan.kind) {
    case 'none':
      return {};
    case 'json': {
      const text = JSON.stringify(plan.value);
      return text === undefined ? {} : { body: text, headers: { 'content-type': 'application/json' } };
    }
    case 'raw':
      return { body: new TextEncoder().encode(plan.text), headers: plan.type ? { 'content-type': plan.type } : {} };
    case 'multipart': {
      const form = new FormData();
      for (const [name, value] of plan.fields) form.append(name, value);
      if (plan.file) form.set('cv', new Blob([plan.file === 'pdf' ? PDF : 'MZ not a cv'], { type: 'application/pdf' }), 'cv.pdf');
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      return { body: new Uint8Array(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
    }
  }
}

// ------------------------------------------------------------------------------------------------
// Callers and checks

type Caller = 'anonymous' | 'signed-in';

interface Sessions {
  subscriber?: { bearer: Record<string, string>; cookie: string };
  editor?: string;
}

const header = fc.stringMatching(/^[\x21-\x7e]{0,80}$/);
const extraHeaders = fc.record(
  {
    ip: fc.ipV4(),
    idempotencyKey: fc.oneof(fc.uuid(), fc.constant('fuzz-key'), header),
    deviceId: fc.oneof(fc.constant('fuzz-device'), header),
    crossSite: fc.constant(true),
    viaCookie: fc.boolean(),
  },
  { requiredKeys: ['ip', 'viaCookie'] },
);

function describeCall(route: string, method: string, caller: Caller, call: ApiCall, reply: ApiReply): string {
  const body = call.body instanceof Uint8Array ? `<${call.body.length} bytes>` : String(call.body ?? '').slice(0, 400);
  return `${method} /api/${route} as ${caller}\nurl: ${call.url.slice(0, 400)}\nheaders: ${JSON.stringify(call.headers)}\nbody: ${body}\n→ ${reply.status} ${JSON.stringify(reply.json).slice(0, 600)}`;
}

/**
 * The wrapper's answer when PostgreSQL refused a value the route let through (lib/server/api/handler.ts):
 * a 400 for the client, but a gap in the route's validation that the fuzz reports like a 500.
 */
const DATABASE_REFUSED = new Set([ar.errors.invalidValue, en.errors.invalidValue, ku.errors.invalidValue]);

/** The answer is an envelope, never a 5xx, with a message whenever it is not a success. */
function checkReply(reply: ApiReply, route: RouteFuzz, describe: () => string): void {
  const fail = (why: string) => {
    throw new Error(`${why}\n${describe()}`);
  };
  if (reply.status >= 500) fail(`answered ${reply.status}`);
  if (route.stream && reply.status === 200 && reply.headers.get('content-type')?.startsWith('text/event-stream')) return;
  if (route.successType && reply.status === 200 && reply.headers.get('content-type')?.startsWith(route.successType)) return;
  const json = reply.json as Record<string, unknown> | null;
  if (!json || typeof json !== 'object' || Array.isArray(json)) return fail('not a JSON envelope');
  if (!('data' in json) || typeof json.success !== 'boolean' || typeof json.message !== 'string') fail('not the envelope { data, success, message }');
  if (reply.status >= 400 && json.success !== false) fail('an error status with success: true');
  if (json.success === false && (json.message as string).trim() === '') fail('an error without a message');
  if (DATABASE_REFUSED.has(json.message as string) && !route.databaseRefuses) {
    fail('PostgreSQL refused a value this route did not validate (the wrapper answered 400 instead of a 500)');
  }
}

// ------------------------------------------------------------------------------------------------

test('every route file under pages/api is in the fuzz list (add new routes to ROUTES)', () => {
  const onDisk = scanRoutes();
  expect(onDisk.length).toBeGreaterThan(50);
  expect(onDisk.filter((route) => !(route in ROUTES))).toEqual([]);
  expect(Object.keys(ROUTES).filter((route) => !onDisk.includes(route))).toEqual([]);
});

describeWithDatabase('API fuzz', () => {
  const previousTrust = process.env.TRUST_PROXY;
  let handlers: Record<string, ApiRouteHandler>;

  beforeAll(async () => {
    // Each run comes from its own address (one trusted hop, the X-Forwarded-For entry), so per-IP limits
    // do not turn the whole fuzz into 429s.
    process.env.TRUST_PROXY = '1';
    resetServerEnv();
    // Event streams end at once here (a fuzz call waits for the end of its answer).
    setStreamTimingForTests({ lifetimeMs: 50, pollMs: 20 });
    handlers = {};
    for (const route of scanRoutes()) {
      handlers[route] = ((await import(`@/pages/api/${route}`)) as { default: ApiRouteHandler }).default;
    }
    // Real pending orders, so the payment routes are fuzzed past "not found" too.
    for (const amount of [5_000, 10_000]) {
      const order = await callApi(handlers['v1/recharge/card'], { method: 'POST', url: '/api/v1/recharge/card?lang=en', headers: { 'X-Forwarded-For': '192.0.2.2' }, body: { msisdn: '07701234567', amount } });
      expect(order.status).toBe(200);
      FIELD_HINTS.orderId.push(order.json.data.orderId);
    }
    // The demo payment provider calls our callback route in-process instead of over the network.
    const callback = handlers['v1/payments/callback'] as NextApiHandler;
    setCallbackTransportForTests(async ({ body, signature, lang }) => {
      const reply = await callApi(callback, { method: 'POST', url: `/api/v1/payments/callback?lang=${lang}`, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, body });
      return { status: reply.status, json: reply.json };
    });
  }, 60_000);

  afterAll(() => {
    if (process.env.FUZZ_STATS) {
      const lines = [...stats].map(([name, counts]) => `${name}: ${[...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ')}`);
      process.stdout.write(`${lines.join('\n')}\n`);
    }
    stats.clear();
    setCallbackTransportForTests(undefined);
    setStreamTimingForTests(undefined);
    if (previousTrust === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = previousTrust;
    resetServerEnv();
  });

  /** A fresh subscriber session (Bearer and cookie), or an editor session, for one route. */
  async function sessions(editor: boolean): Promise<Sessions> {
    // Started in the database like signInAs below: a sign-in through editor/session checks the password
    // with argon2 (about a tenth of a second, some 80 times a run); that route is fuzzed itself.
    if (editor) return { editor: await editorSessionCookie() };
    const bearer = await signInAs('07701234567');
    const token = bearer.Authorization.slice('Bearer '.length);
    let cookieLine = '';
    const res = { getHeader: () => undefined, setHeader: (_name: string, value: unknown) => void (cookieLine = ([] as string[]).concat(value as string)[0]) };
    setSubscriberCookie(res as never, token);
    return { subscriber: { bearer, cookie: cookieLine.split(';')[0] } };
  }

  it.each(Object.keys(ROUTES))('%s', async (route) => {
    const handler = handlers[route];
    const hints = { ...FIELD_HINTS, ...ROUTES[route].hints };
    const params = [...route.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]);
    const url = `/api/${route.replace(/\/index$/, '')}`;
    const isEditorRoute = route.startsWith('editor/');
    const signedIn = await sessions(isEditorRoute);

    for (const [method, endpoint] of Object.entries(handler.endpoints)) {
      for (const caller of ['anonymous', 'signed-in'] as const) {
        // Half the runs tame (past validation, into the services), half wild.
        const inputOf = (tame: boolean) =>
          fc.record({
            query: queryArb(endpoint!, params, hints, tame),
            body: method === 'GET' ? fc.constant<BodyPlan>({ kind: 'none' }) : bodyArb(endpoint!, ROUTES[route], hints, tame),
            headers: tame ? extraHeaders.map(({ crossSite: _, ...rest }) => rest) : extraHeaders,
          });
        const input = fc.oneof(inputOf(true), inputOf(false));
        const outcome = await fc.check(
          fc.asyncProperty(input, async ({ query, body, headers }) => {
            resetRateLimits();
            const encoded = await encodeBody(body);
            const auth: Record<string, string> =
              caller === 'anonymous'
                ? {}
                : signedIn.editor
                  ? { Cookie: signedIn.editor }
                  : headers.viaCookie
                    ? { Cookie: signedIn.subscriber!.cookie }
                    : signedIn.subscriber!.bearer;
            const call: ApiCall = {
              method,
              url: `${url}?${new URLSearchParams(query).toString()}`,
              headers: {
                ...encoded.headers,
                ...auth,
                'X-Forwarded-For': headers.ip,
                ...(headers.idempotencyKey !== undefined ? { 'Idempotency-Key': headers.idempotencyKey } : {}),
                ...(headers.deviceId !== undefined ? { DeviceId: headers.deviceId } : {}),
                ...('crossSite' in headers && headers.crossSite ? { Origin: 'https://evil.example' } : {}),
              },
              body: encoded.body,
            };
            const reply = await callApi(handler, call);
            if (process.env.FUZZ_SHOW && route.includes(process.env.FUZZ_SHOW)) process.stdout.write(`${describeCall(route, method, caller, call, reply)}\n\n`);
            const counts = stats.get(`${method} ${route} ${caller}`) ?? new Map<number, number>();
            stats.set(`${method} ${route} ${caller}`, counts.set(reply.status, (counts.get(reply.status) ?? 0) + 1));
            checkReply(reply, ROUTES[route], () => describeCall(route, method, caller, call, reply));
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
        // fast-check's own report prints the whole generated value (up to megabytes); this one names
        // the request and how to replay it.
        if (outcome.failed) {
          const cause = outcome.errorInstance instanceof Error ? outcome.errorInstance.message : String(outcome.errorInstance);
          throw new Error(`${cause}\n(replay: FUZZ_SEED=${outcome.seed}, run ${outcome.numRuns} of this route's ${method} ${caller} property)`);
        }
      }
    }
  }, 60_000);
});

// ------------------------------------------------------------------------------------------------
// Through Next's own steps before our handler (issue 28): its router decodes the parameters of a
// dynamic route (a path that does not decode got its HTML 400 page), and its API resolver parses the
// body of a route that does not switch its body parser off (a body that is not JSON got its text 400).

/** A path segment that does not decode: a cut escape, a bare %, an escape of a byte that is not UTF-8. */
const BROKEN_SEGMENTS = ['%E0%A4%A', '%', 'a%zz', '%C0%AF', '%FF'];
/** Bodies that are not JSON, with the type they are sent as. */
const NOT_JSON: Array<[string, string]> = [
  ['{', 'application/json'],
  ['not json', 'application/json'],
  ['a=1&b=2', 'application/x-www-form-urlencoded'],
  ['hello', 'text/plain'],
];

/** Every dynamic route of pages/api as a concrete path, its first parameter replaced by `segment`. */
function brokenPaths(segment: string): string[] {
  return scanRoutes()
    .filter((route) => route.includes('['))
    .map((route) => {
      let first = true;
      const path = route.replace(/\/index$/, '').replace(/\[[^\]]+\]/g, () => {
        const value = first ? segment : '1';
        first = false;
        return value;
      });
      return `/api/${path}`;
    });
}

describe('a path parameter that does not decode gets the envelope (proxy.ts, before Next decodes it)', () => {
  const dynamic = scanRoutes().filter((route) => route.includes('['));

  it('the proxy is asked for every dynamic API route with a broken parameter, and for nothing without a %', async () => {
    // How Next turns the proxy's matcher into the expressions its router tests paths with (not in its types).
    const { getMiddlewareMatchers } = (await import('next/dist/build/analysis/get-page-static-info')) as unknown as {
      getMiddlewareMatchers: (matcher: unknown, nextConfig: unknown) => Array<{ regexp: string }>;
    };
    const { config } = await import('@/proxy');
    const matchers = getMiddlewareMatchers(config.matcher, { i18n: { locales: ['ar', 'en', 'ku'], defaultLocale: 'ar' } }).map((m) => new RegExp(m.regexp));
    // Next's router tests the path with the locale in front (the default one when it has none).
    const asked = (path: string) => matchers.some((m) => m.test(`/ar${path}`));
    expect(dynamic.length).toBeGreaterThanOrEqual(20);
    for (const segment of BROKEN_SEGMENTS) for (const path of brokenPaths(segment)) expect([path, asked(path)]).toEqual([path, true]);
    for (const path of ['/api/v1/games/daily-quiz/play', '/api/health', '/_next/static/chunks/main.js']) expect([path, asked(path)]).toEqual([path, false]);
    // Pages are asked too, only for a visitor with a visitor id (page variants: proxy.ts); API paths without a % never.
    expect(asked('/en/personal')).toBe(true);
    expect(config.matcher.slice(1)).toEqual([expect.objectContaining({ has: [{ type: 'cookie', key: 'vid' }] }), expect.objectContaining({ has: [{ type: 'cookie', key: 'vid' }] })]);
  });

  it.each(BROKEN_SEGMENTS)('every dynamic route with %s in its path: a 400 envelope in the page language', async (segment) => {
    const { proxy } = await import('@/proxy');
    const { NextRequest } = await import('next/server');
    for (const path of brokenPaths(segment)) {
      for (const [lang, message] of [
        ['en', en.errors.badRequest],
        ['ku', ku.errors.badRequest],
        [null, ar.errors.badRequest],
      ] as const) {
        const answer = await proxy(new NextRequest(`http://localhost${path}${lang ? `?lang=${lang}` : ''}`, { method: 'POST' }));
        expect([path, answer.status, answer.headers.get('content-type')]).toEqual([path, 400, 'application/json']);
        expect(await answer.json()).toEqual({ data: null, success: false, message });
      }
    }
    // A path that decodes goes on to its route.
    const fine = await proxy(new NextRequest('http://localhost/api/v1/games/caf%C3%A9/play', { method: 'POST' }));
    expect(fine.headers.get('x-middleware-next')).toBe('1');
  });
});

describeWithDatabase('a body that is not JSON gets the envelope, through Next’s API resolver', () => {
  const previousTrust = process.env.TRUST_PROXY;
  beforeAll(() => {
    process.env.TRUST_PROXY = '1';
    resetServerEnv();
    setStreamTimingForTests({ lifetimeMs: 50, pollMs: 20 });
  });
  afterAll(() => {
    setStreamTimingForTests(undefined);
    if (previousTrust === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = previousTrust;
    resetServerEnv();
  });

  it.each(Object.keys(ROUTES))('%s', async (route) => {
    const { apiResolver } = await import('next/dist/server/api-utils/node/api-resolver');
    const mod = (await import(`@/pages/api/${route}`)) as { default: ApiRouteHandler; config?: unknown };
    // What `next start` runs for an API route: cookies, query, the body parser the route's `config` asks for, then the route.
    const viaNext: NextApiHandler = (req, res) =>
      apiResolver(req, res, req.query, mod, { previewModeId: '', previewModeEncryptionKey: '', previewModeSigningKey: '', multiZoneDraftMode: false, dev: false } as never, false, false, `/api/${route}`);
    const params = [...route.matchAll(/\[([^\]]+)\]/g)].map((m) => `${m[1]}=1`);
    const url = `/api/${route.replace(/\/index$/, '')}?${['lang=en', ...params].join('&')}`;
    let ip = 0;
    for (const method of Object.keys(mod.default.endpoints).filter((m) => m !== 'GET')) {
      for (const [text, type] of NOT_JSON) {
        resetRateLimits();
        const call: ApiCall = { method, url, headers: { 'content-type': type, 'X-Forwarded-For': `192.0.2.${100 + (ip++ % 100)}` }, body: new TextEncoder().encode(text) };
        const reply = await callApi(viaNext, call);
        checkReply(reply, ROUTES[route], () => describeCall(route, method, 'anonymous', call, reply));
      }
    }
  }, 60_000);
});
