/**
 * What every payment method shares (issue 30 §2; the methods are ./methods): registering a payment at
 * its provider once when the payer reaches our pay page, reading a callback or a return, asking the
 * provider's status (the source of truth) and applying it with `applyPaymentResult` (which checks the
 * amount and currency), the polling job for callbacks that never came, and withdrawing a payment whose
 * order was released.
 */
import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import { ApiError, notFound } from '../api/errors';
import { getDb } from '../db';
import { payments } from '../db/schema';
import { serverEnv } from '../env';
import { logger } from '../logger';
import { applyPaymentResult, type PaymentResult } from './index';
import { findPayment, returnPath, type PaymentRow } from './records';
import { paymentMethod, PaymentCallbackRefused, PaymentProviderError, type IncomingCallback, type MethodPayment, type PayerStep, type PaymentMethod } from './methods';
import { PAYMENT_CURRENCY } from './signature';

type StartedRow = PaymentRow & { providerRef: string };

export function methodPayment(row: PaymentRow): MethodPayment {
  return { id: row.id, reference: row.reference, purpose: row.purpose, msisdn: row.msisdn, amount: row.amount, providerRef: row.providerRef };
}

function started(row: PaymentRow): row is StartedRow {
  return row.providerRef !== null;
}

/** The method a stored payment was made with (a method switched off since still settles its payments). */
export function methodOf(row: Pick<PaymentRow, 'id' | 'method'>): PaymentMethod {
  const method = paymentMethod(row.method);
  if (!method) throw new Error(`payment ${row.id} has an unknown method ${row.method}`);
  return method;
}

/** Where the provider sends the payer back and posts its callback (absolute, on SITE_URL). */
export function payerUrls(row: Pick<PaymentRow, 'id' | 'method'>, lang: Locale): { returnUrl: string; callbackUrl: string } {
  const site = serverEnv().SITE_URL.replace(/\/$/, '');
  const base = `${site}/api/v1/payments/${encodeURIComponent(row.method)}`;
  // `payment`, not `orderId`: the route's own segment is named so (pages/api/v1/payments/[orderId]/return.ts).
  return { returnUrl: `${base}/return?${new URLSearchParams({ payment: row.id, lang })}`, callbackUrl: `${base}/callback` };
}

/** What our pay page shows for a payment. */
export type PayPageState =
  /** The demo card form (demo mode). */
  | { kind: 'card' }
  /** The provider's step: a redirect, or the QR code to pay in the bank's app. */
  | { kind: 'step'; method: PaymentMethod['id']; step: PayerStep; reference: string; amount: number; nextUrl: string }
  /** Paid, declined or closed already: where the payer goes. */
  | { kind: 'done'; redirectUrl: string };

function stepState(row: PaymentRow, step: PayerStep, lang: Locale): PayPageState {
  return { kind: 'step', method: methodOf(row).id, step, reference: row.reference, amount: row.amount, nextUrl: returnPath(row, lang) };
}

/**
 * The payer reached /pay/<orderId>: registers the payment at its method's provider, once. The row is
 * locked while the provider is asked, so a reload, a second tab or another server waits and then shows
 * the same step (the provider's idempotency key is our payment id besides). Null when there is no page
 * (outside demo mode: an unknown payment, or one of the demo card).
 */
export async function payPageState(orderId: string, lang: Locale): Promise<PayPageState | null> {
  const payment = await findPayment(orderId);
  // The demo card's page as today (demo mode only): it says itself when the payment is unknown or done.
  if (!payment || payment.method === 'demo-card') return serverEnv().demoMode ? { kind: 'card' } : null;
  if (payment.status !== 'pending') return { kind: 'done', redirectUrl: returnPath(payment, lang) };
  if (payment.providerStep) return stepState(payment, payment.providerStep, lang);
  const method = methodOf(payment);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.id, orderId)).for('update');
    if (row.status !== 'pending') return { kind: 'done', redirectUrl: returnPath(row, lang) } as const;
    if (row.providerStep) return stepState(row, row.providerStep, lang);
    let registered;
    try {
      registered = await method.start(methodPayment(row), payerUrls(row, lang), lang);
    } catch (error) {
      logger.warn({ orderId, method: method.id, err: (error as Error).message }, 'payment not registered at the provider');
      throw new ApiError(502, 'money.methods.providerDown');
    }
    await tx.update(payments).set({ providerRef: registered.providerRef, providerStep: registered.next }).where(eq(payments.id, orderId));
    return stepState(row, registered.next, lang);
  });
}

