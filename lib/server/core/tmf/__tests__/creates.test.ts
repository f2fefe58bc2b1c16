/**
 * Creates of the TMF adapter against a scripted BSS: the body and reference of each, the error table,
 * and the lost-answer path (PROFILE.md "Idempotency", "Errors", "The lost answer").
 */
import { createServer } from 'node:net';
import { logger } from '@/lib/server/logger';
import { hashCardNumber } from '@/lib/server/db/seed/operator';
import { CoreUnavailableError, CoreUnconfirmedError, DailyCapError, InsufficientBalanceError, UnknownLineError } from '../../types';
import { TmfCore } from '../index';
import { startPeer, tmf, type Peer, type Seen } from './peer';

const A = '07701234567';
const B = '07701111111';
let peer: Peer;
let core: TmfCore;

const bucketOf = (r: Seen) => {
  const msisdn = r.query.get('logicalResource.id') ?? '';
  return msisdn === A || msisdn === B ? { status: 200, body: [tmf.bucket(msisdn, msisdn === A ? 25_000 : 2_000)] } : { status: 404, body: tmf.error('notFound') };
};
const posts = () => peer.calls().filter((c) => c.method === 'POST');
const move = (reference: string) => ({ msisdn: A, amount: 1_000, reason: 'card-recharge' as const, reference });

beforeEach(async () => {
  peer = await startPeer();
  peer.on('GET 654/bucket', bucketOf);
  core = new TmfCore(peer.config());
});
afterEach(async () => {
  jest.restoreAllMocks();
  // Every request carried a Bearer token, every create its reference as Idempotency-Key.
  for (const call of peer.calls()) expect(call.headers.authorization).toMatch(/^Bearer tok-\d+$/);
  for (const call of posts()) expect(call.headers['idempotency-key']).toBeTruthy();
  await peer.close();
});

