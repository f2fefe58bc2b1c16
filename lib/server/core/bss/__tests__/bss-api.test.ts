/**
 * The BSS in a box answers each resource of our TMF profile (lib/server/core/tmf/PROFILE.md) as the
 * profile says, every body valid against the official specification, over plain HTTP on PGlite and
 * PostgreSQL: lines, buckets, history, top-ups (amount and voucher), adjustments, transfers (with the
 * daily cap), product orders (add-on, e-voucher: used / pending / re-issue, cancel), subscriptions,
 * bills and payments; a reference applied once (409 duplicate, found again by reference, also under
 * parallel requests).
 */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { bills } from '@/lib/server/db/schema';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import { freshLine, freshScratchCard, ledgerBalance } from '@/lib/server/testing/operator';
import { EmbeddedCore } from '../../embedded';
import { STALE_PENDING_MS } from '../context';
import type { BssServer } from '../server';
import { ResourceStore } from '../store';
import {
  addonOrderBody,
  adjustBody,
  client,
  expectValid,
  P,
  paymentBody,
  startTestBss,
  TEST_DAILY_CAP,
  topupBody,
  transferBody,
  voucherOrderBody,
} from './helpers';

let seq = 0;
const ref = (prefix: string) => `${prefix}:${process.pid}-${Date.now()}-${++seq}`;

