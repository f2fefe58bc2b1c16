/**
 * Usage alerts (issue 33 part 2): a bundle 80 % used and used up, the balance falling below the
 * subscriber's threshold, a bill coming due; each sent once per event as a notification and an SMS,
 * whatever the number of triggers running at the same moment (PostgreSQL: parallel checks, a charge's
 * own check and the job); settings turn each off; the threshold is checked with errors in the page's
 * language.
 */
import { and, eq, sql } from 'drizzle-orm';
import ar from '@/locales/ar.json';
import ku from '@/locales/ku.json';
import { core, setCoreForTests, type OperatorCore } from '@/lib/server/core';
import { embeddedCore } from '@/lib/server/core/embedded';
import { getDb } from '@/lib/server/db';
import { accounts, alertEvents, bills, notifications, outbox, smsPending, subscriptions } from '@/lib/server/db/schema';
import { JOBS } from '@/lib/server/job-list';
import { runDueJob } from '@/lib/server/jobs';
import { notifyLowBalance } from '@/lib/server/services/notify-events';
import { messaging, setMessagingForTests } from '@/lib/server/messaging';
import { deliverPendingSms, PENDING_LEASE_MS, queueSms } from '@/lib/server/messaging/pending';
import { checkLineAlerts, runUsageAlerts } from '@/lib/server/services/usage-alerts';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import { freshLine, signInAs } from '@/lib/server/testing/operator';
import alerts from '@/pages/api/v1/account/alerts';

const DAY = 86_400_000;
const ALL_ON = { bundle80: true, bundle100: true, billDue: true, sms: true, lowBalanceThreshold: null };

async function accountOf(msisdn: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.msisdn, msisdn));
  return row.id;
}

/** The alert notifications of the line's account (their English titles) and the alert SMS it got. */
async function sentTo(msisdn: string): Promise<{ notes: string[]; sms: string[] }> {
  const db = await getDb();
  const notes = await db.select().from(notifications).where(eq(notifications.accountId, await accountOf(msisdn)));
  const sms = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, msisdn), eq(outbox.purpose, 'alert')));
  return { notes: notes.filter((n) => n.reference?.startsWith('alert:')).map((n) => n.titles.en), sms: sms.map((m) => m.text) };
}

async function bundleOf(msisdn: string, total: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(subscriptions)
    .values({ msisdn, addonId: 101, remaining: total, total, unit: 'MB', expiresAt: new Date(Date.now() + 5 * DAY) })
    .returning({ id: subscriptions.id });
  return row.id;
}

const spendData = (msisdn: string, id: string, mb: number) => embeddedCore.recordUsage({ id: `${msisdn}-${id}`, msisdn, usageType: 'data', quantity: mb });

/** The job's clock: each run 5 minutes after the last, so it is due every time. */
let jobClock = Date.now();

/** Every trigger at once: checks as after usage, a charge's own check, and the job (claimed by one caller). */
async function triggerAll(msisdn: string, times = 6): Promise<void> {
  const job = JOBS.find((j) => j.name === 'usage-alerts')!;
  jobClock += job.everyMs;
  await Promise.all([
    ...Array.from({ length: times }, () => checkLineAlerts(msisdn)),
    ...Array.from({ length: 2 }, () => checkLineAlerts(msisdn, 'balance')),
    runDueJob(job, new Date(jobClock)),
  ]);
}

