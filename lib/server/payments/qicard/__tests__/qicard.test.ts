/**
 * The Qi Card-style method against its in-process stand-in (no database): a payment through the hosted
 * form with a verified webhook, declines, forged and tampered webhooks, duplicates, a webhook that never
 * comes or comes late, refunds once, cancel, and provider faults.
 */
import { createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PaymentCallbackRefused, PaymentProviderError, type MethodPayment, type PaymentMethod } from '../../methods/types';
import { qicardMethod, type QiCardSettings } from '../index';
import { QI_DEMO_CREDENTIALS, startQiCardStandin, startQiCardStandinFromEnv, type QiCardStandin } from '../standin';
import { signedString, type QiPayment } from '../wire';

interface Delivery {
  headers: IncomingHttpHeaders;
  rawBody: string;
}

/** Our callback endpoint as Qi sees it: records each webhook, answers the statuses queued (then 200). */
async function startReceiver() {
  const deliveries: Delivery[] = [];
  const answers: number[] = [];
  const waiting: Array<() => void> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(answers.shift() ?? 200, { 'content-type': 'application/json' });
      res.end('{"success":true}');
      waiting.splice(0).forEach((resolve) => resolve());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/payments/callback/qicard`;
  return {
    url,
    deliveries,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const CREDENTIALS = { username: 'merchant', password: 'secret-pass', terminalId: '237984' };

let standin: QiCardStandin;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let method: PaymentMethod;
let settings: QiCardSettings;

beforeAll(async () => {
  standin = await startQiCardStandin({ ...CREDENTIALS, retryDelaysMs: [10, 20, 40] });
  receiver = await startReceiver();
  settings = { url: standin.url, ...CREDENTIALS, publicKey: standin.publicKeyPem, timeoutMs: 1_000 };
  method = qicardMethod(settings);
});

afterAll(async () => {
  await standin.close();
  await receiver.close();
});

beforeEach(() => {
  standin.setFaults({});
  receiver.deliveries.length = 0;
  receiver.answers.length = 0;
});

function newPayment(amount = 5000): MethodPayment {
  return { id: randomBytes(16).toString('base64url'), reference: 'R-7K2Q', purpose: 'recharge', msisdn: '07701234567', amount, providerRef: null };
}

function urls(payment: MethodPayment) {
  return { returnUrl: `https://shop.example/api/v1/payments/qicard/return?payment=${payment.id}&lang=en`, callbackUrl: receiver.url };
}

async function started(payment: MethodPayment) {
  const result = await method.start(payment, urls(payment), 'en');
  return { result, registered: { ...payment, providerRef: result.providerRef } };
}

/** What a browser does on the hosted form: open it, fill the card, press a button. */
async function submitForm(formUrl: string, fields: Record<string, string>) {
  const page = await fetch(formUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<label for="cardNumber">Card number</label>');
  const action = new URL(/<form method="post" action="([^"]+)"/.exec(html)![1], formUrl);
  return fetch(action, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

const callbackOf = (delivery: Delivery) => ({ query: {}, headers: delivery.headers, rawBody: delivery.rawBody });

async function refusal(promise: Promise<unknown>): Promise<PaymentCallbackRefused> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentCallbackRefused);
  return error as PaymentCallbackRefused;
}

async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

function sign(text: string, privateKey: KeyObject) {
  return createSign('SHA256').update(text).sign(privateKey, 'base64');
}

describe('enabled', () => {
  it('is off with the environment of a deployment that did not configure it', () => {
    expect(qicardMethod({}).enabled()).toBe(false);
  });

  it('is on only with every setting', () => {
    expect(method.enabled()).toBe(true);
    for (const name of ['url', 'username', 'password', 'terminalId', 'publicKey'] as const) {
      expect(qicardMethod({ ...settings, [name]: undefined }).enabled()).toBe(false);
    }
  });
});

