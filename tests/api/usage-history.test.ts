/**
 * Usage and spend history (issue 33 part 1): the embedded core records calls, SMS and data sessions
 * (drawn from bundles, the rest charged once per record id), and the history joins them with the
 * ledger's recharges, purchases and transfers of the last 90 days: filtered by type, totalled by type
 * and by week, other people's numbers masked, and as a CSV file (UTF-8 with a BOM) in the page's language.
 */
import { eq } from 'drizzle-orm';
import { core } from '@/lib/server/core';
import { embeddedCore } from '@/lib/server/core/embedded';
import { getDb } from '@/lib/server/db';
import { ledgerEntries, subscriptions, transfers, usageRecords } from '@/lib/server/db/schema';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { freshLine, ledgerBalance, signInAs } from '@/lib/server/testing/operator';
import type { UsageHistoryData } from '@/lib/usage';
import csv from '@/pages/api/v1/account/usage/csv';
import history from '@/pages/api/v1/account/usage/index';

const DAY = 86_400_000;
const FRIEND = '07801234567';

describeWithDatabase(
  'usage and spend history',
  () => {
    let line: string;
    let headers: Record<string, string>;

    beforeAll(async () => {
      line = await freshLine({ balance: 10_000 });
      const other = await freshLine();
      headers = await signInAs(line);
      const now = Date.now();
      const record = (id: string, usageType: 'voice' | 'sms' | 'data', quantity: number, daysAgo: number, otherParty?: string) =>
        embeddedCore.recordUsage({ id: `${line}-${id}`, msisdn: line, usageType, quantity, otherParty, usageDate: new Date(now - daysAgo * DAY) });
      // No bundle: a call of 125 s is 3 started minutes (180 IQD), an SMS 25, 50 MB 500.
      await record('call', 'voice', 125, 1, FRIEND);
      await record('sms', 'sms', 1, 2, FRIEND);
      await record('data', 'data', 50, 3);
      await record('old-call', 'voice', 60, 89, FRIEND);
      await record('too-old', 'voice', 60, 91, FRIEND);
      // A record reported twice is stored and charged once.
      expect((await record('sms', 'sms', 1, 2, FRIEND)).applied).toBe(false);
      await core().credit({ msisdn: line, amount: 5_000, reason: 'card-recharge', reference: `payment:${line}` });
      const db = await getDb();
      await db.insert(transfers).values({ id: `t-${line}`, fromMsisdn: line, toMsisdn: other, amount: 1_000, status: 'completed' });
      await core().transfer({ from: line, to: other, amount: 1_000, reference: `transfer:t-${line}`, dailyCap: 100_000 });
      // A purchase 100 days ago: outside the window.
      await db.insert(ledgerEntries).values({ msisdn: line, amount: -2_000, reason: 'addon-purchase', reference: `old:${line}`, createdAt: new Date(now - 100 * DAY) });
    });

    it('joins usage with recharges and transfers of the last 90 days, newest first; charges once; masks other numbers', async () => {
      expect((await callApi(history, { url: '/x' })).status).toBe(401);
      const reply = await callApi(history, { url: '/x?lang=en', headers });
      expect(reply.status).toBe(200);
      const data = reply.json.data as UsageHistoryData;
      expect(data.items.map((item) => [item.type, item.label, item.amount])).toEqual([
        ['transfer', 'Credit sent', -1_000],
        ['recharge', 'Recharge', 5_000],
        ['voice', 'Outgoing call', -180],
        ['sms', 'SMS sent', -25],
        ['data', 'Data session', -500],
        ['voice', 'Outgoing call', -60],
      ]);
      expect(data.items[2]).toMatchObject({ quantity: 125, unit: 'SEC', otherParty: '0780•••4567', inBundle: false });
      expect(data.items[0].otherParty).toMatch(/^0779•••\d{4}$/);
      expect(reply.text).not.toContain(FRIEND);
      // The opening balance is no event; the 100-day-old purchase and the 91-day-old call are outside.
      expect(data.byType).toEqual([
        { type: 'voice', count: 2, quantity: 185, spent: 240, received: 0 },
        { type: 'sms', count: 1, quantity: 1, spent: 25, received: 0 },
        { type: 'data', count: 1, quantity: 50, spent: 500, received: 0 },
        { type: 'recharge', count: 1, quantity: 0, spent: 0, received: 5_000 },
        { type: 'purchase', count: 0, quantity: 0, spent: 0, received: 0 },
        { type: 'transfer', count: 1, quantity: 0, spent: 1_000, received: 0 },
      ]);
      expect(data.byWeek.reduce((sum, week) => sum + week.count, 0)).toBe(6);
      expect(data.byWeek.every((week) => new Date(`${week.weekStart}T12:00:00Z`).getUTCDay() === 6)).toBe(true);
      // Every IQD charged is one ledger row: 10,000 − 180 − 25 − 500 − 60 − 60 (the 91-day-old call) + 5,000 − 1,000 − 2,000.
      expect(await ledgerBalance(line)).toBe(11_175);
      const db = await getDb();
      expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, `usage:${line}-sms`))).toHaveLength(1);
    });

    it('filters by type (totals by type stay whole, weeks follow the filter); an unknown type is a 400 in the page language', async () => {
      const reply = await callApi(history, { url: '/x?lang=ar&type=voice', headers });
      const data = reply.json.data as UsageHistoryData;
      expect(data.type).toBe('voice');
      expect(data.items.map((item) => item.label)).toEqual(['مكالمة صادرة', 'مكالمة صادرة']);
      expect(data.byType.find((total) => total.type === 'recharge')?.received).toBe(5_000);
      expect(data.byWeek.reduce((sum, week) => sum + week.spent, 0)).toBe(240);
      const bad = await callApi(history, { url: '/x?lang=en&type=fax', headers });
      expect(bad.status).toBe(400);
      expect(bad.json.success).toBe(false);
    });

    it('CSV: UTF-8 with a BOM, the page language, one row per item, numbers masked; the filter applies', async () => {
      const reply = await callApi(csv, { url: '/x?lang=ar', headers });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="usage-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect([...reply.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = reply.bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
      expect(rows[0]).toBe('التاريخ,النوع,الوصف,الكمية,الوحدة,الرقم الآخر,المبلغ (د.ع)');
      expect(rows).toHaveLength(7);
      expect(rows[3]).toMatch(/,المكالمات,مكالمة صادرة,125,ثانية,0780•••4567,-180$/);
      expect(reply.text).not.toContain(FRIEND);

      const data = await callApi(csv, { url: '/x?lang=en&type=data', headers });
      const lines = data.bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
      expect(lines).toEqual(['Date,Type,Description,Quantity,Unit,Other number,Amount (IQD)', expect.stringMatching(/,Data,Data session,50,MB,,-500$/)]);
      expect((await callApi(csv, { url: '/x?lang=en' })).json).toMatchObject({ success: false });
    });

    it('usage inside a bundle is drawn from it and costs nothing; an empty history says so with zero totals', async () => {
      const bundled = await freshLine({ balance: 1_000 });
      const db = await getDb();
      const [bundle] = await db
        .insert(subscriptions)
        .values({ msisdn: bundled, addonId: 101, remaining: 100, total: 100, unit: 'MB', expiresAt: new Date(Date.now() + DAY) })
        .returning();
      const empty = await callApi(history, { url: '/x?lang=en', headers: await signInAs(bundled) });
      expect(empty.json.data.items).toEqual([]);
      expect(empty.json.data.byType.every((total: { count: number }) => total.count === 0)).toBe(true);

      const used = await embeddedCore.recordUsage({ id: `${bundled}-in`, msisdn: bundled, usageType: 'data', quantity: 120 });
      // 100 MB from the bundle, 20 MB at 10 IQD.
      expect(used.usage.ratedProductUsage[0]).toEqual({ taxIncludedRatingAmount: { unit: 'IQD', value: 200 }, productRef: { id: String(bundle.id) } });
      const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, bundle.id));
      expect(after.remaining).toBe(0);
      expect(used.balance).toBe(800);
      const [row] = await db.select().from(usageRecords).where(eq(usageRecords.id, `${bundled}-in`));
      expect(row).toMatchObject({ usageType: 'data', status: 'rated', quantity: 120, unit: 'MB', amount: 200 });
    });
  },
);