/**
 * Asks the provider how a started payment stands and applies a final answer (succeeded or declined)
 * once; a pending answer changes nothing. `applyPaymentResult` refuses another amount or currency.
 */
export async function settleFromProvider(row: StartedRow, lang: Locale): Promise<PaymentResult> {
  const method = methodOf(row);
  const said = await method.status(row);
  if (said.state === 'pending' || said.state === 'refunded') {
    if (said.state === 'refunded') logger.warn({ orderId: row.id, method: method.id }, 'the provider reports a refund we did not record');
    const now = (await findPayment(row.id)) ?? row;
    return { status: now.status, redirectUrl: returnPath(row, lang) };
  }
  return applyPaymentResult(
    {
      orderId: row.id,
      status: said.state,
      // A decline need not say what was charged; a success must (and is checked against ours).
      amount: said.amount ?? (said.state === 'declined' ? row.amount : Number.NaN),
      currency: said.currency ?? (said.state === 'declined' ? PAYMENT_CURRENCY : ''),
    },
    lang,
  );
}

/**
 * A verified callback names our payment and a provider id we never stored (the answer to `start` was
 * lost, and the payer paid that registration all the same): the id is adopted only when the provider
 * says it is paid, for our amount and currency, and no other payment holds it (the unique index).
 */
async function adoptOrphan(method: PaymentMethod, orderId: string, providerRef: string): Promise<PaymentRow | undefined> {
  const row = await findPayment(orderId);
  if (!row || row.method !== method.id || row.providerRef === providerRef) return undefined;
  const said = await method.status({ ...methodPayment(row), providerRef });
  if (said.state !== 'succeeded' || said.amount !== row.amount || said.currency !== PAYMENT_CURRENCY) return undefined;
  const db = await getDb();
  try {
    const [adopted] = await db.update(payments).set({ providerRef }).where(eq(payments.id, row.id)).returning();
    logger.warn({ orderId, method: method.id }, 'a paid registration we had lost was adopted');
    return adopted;
  } catch (error) {
    logger.warn({ orderId, method: method.id, err: (error as Error).message }, 'orphan provider id held by another payment: not adopted');
    return undefined;
  }
}

/** Why a callback or a return was refused: 401, nothing changed. */
const refused = () => new ApiError(401, 'money.methods.callbackRefused');

/**
 * A provider's callback or a payer's return at /api/v1/payments/{method}/…: verified by the method
 * (a forged one is refused: 401, nothing changes), then the provider's status is asked and applied.
 */
export async function handleMethodCallback(methodId: string, incoming: IncomingCallback, lang: Locale): Promise<PaymentResult & { orderId: string }> {
  const method = paymentMethod(methodId);
  if (!method || method.id === 'demo-card') throw notFound();
  let finding;
  try {
    finding = await method.readCallback(incoming);
  } catch (error) {
    if (error instanceof PaymentCallbackRefused) {
      logger.warn({ method: method.id, reason: error.reason }, 'payment callback refused');
      throw refused();
    }
    throw error;
  }
  const db = await getDb();
  let row: PaymentRow | undefined;
  [row] = finding.providerRef
    ? await db
        .select()
        .from(payments)
        .where(and(eq(payments.method, method.id), eq(payments.providerRef, finding.providerRef)))
    : finding.orderId
      ? await db
          .select()
          .from(payments)
          .where(and(eq(payments.method, method.id), eq(payments.id, finding.orderId)))
      : [];
  if (!row && finding.providerRef && finding.orderId) row = await adoptOrphan(method, finding.orderId, finding.providerRef);
  if (!row || !started(row)) {
    logger.warn({ method: method.id, ...finding }, 'payment callback names no payment of ours');
    throw notFound();
  }
  try {
    return { orderId: row.id, ...(await settleFromProvider(row, lang)) };
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new ApiError(503, 'money.methods.providerDown', { headers: { 'Retry-After': '30' } });
    throw error;
  }
}

