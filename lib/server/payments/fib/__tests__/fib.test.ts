/**
 * The FIB method against its stand-in, both in this process (issue 30 §2): the payer pays in the "app"
 * (the stand-in's page), FIB's unsigned callback is only a trigger, and FIB's status is the truth.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { PaymentCallbackRefused, PaymentProviderError, type MethodPayment, type PaymentMethod } from '../../methods/types';
import { fibMethod } from '../index';
import { startFibStandin, type FibStandin } from '../standin';

const clientId = 'operator-shop';
const clientSecret = 'fib-standin-secret';

/** Our site's callback route, as the wiring does it: answer 202, read the callback, then ask status. */
interface Received {
  query: Record<string, string>;
  rawBody: string;
}
let receiver: Server;
let callbackUrl: string;
let received: Received[] = [];
/** The next N callbacks are answered 500 (our site down for a moment). */
let refuseNext = 0;
let waiting: Array<{ match: (r: Received) => boolean; resolve: (r: Received) => void }> = [];

function nextCallback(match: (r: Received) => boolean): Promise<Received> {
  const seen = received.find(match);
  if (seen) return Promise.resolve(seen);
  return new Promise((resolve) => waiting.push({ match, resolve }));
}

let standin: FibStandin;
let method: PaymentMethod;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://site');
      if (refuseNext > 0) {
        refuseNext--;
        res.writeHead(500).end();
        return;
      }
      const r: Received = { query: Object.fromEntries(url.searchParams), rawBody: Buffer.concat(chunks).toString('utf8') };
      received.push(r);
      res.writeHead(202).end();
      waiting = waiting.filter((w) => {
        if (!w.match(r)) return true;
        w.resolve(r);
        return false;
      });
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/v1/payments/fib/callback`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

beforeEach(async () => {
  received = [];
  waiting = [];
  refuseNext = 0;
  standin = await startFibStandin({ port: 0, clientId, clientSecret });
  // Generous: a full run's two jest workers can hold a call for over a second (the timeout test sets its own).
  method = fibMethod({ baseUrl: standin.url, clientId, clientSecret, timeoutMs: 5_000 });
});

afterEach(async () => {
  await standin.close();
});

let counter = 0;
function payment(overrides: Partial<MethodPayment> = {}): MethodPayment {
  counter++;
  return { id: `pay${counter}x${Date.now()}`, reference: `R-${counter}`, purpose: 'recharge', msisdn: '9647801234567', amount: 5000, providerRef: null, ...overrides };
}
const urls = () => ({ returnUrl: 'https://shop.example/ar/pay/return', callbackUrl });
const bodyOf = (r: Received) => JSON.parse(r.rawBody) as { id: string; status: string };

async function appAction(code: string, action: 'pay' | 'decline'): Promise<string> {
  // As the customer: open the app page of the code, then press the button.
  const page = await fetch(`${standin.url}/app/pay?code=${code}`);
  expect(await page.text()).toContain(action === 'pay' ? '>Pay</button>' : '>Decline</button>');
  const answer = await fetch(`${standin.url}/app/pay`, { method: 'POST', body: new URLSearchParams({ code, action }) });
  return answer.text();
}

/** The QR's modules as read from the PNG: true = dark. */
async function qrModules(dataUrl: string, size: number): Promise<boolean[][]> {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  const png = Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64');
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const scale = info.width / (size + 4); // margin of 2 modules on each side
  expect(Number.isInteger(scale)).toBe(true);
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => {
      const x = Math.floor((col + 2) * scale + scale / 2);
      const y = Math.floor((row + 2) * scale + scale / 2);
      return data[(y * info.width + x) * info.channels]! < 128;
    }),
  );
}

describe('FIB web payment', () => {
  test('full payment: QR step with a decodable PNG, paid in the app, the callback triggers, status says succeeded', async () => {
    const p = payment();
    const started = await method.start(p, urls(), 'en');
    expect(started.next.kind).toBe('qr');
    if (started.next.kind !== 'qr') throw new Error('not a QR step');
    const step = started.next;
    expect(step.readableCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(Date.parse(step.validUntil)).toBeGreaterThan(Date.now());
    expect(step.appLinks.personal).toContain(step.readableCode);
    // The PNG holds the QR of the personal app link, module for module.
    const expected = QRCode.create(step.appLinks.personal!, { errorCorrectionLevel: 'M' }).modules;
    const read = await qrModules(step.qrCode, expected.size);
    const want = Array.from({ length: expected.size }, (_, r) => Array.from({ length: expected.size }, (_, c) => expected.get(r, c) === 1));
    expect(read).toEqual(want);

    const [atBank] = standin.payments();
    expect(atBank).toMatchObject({ paymentId: started.providerRef, amount: 5000, description: `Payment ${p.reference}` });
    expect(await method.status({ ...p, providerRef: started.providerRef })).toEqual({ state: 'pending', amount: 5000, currency: 'IQD' });

    expect(await appAction(step.readableCode, 'pay')).toContain('Paid.');
    const callback = await nextCallback((r) => bodyOf(r).status === 'PAID');
    const finding = await method.readCallback({ query: callback.query, headers: {}, rawBody: callback.rawBody });
    expect(finding).toEqual({ providerRef: started.providerRef, orderId: p.id });
    expect(await method.status({ ...p, providerRef: finding.providerRef! })).toEqual({ state: 'succeeded', amount: 5000, currency: 'IQD' });
    await standin.callbacksDone();
    expect(standin.callbacks.filter((c) => c.status === 'PAID')).toEqual([{ id: started.providerRef, status: 'PAID', answer: 202 }]);
  });

  test('a create answered 202 Accepted is a started payment too', async () => {
    standin.setFaults({ createStatus: 202 });
    const started = await method.start(payment(), urls(), 'ar');
    expect(started.next.kind).toBe('qr');
    expect(standin.payments()[0]!.description).toMatch(/^دفع R-/);
  });

  test('decline in the app: status says declined', async () => {
    const p = payment();
    const started = await method.start(p, urls(), 'ku');
    if (started.next.kind !== 'qr') throw new Error('not a QR step');
    expect(await appAction(started.next.readableCode, 'decline')).toContain('Declined.');
    await nextCallback((r) => bodyOf(r).status === 'DECLINED');
    expect((await method.status({ ...p, providerRef: started.providerRef })).state).toBe('declined');
  });

  test('expiry: pending until FIB declines it at validUntil', async () => {
    const p = payment();
    const started = await method.start(p, urls(), 'en');
    expect((await method.status({ ...p, providerRef: started.providerRef })).state).toBe('pending');
    await standin.expire(started.providerRef);
    expect((await method.status({ ...p, providerRef: started.providerRef })).state).toBe('declined');
    await expect(standin.pay(started.providerRef)).rejects.toThrow(/DECLINED/);
  });

  test('a forged callback saying PAID for an unpaid payment changes nothing: status is the truth', async () => {
    const p = payment();
    const started = await method.start(p, urls(), 'en');
    const forged = await fetch(`${callbackUrl}?payment=${p.id}`, { method: 'POST', body: JSON.stringify({ id: started.providerRef, status: 'PAID' }) });
    expect(forged.status).toBe(202);
    const callback = await nextCallback(() => true);
    const finding = await method.readCallback({ query: callback.query, headers: {}, rawBody: callback.rawBody });
    expect(finding.providerRef).toBe(started.providerRef);
    expect((await method.status({ ...p, providerRef: finding.providerRef! })).state).toBe('pending');
  });

  test('an unreadable callback is refused', async () => {
    for (const rawBody of ['not json', '{}', JSON.stringify({ id: '../../etc' }), JSON.stringify({ id: 5, status: 'PAID' })]) {
      await expect(method.readCallback({ query: {}, headers: {}, rawBody })).rejects.toBeInstanceOf(PaymentCallbackRefused);
    }
  });

  test('a callback that never comes: the status poll settles it', async () => {
    standin.setFaults({ dropCallbacks: true });
    const p = payment();
    const started = await method.start(p, urls(), 'en');
    await standin.pay(started.providerRef);
    expect((await method.status({ ...p, providerRef: started.providerRef })).state).toBe('succeeded');
    expect(standin.callbacks).toEqual([]);
  });

  test('a late callback still names the payment after the poll settled it', async () => {
    standin.setFaults({ callbackDelayMs: 800 });
    const p = payment();
    const started = await method.start(p, urls(), 'en');
    await standin.pay(started.providerRef);
    expect((await method.status({ ...p, providerRef: started.providerRef })).state).toBe('succeeded');
    expect(received).toEqual([]);
    const late = await nextCallback(() => true);
    expect((await method.readCallback({ query: late.query, headers: {}, rawBody: late.rawBody })).providerRef).toBe(started.providerRef);
  });

  test('FIB retries a callback our site did not answer with 202', async () => {
    const p = payment();
    const started = await method.start(p, urls(), 'en');
    refuseNext = 2;
    await standin.pay(started.providerRef);
    await standin.callbacksDone();
    expect(standin.callbacks.map((c) => c.answer)).toEqual([500, 500, 202]);
    expect(received.map(bodyOf)).toEqual([{ id: started.providerRef, status: 'PAID' }]);
  });

  test('a second start cancels the first FIB payment before making another (never two payable)', async () => {
    const p = payment();
    const first = await method.start(p, urls(), 'en');
    const second = await method.start({ ...p, providerRef: first.providerRef }, urls(), 'en');
    expect(second.providerRef).not.toBe(first.providerRef);
    const byId = Object.fromEntries(standin.payments().map((x) => [x.paymentId, x.status]));
    expect(byId).toEqual({ [first.providerRef]: 'DECLINED', [second.providerRef]: 'UNPAID' });

    // Paid in the meantime: no new payment, the caller must ask status.
    await standin.pay(second.providerRef);
    const third = method.start({ ...p, providerRef: second.providerRef }, urls(), 'en');
    await expect(third).rejects.toMatchObject({ name: 'PaymentProviderError', final: true });
    expect(standin.payments()).toHaveLength(2);
  });

  test('refund twice refunds once', async () => {
    const p = payment();
    const started = await method.start(p, urls(), 'en');
    await standin.pay(started.providerRef);
    const paid = { ...p, providerRef: started.providerRef };
    await method.refund(paid, `refund:${p.id}`);
    await method.refund(paid, `refund:${p.id}`);
    expect(standin.calls.refund).toBe(1);
    expect((await method.status(paid)).state).toBe('refunded');
    await nextCallback((r) => bodyOf(r).status === 'REFUNDED');
    expect(standin.payments()[0]!.status).toBe('REFUNDED');
  });

  test('a refund of an unpaid payment is refused for good', async () => {
    const p = payment();
    const started = await method.start(p, urls(), 'en');
    await expect(method.refund({ ...p, providerRef: started.providerRef }, `refund:${p.id}`)).rejects.toMatchObject({ name: 'PaymentProviderError', final: true });
    expect(standin.calls.refund).toBe(0);
  });

  test('a refund past the refund window is refused for good and nothing is refunded', async () => {
    const p = payment();
    const started = await method.start(p, urls(), 'en');
    await standin.pay(started.providerRef);
    standin.age(started.providerRef, 8 * 86_400_000);
    const paid = { ...p, providerRef: started.providerRef };
    const error = await method.refund(paid, `refund:${p.id}`).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'PaymentProviderError', final: true, message: expect.stringContaining('REFUND_PERIOD_EXPIRED') });
    expect((await method.status(paid)).state).toBe('succeeded');
  });

  test('cancel withdraws an unpaid payment; a paid one cannot be cancelled', async () => {
    const p = payment();
    const started = await method.start(p, urls(), 'en');
    await method.cancel({ ...p, providerRef: started.providerRef });
    expect((await method.status({ ...p, providerRef: started.providerRef })).state).toBe('declined');
    await expect(standin.pay(started.providerRef)).rejects.toThrow(/DECLINED/);
    await method.cancel({ ...p, providerRef: started.providerRef }); // again: still withdrawn, no error

    const q = payment();
    const other = await method.start(q, urls(), 'en');
    await standin.pay(other.providerRef);
    await expect(method.cancel({ ...q, providerRef: other.providerRef })).rejects.toMatchObject({ name: 'PaymentProviderError', final: true });
  });

  test('FIB refusing the create (amount not above 250) is a final PaymentProviderError with its codes', async () => {
    const error = await method.start(payment({ amount: 250 }), urls(), 'en').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ final: true, message: expect.stringContaining('INVALID_AMOUNT') });
    expect(standin.payments()).toEqual([]);
  });

  test('5xx, a dropped connection and a timeout are retryable PaymentProviderErrors', async () => {
    const p = payment();
    standin.setFaults({ fail5xx: 1, routes: ['create'] });
    await expect(method.start(p, urls(), 'en')).rejects.toMatchObject({ name: 'PaymentProviderError', final: false });
    const started = await method.start(p, urls(), 'en');
    const ref = { ...p, providerRef: started.providerRef };

    standin.setFaults({ drop: 1, routes: ['status'] });
    await expect(method.status(ref)).rejects.toMatchObject({ name: 'PaymentProviderError', final: false });

    standin.setFaults({ delayMs: 1_500 });
    const startedAt = Date.now();
    const impatient = fibMethod({ baseUrl: standin.url, clientId, clientSecret, timeoutMs: 1_000 });
    await expect(impatient.status(ref)).rejects.toMatchObject({ name: 'PaymentProviderError', final: false, message: expect.stringContaining('within 1000 ms') });
    expect(Date.now() - startedAt).toBeLessThan(1_400);
    standin.setFaults({});
    expect((await method.status(ref)).state).toBe('pending');
  });

  test('the token is kept, and replaced once when FIB answers 401', async () => {
    const p = payment();
    const started = await method.start(p, urls(), 'en');
    const ref = { ...p, providerRef: started.providerRef };
    await method.status(ref);
    expect(standin.calls.token).toBe(1);
    standin.setFaults({ revokeTokens: true });
    expect((await method.status(ref)).state).toBe('pending');
    expect(standin.calls.token).toBe(2);
    await method.status(ref);
    expect(standin.calls.token).toBe(2);
  });

  test('calls at the same moment share one token request', async () => {
    await Promise.all([method.start(payment(), urls(), 'en'), method.start(payment(), urls(), 'en'), method.start(payment(), urls(), 'en')]);
    expect(standin.calls.token).toBe(1);
    expect(standin.calls.create).toBe(3);
  });

  test('wrong client credentials: a final PaymentProviderError; no settings: not enabled', async () => {
    const wrong = fibMethod({ baseUrl: standin.url, clientId, clientSecret: 'nope', timeoutMs: 1_000 });
    await expect(wrong.start(payment(), urls(), 'en')).rejects.toMatchObject({ name: 'PaymentProviderError', final: true });
    expect(wrong.enabled()).toBe(true);
    expect(fibMethod({ baseUrl: standin.url, clientId, timeoutMs: 1_000 }).enabled()).toBe(false);
  });
});
