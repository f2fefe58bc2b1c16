/**
 * The 60-second resend wait under parallel requests (sendCode, and the signed-in change codes): ten
 * requests for one number at the same moment text one code, and the other nine are told to wait (429
 * `accountApi.resendTooSoon`). The wait is checked inside the number's lock (issueCode's
 * resendAfterSeconds, lib/server/services/otp.ts), with the hourly count and the insert.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { accounts, outbox } from '@/lib/server/db/schema';
import { serverTranslator } from '@/lib/server/i18n';
import { DEMO } from '@/lib/server/testing/accounts';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import { sendCode } from '../accounts/codes';
import { sendChangeCode } from '../accounts/identifier-change';

let n = 0;
const nextNumber = () => `0770${String(4_000_000 + n++).padStart(7, '0')}`;

describeWithDatabase('sendCode in parallel', ({ db }) => {
  itRace('10 code requests for one number at once: one SMS, nine told to wait', async () => {
    const subject = nextNumber();
    // Ten connections open first (PostgreSQL's pool opens them lazily, which would space the calls out).
    await Promise.all(Array.from({ length: 10 }, () => db().db.execute(sql`select 1`)));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        sendCode({ purpose: 'login', subject, deliver: { sms: (code) => `${code} is your code` }, deviceId: null, ip: `192.0.2.${50 + i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const refused of results.filter((r) => r.status === 'rejected')) {
      expect(refused.reason).toMatchObject({ status: 429, messageKey: 'accountApi.resendTooSoon' });
    }
    const [texted] = await db().db.select({ n: count() }).from(outbox).where(and(eq(outbox.to, subject), eq(outbox.purpose, 'login')));
    expect(texted.n).toBe(1);
  });

  itRace('10 password-change code requests of one account at once: one SMS, nine told to wait', async () => {
    const [account] = await db().db.select({ id: accounts.id }).from(accounts).where(eq(accounts.msisdn, DEMO.msisdn));
    await Promise.all(Array.from({ length: 10 }, () => db().db.execute(sql`select 1`)));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        sendChangeCode(account.id, { purpose: 'change-password', password: 'Another#2026pass' }, { lang: 'en', t: serverTranslator('en'), deviceId: null, ip: `192.0.2.${70 + i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const refused of results.filter((r) => r.status === 'rejected')) {
      expect(refused.reason).toMatchObject({ status: 429, messageKey: 'accountApi.resendTooSoon' });
    }
    const [texted] = await db().db.select({ n: count() }).from(outbox).where(and(eq(outbox.to, DEMO.msisdn), eq(outbox.purpose, 'change-password')));
    expect(texted.n).toBe(1);
  });
});