/**
 * The payer's return from the provider's page: verified and settled like a callback, then the payer goes
 * on to the payment's page. A return we cannot verify, or while the provider cannot be asked, changes
 * nothing; its payer (named by our `payment` parameter) still goes to the payment's page, which shows
 * it pending and follows it until the callback or the polling job settles it.
 */
export async function methodReturn(methodId: string, incoming: IncomingCallback, lang: Locale): Promise<PaymentResult> {
  try {
    return await handleMethodCallback(methodId, incoming, lang);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 404) throw error;
    const named = typeof incoming.query.payment === 'string' ? await findPayment(incoming.query.payment) : null;
    if (!named || named.method !== methodId) throw error;
    return { status: named.status, redirectUrl: returnPath(named, lang) };
  }
}

/** The language a payment's payer chose (its messages, its return page). */
const langOf = (row: PaymentRow): Locale => (row.detail.lang === 'en' || row.detail.lang === 'ku' ? row.detail.lang : 'ar');

/** A started payment the provider has not settled is asked after this long (its callback may never come). */
export const POLL_AFTER_MS = 60_000;
/** A redirect payment still pending this long after it was made is withdrawn and declined. */
export const ABANDONED_AFTER_MS = 60 * 60_000;

function expired(row: StartedRow, now: Date): boolean {
  const step = row.providerStep;
  if (step?.kind === 'qr') return now.getTime() > new Date(step.validUntil).getTime() + POLL_AFTER_MS;
  return now.getTime() - row.createdAt.getTime() > ABANDONED_AFTER_MS;
}

/**
 * Job: pending payments registered at a provider more than a minute ago are asked their status and
 * settled (the callback never came); one past its time (a QR's validity, an hour for a redirect) is
 * withdrawn at the provider and declined when the provider still says pending.
 */
export async function pollProviderPayments(now: Date): Promise<number> {
  const db = await getDb();
  const due = await db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), isNotNull(payments.providerRef), lt(payments.createdAt, new Date(now.getTime() - POLL_AFTER_MS))))
    .orderBy(asc(payments.createdAt))
    .limit(100);
  let settled = 0;
  for (const row of due) {
    if (!started(row) || row.method === 'demo-card') continue;
    const lang = langOf(row);
    try {
      const result = await settleFromProvider(row, lang);
      if (result.status !== 'pending') {
        settled += 1;
        continue;
      }
      if (!expired(row, now)) continue;
      await cancelAtProvider(row);
      // Asked once more after the withdrawal: a payment made in the meantime is kept, not declined.
      const after = await settleFromProvider(row, lang);
      if (after.status !== 'pending') {
        settled += 1;
        continue;
      }
      const [closed] = await db
        .update(payments)
        .set({ status: 'declined', completedAt: now })
        .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      if (closed) settled += 1;
    } catch (error) {
      logger.warn({ orderId: row.id, method: row.method, err: (error as Error).message }, 'payment status not settled: asked again next run');
    }
  }
  return settled;
}

/** Withdraws a payment not paid at its provider (its order was released): best effort, logged. */
export async function cancelAtProvider(row: PaymentRow): Promise<void> {
  if (!started(row) || row.method === 'demo-card') return;
  try {
    await methodOf(row).cancel(row);
  } catch (error) {
    logger.warn({ orderId: row.id, method: row.method, err: (error as Error).message }, 'payment not withdrawn at the provider');
  }
}

/**
 * Withdraws at its provider the payment of an order just released, then asks its status once: a payer who
 * paid as the order was released (the withdrawal refused, the callback late or lost) has the charge
 * recorded and paid back now (`applyPaymentResult` on a closed payment), not left to a callback that may
 * never come (the polling job asks only pending payments). Best effort, logged.
 */
export async function cancelAtProviderById(paymentId: string): Promise<void> {
  const row = await findPayment(paymentId);
  if (!row) return;
  await cancelAtProvider(row);
  if (!started(row) || row.method === 'demo-card') return;
  try {
    await settleFromProvider(row, langOf(row));
  } catch (error) {
    logger.warn({ orderId: row.id, method: row.method, err: (error as Error).message }, 'released payment not checked at the provider: its callback settles it');
  }
}
