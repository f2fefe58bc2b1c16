/**
 * The demo payment provider (design.md section 6), standing in for a real provider's own server: the
 * only place a card number is seen (and nothing of it is stored or logged). It checks the test card,
 * then tells our callback the result server to server, signed like a real provider would
 * (./signature.ts: order id, amount, currency and a timestamp, with PAYMENT_WEBHOOK_SECRET), and
 * answers where the payer goes next. Like a real provider it retries a callback that failed: three
 * times at once, then in the background for a few minutes (each attempt signed with its own time).
 *
 * Its refund API, which records what it paid back, is ./provider-refunds.ts.
 *
 * Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined; any other number is
 * refused as invalid (400).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import { ApiError, notFound } from '../api/errors';
import { getDb } from '../db';
import { payments } from '../db/schema';
import { serverEnv } from '../env';
import { logger } from '../logger';
import { serverPort } from '../server-port';
import { findPayment, returnPath, type PaymentRow } from './records';
import { PAYMENT_CURRENCY, SIGNATURE_HEADER, signedCallback } from './signature';

export const TEST_CARDS: Record<string, 'succeeded' | 'declined'> = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'declined',
};

export interface CardInput {
  cardNumber: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export interface CallbackDelivery {
  body: string;
  signature: string;
  lang: Locale;
}

/** Sends the signed callback; answers the callback's HTTP status and JSON body. */
export type CallbackTransport = (delivery: CallbackDelivery) => Promise<{ status: number; json: unknown }>;

const httpTransport: CallbackTransport = async ({ body, signature, lang }) => {
  const port = serverPort() ?? Number(process.env.PORT ?? 3000);
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/payments/callback?lang=${lang}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
};

let transport: CallbackTransport = httpTransport;

/** Tests route the callback to the handler under test (undefined restores HTTP to this server). */
export function setCallbackTransportForTests(replacement: CallbackTransport | undefined): void {
  transport = replacement ?? httpTransport;
}

function expiryInFuture(expiry: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

/** Checks the card like a provider would; the verdict, or a 400 with the fields that are wrong. */
export function checkTestCard(card: CardInput): 'succeeded' | 'declined' {
  const errors: Record<string, string> = {};
  // Own keys only: "constructor" or "__proto__" typed as a card number is no test card.
  const number = card.cardNumber.replace(/[\s-]/g, '');
  const verdict = Object.hasOwn(TEST_CARDS, number) ? TEST_CARDS[number] : undefined;
  if (!verdict) errors.cardNumber = 'core.payment.testCard';
  if (!expiryInFuture(card.expiry)) errors.expiry = 'core.payment.expiry';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'core.payment.cvc';
  if (Object.keys(errors).length > 0) throw new ApiError(400, 'errors.badRequest', { errors });
  return verdict!;
}

const ATTEMPTS = 3;
/** Background retries after the immediate attempts failed (ms after the previous one). */
const DEFAULT_RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000, 120_000];
let retryDelaysMs = DEFAULT_RETRY_DELAYS_MS;

/** Tests: the background retry schedule (undefined restores the default; [] turns it off). */
export function setCallbackRetryDelaysForTests(delays: number[] | undefined): void {
  retryDelaysMs = delays ?? DEFAULT_RETRY_DELAYS_MS;
}

type Delivery = { done: true; status: string; redirectUrl: string } | { done: false; retry: boolean };

/** One signed delivery of the verdict: the callback's answer, or whether trying again may help. */
async function deliver(payment: PaymentRow, verdict: 'succeeded' | 'declined', lang: Locale, attempt: number): Promise<Delivery> {
  const { body, signature } = signedCallback({ orderId: payment.id, status: verdict, amount: payment.amount, currency: PAYMENT_CURRENCY });
  try {
    const reply = await transport({ body, signature, lang });
    const data = (reply.json as { data?: { status?: string; redirectUrl?: string } } | null)?.data;
    if (reply.status < 300 && data?.redirectUrl) return { done: true, status: data.status ?? verdict, redirectUrl: data.redirectUrl };
    logger.warn({ orderId: payment.id, attempt, status: reply.status }, 'payment callback refused');
    return { done: false, retry: reply.status >= 500 };
  } catch (error) {
    logger.warn({ orderId: payment.id, attempt, err: (error as Error).message }, 'payment callback failed');
    return { done: false, retry: true };
  }
}

