/**
 * The ZainCash method against its stand-in (both from the documented flow, issue 30 §2), in process,
 * on port 0: no database. The payer's page is driven over HTTP as a browser would (GET it, submit a
 * button, follow the 303 back to our return URL with its `?token=`).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PaymentCallbackRefused, PaymentProviderError, type MethodPayment, type PaymentMethod } from '../../methods/types';
import { zaincashMethod, type ZainCashSettings } from '../index';
import { SignJWT } from 'jose';
import { externalReferenceIdOf } from '../protocol';
import { startZainCashStandin, type ZainCashStandin } from '../standin';

const CLIENT = { clientId: 'nour-mobile', clientSecret: 'client-secret-of-the-test', apiKey: 'api-key-of-the-test-0123456789' };
const URLS = { returnUrl: 'https://shop.example/api/v1/payments/zaincash/return?lang=en', callbackUrl: 'https://shop.example/api/v1/payments/zaincash/webhook' };

/** Our side of the registered notification URL: keeps every webhook body as it arrived. */
let receiver: Server;
let notificationUrl: string;
const webhookBodies: string[] = [];
let standin: ZainCashStandin;
let method: PaymentMethod;
let counter = 0;

function settings(overrides: Partial<ZainCashSettings> = {}): ZainCashSettings {
  return { url: standin.url, ...CLIENT, serviceType: 'Nour Mobile', timeoutMs: 2000, ...overrides };
}

function newPayment(amount = 1000): MethodPayment {
  counter += 1;
  return { id: `pay${counter}-${Math.random().toString(36).slice(2)}`, reference: `R${counter}`, purpose: 'recharge', msisdn: '9647801234567', amount, providerRef: null };
}