describeWithDatabase('BSS in a box: the resources of the profile', () => {
  let bss: BssServer;
  let call: ReturnType<typeof client>;
  beforeAll(async () => {
    bss = await startTestBss();
    call = client(bss);
  });
  afterAll(() => bss.close());

  it('a line: its product by serial number, its bucket, its history; an unknown line', async () => {
    const msisdn = await freshLine({ balance: 7_000 });
    const product = await call('GET', `${P.tmf637}/product?productSerialNumber=${msisdn}`);
    expect(product.status).toBe(200);
    await expectValid('tmf637', 'Product', product.body);
    expect(product.body).toEqual([expect.objectContaining({ id: `line-${msisdn}`, status: 'active', productSerialNumber: msisdn })]);
    expect(product.body[0].productCharacteristic).toEqual(expect.arrayContaining([{ name: 'lineType', valueType: 'string', value: 'prepaid' }]));
    expect((await call('GET', `${P.tmf637}/product/line-${msisdn}`)).body.id).toBe(`line-${msisdn}`);

    const bucket = await call('GET', `${P.tmf654}/bucket?logicalResource.id=${msisdn}&usageType=monetary`);
    expect(bucket.status).toBe(200);
    await expectValid('tmf654', 'Bucket', bucket.body);
    expect(bucket.body[0]).toMatchObject({ id: `main-${msisdn}`, remainingValue: { amount: 7_000, units: 'IQD' } });
    expect(bucket.headers.get('X-Total-Count')).toBe('1');
    expect(bucket.headers.get('X-Result-Count')).toBe('1');
    expect((await call('GET', `${P.tmf654}/bucket/main-${msisdn}?fields=remainingValue`)).body).toEqual({
      id: `main-${msisdn}`,
      href: expect.any(String),
      remainingValue: { amount: 7_000, units: 'IQD' },
      '@type': 'Bucket',
    });

    await call('POST', `${P.tmf654}/topupBalance`, topupBody(msisdn, 1_000, ref('history')));
    const history = await call('GET', `${P.tmf654}/balanceActionHistory?logicalResource.id=${msisdn}&limit=1`);
    await expectValid('tmf654', 'BalanceActionHistory', history.body);
    expect(history.body).toEqual([expect.objectContaining({ amount: { amount: 1_000, units: 'IQD' }, reason: 'card-recharge', status: 'completed' })]);
    expect(history.headers.get('X-Total-Count')).toBe('2');
    expect(history.headers.get('X-Result-Count')).toBe('1');

    const unknown = await call('GET', `${P.tmf654}/bucket?logicalResource.id=07801234567`);
    expect(unknown.status).toBe(404);
    await expectValid('tmf654', 'Error', unknown.body);
    expect(unknown.body.code).toBe('notFound');
    expect((await call('GET', `${P.tmf637}/product?productSerialNumber=07801234567`)).body).toEqual([]);
  });

  it('a top-up: 201 completed, the balance moved; the same reference again: 409 duplicate, nothing moved, found by reference and id', async () => {
    const msisdn = await freshLine({ balance: 1_000 });
    const reference = ref('payment');
    const created = await call('POST', `${P.tmf654}/topupBalance`, topupBody(msisdn, 5_000, reference));
    expect(created.status).toBe(201);
    await expectValid('tmf654', 'TopupBalance', created.body);
    expect(created.body).toMatchObject({ status: 'completed', amount: { amount: 5_000, units: 'IQD' }, externalId: reference });
    expect(await ledgerBalance(msisdn)).toBe(6_000);

    const again = await call('POST', `${P.tmf654}/topupBalance`, topupBody(msisdn, 5_000, reference));
    expect(again.status).toBe(409);
    await expectValid('tmf654', 'Error', again.body);
    expect(again.body.code).toBe('duplicate');
    expect(await ledgerBalance(msisdn)).toBe(6_000);

    const found = await call('GET', `${P.tmf654}/topupBalance?externalId=${encodeURIComponent(reference)}`);
    expect(found.body).toEqual([created.body]);
    expect((await call('GET', `${P.tmf654}/topupBalance/${created.body.id}`)).body).toEqual(created.body);
    expect((await call('GET', `${P.tmf654}/topupBalance?externalId=never-applied`)).body).toEqual([]);
    expect((await call('GET', `${P.tmf654}/topupBalance/no-such-id`)).status).toBe(404);
  });

  it('a voucher top-up credits the card value once; a used or unknown card: 409 voucherInvalid', async () => {
    const msisdn = await freshLine();
    const card = await freshScratchCard(3_000);
    const body = { ...topupBody(msisdn, 0, ref('card')), amount: { units: 'IQD' }, voucher: card, reason: 'scratch-card' };
    const created = await call('POST', `${P.tmf654}/topupBalance`, body);
    expect(created.status).toBe(201);
    await expectValid('tmf654', 'TopupBalance', created.body);
    expect(created.body.amount).toEqual({ amount: 3_000, units: 'IQD' });
    expect(JSON.stringify(created.body)).not.toContain(card);
    expect(await ledgerBalance(msisdn)).toBe(3_000);

    for (const voucher of [card, '99999999999999']) {
      const refused = await call('POST', `${P.tmf654}/topupBalance`, { ...body, voucher, externalId: ref('card') });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('voucherInvalid');
    }
    expect(await ledgerBalance(msisdn)).toBe(3_000);
  });

  it('an adjustment charges; too little credit: 409 insufficientBalance, nothing charged', async () => {
    const msisdn = await freshLine({ balance: 2_000 });
    const created = await call('POST', `${P.tmf654}/adjustBalance`, adjustBody(msisdn, 1_500, ref('vanity')));
    expect(created.status).toBe(201);
    await expectValid('tmf654', 'AdjustBalance', created.body);
    expect(created.body).toMatchObject({ status: 'completed', amount: { amount: -1_500, units: 'IQD' } });
    expect(await ledgerBalance(msisdn)).toBe(500);

    const refused = await call('POST', `${P.tmf654}/adjustBalance`, adjustBody(msisdn, 1_000, ref('vanity')));
    expect(refused.status).toBe(409);
    await expectValid('tmf654', 'Error', refused.body);
    expect(refused.body.code).toBe('insufficientBalance');
    expect(await ledgerBalance(msisdn)).toBe(500);
    expect((await call('POST', `${P.tmf654}/adjustBalance`, adjustBody('07801234567', 100, ref('vanity')))).status).toBe(404);
  });

  it('a transfer moves credit between two lines, the history names the receiver; over the daily cap: 409 dailyCapExceeded', async () => {
    const from = await freshLine({ balance: 50_000 });
    const to = await freshLine();
    const reference = ref('transfer');
    const created = await call('POST', `${P.tmf654}/transferBalance`, transferBody(from, to, TEST_DAILY_CAP - 1_000, reference));
    expect(created.status).toBe(201);
    await expectValid('tmf654', 'TransferBalance', created.body);
    expect(await ledgerBalance(from)).toBe(50_000 - (TEST_DAILY_CAP - 1_000));
    expect(await ledgerBalance(to)).toBe(TEST_DAILY_CAP - 1_000);

    const history = await call('GET', `${P.tmf654}/balanceActionHistory?logicalResource.id=${from}&reason=transfer-out`);
    expect(history.body).toEqual([
      expect.objectContaining({ externalId: `${reference}:out`, amount: { amount: -(TEST_DAILY_CAP - 1_000), units: 'IQD' }, receiverLogicalResource: { id: to, '@referredType': 'MSISDN' } }),
    ]);

    const capped = await call('POST', `${P.tmf654}/transferBalance`, transferBody(from, to, 2_000, ref('transfer')));
    expect(capped.status).toBe(409);
    await expectValid('tmf654', 'Error', capped.body);
    expect(capped.body.code).toBe('dailyCapExceeded');
    expect(await ledgerBalance(to)).toBe(TEST_DAILY_CAP - 1_000);
  });

  it('a product order for an add-on: charged, the product in the inventory; no credit: 409; an offering not sold: 400', async () => {
    const msisdn = await freshLine({ balance: 6_000 });
    const reference = ref('purchase');
    const created = await call('POST', `${P.tmf622}/productOrder`, addonOrderBody(msisdn, 101, 5_000, reference));
    expect(created.status).toBe(201);
    await expectValid('tmf622', 'ProductOrder', created.body);
    expect(created.body.state).toBe('completed');
    expect(await ledgerBalance(msisdn)).toBe(1_000);

    const productId = created.body.productOrderItem[0].product.id;
    const product = await call('GET', `${P.tmf637}/product/${productId}`);
    await expectValid('tmf637', 'Product', product.body);
    expect(product.body).toMatchObject({ status: 'active', productOffering: { id: 'addon-101' } });
    expect(product.body.productCharacteristic).toEqual(expect.arrayContaining([{ name: 'unit', valueType: 'string', value: 'MB' }]));
    const running = await call('GET', `${P.tmf637}/product?relatedParty.id=${msisdn}&status=active`);
    await expectValid('tmf637', 'Product', running.body);
    expect(running.body.map((p: { id: string }) => p.id)).toEqual([productId]);

    const again = await call('POST', `${P.tmf622}/productOrder`, addonOrderBody(msisdn, 101, 5_000, reference));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('duplicate');
    expect((await call('GET', `${P.tmf622}/productOrder?externalId=${encodeURIComponent(reference)}`)).body).toEqual([created.body]);

    const poor = await call('POST', `${P.tmf622}/productOrder`, addonOrderBody(msisdn, 101, 5_000, ref('purchase')));
    expect(poor.status).toBe(409);
    expect(poor.body.code).toBe('insufficientBalance');
    const unsold = await call('POST', `${P.tmf622}/productOrder`, addonOrderBody(msisdn, 999, 5_000, ref('purchase')));
    expect(unsold.status).toBe(400);
    await expectValid('tmf622', 'Error', unsold.body);
    expect(unsold.body.code).toBe('invalid');
    expect(await ledgerBalance(msisdn)).toBe(1_000);
  });

  it('an e-voucher order: issued; again: pending; re-issued after its delay with a new code; used: 409 voucherUsed', async () => {
    const msisdn = await freshLine();
    const paymentId = ref('ev');
    const issued = await call('POST', `${P.tmf622}/productOrder`, voucherOrderBody(msisdn, 1, 5_000, paymentId));
    expect(issued.status).toBe(201);
    await expectValid('tmf622', 'ProductOrder', issued.body);
    const codeOf = (body: { productOrderItem: Array<{ product: { productCharacteristic: Array<{ name: string; value: unknown }> } }> }) =>
      body.productOrderItem[0].product.productCharacteristic.find((c) => c.name === 'voucherCode')?.value as string;
    const first = codeOf(issued.body);
    expect(first).toMatch(/^\d{14}$/);
    // The lookup after a lost answer finds the order with its live code.
    const lookup = await call('GET', `${P.tmf622}/productOrder?externalId=${encodeURIComponent(`voucher:${paymentId}`)}`);
    await expectValid('tmf622', 'ProductOrder', lookup.body);
    expect(lookup.body.map(codeOf)).toEqual([first]);

    const pending = await call('POST', `${P.tmf622}/productOrder`, voucherOrderBody(msisdn, 1, 5_000, paymentId));
    expect(pending.status).toBe(409);
    expect(pending.body.code).toBe('voucherPending');

    const reissued = await call('POST', `${P.tmf622}/productOrder`, voucherOrderBody(msisdn, 1, 5_000, paymentId, 0));
    expect(reissued.status).toBe(201);
    expect(reissued.body.id).toBe(issued.body.id);
    const second = codeOf(reissued.body);
    expect(second).toMatch(/^\d{14}$/);
    expect(second).not.toBe(first);
    expect(codeOf((await call('GET', `${P.tmf622}/productOrder/${issued.body.id}`)).body)).toBe(second);

    const card = (voucher: string) => ({ ...topupBody(msisdn, 0, ref('card')), amount: { units: 'IQD' }, voucher, reason: 'scratch-card' });
    expect((await call('POST', `${P.tmf654}/topupBalance`, card(first))).status).toBe(409);
    expect((await call('POST', `${P.tmf654}/topupBalance`, card(second))).status).toBe(201);
    const used = await call('POST', `${P.tmf622}/productOrder`, voucherOrderBody(msisdn, 1, 5_000, paymentId, 0));
    expect(used.status).toBe(409);
    expect(used.body.code).toBe('voucherUsed');
  });

  it('cancelProductOrder withdraws an undelivered e-voucher: its code stops working and is gone, the order cancelled; a used one: 409 voucherUsed', async () => {
    const msisdn = await freshLine();
    const paymentId = ref('ev');
    const issued = await call('POST', `${P.tmf622}/productOrder`, voucherOrderBody(msisdn, 1, 5_000, paymentId));
    const code = issued.body.productOrderItem[0].product.productCharacteristic.find((c: { name: string }) => c.name === 'voucherCode').value;
    const cancelled = await call('POST', `${P.tmf622}/cancelProductOrder`, { productOrder: { id: issued.body.id }, cancellationReason: 'undelivered' });
    expect(cancelled.status).toBe(201);
    await expectValid('tmf622', 'CancelProductOrder', cancelled.body);
    const order = await call('GET', `${P.tmf622}/productOrder/${issued.body.id}`);
    await expectValid('tmf622', 'ProductOrder', order.body);
    expect(order.body.state).toBe('cancelled');
    expect(JSON.stringify(order.body)).not.toContain(code);
    const card = (voucher: string) => ({ ...topupBody(msisdn, 0, ref('card')), amount: { units: 'IQD' }, voucher, reason: 'scratch-card' });
    expect((await call('POST', `${P.tmf654}/topupBalance`, card(code))).status).toBe(409);

    const usedPayment = ref('ev');
    const usedOrder = await call('POST', `${P.tmf622}/productOrder`, voucherOrderBody(msisdn, 1, 5_000, usedPayment));
    const usedCode = usedOrder.body.productOrderItem[0].product.productCharacteristic.find((c: { name: string }) => c.name === 'voucherCode').value;
    expect((await call('POST', `${P.tmf654}/topupBalance`, card(usedCode))).status).toBe(201);
    const refused = await call('POST', `${P.tmf622}/cancelProductOrder`, { productOrder: { id: usedOrder.body.id }, cancellationReason: 'undelivered' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('voucherUsed');
    expect((await call('GET', `${P.tmf622}/productOrder/${usedOrder.body.id}`)).body.state).toBe('completed');
    expect((await call('POST', `${P.tmf622}/cancelProductOrder`, { productOrder: { id: 'no-such-order' } })).status).toBe(404);
  });

  it('bills and payments: the bill settled by the payment; a second payment: done, the bill does not name it, the money on the line', async () => {
    const msisdn = await freshLine({ type: 'postpaid' });
    const db = await getDb();
    const [bill] = await db.insert(bills).values({ msisdn, period: '2026-10', amount: 12_000, dueAt: new Date('2026-11-20T00:00:00Z') }).returning();
    const list = await call('GET', `${P.tmf678}/customerBill?relatedParty.id=${msisdn}`);
    await expectValid('tmf678', 'CustomerBill', list.body);
    expect(list.body).toEqual([expect.objectContaining({ id: String(bill.id), state: 'sent', amountDue: { value: 12_000, unit: 'IQD' } })]);
    expect(list.body[0].billingPeriod.startDateTime).toBe('2026-10-01T00:00:00.000Z');

    const paymentId = ref('pay');
    const paid = await call('POST', `${P.tmf676}/payment`, paymentBody(msisdn, bill.id, 12_000, paymentId));
    expect(paid.status).toBe(201);
    await expectValid('tmf676', 'Payment', paid.body);
    expect(paid.body.status).toBe('done');
    const settled = await call('GET', `${P.tmf678}/customerBill/${bill.id}`);
    await expectValid('tmf678', 'CustomerBill', settled.body);
    expect(settled.body).toMatchObject({ state: 'settled', appliedPayment: [{ payment: { id: paid.body.id, name: paymentId } }] });

    const duplicate = await call('POST', `${P.tmf676}/payment`, paymentBody(msisdn, bill.id, 12_000, paymentId));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe('duplicate');
    expect((await call('GET', `${P.tmf676}/payment?correlatorId=${encodeURIComponent(paymentId)}`)).body).toEqual([paid.body]);

    const other = await call('POST', `${P.tmf676}/payment`, paymentBody(msisdn, bill.id, 12_000, ref('pay')));
    expect(other.status).toBe(201);
    const after = await call('GET', `${P.tmf678}/customerBill/${bill.id}`);
    expect(after.body.appliedPayment.map((a: { payment: { id: string } }) => a.payment.id)).toEqual([paid.body.id]);
    expect(await ledgerBalance(msisdn)).toBe(12_000);
    const [row] = await db.select().from(bills).where(eq(bills.id, bill.id));
    expect(row.paymentId).toBe(paymentId);
    expect((await call('GET', `${P.tmf678}/customerBill/999999999`)).status).toBe(404);
    expect((await call('POST', `${P.tmf676}/payment`, paymentBody(msisdn, 999_999_999, 1_000, ref('pay')))).status).toBe(404);
  });

  it('the catalog serves the add-ons and e-voucher packages with their prices', async () => {
    const offerings = await call('GET', `${P.tmf620}/productOffering?limit=100`);
    await expectValid('tmf620', 'ProductOffering', offerings.body);
    const ids = offerings.body.map((o: { id: string }) => o.id);
    expect(ids).toEqual(expect.arrayContaining(['addon-101', 'evoucher-1']));
    const offering = await call('GET', `${P.tmf620}/productOffering/addon-101`);
    const price = await call('GET', `${P.tmf620}/productOfferingPrice/${offering.body.productOfferingPrice[0].id}`);
    await expectValid('tmf620', 'ProductOfferingPrice', price.body);
    expect(price.body.price).toEqual({ value: 5_000, unit: 'IQD' });
  });

  it('a body that breaks the spec: 400 invalid, nothing applied; an unknown path: 404; every error an Error body', async () => {
    const msisdn = await freshLine({ balance: 1_000 });
    const { bucket: _bucket, ...noBucket } = topupBody(msisdn, 1_000, ref('bad'));
    const cases = [
      await call('POST', `${P.tmf654}/topupBalance`, noBucket),
      await call('POST', `${P.tmf654}/adjustBalance`, { ...adjustBody(msisdn, 100, ref('bad')), amount: { amount: '100', units: 'IQD' } }),
      await call('POST', `${P.tmf622}/productOrder`, { ...addonOrderBody(msisdn, 101, 5_000, ref('bad')), productOrderItem: [{ id: '1' }] }),
      await call('POST', `${P.tmf676}/payment`, { correlatorId: ref('bad'), account: { id: 'x' } }),
      await call('POST', `${P.tmf654}/hub`, { query: 'eventType=TopupBalanceCreateEvent' }),
    ];
    for (const answer of cases) {
      expect(answer.status).toBe(400);
      await expectValid('tmf654', 'Error', answer.body);
      expect(answer.body.code).toBe('invalid');
    }
    expect(await ledgerBalance(msisdn)).toBe(1_000);
    for (const path of ['/nowhere', `${P.tmf654}/nothing`, `${P.tmf654}/bucket/a/b`]) {
      const answer = await call('GET', path);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'notFound', reason: expect.any(String) });
    }
  });

  it('a create still being applied (or cut off) is found pending by reference, never absent; a retry after a cut-off completes it once', async () => {
    const msisdn = await freshLine();
    const store = new ResourceStore(getDb);
    const pendingRow = async (reference: string, ageMs: number) => {
      const id = store.newId();
      const body = { ...topupBody(msisdn, 1_000, reference), id, href: `${P.tmf654}/topupBalance/${id}`, status: 'created' };
      await store.insertOnce({ id, api: 'tmf654', kind: 'topupBalance', reference, body, pending: true, createdAt: new Date(Date.now() - ageMs) });
      return id;
    };
    const byReference = async (reference: string) => (await call('GET', `${P.tmf654}/topupBalance?externalId=${encodeURIComponent(reference)}`)).body;

    // Being applied by another request: found as created; the same create now is a duplicate, nothing applied.
    const running = ref('payment');
    await pendingRow(running, 0);
    const found = await byReference(running);
    await expectValid('tmf654', 'TopupBalance', found);
    expect(found).toEqual([expect.objectContaining({ status: 'created' })]);
    expect((await call('POST', `${P.tmf654}/topupBalance`, topupBody(msisdn, 1_000, running))).body.code).toBe('duplicate');
    expect(await ledgerBalance(msisdn)).toBe(0);

    // Cut off before the money moved: a retry applies it (201), once.
    const before = ref('payment');
    await pendingRow(before, STALE_PENDING_MS + 5_000);
    expect((await call('POST', `${P.tmf654}/topupBalance`, topupBody(msisdn, 1_000, before))).status).toBe(201);
    expect(await ledgerBalance(msisdn)).toBe(1_000);
    expect(await byReference(before)).toEqual([expect.objectContaining({ status: 'completed' })]);

    // Cut off after the money moved: a retry changes nothing (409) and completes the resource.
    const after = ref('payment');
    await new EmbeddedCore(getDb).credit({ msisdn, amount: 1_000, reason: 'card-recharge', reference: after });
    await pendingRow(after, STALE_PENDING_MS + 5_000);
    expect((await call('POST', `${P.tmf654}/topupBalance`, topupBody(msisdn, 1_000, after))).body.code).toBe('duplicate');
    expect(await ledgerBalance(msisdn)).toBe(2_000);
    expect(await byReference(after)).toEqual([expect.objectContaining({ status: 'completed' })]);
  });

  itRace('parallel creates with one reference apply once: one 201, the others 409 duplicate', async () => {
    const msisdn = await freshLine({ balance: 10_000 });
    const bill = (await (await getDb()).insert(bills).values({ msisdn, period: '2026-09', amount: 3_000, dueAt: new Date() }).returning())[0];
    const [topupRef, orderRef, payRef] = [ref('payment'), ref('purchase'), ref('pay')];
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => call('POST', `${P.tmf654}/topupBalance`, topupBody(msisdn, 1_000, topupRef))),
      ...Array.from({ length: 4 }, () => call('POST', `${P.tmf622}/productOrder`, addonOrderBody(msisdn, 111, 6_000, orderRef))),
      ...Array.from({ length: 4 }, () => call('POST', `${P.tmf676}/payment`, paymentBody(msisdn, bill.id, 3_000, payRef))),
    ]);
    for (const group of [answers.slice(0, 4), answers.slice(4, 8), answers.slice(8)]) {
      expect(group.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
      for (const answer of group.filter((a) => a.status === 409)) expect(answer.body.code).toBe('duplicate');
    }
    expect(await ledgerBalance(msisdn)).toBe(10_000 + 1_000 - 6_000);

    // One payment's e-voucher ordered three times at once: issued once, the others told it is pending.
    const paymentId = ref('ev');
    const vouchers = await Promise.all(Array.from({ length: 3 }, () => call('POST', `${P.tmf622}/productOrder`, voucherOrderBody(msisdn, 1, 5_000, paymentId))));
    expect(vouchers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    for (const answer of vouchers.filter((a) => a.status === 409)) expect(answer.body.code).toBe('voucherPending');
    for (const [kind, field, reference] of [
      [`${P.tmf654}/topupBalance`, 'externalId', topupRef],
      [`${P.tmf622}/productOrder`, 'externalId', orderRef],
      [`${P.tmf676}/payment`, 'correlatorId', payRef],
    ]) {
      expect((await call('GET', `${kind}?${field}=${encodeURIComponent(reference)}`)).body).toHaveLength(1);
    }
  });
});
