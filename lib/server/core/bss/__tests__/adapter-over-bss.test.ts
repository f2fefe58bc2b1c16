/**
 * The TMF adapter against the BSS in a box, every OperatorCore method once, on PGlite and PostgreSQL:
 * what the embedded core answers directly, the adapter answers over HTTP. The BSS and the adapter's
 * settings come from the shared test helper (lib/server/testing/tmf-core.ts).
 */
import { getDb } from '@/lib/server/db';
import { bills } from '@/lib/server/db/schema';
import { DAILY_TRANSFER_CAP } from '@/lib/server/services/credit-transfer';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { freshLine, freshScratchCard, ledgerBalance } from '@/lib/server/testing/operator';
import { startTmfTestCore, type TmfTestCore } from '@/lib/server/testing/tmf-core';
import { CoreUnavailableError, CoreUnconfirmedError } from '../../types';
import { TmfCore } from '../../tmf';

describeWithDatabase('adapter over the BSS in a box', () => {
  let tmf: TmfTestCore;
  let core: TmfCore;
  beforeAll(async () => {
    tmf = await startTmfTestCore({ timeoutMs: 1_500 });
    core = new TmfCore(tmf.config);
  });
  afterEach(() => tmf.bss.setFaults(undefined));
  afterAll(() => tmf.close());

  it('every method', async () => {
    const a = await freshLine({ balance: 130_000 });
    const b = await freshLine();
    const dailyCap = DAILY_TRANSFER_CAP;
    expect(await core.getLine(a)).toMatchObject({ msisdn: a, type: 'prepaid', status: 'active' });
    expect(await core.getLine('07801234567')).toBeNull();
    expect(await core.getBalance(a)).toBe(130_000);
    expect(await core.credit({ msisdn: a, amount: 1_000, reason: 'card-recharge', reference: `r1-${a}` })).toEqual({ balance: 131_000, applied: true });
    expect(await core.credit({ msisdn: a, amount: 1_000, reason: 'card-recharge', reference: `r1-${a}` })).toEqual({ balance: 131_000, applied: false });
    expect(await core.charge({ msisdn: a, amount: 1_000, reason: 'vanity-reservation', reference: `c1-${a}` })).toEqual({ balance: 130_000, applied: true });
    await expect(core.charge({ msisdn: a, amount: 200_000, reason: 'vanity-reservation', reference: `c2-${a}` })).rejects.toMatchObject({ name: 'InsufficientBalanceError' });
    const sub = await core.subscribe({ msisdn: a, addonId: 101, price: 5_000, reason: 'addon-purchase', reference: `p1-${a}` });
    expect(sub).toMatchObject({ balance: 125_000, applied: true, subscription: { addonId: 101 } });
    expect(await core.subscribe({ msisdn: a, addonId: 101, price: 5_000, reason: 'addon-purchase', reference: `p1-${a}` })).toMatchObject({ applied: false });
    expect((await core.getSubscriptions(a)).map((s) => s.addonId)).toEqual([101]);
    expect(await core.transfer({ from: a, to: b, amount: dailyCap - 5_000, reference: `t1-${a}`, dailyCap })).toEqual({ balance: 30_000, applied: true });
    expect(await core.transfer({ from: a, to: b, amount: dailyCap - 5_000, reference: `t1-${a}`, dailyCap })).toEqual({ balance: 30_000, applied: false });
    await expect(core.transfer({ from: a, to: b, amount: 6_000, reference: `t2-${a}`, dailyCap })).rejects.toMatchObject({ name: 'DailyCapError' });
    expect(await core.transferredToday(a)).toBe(dailyCap - 5_000);
    expect((await core.getLedger(a, 3)).length).toBe(3);
    const card = await freshScratchCard(2_000);
    expect(await core.redeemScratchCard({ msisdn: b, cardNumber: card })).toEqual({ value: 2_000, balance: dailyCap - 3_000 });
    expect(await core.redeemScratchCard({ msisdn: b, cardNumber: card })).toBeNull();
    expect(await core.redeemScratchCard({ msisdn: a, cardNumber: card })).toBeNull();

    const db = await getDb();
    const [bill] = await db.insert(bills).values({ msisdn: a, period: '2026-10', amount: 3_000, dueAt: new Date() }).returning();
    expect((await core.getBills(a)).map((x) => x.id)).toEqual([bill.id]);
    expect(await core.payBill({ billId: bill.id, paymentId: `pay1-${a}`, amount: 3_000 })).toEqual({ alreadyPaid: false });
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

  it('lost answers and faults: applied when the lookup by reference finds it; nothing moved and said so when the BSS refused or claimed a duplicate it does not have', async () => {
    const a = await freshLine({ balance: 10_000 });
    // Applied, the answer lost: the lookup by reference finds it.
    tmf.bss.setFaults({ loseAnswer: true, methods: ['POST'], paths: ['/topupBalance'] });
    expect(await core.credit({ msisdn: a, amount: 1_000, reason: 'card-recharge', reference: `l1-${a}` })).toEqual({ balance: 11_000, applied: true });
    tmf.bss.setFaults({ invalidBody: true, methods: ['POST'], paths: ['/adjustBalance'] });
    expect(await core.charge({ msisdn: a, amount: 1_000, reason: 'vanity-reservation', reference: `l2-${a}` })).toEqual({ balance: 10_000, applied: true });
    tmf.bss.setFaults({ loseAnswer: true, methods: ['POST'], paths: ['/productOrder'] });
    expect(await core.issueVoucher({ paymentId: `lv-${a}`, packageId: 1, msisdn: a, value: 5_000 })).toMatchObject({ state: 'issued' });
    // Refused before anything was done (503), or a 409 duplicate for a reference never applied: nothing moved.
    for (const status of [503, 409] as const) {
      tmf.bss.setFaults({ status, methods: ['POST'], paths: ['/productOrder', '/transferBalance'] });
      const subscribed = core.subscribe({ msisdn: a, addonId: 101, price: 5_000, reason: 'addon-purchase', reference: `l3-${status}-${a}` });
      await expect(subscribed).rejects.toBeInstanceOf(CoreUnavailableError);
      await expect(subscribed).rejects.not.toBeInstanceOf(CoreUnconfirmedError);
      const b = await freshLine();
      const transferred = core.transfer({ from: a, to: b, amount: 1_000, reference: `l4-${status}-${a}`, dailyCap: DAILY_TRANSFER_CAP });
      await expect(transferred).rejects.toBeInstanceOf(CoreUnavailableError);
      await expect(transferred).rejects.not.toBeInstanceOf(CoreUnconfirmedError);
      expect(await ledgerBalance(b)).toBe(0);
    }
    tmf.bss.setFaults(undefined);
    tmf.bss.expireTokens();
    expect(await core.getBalance(a)).toBe(await ledgerBalance(a));
    expect(await ledgerBalance(a)).toBe(10_000);
  });
});