/** The payer on the stand-in's page: opens it, presses a button; answers where the payer was sent back. */
async function payerPresses(redirectUrl: string, button: 'Pay' | 'Cancel'): Promise<URL> {
  const page = await fetch(redirectUrl);
  const html = await page.text();
  expect(page.status).toBe(200);
  const match = new RegExp(`<form method="post" action="([^"]+)">[\\s\\S]*<button type="submit" name="outcome" value="(\\w+)">${button}</button>`).exec(html);
  expect(match).not.toBeNull();
  const answer = await fetch(new URL(match![1], redirectUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${match![2]}`,
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location')!);
}

async function started(payment = newPayment()) {
  const start = await method.start(payment, URLS, 'en');
  expect(start.next.kind).toBe('redirect');
  return { payment: { ...payment, providerRef: start.providerRef }, redirectUrl: (start.next as { url: string }).url };
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      webhookBodies.push(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"data":null,"success":true,"message":"ok"}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  notificationUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

beforeEach(async () => {
  webhookBodies.length = 0;
  standin = await startZainCashStandin({ ...CLIENT, notificationUrl });
  method = zaincashMethod(settings());
});

afterEach(async () => {
  standin.releaseWebhooks();
  await standin.webhooksSettled();
  await standin.close();
});

describe('settings', () => {
  it('is enabled only with the address and all its credentials', () => {
    expect(method.enabled()).toBe(true);
    expect(zaincashMethod(settings({ url: undefined })).enabled()).toBe(false);
    expect(zaincashMethod(settings({ apiKey: undefined })).enabled()).toBe(false);
    expect(zaincashMethod(settings({ clientSecret: undefined })).enabled()).toBe(false);
  });
});

describe('a payment', () => {
  it('start → payer pays → the return token names the payment → status succeeded (and the webhook says the same)', async () => {
    const { payment, redirectUrl } = await started();
    const back = await payerPresses(redirectUrl, 'Pay');
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.example/api/v1/payments/zaincash/return');
    expect(back.searchParams.get('lang')).toBe('en');

    const finding = await method.readCallback({ query: Object.fromEntries(back.searchParams), headers: {}, rawBody: '' });
    expect(finding).toEqual({ providerRef: payment.providerRef, orderId: payment.id });
    await expect(method.status(payment)).resolves.toEqual({ state: 'succeeded', amount: 1000, currency: 'IQD' });

    await standin.webhooksSettled();
    expect(webhookBodies).toHaveLength(1);
    const fromWebhook = await method.readCallback({ query: {}, headers: { 'content-type': 'application/json' }, rawBody: webhookBodies[0] });
    expect(fromWebhook).toEqual({ providerRef: payment.providerRef, orderId: payment.id });

    const [transaction] = standin.transactions();
    expect(transaction).toMatchObject({ externalReferenceId: externalReferenceIdOf(payment.id), orderId: payment.id, amount: 1000, language: 'en', phone: payment.msisdn });
  });

  it('a decline: the payer cancels, the return names the payment, status declined', async () => {
    const { payment, redirectUrl } = await started();
    const back = await payerPresses(redirectUrl, 'Cancel');
    const finding = await method.readCallback({ query: Object.fromEntries(back.searchParams), headers: {}, rawBody: '' });
    expect(finding.providerRef).toBe(payment.providerRef);
    await expect(method.status(payment)).resolves.toMatchObject({ state: 'declined' });
  });

  it('an amount below 250 IQD is refused for good', async () => {
    const error = await method.start(newPayment(200), URLS, 'ar').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).final).toBe(true);
  });

  it('an expired transaction (never paid) is declined', async () => {
    await standin.close();
    standin = await startZainCashStandin({ ...CLIENT, notificationUrl, expiryMs: 0 });
    method = zaincashMethod(settings());
    const { payment } = await started();
    await expect(method.status(payment)).resolves.toMatchObject({ state: 'declined' });
  });
});

describe('callbacks that cannot be trusted', () => {
  const claims = (transactionId: string, orderId: string) => ({
    eventId: 'e1',
    eventType: 'STATUS_CHANGED',
    timestamp: new Date().toISOString(),
    data: { currentStatus: 'SUCCESS', transactionId, orderId, amount: { value: 1000, currency: 'IQD' } },
  });

  it('refuses a token signed with another key, a tampered one, an expired one, garbage and none', async () => {
    const { payment } = await started();
    const forged = await new SignJWT(claims(payment.providerRef, payment.id))
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .sign(new TextEncoder().encode('not-the-api-key-of-the-merchant'));
    const genuine = await standin.sign(claims('other-transaction', 'other-order'));
    const [header, , signature] = genuine.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims(payment.providerRef, payment.id), exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url')}.${signature}`;
    const expired = await new SignJWT(claims(payment.providerRef, payment.id))
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(CLIENT.apiKey));
    const noneAlg = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${genuine.split('.')[1]}.`;

    for (const token of [forged, tampered, expired, noneAlg, 'not-a-jwt']) {
      await expect(method.readCallback({ query: { token }, headers: {}, rawBody: '' })).rejects.toBeInstanceOf(PaymentCallbackRefused);
      await expect(method.readCallback({ query: {}, headers: {}, rawBody: JSON.stringify({ webhook_token: token }) })).rejects.toBeInstanceOf(PaymentCallbackRefused);
    }
    await expect(method.readCallback({ query: {}, headers: {}, rawBody: '' })).rejects.toBeInstanceOf(PaymentCallbackRefused);
    await expect(method.readCallback({ query: {}, headers: {}, rawBody: '{not json' })).rejects.toBeInstanceOf(PaymentCallbackRefused);
    await expect(method.readCallback({ query: { token: [genuine, genuine] }, headers: {}, rawBody: '' })).rejects.toBeInstanceOf(PaymentCallbackRefused);
    // The stand-in's transaction is untouched by all of it.
    await expect(method.status(payment)).resolves.toMatchObject({ state: 'pending' });
  });

  it('a genuine token that says SUCCESS without a matching inquiry changes nothing: status stays the truth', async () => {
    const { payment } = await started();
    const token = await standin.sign(claims(payment.providerRef, payment.id));
    await expect(method.readCallback({ query: { token }, headers: {}, rawBody: '' })).resolves.toEqual({ providerRef: payment.providerRef, orderId: payment.id });
    await expect(method.status(payment)).resolves.toMatchObject({ state: 'pending' });
  });

  it('a replayed return after a refund names the payment again, and status says refunded', async () => {
    const { payment, redirectUrl } = await started();
    const back = await payerPresses(redirectUrl, 'Pay');
    await method.refund(payment, `refund:${payment.id}`);
    const replay = await method.readCallback({ query: Object.fromEntries(back.searchParams), headers: {}, rawBody: '' });
    expect(replay.providerRef).toBe(payment.providerRef);
    await expect(method.status(payment)).resolves.toMatchObject({ state: 'refunded' });
  });

  it('a late webhook (after the return was handled) names the payment; status is unchanged by it', async () => {
    standin.setFaults({ webhookHold: true });
    const { payment, redirectUrl } = await started();
    await payerPresses(redirectUrl, 'Pay');
    await expect(method.status(payment)).resolves.toMatchObject({ state: 'succeeded' });
    expect(webhookBodies).toHaveLength(0);
    standin.releaseWebhooks();
    await standin.webhooksSettled();
    expect(webhookBodies).toHaveLength(1);
    await expect(method.readCallback({ query: {}, headers: {}, rawBody: webhookBodies[0] })).resolves.toMatchObject({ providerRef: payment.providerRef });
    await expect(method.status(payment)).resolves.toMatchObject({ state: 'succeeded' });
  });
});

describe('idempotent start', () => {
  it('a second start of the same payment finds the first transaction', async () => {
    const payment = newPayment();
    const first = await method.start(payment, URLS, 'en');
    const second = await method.start({ ...payment, providerRef: first.providerRef }, URLS, 'en');
    const third = await method.start(payment, URLS, 'ar');
    expect(second).toEqual(first);
    expect(third.providerRef).toBe(first.providerRef);
    expect(standin.transactions()).toHaveLength(1);
    expect(standin.calls.init).toBe(3);
  });

  it('the same key with another amount is refused for good (never a second charge)', async () => {
    const payment = newPayment(1000);
    await method.start(payment, URLS, 'en');
    const error = await method.start({ ...payment, amount: 2000 }, URLS, 'en').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).final).toBe(true);
    expect(standin.transactions()).toHaveLength(1);
  });
});

describe('a callback that never comes', () => {
  it('the payer paid but neither returned nor was a webhook sent: status settles it', async () => {
    standin.setFaults({ webhookDrop: true });
    const { payment } = await started();
    await expect(method.status(payment)).resolves.toMatchObject({ state: 'pending' });
    await standin.pay(payment.providerRef, 'success');
    await standin.webhooksSettled();
    expect(webhookBodies).toHaveLength(0);
    await expect(method.status(payment)).resolves.toEqual({ state: 'succeeded', amount: 1000, currency: 'IQD' });
  });
});

describe('refund (a reversal: not idempotent at ZainCash)', () => {
  it('called twice, reverses once', async () => {
    const { payment } = await started();
    await standin.pay(payment.providerRef, 'success');
    await method.refund(payment, `refund:${payment.id}`);
    await method.refund(payment, `refund:${payment.id}`);
    expect(standin.calls.reverse).toBe(1);
    expect(standin.reversals()).toEqual([expect.objectContaining({ transactionId: payment.providerRef, reason: `refund:${payment.id}`, amount: 1000 })]);
    await expect(method.status(payment)).resolves.toMatchObject({ state: 'refunded' });
  });

  it('when the first reversal was made but its answer was lost, the retry finds it and does not reverse again', async () => {
    const { payment } = await started();
    await standin.pay(payment.providerRef, 'success');
    standin.setFaults({ endpoints: ['reverse'], loseAnswer: true, times: 1 });
    await expect(method.refund(payment, `refund:${payment.id}`)).rejects.toBeInstanceOf(PaymentProviderError);
    await method.refund(payment, `refund:${payment.id}`);
    expect(standin.calls.reverse).toBe(1);
    expect(standin.reversals()).toHaveLength(1);
  });

  it('a reversal listed while the inquiry still says SUCCESS (the provider catching up) is not made again', async () => {
    const { payment } = await started();
    await standin.pay(payment.providerRef, 'success');
    await method.refund(payment, `refund:${payment.id}`);
    // The inquiry lags behind the reversals list: the refund must still not be made twice.
    const lagging = zaincashMethod(settings());
    const status = lagging.status.bind(lagging);
    lagging.status = async (p) => ({ ...(await status(p)), state: 'succeeded' });
    await lagging.refund(payment, `refund:${payment.id}`);
    expect(standin.calls.reverse).toBe(1);
  });

  it('a payment not paid cannot be refunded (refused for good)', async () => {
    const { payment } = await started();
    const error = await method.refund(payment, `refund:${payment.id}`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).final).toBe(true);
    expect(standin.calls.reverse).toBe(0);
  });
});

describe('cancel (ZainCash has none: an unpaid transaction expires by itself)', () => {
  it('an unpaid one: nothing to withdraw; a paid one: refused, it must be refunded', async () => {
    const { payment } = await started();
    await expect(method.cancel(payment)).resolves.toBeUndefined();
    await standin.pay(payment.providerRef, 'success');
    const error = await method.cancel(payment).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).final).toBe(true);
  });
});

describe('provider faults', () => {
  it('a 5xx, a dropped connection and a timeout are PaymentProviderErrors worth a retry', async () => {
    const { payment } = await started();
    standin.setFaults({ endpoints: ['inquiry'], serverError: true });
    let error = await method.status(payment).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).final).toBe(false);

    standin.setFaults({ endpoints: ['inquiry'], drop: true });
    error = await method.status(payment).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).final).toBe(false);

    standin.setFaults({ endpoints: ['inquiry'], delayMs: 1500 });
    const impatient = zaincashMethod(settings({ timeoutMs: 100 }));
    const startedAt = Date.now();
    error = await impatient.status(payment).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toMatch(/no answer within 100 ms/);
    expect(Date.now() - startedAt).toBeLessThan(1000);

    standin.setFaults({});
    await expect(method.status(payment)).resolves.toMatchObject({ state: 'pending' });
  });

  it('a 5xx at init starts nothing', async () => {
    standin.setFaults({ endpoints: ['init'], serverError: true });
    await expect(method.start(newPayment(), URLS, 'ku')).rejects.toBeInstanceOf(PaymentProviderError);
    expect(standin.transactions()).toHaveLength(0);
  });

  it('an unknown transaction is refused for good (404)', async () => {
    const error = await method.status({ ...newPayment(), providerRef: 'no-such-transaction' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).final).toBe(true);
  });
});

describe('the access token', () => {
  it('is fetched once and reused; concurrent calls share one request', async () => {
    const { payment } = await started();
    await Promise.all([method.status(payment), method.status(payment), method.status(payment)]);
    expect(standin.calls.token).toBe(1);
  });

  it('a 401 gets one new token and the call succeeds', async () => {
    const { payment } = await started();
    expect(standin.calls.token).toBe(1);
    standin.revokeTokens();
    await expect(method.status(payment)).resolves.toMatchObject({ state: 'pending' });
    expect(standin.calls.token).toBe(2);
    expect(standin.calls.inquiry).toBe(2);
  });

  it('is renewed shortly before it expires', async () => {
    let now = Date.now();
    const clocked = zaincashMethod(settings({ now: () => now }));
    const { payment } = await started();
    await clocked.status(payment);
    const before = standin.calls.token;
    now += 3_575_000; // within the last 30 s of the hour: renewed early
    await clocked.status(payment);
    expect(standin.calls.token).toBe(before + 1);
  });

  it('bad client credentials are a PaymentProviderError', async () => {
    const wrong = zaincashMethod(settings({ clientSecret: 'wrong' }));
    await expect(wrong.start(newPayment(), URLS, 'en')).rejects.toBeInstanceOf(PaymentProviderError);
    expect(standin.transactions()).toHaveLength(0);
  });
});