describe('TMF adapter: money moves', () => {
  it('credit: a TopupBalance with our reference in externalId and Idempotency-Key; the balance after is read from the bucket', async () => {
    peer.on('POST 654/topupBalance', { status: 201, body: tmf.action('TopupBalance', 'payment:1') });
    expect(await core.credit(move('payment:1'))).toEqual({ balance: 25_000, applied: true });
    const [post] = posts();
    expect(post.headers['idempotency-key']).toBe('payment:1');
    expect(post.body).toEqual({
      amount: { amount: 1_000, units: 'IQD' },
      usageType: 'monetary',
      bucket: { id: `main-${A}` },
      partyAccount: { id: `acc-${A}` },
      logicalResource: [{ id: A }],
      reason: 'card-recharge',
      channel: { id: 'portal' },
      externalId: 'payment:1',
      '@type': 'TopupBalance',
    });
  });

  it('409 duplicate: looked up by reference; found completed → applied before, nothing changed now (applied: false)', async () => {
    peer.on('POST 654/adjustBalance', { status: 409, body: tmf.error('duplicate') });
    peer.on('GET 654/adjustBalance', { status: 200, body: [tmf.action('AdjustBalance', 'purchase:P1')] });
    expect(await core.charge({ ...move('purchase:P1'), reason: 'addon-purchase' })).toEqual({ balance: 25_000, applied: false });
    expect((posts()[0].body as { amount: unknown }).amount).toEqual({ amount: -1_000, units: 'IQD' });
    const lookup = peer.calls().find((c) => c.method === 'GET' && c.path.endsWith('/adjustBalance'));
    expect(lookup?.query.get('externalId')).toBe('purchase:P1');
  });

  it('409 duplicate for a reference the BSS does not show applied: logged, CoreUnavailableError (nothing moved), never "done"', async () => {
    const error = jest.spyOn(logger, 'error');
    peer.on('POST 654/transferBalance', { status: 409, body: tmf.error('duplicate') });
    // Nothing, or only another reference (a BSS that ignored the filter), or a failed one.
    peer.on('GET 654/transferBalance', { status: 200, body: [] }, { status: 200, body: [tmf.transfer('transfer:OTHER', A, B)] }, { status: 200, body: [{ ...tmf.transfer('transfer:D1', A, B), status: 'failed' }] });
    for (let i = 0; i < 3; i += 1) {
      const attempt = core.transfer({ from: A, to: B, amount: 1_000, reference: 'transfer:D1', dailyCap: 100_000 });
      await expect(attempt).rejects.toBeInstanceOf(CoreUnavailableError);
      await expect(attempt).rejects.not.toBeInstanceOf(CoreUnconfirmedError);
    }
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ method: 'transfer', reference: 'transfer:D1' }), expect.stringMatching(/duplicate/));
    peer.on('POST 654/topupBalance', { status: 409, body: tmf.error('duplicate') });
    peer.on('GET 654/topupBalance', { status: 200, body: [] });
    await expect(core.credit(move('payment:D2'))).rejects.toMatchObject({ name: 'CoreUnavailableError' });
  });

  it('409 duplicate while the first attempt is in progress: looked up again until it ends (completed → applied: false; gone → CoreUnavailableError)', async () => {
    const inProgress = (reference: string) => ({ status: 200, body: [tmf.action('TopupBalance', reference, 'created')] });
    peer.on('POST 654/topupBalance', { status: 409, body: tmf.error('duplicate') });
    peer.on('GET 654/topupBalance', inProgress('payment:D3'), inProgress('payment:D3'), { status: 200, body: [tmf.action('TopupBalance', 'payment:D3')] });
    expect(await core.credit(move('payment:D3'))).toEqual({ balance: 25_000, applied: false });
    expect(peer.calls().filter((c) => c.method === 'GET' && c.path.endsWith('/topupBalance'))).toHaveLength(3);
    // The other attempt was refused (its resource removed): nothing moved.
    peer.on('GET 654/topupBalance', inProgress('payment:D4'), { status: 200, body: [] });
    const refused = core.credit(move('payment:D4'));
    await expect(refused).rejects.toBeInstanceOf(CoreUnavailableError);
    await expect(refused).rejects.not.toBeInstanceOf(CoreUnconfirmedError);
  });

  it('409 duplicate still in progress at the time limit: CoreUnconfirmedError', async () => {
    const fast = new TmfCore(peer.config({ timeoutMs: 100 }));
    peer.on('POST 654/topupBalance', { status: 409, body: tmf.error('duplicate') });
    peer.on('GET 654/topupBalance', { status: 200, body: [tmf.action('TopupBalance', 'payment:D5', 'created')] });
    await expect(fast.credit(move('payment:D5'))).rejects.toBeInstanceOf(CoreUnconfirmedError);
  });

  it('409 insufficientBalance: InsufficientBalanceError with the balance read from the bucket', async () => {
    peer.on('POST 654/adjustBalance', { status: 409, body: tmf.error('insufficientBalance') });
    await expect(core.charge({ ...move('purchase:P2'), amount: 90_000 })).rejects.toEqual(new InsufficientBalanceError(25_000));
  });

  it('404 on a money move: UnknownLineError, nothing sent', async () => {
    await expect(core.credit({ ...move('payment:2'), msisdn: '07709999999' })).rejects.toBeInstanceOf(UnknownLineError);
    expect(posts()).toHaveLength(0);
  });

  it('transfer: both buckets named; 409 dailyCapExceeded is DailyCapError(sent today, our cap)', async () => {
    peer.on('POST 654/transferBalance', { status: 409, body: tmf.error('dailyCapExceeded') });
    peer.on('GET 654/balanceActionHistory', { status: 200, body: [tmf.history(9, A, -40_000, 'transfer-out', new Date())] });
    const attempt = core.transfer({ from: A, to: B, amount: 70_000, reference: 'transfer:T1', dailyCap: 100_000 });
    await expect(attempt).rejects.toBeInstanceOf(DailyCapError);
    await expect(attempt).rejects.toMatchObject({ sentToday: 40_000, cap: 100_000 });
    expect(posts()[0].body).toMatchObject({
      reason: 'transfer',
      bucket: { id: `main-${A}` },
      receiverBucket: { id: `main-${B}` },
      logicalResource: [{ id: A }],
      receiverLogicalResource: { id: B },
      receiverBucketUsageType: 'monetary',
      channel: { id: 'portal' },
      externalId: 'transfer:T1',
    });
    peer.on('POST 654/transferBalance', { status: 201, body: tmf.transfer('transfer:T1', A, B) });
    expect(await core.transfer({ from: A, to: B, amount: 1_000, reference: 'transfer:T1', dailyCap: 100_000 })).toEqual({ balance: 25_000, applied: true });
  });

  it('scratch card: the value is the BSS’s; 409 voucherInvalid (unknown or used) is null', async () => {
    const reference = `card:${hashCardNumber('1234567890123')}`;
    peer.on('POST 654/topupBalance', { status: 201, body: tmf.action('TopupBalance', reference, 'completed', { amount: { amount: 5_000, units: 'IQD' } }) });
    expect(await core.redeemScratchCard({ msisdn: A, cardNumber: '1234567890123' })).toEqual({ value: 5_000, balance: 25_000 });
    expect(posts()[0].body).toMatchObject({ voucher: '1234567890123', amount: { units: 'IQD' }, reason: 'scratch-card', externalId: reference });
    expect(posts()[0].headers['idempotency-key']).toBe(reference);
    peer.on('POST 654/topupBalance', { status: 409, body: tmf.error('voucherInvalid') });
    expect(await core.redeemScratchCard({ msisdn: A, cardNumber: '1234567890123' })).toBeNull();
  });

  it('scratch card, 409 duplicate: a used card (null) only when its first use is found completed, on any line; else CoreUnavailableError', async () => {
    const reference = `card:${hashCardNumber('5555000011112222')}`;
    const card = { msisdn: A, cardNumber: '5555000011112222' };
    peer.on('POST 654/topupBalance', { status: 409, body: tmf.error('duplicate') });
    peer.on('GET 654/topupBalance', { status: 200, body: [tmf.action('TopupBalance', reference, 'completed', { amount: { amount: 5_000, units: 'IQD' }, logicalResource: [{ id: B }] })] });
    expect(await core.redeemScratchCard(card)).toBeNull();
    peer.on('GET 654/topupBalance', { status: 200, body: [tmf.action('TopupBalance', reference, 'created', { amount: { units: 'IQD' }, logicalResource: [{ id: B }] })] });
    await expect(new TmfCore(peer.config({ timeoutMs: 100 })).redeemScratchCard(card)).rejects.toBeInstanceOf(CoreUnconfirmedError);
    peer.on('GET 654/topupBalance', { status: 200, body: [] });
    const bogus = core.redeemScratchCard(card);
    await expect(bogus).rejects.toBeInstanceOf(CoreUnavailableError);
    await expect(bogus).rejects.not.toBeInstanceOf(CoreUnconfirmedError);
  });
});

