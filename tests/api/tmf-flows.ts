/**
 * The money flows through the portal's own API routes, for the TMF contract and fault tests (issue 29,
 * ./tmf-contract.test.ts, ./tmf-faults.test.ts): each call as a browser makes it, in the request's
 * language, and the sentences a customer reads, built from the locale files as the site builds them.
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getDb } from '@/lib/server/db';
import { bills } from '@/lib/server/db/schema';
import { ltr } from '@/lib/server/services/account-line';
import { setCallbackRetryDelaysForTests, setCallbackTransportForTests } from '@/lib/server/payments/provider';
import { signedCallback } from '@/lib/server/payments/signature';
import { awardPoints } from '@/lib/server/services/rewards';
import { callApi, type ApiReply } from '@/lib/server/testing/api';
import { freshLine, lastCode, signInAs } from '@/lib/server/testing/operator';
import providerPay from '@/pages/api/dev/payment-provider/[orderId]/pay';
import line from '@/pages/api/v1/account/line';
import transactions from '@/pages/api/v1/account/transactions';
import billsIndex from '@/pages/api/v1/account/bills/index';
import billPay from '@/pages/api/v1/account/bills/[id]/pay';
import transferConfirm from '@/pages/api/v1/credit-transfer/confirm';
import transferStart from '@/pages/api/v1/credit-transfer/index';
import packageConfirm from '@/pages/api/v1/packages/confirm';
import packageSubscribe from '@/pages/api/v1/packages/subscribe';
import paymentStatus from '@/pages/api/v1/payments/[orderId]';
import callback from '@/pages/api/v1/payments/callback';
import cardRecharge from '@/pages/api/v1/recharge/card';
import scratchCard from '@/pages/api/v1/recharge/scratch-card';
import redeemRoute from '@/pages/api/v1/rewards/[rewardId]/redeem';
import detail from '@/pages/api/v1/transactional/index';
import confirm from '@/pages/api/v1/transactional/confirm/[id]';
import vanityReserve from '@/pages/api/v1/vanity/reserve';
import eVoucherCheckout from '@/pages/api/v2/e-voucher/checkout';

export type Lang = 'ar' | 'en';
type HeaderMap = Record<string, string>;

const catalogues = new Map<Lang, Record<string, unknown>>();

/** A message of locales/<lang>.json with its `{name}` values filled, as the site shows it. */
export function say(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  let catalogue = catalogues.get(lang);
  if (!catalogue) catalogues.set(lang, (catalogue = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'locales', `${lang}.json`), 'utf8'))));
  const template = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  if (typeof template !== 'string') throw new Error(`no message ${key} in locales/${lang}.json`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

export { ltr };

export const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

const post = (route: Parameters<typeof callApi>[0], url: string, body: unknown, headers: HeaderMap = {}) => callApi(route, { method: 'POST', url, body, headers });

/**
 * The demo payment provider calls our callback route in-process (signed); no retries left running.
 * `replies` collects what our callback answered it, in order.
 */
export function useInProcessPaymentCallbacks(replies: Array<{ status: number; message: string }> = []): () => void {
  setCallbackTransportForTests(async ({ body, signature, lang }) => {
    const reply = await callApi(callback, { method: 'POST', url: `/x?lang=${lang}`, body, headers: { 'X-Signature': signature } });
    replies.push({ status: reply.status, message: reply.json?.message });
    return { status: reply.status, json: reply.json };
  });
  setCallbackRetryDelaysForTests([]);
  return () => {
    setCallbackTransportForTests(undefined);
    setCallbackRetryDelaysForTests(undefined);
  };
}

export const lineOf = (headers: HeaderMap, lang: Lang) => callApi(line, { url: `/x?lang=${lang}`, headers });
export const historyOf = (headers: HeaderMap, lang: Lang) => callApi(transactions, { url: `/x?lang=${lang}`, headers });
export const paymentOf = (orderId: string) => callApi(paymentStatus, { url: `/x?orderId=${orderId}` });

/** The provider's callback for a paid order, signed anew (its next attempt after one that failed). */
export function providerCallback(orderId: string, amount: number, lang: Lang): Promise<ApiReply> {
  const { body, signature } = signedCallback({ orderId, status: 'succeeded', amount, currency: 'IQD' });
  return callApi(callback, { method: 'POST', url: `/x?lang=${lang}`, body, headers: { 'X-Signature': signature } });
}

/** Add-on purchase by number: detail (a code by SMS); `send` confirms with it (same PID and code each time). */
export async function prepareAddon(msisdn: string, lang: Lang, addonId = 101, key?: string): Promise<{ PID: string; send: () => Promise<ApiReply> }> {
  const started = await post(detail, `/x?lang=${lang}`, { msisdn, addOnItemId: addonId });
  if (!started.json?.success) throw new Error(`add-on detail refused: ${started.status} ${started.text}`);
  const PID = started.json.data.PID as string;
  const code = await lastCode(msisdn, 'addon');
  const headers: HeaderMap = key ? { 'Idempotency-Key': key } : {};
  const send = () => post(confirm, `/x?id=${addonId}&msisdn=${msisdn}&lang=${lang}`, { passcode: code, PID }, headers);
  return { PID, send };
}

/** A data package for oneself, or a gift: subscribe (a code to the payer); `send` confirms. */
export async function preparePackage(headers: HeaderMap, payer: string, lang: Lang, addonId: number, giftTo?: string, key?: string) {
  const started = await post(packageSubscribe, `/x?lang=${lang}`, giftTo ? { addonId, giftTo } : { addonId }, headers);
  if (started.status !== 200) throw new Error(`package subscribe refused: ${started.status} ${started.text}`);
  const code = await lastCode(payer, 'package');
  const confirmHeaders = key ? { ...headers, 'Idempotency-Key': key } : headers;
  const send = () => post(packageConfirm, `/x?lang=${lang}`, { requestId: started.json.data.requestId, code }, confirmHeaders);
  return { send };
}

/** A signed-in line of its own with `points` reward points. */
export async function memberWith(points: number, balance = 0): Promise<{ msisdn: string; headers: HeaderMap }> {
  const msisdn = await freshLine({ balance });
  if (points > 0) await awardPoints(await getDb(), { msisdn, points, reason: 'game', reference: `test:${msisdn}:points` });
  return { msisdn, headers: await signInAs(msisdn) };
}

export const redeemReward = (headers: HeaderMap, rewardId: string, key: string, lang: Lang) =>
  callApi(redeemRoute, { method: 'POST', url: `/x?rewardId=${rewardId}&lang=${lang}`, headers: { ...headers, 'Idempotency-Key': key } });

export const scratch = (msisdn: string, cardNumber: string, lang: Lang) => post(scratchCard, `/x?lang=${lang}`, { msisdn, cardNumber });

/** The demo provider's page: pay an order with a card (the provider then calls our callback). */
export const payOrder = (orderId: string, lang: Lang, card = GOOD_CARD) => callApi(providerPay, { method: 'POST', url: `/x?orderId=${orderId}&lang=${lang}`, body: card });

export async function startCardRecharge(msisdn: string, amount: number, lang: Lang): Promise<string> {
  const started = await post(cardRecharge, `/x?lang=${lang}`, { msisdn, amount });
  if (started.status !== 200) throw new Error(`card recharge refused: ${started.status} ${started.text}`);
  return started.json.data.orderId as string;
}

export async function startEVoucher(msisdn: string, packageId: number, lang: Lang): Promise<string> {
  const started = await post(eVoucherCheckout, `/x?lang=${lang}`, { packageId, msisdn });
  if (started.status !== 200) throw new Error(`e-voucher checkout refused: ${started.status} ${started.text}`);
  return started.json.data.orderId as string;
}

/** A postpaid line of its own with one unpaid bill of `amount`, signed in. */
export async function postpaidWithBill(amount: number): Promise<{ msisdn: string; headers: HeaderMap; billId: number }> {
  const msisdn = await freshLine({ type: 'postpaid' });
  const db = await getDb();
  const [bill] = await db
    .insert(bills)
    .values({ msisdn, period: `2026-${String(randomInt(1, 10)).padStart(2, '0')}`, amount, dueAt: new Date('2026-12-15T00:00:00Z') })
    .returning({ id: bills.id });
  return { msisdn, headers: await signInAs(msisdn), billId: bill.id };
}

export const billsOf = (headers: HeaderMap, lang: Lang) => callApi(billsIndex, { url: `/x?lang=${lang}`, headers });

export async function startBillPayment(headers: HeaderMap, billId: number, lang: Lang): Promise<ApiReply> {
  return post(billPay, `/x?id=${billId}&lang=${lang}`, {}, headers);
}

/** Credit transfer: start (a code to the sender); `send` confirms with it. */
export async function prepareTransfer(headers: HeaderMap, from: string, to: string, amount: number, lang: Lang, key?: string) {
  const started = await post(transferStart, `/x?lang=${lang}`, { to, amount }, headers);
  if (started.status !== 200) throw new Error(`transfer start refused: ${started.status} ${started.text}`);
  const code = await lastCode(from, 'transfer');
  const confirmHeaders = key ? { ...headers, 'Idempotency-Key': key } : headers;
  const send = () => post(transferConfirm, `/x?lang=${lang}`, { transferId: started.json.data.transferId, code }, confirmHeaders);
  return { transferId: started.json.data.transferId as string, send };
}

export const reserveVanity = (headers: HeaderMap, number: string, lang: Lang, key?: string) =>
  post(vanityReserve, `/x?lang=${lang}`, { number, name: 'Zainab Ali Hassan', contactNumber: '07501234567' }, key ? { ...headers, 'Idempotency-Key': key } : headers);
