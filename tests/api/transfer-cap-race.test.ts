/**
 * The daily credit-transfer cap (DAILY_TRANSFER_CAP, 100,000 IQD sent per Baghdad day) under
 * concurrency: transfers fired at the same moment, which together ask for more than the cap, never
 * send more than it, and those that fit under it go through (a cap that refused them would fail here too). The cap is checked when the code is asked for (a first answer) and again inside
 * the core's transfer transaction, with the sender's line locked: only that second check can hold
 * against parallel requests. PGlite runs one query at a time, so only the PostgreSQL run shows races
 * (itRace marks the titles when PostgreSQL was not available). Each test sends from lines of its own.
 */
import { and, desc, eq, like } from 'drizzle-orm';
import { formatPrice } from '@/lib/format';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDb } from '@/lib/server/db';
import { otpCodes, outbox } from '@/lib/server/db/schema';
import { core, DailyCapError } from '@/lib/server/core';
import { DAILY_TRANSFER_CAP } from '@/lib/server/services/credit-transfer';
import { callApi, type ApiReply } from '@/lib/server/testing/api';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import { freshLine, lastCode, ledgerBalance, signInAs } from '@/lib/server/testing/operator';
import transferConfirm from '@/pages/api/v1/credit-transfer/confirm';
import transferStart from '@/pages/api/v1/credit-transfer/index';

/** A line of the test's own: 500,000 IQD, nothing sent today. */
const richLine = () => freshLine({ balance: 500_000 });

const start = (headers: Record<string, string>, to: string, amount: number) =>
  callApi(transferStart, { method: 'POST', url: '/x?lang=en', headers, body: { to, amount } });
const confirm = (headers: Record<string, string>, transferId: string, code: string) =>
  callApi(transferConfirm, { method: 'POST', url: '/x?lang=en', headers, body: { transferId, code } });

/** The code of the transfer of `amount` from `msisdn` (the SMS names the amount). */
async function codeForAmount(msisdn: string, amount: number): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ code: outbox.code })
    .from(outbox)
    .where(and(eq(outbox.to, msisdn), eq(outbox.purpose, 'transfer'), like(outbox.text, `%${formatPrice(amount)}%`)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row?.code ?? null;
}

const expectNoServerError = (replies: ApiReply[]) => {
  for (const reply of replies) expect(reply.status).toBeLessThan(500);
};

describeWithDatabase('daily credit-transfer cap under parallel transfers', () => {
  beforeEach(async () => {
    resetRateLimits();
    await (await getDb()).delete(otpCodes);
  });

  itRace('10 transfers of 15,000 at the same moment from one line: exactly 6 go through (90,000), the rest are refused by the cap', async () => {
    const [from, to] = [await richLine(), await richLine()];
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        core()
          .transfer({ from, to, amount: 15_000, reference: `transfer:cap-race-${from}-${i}`, dailyCap: DAILY_TRANSFER_CAP })
          .then(() => 'sent' as const)
          .catch((error: unknown) => {
            if (error instanceof DailyCapError) return 'capped' as const;
            throw error;
          }),
      ),
    );
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(6);
    expect(await core().transferredToday(from)).toBe(90_000);
    expect(await ledgerBalance(from)).toBe(500_000 - 90_000);
  });

  itRace('a transfer confirmed through the API while 6 others leave the same line at that moment: never more than the cap', async () => {
    const [from, to, elsewhere] = [await richLine(), await richLine(), await richLine()];
    const signedIn = await signInAs(from);
    const started = await start(signedIn, to, 60_000);
    expect(started.status).toBe(200);
    const code = await lastCode(from, 'transfer');
    const before = await ledgerBalance(from);

    // The same line sends from other channels (the app, USSD) at the same moment: 6 × 20,000.
    const [confirmed, ...others] = await Promise.all([
      confirm(signedIn, started.json.data.transferId, code),
      ...Array.from({ length: 6 }, (_, i) =>
        core()
          .transfer({ from, to: elsewhere, amount: 20_000, reference: `transfer:cap-race-${from}-${i}`, dailyCap: DAILY_TRANSFER_CAP })
          .then(() => 20_000)
          .catch((error: unknown) => {
            if (error instanceof DailyCapError) return 0;
            throw error;
          }),
      ),
    ]);
    expectNoServerError([confirmed]);
    const viaApi = confirmed.status === 200 ? 60_000 : 0;
    if (confirmed.status !== 200) {
      expect(confirmed.status).toBe(400);
      expect(confirmed.json.data.errors.amount).toMatch(/100,000 IQD a day/);
    }
    const sent = viaApi + others.reduce((sum, amount) => sum + amount, 0);
    // 60,000 and 20,000s fill 100,000 exactly, in whatever order they were applied: the cap is reached,
    // never passed.
    expect(sent).toBe(DAILY_TRANSFER_CAP);
    expect(await core().transferredToday(from)).toBe(sent);
    expect(await ledgerBalance(from)).toBe(before - sent);
  });

  itRace('5 transfers started and confirmed through the API at the same moment (160,000 IQD asked), then the room left: exactly the cap is sent, not a dinar more or less', async () => {
    const [from, to] = [await richLine(), await richLine()];
    const signedIn = await signInAs(from);
    const before = await ledgerBalance(from);
    const amounts = [30_000, 31_000, 32_000, 33_000, 34_000];
    const replies = await Promise.all(
      amounts.map(async (amount) => {
        const started = await start(signedIn, to, amount);
        if (started.status !== 200) return started;
        const code = await codeForAmount(from, amount);
        return confirm(signedIn, started.json.data.transferId, code ?? '000000');
      }),
    );
    expectNoServerError(replies);
    // A number has one live transfer code: each new one replaces the last, so the transfer whose code
    // was sent last goes through (and any confirmed before the next code came); the others are told
    // their code no longer works, or that the day's cap is reached.
    const sent = amounts.filter((_, i) => replies[i].status === 200).reduce((sum, amount) => sum + amount, 0);
    expect(sent).toBeGreaterThanOrEqual(Math.min(...amounts));
    expect(sent).toBeLessThanOrEqual(DAILY_TRANSFER_CAP);
    for (const refused of replies.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(400);
      if (!refused.json.data.errors.code) expect(refused.json.data.errors.amount).toMatch(/100,000 IQD a day/);
    }
    expect(await core().transferredToday(from)).toBe(sent);
    expect(await ledgerBalance(from)).toBe(before - sent);

    // Afterwards, one by one: the whole room left goes through (60,000 at most per transfer), to the dinar.
    resetRateLimits();
    await (await getDb()).delete(otpCodes); // within the hourly code limit of the number
    for (let room = DAILY_TRANSFER_CAP - sent; room > 0; room = DAILY_TRANSFER_CAP - (await core().transferredToday(from))) {
      const started = await start(signedIn, to, Math.min(room, 60_000));
      expect(started.status).toBe(200);
      const done = await confirm(signedIn, started.json.data.transferId, await lastCode(from, 'transfer'));
      expect(done.status).toBe(200);
    }
    // And not a dinar more: the smallest transfer is refused, saying nothing is left today.
    const over = await start(signedIn, to, 1_000);
    expect(over.status).toBe(400);
    expect(over.json.data.errors.amount).toMatch(/100,000 IQD a day/);
    expect(await core().transferredToday(from)).toBe(DAILY_TRANSFER_CAP);
    expect(await ledgerBalance(from)).toBe(before - DAILY_TRANSFER_CAP);
  });
});