describe('TMF adapter: the lost answer of a create', () => {
  const fast = () => new TmfCore(peer.config({ timeoutMs: 60 }));

  it('a 5xx after sending: the GET by reference finds it completed → applied', async () => {
    peer.on('POST 654/topupBalance', { status: 502, body: tmf.error('badGateway') });
    peer.on('GET 654/topupBalance', { status: 200, body: [tmf.action('TopupBalance', 'payment:3')] });
    expect(await core.credit(move('payment:3'))).toEqual({ balance: 25_000, applied: true });
    const lookup = peer.calls().find((c) => c.method === 'GET' && c.path.endsWith('/topupBalance'));
    expect(lookup?.query.get('externalId')).toBe('payment:3');
  });

  it('a timeout: the GET by reference finds nothing → CoreUnconfirmedError (it may still be applied a moment later)', async () => {
    const slow = fast();
    peer.on('POST 654/topupBalance', 'hang');
    peer.on('GET 654/topupBalance', { status: 200, body: [] });
    await expect(slow.credit(move('payment:4'))).rejects.toBeInstanceOf(CoreUnconfirmedError);
  });

  it('a dropped connection or a gateway’s 502/504: the GET by reference finds nothing → CoreUnconfirmedError', async () => {
    peer.on('POST 654/adjustBalance', 'drop', { status: 502, body: tmf.error('badGateway') }, { status: 504, raw: '<html>Gateway Timeout</html>' });
    peer.on('GET 654/adjustBalance', { status: 200, body: [] });
    for (const reference of ['purchase:P4a', 'purchase:P4b', 'purchase:P4c']) {
      await expect(core.charge(move(reference))).rejects.toBeInstanceOf(CoreUnconfirmedError);
    }
  });

  it('the BSS answered (a 5xx, an invalid body) and the GET by reference finds nothing → CoreUnavailableError (it is done with the request: nothing moved)', async () => {
    peer.on('POST 654/topupBalance', { status: 500, body: tmf.error('internal') }, { status: 503, raw: 'Service Unavailable' }, { status: 201, body: { id: 'x', status: 'completed' } });
    peer.on('GET 654/topupBalance', { status: 200, body: [] });
    for (const reference of ['payment:4a', 'payment:4b', 'payment:4c']) {
      const attempt = core.credit(move(reference));
      await expect(attempt).rejects.toBeInstanceOf(CoreUnavailableError);
      await expect(attempt).rejects.not.toBeInstanceOf(CoreUnconfirmedError);
    }
  });

  it('a timeout, then the GET by reference finds it failed → CoreUnavailableError (the BSS refused it)', async () => {
    const slow = fast();
    peer.on('POST 654/topupBalance', 'hang');
    peer.on('GET 654/topupBalance', { status: 200, body: [tmf.action('TopupBalance', 'payment:4d', 'failed')] });
    const attempt = slow.credit(move('payment:4d'));
    await expect(attempt).rejects.toBeInstanceOf(CoreUnavailableError);
    await expect(attempt).rejects.not.toBeInstanceOf(CoreUnconfirmedError);
    await expect(attempt).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('found but failed, or only another line’s use of the card: not applied → CoreUnavailableError', async () => {
    peer.on('POST 654/adjustBalance', { status: 500, body: tmf.error('internal') });
    peer.on('GET 654/adjustBalance', { status: 200, body: [tmf.action('AdjustBalance', 'purchase:P5', 'failed')] });
    await expect(core.charge(move('purchase:P5'))).rejects.toMatchObject({ name: 'CoreUnavailableError' });
    const reference = `card:${hashCardNumber('99999')}`;
    peer.on('POST 654/topupBalance', { status: 500, body: tmf.error('internal') });
    peer.on('GET 654/topupBalance', { status: 200, body: [tmf.action('TopupBalance', reference, 'completed', { amount: { amount: 5_000, units: 'IQD' }, logicalResource: [{ id: B }] })] });
    await expect(core.redeemScratchCard({ msisdn: A, cardNumber: '99999' })).rejects.toMatchObject({ name: 'CoreUnavailableError' });
  });

  it('the GET by reference fails too → CoreUnconfirmedError (we do not know: "check your balance")', async () => {
    const slow = fast();
    peer.on('POST 654/transferBalance', 'hang');
    peer.on('GET 654/transferBalance', { status: 503, body: tmf.error('unavailable') });
    await expect(slow.transfer({ from: A, to: B, amount: 1_000, reference: 'transfer:T6', dailyCap: 100_000 })).rejects.toBeInstanceOf(CoreUnconfirmedError);
  });

  it('an invalid 201 body is refused, logged, and resolved by the GET by reference', async () => {
    const error = jest.spyOn(logger, 'error');
    peer.on('POST 654/topupBalance', { status: 201, body: { id: 'x', status: 'completed' } }); // no @type
    peer.on('GET 654/topupBalance', { status: 200, body: [tmf.action('TopupBalance', 'payment:7')] });
    expect(await core.credit(move('payment:7'))).toEqual({ balance: 25_000, applied: true });
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ api: '654', method: 'POST', reference: 'payment:7' }), expect.stringMatching(/not valid/));
  });

  it('a connection refused never reached the BSS: CoreUnavailableError without a lookup', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = new TmfCore({ ...peer.config(), baseUrl: `http://127.0.0.1:${port}` });
    await expect(unreachable.credit(move('payment:8'))).rejects.toMatchObject({ name: 'CoreUnavailableError', reason: 'error' });
  });
});

