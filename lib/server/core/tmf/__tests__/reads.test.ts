/** Reads of the TMF adapter: what a valid answer becomes, and that anything else is refused and logged. */
import { logger } from '@/lib/server/logger';
import { CoreUnavailableError, UnknownLineError } from '../../types';
import { TmfCore } from '../index';
import { startPeer, tmf, type Peer } from './peer';

const A = '07701234567';
const B = '07701111111';
let peer: Peer;
let core: TmfCore;

beforeEach(async () => {
  peer = await startPeer();
  core = new TmfCore(peer.config());
});
afterEach(async () => {
  jest.restoreAllMocks();
  await peer.close();
});

describe('TMF adapter: reads', () => {
  it('a line from TMF637, and null for a number the BSS does not have (empty list or 404)', async () => {
    peer.on('GET 637/product', (r) => ({ status: 200, body: r.query.get('productSerialNumber') === A ? [tmf.line(A)] : [] }));
    expect(await core.getLine(A)).toEqual({ msisdn: A, type: 'prepaid', status: 'active', blockedForPurchases: false, kind: 'mobile', ownerAccountId: 7 });
    expect(await core.getLine(B)).toBeNull();
    peer.on('GET 637/product', { status: 404, body: tmf.error('notFound') });
    expect(await core.getLine(B)).toBeNull();
    // A recycled number: the old, terminated product is not our line.
    peer.on('GET 637/product', { status: 200, body: [tmf.line(B, { status: 'terminated' })] });
    expect(await core.getLine(B)).toBeNull();
    expect(peer.calls()[0].query.get('productSerialNumber')).toBe(A);
  });

  it('the balance is the sum of the line’s monetary buckets; a line the BSS does not know is UnknownLineError', async () => {
    // A BSS that ignored the filter: another line's bucket must not count.
    peer.on('GET 654/bucket', { status: 200, body: [tmf.bucket(A, 20_000), { ...tmf.bucket(A, 5_000), id: 'bonus' }, tmf.bucket(B, 999)] });
    expect(await core.getBalance(A)).toBe(25_000);
    expect(Object.fromEntries(peer.calls()[0].query)).toEqual({ 'logicalResource.id': A, usageType: 'monetary' });
    peer.on('GET 654/bucket', { status: 404, body: tmf.error('notFound') });
    await expect(core.getBalance(B)).rejects.toBeInstanceOf(UnknownLineError);
  });

  it('the ledger newest first, and what was sent by transfer since Baghdad midnight', async () => {
    const now = Date.now();
    const midnight = new Date(Math.floor((now + 3 * 3600_000) / 86_400_000) * 86_400_000 - 3 * 3600_000);
    peer.on('GET 654/balanceActionHistory', {
      status: 200,
      body: [
        tmf.history(3, A, -2_000, 'transfer-out', new Date(now - 1_000)),
        tmf.history(2, A, -1_500, 'transfer-out', new Date(midnight.getTime() + 1_000)),
        tmf.history(1, A, -9_000, 'transfer-out', new Date(midnight.getTime() - 1_000)),
      ],
    });
    const ledger = await core.getLedger(A, 2);
    expect(ledger).toHaveLength(2);
    expect(ledger[0]).toEqual({ id: 3, msisdn: A, amount: -2_000, reason: 'transfer-out', reference: 'ref-3', createdAt: new Date(now - 1_000) });
    expect(await core.transferredToday(A)).toBe(3_500);
  });

  it('what was sent today, over pages of the history, each transfer counted once even when the BSS ignores offset', async () => {
    const today = (i: number) => tmf.history(1_000 - i, A, -10, 'transfer-out', new Date(Date.now() - i * 10));
    const full = Array.from({ length: 100 }, (_, i) => today(i));
    peer.on('GET 654/balanceActionHistory', (r) => ({ status: 200, body: r.query.get('offset') === '100' ? [today(100), tmf.history(1, A, -99, 'transfer-out', new Date(0))] : full }));
    expect(await core.transferredToday(A)).toBe(1_010);
    expect(peer.calls().map((c) => c.query.get('offset'))).toEqual([null, '100']);
    peer.on('GET 654/balanceActionHistory', { status: 200, body: full });
    expect(await core.transferredToday(A)).toBe(1_000);
  });

  it('running add-ons of the line (not those it paid for another), soonest expiry first, with the giver of a gift', async () => {
    const soon = new Date(Date.now() + 3_600_000);
    const later = new Date(Date.now() + 7_200_000);
    peer.on('GET 637/product', {
      status: 200,
      body: [tmf.addon('12', A, 4, later, B), tmf.addon('11', A, 3, soon), tmf.addon('13', B, 3, soon, A), tmf.addon('14', A, 3, new Date(Date.now() - 1_000))],
    });
    const subscriptions = await core.getSubscriptions(A);
    expect(subscriptions.map((s) => [s.id, s.addonId, s.giftedBy])).toEqual([
      [11, 3, null],
      [12, 4, B],
    ]);
    expect(subscriptions[0]).toMatchObject({ remaining: 500, total: 1_000, unit: 'MB', expiresAt: soon });
  });

  it('bills: the Baghdad month of the period, paid when settled, by our payment id; a bill the BSS does not have is null', async () => {
    peer.on('GET 678/customerBill', { status: 200, body: [tmf.bill('5', A, 'sent'), tmf.bill('6', A, 'settled', [{ id: 'pay-9', name: 'P123' }])] });
    const bills = await core.getBills(A);
    expect(bills.map((b) => [b.id, b.period, b.amount, b.paymentId])).toEqual([
      [6, '2026-10', 30_000, 'P123'],
      [5, '2026-10', 30_000, null],
    ]);
    expect(bills[0].paidAt).toEqual(new Date('2026-11-02T10:00:00Z'));
    peer.on('GET 678/customerBill/77', { status: 404, body: tmf.error('notFound') });
    expect(await core.getBill(77)).toBeNull();
  });

  it.each([
    ['a fractional dinar', [{ ...tmf.bucket(A, 0), remainingValue: { amount: 10.5, units: 'IQD' } }]],
    ['another currency', [{ ...tmf.bucket(A, 0), remainingValue: { amount: 10, units: 'USD' } }]],
    ['no @type', [{ ...tmf.bucket(A, 10), '@type': undefined }]],
    ['not a list', tmf.bucket(A, 10)],
  ])('an answer that is not valid (%s) is refused and logged: never a wrong balance, never a 500', async (_name, body) => {
    const error = jest.spyOn(logger, 'error');
    peer.on('GET 654/bucket', { status: 200, body });
    await expect(core.getBalance(A)).rejects.toMatchObject({ name: 'CoreUnavailableError', reason: 'error', status: 503 });
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ api: '654', path: '/bucket', issues: expect.any(Array) }), expect.stringMatching(/not valid/));
  });

  it('a body that is not JSON, and a 404 that is not the spec Error (a wrong base path), are faults, not "no such line"', async () => {
    peer.on('GET 654/bucket', { status: 200, raw: '<html>oops</html>' });
    await expect(core.getBalance(A)).rejects.toBeInstanceOf(CoreUnavailableError);
    peer.on('GET 637/product', { status: 404, raw: '<html>Not Found</html>' });
    await expect(core.getLine(A)).rejects.toBeInstanceOf(CoreUnavailableError);
  });

  it('a 5xx is "cannot fetch now"; so is a BSS that does not answer in time', async () => {
    peer.on('GET 678/customerBill', { status: 503, body: tmf.error('unavailable') });
    await expect(core.getBills(A)).rejects.toMatchObject({ name: 'CoreUnavailableError', reason: 'error' });
    const slow = new TmfCore(peer.config({ timeoutMs: 40 }));
    await slow.getBalance(A).catch(() => undefined); // takes the token first, so the hang below is the API call
    peer.on('GET 654/bucket', 'hang');
    const started = Date.now();
    await expect(slow.getBalance(A)).rejects.toMatchObject({ name: 'CoreUnavailableError', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
