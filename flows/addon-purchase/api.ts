/**
 * The two calls of the add-on purchase (spec section 7) and what their answers mean for the modal
 * (spec section 4). The server may answer a refusal with 200 and `success: false`, or with a 4xx whose
 * body is the same envelope: both are read the same way.
 */
import type { AddonDetailData } from '@/lib/account-api';
import type { Envelope } from '@/lib/api/envelope';
import { ApiClientError } from '@/lib/api/errors';
import { envelopeOf, newIdempotencyKey, type MoneyCall } from '../shared/api';

export type DetailOutcome =
  | { kind: 'ok'; detail: AddonDetailData }
  /** Blocked line, or any other refusal (spec: "a blocked state"); `message` may be empty. */
  | { kind: 'blocked'; message: string }
  /** The server refused the number itself (400 with data.errors.msisdn). */
  | { kind: 'invalid-number'; message: string }
  /** No usable answer (network, timeout, 5xx without a message, 429): nothing happened, try again. */
  | { kind: 'unreachable'; error: unknown };

export type ConfirmOutcome =
  | { kind: 'success'; message: string; envelope: Envelope<unknown> }
  | { kind: 'invalid-code'; message: string; triesLeft?: number }
  | { kind: 'blocked'; message: string }
  /** The balance is short of the price (both given when the server knows them); the code stays valid. */
  | { kind: 'not-enough'; message: string; balance: number | null; price: number | null }
  /** Any other refusal: the error state with the message and the recharge button. */
  | { kind: 'failed'; message: string }
  | { kind: 'unreachable'; error: unknown };

function answerOf(error: unknown): Envelope<unknown> | undefined {
  // A 429 or a 5xx is about the server, not about this purchase: the user may simply try again.
  if (error instanceof ApiClientError && (error.status === 429 || (error.status ?? 0) >= 500)) return undefined;
  return envelopeOf(error);
}

export async function requestDetail(call: MoneyCall, msisdn: string, addonId: number): Promise<DetailOutcome> {
  let answer: Envelope<unknown> | undefined;
  try {
    answer = await call<AddonDetailData>('/api/v1/transactional', {
      method: 'POST',
      body: { msisdn, addOnItemId: addonId },
      idempotencyKey: newIdempotencyKey(),
    });
  } catch (error) {
    answer = answerOf(error);
    if (!answer) return { kind: 'unreachable', error };
    const fieldError = (answer.data as { errors?: Record<string, string> } | null)?.errors?.msisdn;
    if (fieldError) return { kind: 'invalid-number', message: fieldError };
  }
  const data = answer.data as AddonDetailData | null;
  if (answer.success && data && data.addOnDetail && typeof data.PID === 'string') return { kind: 'ok', detail: data };
  return { kind: 'blocked', message: answer.message ?? '' };
}

export async function confirmPurchase(call: MoneyCall, msisdn: string, addonId: number, passcode: string, PID: string): Promise<ConfirmOutcome> {
  let answer: Envelope<unknown> | undefined;
  try {
    answer = await call<unknown>(`/api/v1/transactional/confirm/${addonId}`, {
      method: 'POST',
      query: { msisdn },
      body: { passcode, PID },
      idempotencyKey: newIdempotencyKey(),
    });
  } catch (error) {
    answer = answerOf(error);
    if (!answer) return { kind: 'unreachable', error };
    const fieldError = (answer.data as { errors?: Record<string, string> } | null)?.errors?.passcode;
    if (fieldError) return { kind: 'invalid-code', message: fieldError };
  }
  if (answer.success) return { kind: 'success', message: answer.message, envelope: answer };
  if (answer.invalidOTP === true) {
    const triesLeft = typeof answer.triesLeft === 'number' ? answer.triesLeft : undefined;
    return { kind: 'invalid-code', message: answer.message, triesLeft };
  }
  if (answer.isBlocked === true) return { kind: 'blocked', message: answer.message };
  if (answer.notEnoughBalance === true) {
    const figures = (answer.data ?? {}) as { balance?: unknown; price?: unknown };
    const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
    return { kind: 'not-enough', message: answer.message, balance: number(figures.balance), price: number(figures.price) };
  }
  return { kind: 'failed', message: answer.message };
}

/** Sends the analytics item to the tag manager's queue when the page has one (no script is loaded here). */
export function pushAnalytics(event: unknown): void {
  if (typeof window === 'undefined' || !event || typeof event !== 'object') return;
  const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  if (Array.isArray(layer)) layer.push(event);
}