describe('a payment through the hosted form', () => {
  it('pays, the signed webhook names the payment and status says succeeded', async () => {
    const payment = newPayment(25_000);
    const { result, registered } = await started(payment);
    expect(result.next.kind).toBe('redirect');
    const formUrl = (result.next as { url: string }).url;
    expect(formUrl.startsWith(standin.url.replace('/api/v1', '/form/'))).toBe(true);
    expect(await method.status(registered)).toEqual({ state: 'pending', amount: 25_000, currency: 'IQD' });

    const answer = await submitForm(formUrl, { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', action: 'pay' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(urls(payment).returnUrl);

    expect(receiver.deliveries).toHaveLength(1);
    const webhook = receiver.deliveries[0];
    expect(typeof webhook.headers['x-signature']).toBe('string');
    expect(await method.readCallback(callbackOf(webhook))).toEqual({ providerRef: result.providerRef, orderId: payment.id });
    expect(await method.status(registered)).toEqual({ state: 'succeeded', amount: 25_000, currency: 'IQD' });

    // The payer's return is unsigned: it only names the payment, from our own return URL.
    const back = new URL(answer.headers.get('location')!);
    expect(await method.readCallback({ query: Object.fromEntries(back.searchParams), headers: {}, rawBody: '' })).toEqual({ orderId: payment.id });
    await refusal(method.readCallback({ query: {}, headers: {}, rawBody: '' }));
  });

  it('a declined card and a payer who cancels are declined', async () => {
    const declined = await started(newPayment());
    const answer = await submitForm((declined.result.next as { url: string }).url, { cardNumber: '4000000000000002', expiry: '12/30', cvc: '123', action: 'pay' });
    expect(answer.status).toBe(303);
    expect(await method.readCallback(callbackOf(receiver.deliveries[0]))).toEqual({ providerRef: declined.result.providerRef, orderId: declined.registered.id });
    expect((await method.status(declined.registered)).state).toBe('declined');

    const canceled = await started(newPayment());
    await submitForm((canceled.result.next as { url: string }).url, { action: 'cancel' });
    expect((await method.status(canceled.registered)).state).toBe('declined');
  });

  it('an unknown card stays on the form with an error and changes nothing', async () => {
    const { result, registered } = await started(newPayment());
    const answer = await submitForm((result.next as { url: string }).url, { cardNumber: '5555555555554444', expiry: '12/30', cvc: '123', action: 'pay' });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('role="alert"');
    expect((await method.status(registered)).state).toBe('pending');
    expect(receiver.deliveries).toHaveLength(0);
  });

  it('the form speaks Arabic to an Arabic payer', async () => {
    const payment = newPayment();
    const result = await method.start(payment, urls(payment), 'ar');
    const html = await (await fetch((result.next as { url: string }).url)).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('رقم البطاقة');
  });
});

describe('webhooks we cannot trust are refused', () => {
  let webhook: Delivery;
  beforeAll(async () => {
    receiver.deliveries.length = 0;
    const { result } = await started(newPayment(10_000));
    await standin.pay(result.providerRef, 'success');
    webhook = receiver.deliveries[0];
  });

  it('a forged signature', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const body = JSON.parse(webhook.rawBody) as QiPayment;
    const forged = sign(signedString(body), other);
    expect((await refusal(method.readCallback({ query: {}, headers: { ...webhook.headers, 'x-signature': forged }, rawBody: webhook.rawBody }))).reason).toBe('bad signature');
  });

  it('a tampered amount or status', async () => {
    const body = JSON.parse(webhook.rawBody) as QiPayment;
    await refusal(method.readCallback({ query: {}, headers: webhook.headers, rawBody: JSON.stringify({ ...body, amount: 10 }) }));
    await refusal(method.readCallback({ query: {}, headers: webhook.headers, rawBody: JSON.stringify({ ...body, paymentId: 'another' }) }));
    const failed = (await refusal(method.readCallback({ query: {}, headers: webhook.headers, rawBody: JSON.stringify({ ...body, status: 'FAILED' }) }))).reason;
    expect(failed).toBe('bad signature');
  });

  it('a webhook checked with another terminal key', async () => {
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    await refusal(qicardMethod({ ...settings, publicKey: otherKey }).readCallback(callbackOf(webhook)));
  });

  it('a missing signature, an unreadable body', async () => {
    const { 'x-signature': _dropped, ...unsigned } = webhook.headers;
    await refusal(method.readCallback({ query: {}, headers: unsigned, rawBody: webhook.rawBody }));
    await refusal(method.readCallback({ query: {}, headers: webhook.headers, rawBody: '{not json' }));
    await refusal(method.readCallback({ query: {}, headers: webhook.headers, rawBody: '{}' }));
  });

  it('the key given as base64 of its PEM verifies too; so does a two-decimal amount (the SDKs disagree)', async () => {
    const base64Key = Buffer.from(standin.publicKeyPem).toString('base64');
    const viaBase64 = qicardMethod({ ...settings, publicKey: base64Key });
    const body = JSON.parse(webhook.rawBody) as QiPayment;
    expect((await viaBase64.readCallback(callbackOf(webhook))).providerRef).toBe(body.paymentId);
    expect(signedString(body)).toMatch(/^[^|]+\|10000\.000\|IQD\|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\|SUCCESS$/);
  });

  it('a replayed webhook names the same payment again (status decides, nothing doubles)', async () => {
    const first = await method.readCallback(callbackOf(webhook));
    const again = await method.readCallback(callbackOf(webhook));
    expect(again).toEqual(first);
  });
});

describe('start is idempotent', () => {
  it('a second start finds the first registration: one payment at Qi', async () => {
    const payment = newPayment();
    const one = await method.start(payment, urls(payment), 'en');
    const two = await method.start(payment, urls(payment), 'en');
    expect(two).toEqual(one);
    expect(standin.payments().filter((p) => p.requestId === payment.id)).toHaveLength(1);
    // With the providerRef already stored, too.
    expect(await method.start({ ...payment, providerRef: one.providerRef }, urls(payment), 'en')).toEqual(one);
  });

  it('two starts at once (two tabs) make one payment', async () => {
    const payment = newPayment();
    const [a, b] = await Promise.all([method.start(payment, urls(payment), 'en'), method.start(payment, urls(payment), 'ar')]);
    expect(a.providerRef).toBe(b.providerRef);
    expect(standin.payments().filter((p) => p.requestId === payment.id)).toHaveLength(1);
  });

  it('after a lost answer to the first start, the retry finds the payment Qi made', async () => {
    const payment = newPayment();
    standin.setFaults({ route: 'payment', dropAnswers: 1 });
    await providerError(method.start(payment, urls(payment), 'en'));
    const retry = await method.start(payment, urls(payment), 'en');
    const atQi = standin.payments().filter((p) => p.requestId === payment.id);
    expect(atQi).toHaveLength(1);
    expect(retry.providerRef).toBe(atQi[0].paymentId);
  });

  it('a settled payment sends the payer back to our return page, not to a form', async () => {
    const payment = newPayment();
    const one = await method.start(payment, urls(payment), 'en');
    await standin.pay(one.providerRef, 'success');
    expect((await method.start(payment, urls(payment), 'en')).next).toEqual({ kind: 'redirect', url: urls(payment).returnUrl });
  });
});

describe('notifications', () => {
  it('are retried with back-off until our endpoint answers 200', async () => {
    const { result } = await started(newPayment());
    receiver.answers.push(500, 503);
    await standin.pay(result.providerRef, 'success');
    await standin.notified(result.providerRef);
    const attempts = standin.attempts().filter((a) => a.paymentId === result.providerRef);
    expect(attempts.map((a) => a.status)).toEqual([500, 503, 200]);
  });

  it('a webhook that never comes: status settles it', async () => {
    const { result, registered } = await started(newPayment());
    standin.setFaults({ notifications: 'drop' });
    await standin.pay(result.providerRef, 'success');
    expect(receiver.deliveries).toHaveLength(0);
    expect((await method.status(registered)).state).toBe('succeeded');
  });

  it('a late webhook still names its payment', async () => {
    const { result, registered } = await started(newPayment());
    standin.setFaults({ notifications: 'hold' });
    await standin.expire(result.providerRef);
    expect(receiver.deliveries).toHaveLength(0);
    expect((await method.status(registered)).state).toBe('declined');
    await standin.deliverHeld();
    expect(receiver.deliveries).toHaveLength(1);
    expect(await method.readCallback(callbackOf(receiver.deliveries[0]))).toEqual({ providerRef: result.providerRef, orderId: registered.id });
  });
});

describe('refund', () => {
  it('pays back once when called twice with the same key', async () => {
    const { result, registered } = await started(newPayment(7_000));
    await standin.pay(result.providerRef, 'success');
    await method.refund(registered, `refund:${registered.id}`);
    await method.refund(registered, `refund:${registered.id}`);
    const refunds = standin.payments().find((p) => p.paymentId === result.providerRef)!.refunds!;
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 7_000, status: 'SUCCESS', requestId: `refund:${registered.id}` });
    expect(await method.status(registered)).toEqual({ state: 'refunded', amount: 7_000, currency: 'IQD' });
  });

  it('after a lost refund answer, the retry does not pay back twice', async () => {
    const { result, registered } = await started(newPayment(7_000));
    await standin.pay(result.providerRef, 'success');
    standin.setFaults({ route: 'refund', dropAnswers: 1 });
    const lost = await providerError(method.refund(registered, `refund:${registered.id}`));
    expect(lost.final).toBe(false);
    await method.refund(registered, `refund:${registered.id}`);
    expect(standin.payments().find((p) => p.paymentId === result.providerRef)!.refunds).toHaveLength(1);
  });

  it('a payment not paid cannot be refunded (final)', async () => {
    const { registered } = await started(newPayment());
    expect((await providerError(method.refund(registered, `refund:${registered.id}`))).final).toBe(true);
  });
});

