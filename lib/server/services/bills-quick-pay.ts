/**
 * Quick pay: a postpaid bill paid without an account (issue 11). The visitor types the number, a
 * 6-digit code goes to it by SMS (the one-time-code service, purpose 'bill-quick-pay'), and the right
 * code gives a short-lived grant bound to that number, not a session: it only reads the amount due and
 * starts the card payment of that line's bill (the same payment flow as the signed-in bill page).
 *
 * A stranger who types a number learns nothing: the sending step answers the same for our postpaid,
 * our prepaid and unknown numbers (a code is issued for each, delivered only to our lines, after the
 * answer), like the password reset; only another operator's number is told "service not available".
 *
 * The grant is signed with APP_SECRET (no table, no migration): `<msisdn>.<expiry ms>.<nonce>.<mac>`.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { BillData, PaymentStartData, PinSentData } from '@/lib/account-api';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/locales';
import { messages, patterns } from '@/lib/validation/rules';
import { ApiError, notFound } from '../api/errors';
import { serverEnv } from '../env';
import { billData } from './account-line';
import { assertOperatorNumber, codeFailure, sendCode } from './accounts/codes';
import type { RequestInfo } from './accounts/login';
import { core } from '../core';
import { CODE_TTL_MINUTES, verifyCode } from './otp';
import { startPayment } from '../payments';

export const QUICK_PAY_PURPOSE = 'bill-quick-pay';
/** How long the grant of a right code lets the visitor see and pay the bill. */
export const GRANT_TTL_MINUTES = 15;

/** The grant as the routes take it (its checks are grantNumber's: a wrong one is a 401). */
export const grantField = () => z.string({ error: messages.required }).min(1, { error: messages.required }).max(200, { error: messages.invalid });

/** A bill id: a positive integer column, so nothing larger reaches the database. */
export const billIdField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: messages.required }).int({ error: messages.wholeNumber }).positive({ error: messages.invalid }).max(2_147_483_647, { error: messages.invalid }),
  );

export interface QuickPayGrantData {
  /** Opaque; sent back in the body of the bill and pay calls (never in a URL). */
  grant: string;
  expiresAt: string;
}

export interface QuickPayBillData {
  msisdn: string;
  type: 'prepaid' | 'postpaid';
  /** The bill to pay now (the newest unpaid one, as on the signed-in bill page), or null. */
  bill: BillData | null;
}

function mac(msisdn: string, expires: number, nonce: string): Buffer {
  // The purpose is part of the signed text, so no other HMAC of APP_SECRET can pass for a grant.
  return createHmac('sha256', serverEnv().APP_SECRET).update(`${QUICK_PAY_PURPOSE}-grant\n${msisdn}\n${expires}\n${nonce}`).digest();
}

export function issueGrant(msisdn: string, now = Date.now()): QuickPayGrantData {
  const expires = now + GRANT_TTL_MINUTES * 60_000;
  const nonce = randomBytes(12).toString('base64url');
  return { grant: `${msisdn}.${expires}.${nonce}.${mac(msisdn, expires, nonce).toString('base64url')}`, expiresAt: new Date(expires).toISOString() };
}

/** The number a grant was issued for, or a 401 (made up, altered or expired: enter the number again). */
export function grantNumber(grant: string, now = Date.now()): string {
  const expired = () => new ApiError(401, 'quickPay.api.grantExpired');
  const parts = grant.split('.');
  if (parts.length !== 4) throw expired();
  const [msisdn, expiresText, nonce, signature] = parts;
  if (!patterns.operatorMsisdn.test(msisdn) || !/^\d{1,15}$/.test(expiresText) || !/^[\w-]{1,32}$/.test(nonce)) throw expired();
  const expires = Number(expiresText);
  const expected = mac(msisdn, expires, nonce);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw expired();
  if (expires <= now) throw expired();
  return msisdn;
}

/**
 * Sends the code. The same answer, limits and timing for every number of ours, whatever its line:
 * the code is delivered (in the background, after the answer) only when the line exists; a prepaid
 * line gets it too and is told after the code that it has no bills.
 */
export async function sendQuickPayCode(phone: string, req: RequestInfo): Promise<PinSentData> {
  assertOperatorNumber(phone);
  const line = await core().getLine(phone);
  return sendCode({
    purpose: QUICK_PAY_PURPOSE,
    subject: phone,
    deliver: line ? { sms: (code) => req.t('quickPay.sms', { code, brand: brand.name[req.lang], minutes: CODE_TTL_MINUTES }) } : null,
    deviceId: req.deviceId,
    ip: req.ip,
    background: true,
  });
}

/** The right code → a grant for this number; a wrong one counts a try (5 kill the code). */
export async function verifyQuickPayCode(phone: string, code: string): Promise<QuickPayGrantData> {
  assertOperatorNumber(phone);
  const result = await verifyCode({ purpose: QUICK_PAY_PURPOSE, subject: phone, code });
  if (!result.ok) throw codeFailure(result, 'code');
  return issueGrant(phone);
}

/** What the grant's line owes now. */
export async function quickPayBill(grant: string): Promise<QuickPayBillData> {
  const msisdn = grantNumber(grant);
  const line = await core().getLine(msisdn);
  // Codes are only delivered to our lines, so this is a line removed since: nothing to show.
  if (!line) throw notFound();
  if (line.type === 'prepaid') return { msisdn, type: 'prepaid', bill: null };
  const unpaid = (await core().getBills(msisdn)).find((bill) => !bill.paidAt);
  return { msisdn, type: 'postpaid', bill: unpaid ? billData(unpaid) : null };
}

/**
 * Starts the card payment of the bill shown (`billId`), for exactly its amount. A bill of another line
 * is "not found" (ids reveal nothing); a paid one is refused. Repeats with the same Idempotency-Key
 * replay the first order (the route).
 */
export async function startQuickPayment(grant: string, billId: number, email: string | undefined, lang: Locale, method?: string): Promise<PaymentStartData> {
  const msisdn = grantNumber(grant);
  const bill = await core().getBill(billId);
  if (!bill || bill.msisdn !== msisdn) throw notFound();
  if (bill.paidAt) throw new ApiError(400, 'core.billPaid');
  return startPayment(
    {
      purpose: 'bill',
      msisdn,
      amount: bill.amount,
      email: email ?? null,
      detail: { billId: bill.id, period: bill.period, via: QUICK_PAY_PURPOSE },
      method,
    },
    lang,
  );
}
