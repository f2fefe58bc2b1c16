/** Test helper: a BSS in a box on port 0 over the test database, and plain-fetch calls to it. */
import { getDb } from '@/lib/server/db';
import { tmfDefinitionErrors, type TmfApi } from '@/lib/server/testing/tmf-contract';
import type { ApiName } from '../events';
import { startBss, DEFAULT_BASE_PATHS, type BssServer } from '../server';

export const CLIENT = { id: 'test-portal', secret: 'test-secret-of-the-portal' };
export const LISTENER_SECRET = 'listener-secret-for-tests';
export const TEST_DAILY_CAP = 20_000;
export const P = DEFAULT_BASE_PATHS;

export interface Reply {
  status: number;
  headers: Headers;
  body: any;
}

export async function startTestBss(extra: { tokenTtlSeconds?: number } = {}): Promise<BssServer> {
  return startBss({
    port: 0,
    database: getDb,
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    listenerSecret: LISTENER_SECRET,
    transferDailyCap: TEST_DAILY_CAP,
    ...extra,
  });
}

export async function fetchToken(url: string, id = CLIENT.id, secret = CLIENT.secret): Promise<Reply> {
  const response = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** A caller with a token: `call('GET', P.tmf654 + '/bucket?…')`. */
export function client(bss: BssServer) {
  let token: string | undefined;
  return async function call(method: string, path: string, body?: unknown, init: { token?: string | null; signal?: AbortSignal; headers?: Record<string, string> } = {}): Promise<Reply> {
    if (init.token === undefined && !token) token = (await fetchToken(bss.url)).body.access_token;
    const bearer = init.token === undefined ? token : init.token;
    const response = await fetch(`${bss.url}${path}`, {
      method,
      headers: {
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: init.signal,
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  };
}

/** The problems of a body against `#/definitions/<name>` of the API's specification (the contract test's validator). */
export const specErrors = (api: ApiName, name: string, body: unknown): Promise<string[]> => tmfDefinitionErrors(api.replace(/^tmf/, '') as TmfApi, name, body);

/** Fails, naming the problems, when the body breaks `#/definitions/<name>` of the API's specification. */
export async function expectValid(api: ApiName, name: string, body: unknown): Promise<void> {
  expect(await specErrors(api, name, body)).toEqual([]);
}

export const bucketOf = (msisdn: string) => ({ id: `main-${msisdn}` });
export const lineRef = (msisdn: string) => [{ id: msisdn }];

/** PROFILE.md's credit body. */
export function topupBody(msisdn: string, amount: number, externalId: string) {
  return {
    amount: { amount, units: 'IQD' },
    usageType: 'monetary',
    bucket: bucketOf(msisdn),
    partyAccount: { id: `acc-${msisdn}` },
    logicalResource: lineRef(msisdn),
    reason: 'card-recharge',
    channel: { id: 'portal' },
    externalId,
    '@type': 'TopupBalance',
  };
}

/** PROFILE.md's charge body (a negative amount takes credit). */
export function adjustBody(msisdn: string, amount: number, externalId: string) {
  return {
    amount: { amount: -amount, units: 'IQD' },
    usageType: 'monetary',
    adjustType: 'oneTime',
    bucket: bucketOf(msisdn),
    logicalResource: lineRef(msisdn),
    reason: 'vanity-reservation',
    channel: { id: 'portal' },
    externalId,
    '@type': 'AdjustBalance',
  };
}

export function transferBody(from: string, to: string, amount: number, externalId: string) {
  return {
    reason: 'transfer',
    amount: { amount, units: 'IQD' },
    usageType: 'monetary',
    bucket: bucketOf(from),
    logicalResource: lineRef(from),
    receiverLogicalResource: { id: to },
    receiverBucket: bucketOf(to),
    receiverBucketUsageType: 'monetary',
    channel: { id: 'portal' },
    costOwner: 'originator',
    externalId,
    '@type': 'TransferBalance',
  };
}

export function addonOrderBody(msisdn: string, addonId: number, price: number, externalId: string, payer = msisdn) {
  return {
    externalId,
    category: payer === msisdn ? 'addon-purchase' : 'package-gift',
    '@type': 'ProductOrder',
    channel: [{ id: 'portal', role: 'salesChannel' }],
    relatedParty: [
      { id: msisdn, role: 'user', '@referredType': 'MSISDN' },
      { id: payer, role: 'payer', '@referredType': 'MSISDN' },
    ],
    productOrderItem: [
      {
        id: '1',
        action: 'add',
        quantity: 1,
        productOffering: { id: `addon-${addonId}` },
        itemPrice: [{ priceType: 'oneTime', price: { taxIncludedAmount: { unit: 'IQD', value: price } } }],
      },
    ],
  };
}

export function voucherOrderBody(msisdn: string, packageId: number, value: number, paymentId: string, reissueAfterSeconds?: number) {
  return {
    externalId: `voucher:${paymentId}`,
    category: 'eVoucher',
    '@type': 'ProductOrder',
    channel: [{ id: 'portal', role: 'salesChannel' }],
    relatedParty: [{ id: msisdn, role: 'user', '@referredType': 'MSISDN' }],
    productOrderItem: [
      {
        id: '1',
        action: 'add',
        quantity: 1,
        productOffering: { id: `evoucher-${packageId}` },
        itemPrice: [{ priceType: 'oneTime', price: { taxIncludedAmount: { unit: 'IQD', value } } }],
        product: {
          productCharacteristic: [
            { name: 'msisdn', valueType: 'string', value: msisdn },
            ...(reissueAfterSeconds !== undefined ? [{ name: 'reissueAfterSeconds', valueType: 'number', value: reissueAfterSeconds }] : []),
          ],
        },
      },
    ],
  };
}

export function paymentBody(msisdn: string, billId: number, amount: number, correlatorId: string) {
  return {
    correlatorId,
    account: { id: `acc-${msisdn}` },
    paymentMethod: { id: 'portal-gateway', '@type': 'PaymentMethodRef' },
    totalAmount: { value: amount, unit: 'IQD' },
    paymentItem: [{ item: { id: String(billId), '@referredType': 'CustomerBill' }, totalAmount: { value: amount, unit: 'IQD' } }],
    channel: { id: 'portal' },
    '@type': 'Payment',
  };
}