describe('TMF adapter: orders, vouchers and bills', () => {
  it('subscribe: a ProductOrder for the user paid by the payer; the subscription read from TMF637', async () => {
    const expires = new Date(Date.now() + 86_400_000);
    peer.on('POST 622/productOrder', { status: 201, body: tmf.order('package:G1', '42') });
    peer.on('GET 637/product/42', { status: 200, body: tmf.addon('42', B, 3, expires, A) });
    const result = await core.subscribe({ msisdn: B, payer: A, addonId: 3, price: 5_000, reason: 'package-gift', reference: 'package:G1' });
    expect(result).toMatchObject({ applied: true, balance: 25_000, subscription: { id: 42, msisdn: B, addonId: 3, giftedBy: A, expiresAt: expires } });
    expect(posts()[0].body).toEqual({
      externalId: 'package:G1',
      category: 'package-gift',
      channel: [{ id: 'portal', role: 'salesChannel' }],
      relatedParty: [
        { id: B, role: 'user', '@referredType': 'MSISDN' },
        { id: A, role: 'payer', '@referredType': 'MSISDN' },
      ],
      productOrderItem: [
        { id: '1', action: 'add', quantity: 1, productOffering: { id: 'addon-3' }, itemPrice: [{ priceType: 'oneTime', price: { taxIncludedAmount: { unit: 'IQD', value: 5_000 } } }] },
      ],
      '@type': 'ProductOrder',
    });
    peer.on('POST 622/productOrder', { status: 409, body: tmf.error('insufficientBalance') });
    await expect(core.subscribe({ msisdn: A, addonId: 3, price: 90_000, reason: 'addon-purchase', reference: 'purchase:P9' })).rejects.toEqual(new InsufficientBalanceError(25_000));
  });

  it('subscribe, 409 duplicate: the first order is found by reference and its subscription answered with applied: false', async () => {
    peer.on('POST 622/productOrder', { status: 409, body: tmf.error('duplicate') });
    peer.on('GET 622/productOrder', { status: 200, body: [tmf.order('purchase:P10', '43')] });
    peer.on('GET 637/product/43', { status: 200, body: tmf.addon('43', A, 3, new Date(Date.now() + 86_400_000)) });
    const result = await core.subscribe({ msisdn: A, addonId: 3, price: 5_000, reason: 'addon-purchase', reference: 'purchase:P10' });
    expect(result).toMatchObject({ applied: false, subscription: { id: 43 } });
  });

  it('e-vouchers: the code issued, used, or issued too recently; a withdrawal cancels the live order', async () => {
    const code = [{ name: 'voucherCode', valueType: 'string', value: '12345678901234' }];
    peer.on('POST 622/productOrder', { status: 201, body: tmf.order('voucher:V1', 'ev-1', 'completed', code) }, { status: 409, body: tmf.error('voucherUsed') }, { status: 409, body: tmf.error('voucherPending') });
    const input = { paymentId: 'V1', packageId: 2, msisdn: A, value: 10_000, reissueAfterMs: 60_000 };
    expect(await core.issueVoucher(input)).toEqual({ state: 'issued', code: '12345678901234' });
    expect(await core.issueVoucher(input)).toEqual({ state: 'used' });
    expect(await core.issueVoucher(input)).toEqual({ state: 'recent' });
    expect(posts()[0].body).toMatchObject({
      externalId: 'voucher:V1',
      category: 'eVoucher',
      productOrderItem: [{ productOffering: { id: 'evoucher-2' }, product: { productCharacteristic: [{ name: 'msisdn', value: A }, { name: 'reissueAfterSeconds', valueType: 'number', value: 60 }] } }],
    });
    peer.on('GET 622/productOrder', { status: 200, body: [{ ...tmf.order('voucher:V1', 'ev-0', 'cancelled'), id: 'po-0' }, tmf.order('voucher:V1', 'ev-1', 'completed', code)] });
    peer.on('POST 622/cancelProductOrder', { status: 201, body: { id: 'c1', productOrder: { id: 'po-1' }, state: 'done', '@type': 'CancelProductOrder' } });
    await core.withdrawVoucher('V1');
    const cancels = posts().filter((p) => p.path.endsWith('/cancelProductOrder'));
    expect(cancels.map((c) => c.body)).toEqual([{ productOrder: { id: 'po-1', '@referredType': 'ProductOrder' }, cancellationReason: 'undelivered', '@type': 'CancelProductOrder' }]);
  });

  it('payBill: a Payment with our payment id as correlatorId; alreadyPaid when the bill names another payment', async () => {
    peer.on('GET 678/customerBill/5', { status: 200, body: tmf.bill('5', A, 'sent') }, { status: 200, body: tmf.bill('5', A, 'settled', [{ id: 'pay-1', name: 'P1' }]) }, { status: 200, body: tmf.bill('5', A, 'settled', [{ id: 'other', name: 'P0' }]) });
    peer.on('POST 676/payment', { status: 201, body: tmf.payment('P1') });
    expect(await core.payBill({ billId: 5, paymentId: 'P1', amount: 30_000 })).toEqual({ alreadyPaid: false });
    expect(posts()[0].headers['idempotency-key']).toBe('P1');
    expect(posts()[0].body).toEqual({
      correlatorId: 'P1',
      account: { id: `acc-${A}` },
      paymentMethod: { id: 'portal-gateway', '@type': 'PaymentMethodRef' },
      totalAmount: { value: 30_000, unit: 'IQD' },
      paymentItem: [{ item: { id: '5', '@referredType': 'CustomerBill' }, totalAmount: { value: 30_000, unit: 'IQD' } }],
      channel: { id: 'portal' },
      '@type': 'Payment',
    });
    expect(await core.payBill({ billId: 5, paymentId: 'P1', amount: 30_000 })).toEqual({ alreadyPaid: true });
  });

  it('lost answers of orders: the e-voucher found by reference sends its code; an add-on bought but unreadable is "could not confirm"', async () => {
    const code = [{ name: 'voucherCode', valueType: 'string', value: '55555666667777' }];
    peer.on('POST 622/productOrder', { status: 504, body: tmf.error('gatewayTimeout') });
    peer.on('GET 622/productOrder', (r) => ({ status: 200, body: [tmf.order(r.query.get('externalId') ?? '', 'ev-2', 'completed', code)] }));
    expect(await core.issueVoucher({ paymentId: 'V2', packageId: 2, msisdn: A, value: 10_000 })).toEqual({ state: 'issued', code: '55555666667777' });
    // Money moved (the order completed) but its product cannot be read: never a failure, never a success we cannot show.
    peer.on('GET 637/product/ev-2', { status: 500, body: tmf.error('internal') });
    await expect(core.subscribe({ msisdn: A, addonId: 3, price: 5_000, reason: 'addon-purchase', reference: 'purchase:P11' })).rejects.toBeInstanceOf(CoreUnconfirmedError);
  });

  it('a withdrawal whose answer is lost reads the order: cancelled → done, still live → CoreUnavailableError, unreadable → CoreUnconfirmedError', async () => {
    peer.on('GET 622/productOrder', { status: 200, body: [tmf.order('voucher:V3', 'ev-3')] });
    peer.on('POST 622/cancelProductOrder', { status: 500, body: tmf.error('internal') });
    peer.on('GET 622/productOrder/po-1', { status: 200, body: tmf.order('voucher:V3', 'ev-3', 'cancelled') }, { status: 200, body: tmf.order('voucher:V3', 'ev-3') }, { status: 503, body: tmf.error('unavailable') });
    await expect(core.withdrawVoucher('V3')).resolves.toBeUndefined();
    await expect(core.withdrawVoucher('V3')).rejects.toMatchObject({ name: 'CoreUnavailableError' });
    await expect(core.withdrawVoucher('V3')).rejects.toBeInstanceOf(CoreUnconfirmedError);
    peer.on('GET 622/productOrder', { status: 200, body: [] });
    const before = posts().length;
    await core.withdrawVoucher('V4');
    expect(posts()).toHaveLength(before);
  });
});
