/**
 * The TMF adapter against the BSS in a box, every OperatorCore method once, on PGlite and PostgreSQL:
 * what the embedded core answers directly, the adapter answers over HTTP.
 */
import { getDb } from '@/lib/server/db';
import { bills } from '@/lib/server/db/schema';
import { describeEachDatabase } from '@/lib/server/testing/db';
import { freshLine, freshScratchCard, ledgerBalance } from '@/lib/server/testing/operator';
import { TmfCore } from '../../tmf';
import { startBss, DEFAULT_BASE_PATHS, type BssServer } from '../server';

describeEachDatabase('adapter over the BSS in a box', () => {
  let bss: BssServer;
  let core: TmfCore;
  beforeAll(async () => {
    bss = await startBss({ port: 0, database: getDb, clientId: 'portal', clientSecret: 'x', transferDailyCap: 20_000 });
    core = new TmfCore({
      baseUrl: bss.url,
      paths: { '654': DEFAULT_BASE_PATHS.tmf654, '620': DEFAULT_BASE_PATHS.tmf620, '622': DEFAULT_BASE_PATHS.tmf622, '637': DEFAULT_BASE_PATHS.tmf637, '678': DEFAULT_BASE_PATHS.tmf678, '676': DEFAULT_BASE_PATHS.tmf676 },
      tokenUrl: `${bss.url}/oauth/token`,
      clientId: 'portal',
      clientSecret: 'x',
      timeoutMs: 1500,
    });
  });
  afterEach(() => bss.setFaults(undefined));
  afterAll(() => bss.close());

  it('every method', async () => {
    const a = await freshLine({ balance: 30_000 });
    const b = await freshLine();
    expect(await core.getLine(a)).toMatchObject({ msisdn: a, type: 'prepaid', status: 'active' });
    expect(await core.getLine('07801234567')).toBeNull();
    expect(await core.getBalance(a)).toBe(30_000);
    expect(await core.credit({ msisdn: a, amount: 1_000, reason: 'card-recharge', reference: `r1-${a}` })).toEqual({ balance: 31_000, applied: true });
    expect(await core.credit({ msisdn: a, amount: 1_000, reason: 'card-recharge', reference: `r1-${a}` })).toEqual({ balance: 31_000, applied: false });
    expect(await core.charge({ msisdn: a, amount: 1_000, reason: 'vanity-reservation', reference: `c1-${a}` })).toEqual({ balance: 30_000, applied: true });
    await expect(core.charge({ msisdn: a, amount: 100_000, reason: 'vanity-reservation', reference: `c2-${a}` })).rejects.toMatchObject({ name: 'InsufficientBalanceError' });
    const sub = await core.subscribe({ msisdn: a, addonId: 101, price: 5_000, reason: 'addon-purchase', reference: `p1-${a}` });
    expect(sub).toMatchObject({ balance: 25_000, applied: true, subscription: { addonId: 101 } });
    expect(await core.subscribe({ msisdn: a, addonId: 101, price: 5_000, reason: 'addon-purchase', reference: `p1-${a}` })).toMatchObject({ applied: false });
    expect((await core.getSubscriptions(a)).map((s) => s.addonId)).toEqual([101]);
    expect(await core.transfer({ from: a, to: b, amount: 15_000, reference: `t1-${a}`, dailyCap: 20_000 })).toEqual({ balance: 10_000, applied: true });
    await expect(core.transfer({ from: a, to: b, amount: 6_000, reference: `t2-${a}`, dailyCap: 20_000 })).rejects.toMatchObject({ name: 'DailyCapError' });
    expect(await core.transferredToday(a)).toBe(15_000);
    expect((await core.getLedger(a, 3)).length).toBe(3);
    const card = await freshScratchCard(2_000);
    expect(await core.redeemScratchCard({ msisdn: b, cardNumber: card })).toEqual({ value: 2_000, balance: 17_000 });
    expect(await core.redeemScratchCard({ msisdn: b, cardNumber: card })).toBeNull();

    const db = await getDb();
    const [bill] = await db.insert(bills).values({ msisdn: a, period: '2026-10', amount: 3_000, dueAt: new Date() }).returning();
    expect((await core.getBills(a)).map((x) => x.id)).toEqual([bill.id]);
    expect(await core.payBill({ billId: bill.id, paymentId: `pay1-${a}`, amount: 3_000 })).toEqual({ alreadyPaid: false });
    expect(await core.getBill(bill.id)).toMatchObject({ paymentId: `pay1-${a}` });
    expect(await core.payBill({ billId: bill.id, paymentId: `pay2-${a}`, amount: 3_000 })).toEqual({ alreadyPaid: true });

    const v = await core.issueVoucher({ paymentId: `ev1-${a}`, packageId: 1, msisdn: a, value: 5_000 });
    expect(v.state).toBe('issued');
    expect(await core.issueVoucher({ paymentId: `ev1-${a}`, packageId: 1, msisdn: a, value: 5_000 })).toEqual({ state: 'recent' });
    await core.withdrawVoucher(`ev1-${a}`);
    const v2 = await core.issueVoucher({ paymentId: `ev1-${a}`, packageId: 1, msisdn: a, value: 5_000 });
    expect(v2.state).toBe('issued');
  });

  it('lost answers and faults', async () => {
    const a = await freshLine({ balance: 10_000 });
    bss.setFaults({ loseAnswer: true, methods: ['POST'], paths: ['/topupBalance'] });
    const lost = await core.credit({ msisdn: a, amount: 1_000, reason: 'card-recharge', reference: `l1-${a}` }).then((r) => r, (e: Error) => e.name);
    console.log('lost credit ->', lost);
    expect(await ledgerBalance(a)).toBe(11_000);
    bss.setFaults({ invalidBody: true, methods: ['POST'], paths: ['/adjustBalance'] });
    const invalid = await core.charge({ msisdn: a, amount: 1_000, reason: 'vanity-reservation', reference: `l2-${a}` }).then((r) => r, (e: Error) => e.name);
    console.log('invalid body charge ->', invalid);
    bss.setFaults({ status: 503, methods: ['POST'], paths: ['/productOrder'] });
    const down = await core.subscribe({ msisdn: a, addonId: 101, price: 5_000, reason: 'addon-purchase', reference: `l3-${a}` }).then((r) => r, (e: Error) => e.name);
    console.log('503 subscribe ->', down);
    bss.setFaults({ loseAnswer: true, methods: ['POST'], paths: ['/productOrder'] });
    const lostVoucher = await core.issueVoucher({ paymentId: `lv-${a}`, packageId: 1, msisdn: a, value: 5_000 }).then((r) => r, (e: Error) => e.name);
    console.log('lost voucher ->', lostVoucher);
    bss.setFaults(undefined);
    bss.expireTokens();
    expect(await core.getBalance(a)).toBe(await ledgerBalance(a));
  });
});