/** Keeps delivering a verdict the shop has not confirmed yet, until it does or the schedule ends. */
function retryInBackground(orderId: string, verdict: 'succeeded' | 'declined', lang: Locale, step = 0): void {
  const delay = retryDelaysMs[step];
  if (delay === undefined) {
    if (step > 0) logger.error({ orderId }, 'payment callback never confirmed: the order stays pending');
    return;
  }
  const timer = setTimeout(() => {
    void (async () => {
      const payment = await findPayment(orderId).catch(() => null);
      if (!payment || payment.status !== 'pending') return;
      const delivery = await deliver(payment, verdict, lang, ATTEMPTS + step + 1);
      if (!delivery.done && delivery.retry) retryInBackground(orderId, verdict, lang, step + 1);
    })().catch((error: unknown) => logger.warn({ orderId, err: (error as Error).message }, 'payment callback retry failed'));
  }, delay);
  timer.unref();
}

/**
 * POST /api/dev/payment-provider/{orderId}/pay: the payer submitted the card on the demo page. The
 * answer says where to send the payer (the confirmation page) and the payment's status there.
 */
export async function payWithTestCard(orderId: string, card: CardInput, lang: Locale): Promise<{ status: string; redirectUrl: string }> {
  if (!serverEnv().demoMode) throw notFound();
  const payment = await findPayment(orderId);
  if (!payment) throw notFound();
  if (payment.status !== 'pending') {
    throw new ApiError(400, 'core.payment.done', { data: { status: payment.status, redirectUrl: returnPath(payment, lang) } });
  }
  const verdict = checkTestCard(card);
  // The provider's own record of the charge (never the card): what its callback says, delivered again by
  // the job below when every try of this server failed and the server went away with its retries.
  const db = await getDb();
  await db
    .update(payments)
    .set({ detail: sql`${payments.detail} || ${JSON.stringify({ demoVerdict: verdict, demoLang: lang, demoVerdictAt: new Date().toISOString() })}::jsonb` })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));

  let retry = true;
  for (let attempt = 1; attempt <= ATTEMPTS && retry; attempt++) {
    const delivery = await deliver(payment, verdict, lang, attempt);
    if (delivery.done) return { status: delivery.status, redirectUrl: delivery.redirectUrl };
    retry = delivery.retry;
    if (retry && attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
  // Like a real provider, the result is known but not yet confirmed by the shop: the payer sees the
  // pending order on the confirmation page, which follows it until the retried callback lands.
  if (retry) retryInBackground(payment.id, verdict, lang);
  return { status: 'pending', redirectUrl: returnPath(payment, lang) };
}

/** A demo-card verdict still unconfirmed this long after the payer gave the card is delivered again by the job. */
export const REDELIVER_AFTER_MS = 60_000;

/**
 * The job of the demo provider (demo mode): delivers again the verdicts of card payments still pending
 * a minute on. A real provider retries its callbacks from its own servers; the demo provider's retries
 * above are timers in the server that took the card, and die with it (killed, or restarted by a deploy),
 * which left the payment pending for good, with its credit applied when the callback had got that far
 * (`npm run drill`, the server killed mid-purchase). Each delivery is the signed callback, applied once.
 */
export async function redeliverDemoVerdicts(now: Date): Promise<number> {
  if (!serverEnv().demoMode) return 0;
  const db = await getDb();
  const due = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.method, 'demo-card'),
        eq(payments.status, 'pending'),
        sql`${payments.detail} ? 'demoVerdict'`,
        // From the verdict, not the payment's creation: a payer who took more than a minute to type the card
        // would otherwise get this delivery at once, beside the server's own tries. (Rows from before the
        // verdict had its time fall back to the creation.)
        sql`coalesce((${payments.detail}->>'demoVerdictAt')::timestamptz, ${payments.createdAt}) < ${new Date(now.getTime() - REDELIVER_AFTER_MS).toISOString()}::timestamptz`,
      ),
    )
    .limit(100);
  let settled = 0;
  for (const row of due) {
    const verdict = row.detail.demoVerdict;
    if (verdict !== 'succeeded' && verdict !== 'declined') continue;
    const lang: Locale = row.detail.demoLang === 'en' || row.detail.demoLang === 'ku' ? row.detail.demoLang : 'ar';
    const delivery = await deliver(row, verdict, lang, 0);
    if (delivery.done) settled += 1;
  }
  return settled;
}