describe('cancel', () => {
  it('withdraws a payment not paid yet; its form no longer takes a card', async () => {
    const { result, registered } = await started(newPayment());
    await method.cancel(registered);
    expect(standin.payments().find((p) => p.paymentId === result.providerRef)!.canceled).toBe(true);
    expect((await method.status(registered)).state).toBe('declined');
    await method.cancel(registered); // again: nothing to do
    const form = await fetch((result.next as { url: string }).url, { redirect: 'manual' });
    expect(form.status).toBe(303);
    await expect(standin.pay(result.providerRef, 'success')).rejects.toThrow();
  });

  it('a paid payment is not canceled (refund it instead)', async () => {
    const { result, registered } = await started(newPayment());
    await standin.pay(result.providerRef, 'success');
    expect((await providerError(method.cancel(registered))).final).toBe(true);
  });
});

describe('provider faults', () => {
  it('a 5xx is a PaymentProviderError worth retrying, and nothing was made', async () => {
    const payment = newPayment();
    const before = standin.payments().length;
    standin.setFaults({ fail5xx: 1 });
    const error = await providerError(method.start(payment, urls(payment), 'en'));
    expect(error.final).toBe(false);
    expect(standin.payments()).toHaveLength(before);
  });

  it('a call past the time limit is a PaymentProviderError', async () => {
    const { registered } = await started(newPayment());
    standin.setFaults({ route: 'status', delayMs: 1_500 });
    const quick = qicardMethod({ ...settings, timeoutMs: 200 });
    expect((await providerError(quick.status(registered))).message).toMatch(/no answer within 200 ms/);
  });

  it('bad credentials, an unknown terminal and a validation error are refused', async () => {
    const payment = newPayment();
    expect((await providerError(qicardMethod({ ...settings, password: 'wrong' }).start(payment, urls(payment), 'en'))).message).toMatch(/code 27/);
    expect((await providerError(qicardMethod({ ...settings, terminalId: '1' }).start(payment, urls(payment), 'en'))).message).toMatch(/code 9/);
    const invalid = await providerError(method.start(newPayment(0), urls(payment), 'en'));
    expect(invalid.final).toBe(true);
    expect(invalid.message).toMatch(/code 21/);
  });

  it('faults can be set over HTTP, for a browser test in another process', async () => {
    const set = await fetch(standin.url.replace('/api/v1', '/standin/faults'), { method: 'POST', body: JSON.stringify({ fail5xx: 1 }) });
    expect(set.status).toBe(200);
    const payment = newPayment();
    expect((await providerError(method.start(payment, urls(payment), 'en'))).message).toMatch(/HTTP 500/);
    expect((await method.start(payment, urls(payment), 'en')).next.kind).toBe('redirect');
  });

  it('an unreachable gateway is a PaymentProviderError', async () => {
    const payment = newPayment();
    await providerError(qicardMethod({ ...settings, url: 'http://127.0.0.1:9/api/v1' }).start(payment, urls(payment), 'en'));
  });
});

describe('the stand-in as npm run payments:standin starts it', () => {
  it('takes its key from the environment and answers the demo terminal', async () => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const privateKeyPem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const fromEnv = await startQiCardStandinFromEnv({ QICARD_STANDIN_PORT: '0', QICARD_STANDIN_PRIVATE_KEY: Buffer.from(privateKeyPem).toString('base64') });
    try {
      expect(fromEnv.publicKeyPem).toBe(pair.publicKey.export({ type: 'spki', format: 'pem' }).toString());
      const demo = qicardMethod({ url: fromEnv.url, ...QI_DEMO_CREDENTIALS, publicKey: fromEnv.publicKeyPem });
      const payment = newPayment();
      expect((await demo.start(payment, urls(payment), 'ku')).next.kind).toBe('redirect');
    } finally {
      await fromEnv.close();
    }
  });
});