describeWithDatabase('usage alerts', () => {
  itRace('bundle 80 % and 100 %: one notification and one SMS each, under parallel triggers', async () => {
    const line = await freshLine({ balance: 5_000 });
    const headers = await signInAs(line);
    await callApi(alerts, { method: 'PUT', url: '/x?lang=en', headers, body: ALL_ON });
    const bundle = await bundleOf(line, 1_000);
    await spendData(line, 'a', 700);
    await triggerAll(line);
    expect(await sentTo(line)).toEqual({ notes: [], sms: [] });

    await spendData(line, 'b', 150); // 85 % used
    await triggerAll(line);
    await triggerAll(line);
    expect(await sentTo(line)).toEqual({
      notes: ['80% of your bundle used'],
      sms: ['You have used 80% of Internet 10 GB, 7 days. Buy more before it runs out.'],
    });

    await spendData(line, 'c', 400); // used up; 250 MB charged from the balance
    await triggerAll(line);
    const after = await sentTo(line);
    expect(after.notes.sort()).toEqual(['80% of your bundle used', 'Bundle used up']);
    expect(after.sms).toHaveLength(2);
    const db = await getDb();
    expect(await db.select().from(alertEvents).where(eq(alertEvents.key, `bundle100:${bundle}`))).toEqual([expect.objectContaining({ sent: true })]);
  });

  itRace('balance below the threshold: once per fall, in the language the settings were saved in; a recharge starts a new one', async () => {
    const line = await freshLine({ balance: 6_000 });
    const headers = await signInAs(line);
    const saved = await callApi(alerts, { method: 'PUT', url: '/x?lang=ar', headers, body: { ...ALL_ON, lowBalanceThreshold: '5 000' } });
    expect(saved.json).toMatchObject({ success: true, message: 'تم حفظ إعدادات التنبيهات.', data: { lowBalanceThreshold: 5_000 } });
    expect(await sentTo(line)).toEqual({ notes: [], sms: [] });

    const charged = await core().charge({ msisdn: line, amount: 1_500, reason: 'addon-purchase', reference: `charge:${line}:1` });
    await Promise.all([notifyLowBalance(line, charged.balance, `charge:${line}:1`), notifyLowBalance(line, charged.balance, `charge:${line}:1`), triggerAll(line, 3)]);
    const first = await sentTo(line);
    expect(first.notes).toEqual(['Balance below 5,000 IQD']);
    expect(first.sms).toEqual(['رصيدك 4,500 د.ع، وهو أقل من 5,000 د.ع التي اخترتها. عبّئ رصيدك لتواصل استخدام خطك.']);

    // Lower still: the same fall, nothing new.
    await core().charge({ msisdn: line, amount: 500, reason: 'addon-purchase', reference: `charge:${line}:2` });
    await triggerAll(line, 3);
    expect((await sentTo(line)).sms).toHaveLength(1);

    // A recharge above the threshold, then a new fall: a new alert.
    await core().credit({ msisdn: line, amount: 10_000, reason: 'card-recharge', reference: `payment:${line}` });
    await triggerAll(line, 3);
    expect((await sentTo(line)).sms).toHaveLength(1);
    await core().charge({ msisdn: line, amount: 10_000, reason: 'addon-purchase', reference: `charge:${line}:3` });
    await triggerAll(line, 3);
    expect((await sentTo(line)).notes).toEqual(['Balance below 5,000 IQD', 'Balance below 5,000 IQD']);
  });

  it('settings off: no alert then, nor later when turned back on; SMS off sends the notification only', async () => {
    const line = await freshLine({ balance: 5_000 });
    const headers = await signInAs(line);
    const off = await callApi(alerts, { method: 'PUT', url: '/x?lang=en', headers, body: { ...ALL_ON, bundle80: false, sms: false } });
    expect(off.status).toBe(200);
    expect((await callApi(alerts, { url: '/x', headers })).json.data).toEqual({ ...ALL_ON, bundle80: false, sms: false });
    await bundleOf(line, 100);
    await spendData(line, 'a', 90);
    await triggerAll(line);
    expect(await sentTo(line)).toEqual({ notes: [], sms: [] });
    await callApi(alerts, { method: 'PUT', url: '/x?lang=en', headers, body: { ...ALL_ON, sms: false } });
    await triggerAll(line);
    expect(await sentTo(line)).toEqual({ notes: [], sms: [] });
    await spendData(line, 'b', 10);
    await triggerAll(line);
    expect(await sentTo(line)).toEqual({ notes: ['Bundle used up'], sms: [] });
  });

  it('a postpaid bill due within 3 days: one alert; a paid or later bill none; bill alerts off: none', async () => {
    const line = await freshLine({ type: 'postpaid' });
    await signInAs(line);
    const db = await getDb();
    await db.insert(bills).values([
      { msisdn: line, period: '2026-10', amount: 30_000, dueAt: new Date(Date.now() + 2 * DAY) },
      { msisdn: line, period: '2026-09', amount: 20_000, dueAt: new Date(Date.now() - 20 * DAY), paidAt: new Date() },
      { msisdn: line, period: '2026-11', amount: 25_000, dueAt: new Date(Date.now() + 20 * DAY) },
    ]);
    await triggerAll(line, 3);
    const sent = await sentTo(line);
    expect(sent.notes).toEqual(['Your bill is due']);
    expect(sent.sms).toEqual([expect.stringMatching(/^فاتورتك البالغة 30,000 د.ع مستحقة في /)]);

    const quiet = await freshLine({ type: 'postpaid' });
    const headers = await signInAs(quiet);
    await callApi(alerts, { method: 'PUT', url: '/x?lang=en', headers, body: { ...ALL_ON, billDue: false } });
    await db.insert(bills).values({ msisdn: quiet, period: '2026-10', amount: 30_000, dueAt: new Date(Date.now() + DAY) });
    await triggerAll(quiet, 2);
    expect(await sentTo(quiet)).toEqual({ notes: [], sms: [] });
  });

  itRace('a failure after the claim leaves nothing claimed: the next trigger sends it, once', async () => {
    const line = await freshLine({ balance: 5_000 });
    const headers = await signInAs(line);
    await callApi(alerts, { method: 'PUT', url: '/x?lang=en', headers, body: ALL_ON });
    const bundle = await bundleOf(line, 100);
    await spendData(line, 'a', 85);
    // The claim's transaction fails after the claim is written: writing this account's notification throws.
    const db = await getDb();
    const account = await accountOf(line);
    await db.execute(sql.raw(`CREATE OR REPLACE FUNCTION fail_alert_note() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'injected'; END $$ LANGUAGE plpgsql`));
    await db.execute(
      sql.raw(`CREATE TRIGGER fail_alert_note BEFORE INSERT ON notifications FOR EACH ROW WHEN (NEW.account_id = ${account}) EXECUTE FUNCTION fail_alert_note()`),
    );
    try {
      await triggerAll(line);
    } finally {
      await db.execute(sql.raw('DROP TRIGGER fail_alert_note ON notifications'));
    }
    expect(await sentTo(line)).toEqual({ notes: [], sms: [] });
    expect(await db.select().from(alertEvents).where(eq(alertEvents.accountId, account))).toEqual([]);
    expect(await db.select().from(smsPending).where(eq(smsPending.to, line))).toEqual([]);

    await triggerAll(line);
    await triggerAll(line);
    expect(await sentTo(line)).toEqual({ notes: ['80% of your bundle used'], sms: [expect.stringContaining('80%')] });
    expect(await db.select().from(alertEvents).where(eq(alertEvents.key, `bundle80:${bundle}`))).toEqual([expect.objectContaining({ sent: true })]);
  });

  it('an SMS the transport refused stays queued and the sms-pending job sends it, once', async () => {
    const line = await freshLine({ balance: 5_000 });
    const headers = await signInAs(line);
    await callApi(alerts, { method: 'PUT', url: '/x?lang=en', headers, body: ALL_ON });
    await bundleOf(line, 100);
    await spendData(line, 'a', 100);
    const real = messaging();
    setMessagingForTests({ ...real, sendSms: () => Promise.reject(new Error('gateway down')) });
    try {
      await triggerAll(line, 3);
    } finally {
      setMessagingForTests(undefined);
    }
    // The claim and the notification stand; the SMS waits in the queue.
    expect(await sentTo(line)).toEqual({ notes: ['Bundle used up'], sms: [] });
    const db = await getDb();
    expect(await db.select().from(smsPending).where(eq(smsPending.to, line))).toEqual([expect.objectContaining({ status: 'pending', attempts: 1 })]);

    const job = JOBS.find((j) => j.name === 'sms-pending')!;
    const later = Date.now() + 60_000;
    await Promise.all([runDueJob(job, new Date(later)), runDueJob(job, new Date(later)), job.run(new Date(later))]);
    await job.run(new Date(later + 3_600_000));
    expect((await sentTo(line)).sms).toEqual([expect.stringContaining('used up')]);
    expect(await db.select().from(smsPending).where(eq(smsPending.to, line))).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
  });

  it('an SMS held by a server that died is handed over again once its lease ran out, once', async () => {
    const db = await getDb();
    const line = await freshLine();
    await signInAs(line);
    const ref = `alert:test-lease:${line}`;
    await db.transaction((tx) => queueSms(tx, { to: line, text: 'held by a dead server', purpose: 'alert', ref }));
    expect(await db.transaction((tx) => queueSms(tx, { to: line, text: 'the same event again', purpose: 'alert', ref }))).toBe(false);
    const now = Date.now();
    // Taken by a server that died before handing it over (its lease and claim token stay behind).
    await db
      .update(smsPending)
      .set({ leaseUntil: new Date(now + PENDING_LEASE_MS), claimToken: 'dead-server', attempts: 1 })
      .where(eq(smsPending.ref, ref));
    expect(await deliverPendingSms(new Date(now + 1_000), ref)).toBe(0);
    expect(await deliverPendingSms(new Date(now + 1_000))).toBe(0);
    expect((await sentTo(line)).sms).toEqual([]);
    // Its lease runs out (leases are on the database's clock: moved back rather than waited for).
    await db.update(smsPending).set({ leaseUntil: new Date(Date.now() - 1_000) }).where(eq(smsPending.ref, ref));
    await Promise.all([deliverPendingSms(new Date(now + 1_000)), deliverPendingSms(new Date(now + 1_000), ref)]);
    await deliverPendingSms(new Date(now + 2_000));
    expect((await sentTo(line)).sms).toEqual(['held by a dead server']);
  });

  it('the usage-alerts job reads the accounts in pages and checks only the lines with an alert due, each once', async () => {
    const due: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const line = await freshLine();
      await signInAs(line);
      await bundleOf(line, 100);
      await spendData(line, 'a', 90);
      due.push(line);
    }
    const quiet: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const line = await freshLine();
      await signInAs(line);
      if (i === 0) await bundleOf(line, 100);
      quiet.push(line);
    }
    // The usage above was recorded without its own check: only the job can find it.
    const reads = new Map<string, number>();
    const counting = new Proxy(embeddedCore, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (prop === 'getLine') return (msisdn: string) => (reads.set(msisdn, (reads.get(msisdn) ?? 0) + 1), target.getLine(msisdn));
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    }) as OperatorCore;
    setCoreForTests(counting);
    try {
      await runUsageAlerts(new Date(), 3);
      const readAt = (lines: string[]) => lines.map((line) => reads.get(line) ?? 0);
      expect(readAt(due)).toEqual(due.map(() => 1));
      expect(readAt(quiet)).toEqual([0, 0]);
      for (const line of due) expect(await sentTo(line)).toEqual({ notes: ['80% of your bundle used'], sms: [expect.stringContaining('80%')] });
      // Claimed now: the next run reads none of them.
      await runUsageAlerts(new Date(), 3);
      expect(readAt(due)).toEqual(due.map(() => 1));
    } finally {
      setCoreForTests(undefined);
    }
  });

  it('the threshold is checked: errors tied to the field, in the page language; signed out is a 401', async () => {
    const headers = await signInAs(await freshLine());
    expect((await callApi(alerts, { url: '/x' })).status).toBe(401);
    const cases: Array<[string, unknown, string]> = [
      ['en', 100, 'Enter a whole amount from 250 to 100000 IQD.'],
      ['ar', 'abc', ar.validation.required],
      ['ku', 1000.5, ku.validation.wholeNumber],
    ];
    for (const [lang, threshold, expected] of cases) {
      const reply = await callApi(alerts, { method: 'PUT', url: `/x?lang=${lang}`, headers, body: { ...ALL_ON, lowBalanceThreshold: threshold } });
      expect(reply.status).toBe(400);
      expect(typeof reply.json.data.errors.lowBalanceThreshold).toBe('string');
      expect(reply.json.data.errors.lowBalanceThreshold).toBe(expected);
    }
  });
});
