/**
 * The 60-second resend wait of sendCode under parallel requests: ten requests for one number at the same
 * moment text one code, and the other nine are told to wait (429 `accountApi.resendTooSoon`). The wait
 * is checked inside the number's lock (lib/server/services/otp.ts), with the count and the insert.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { outbox } from '@/lib/server/db/schema';
import { describeEachDatabase, itRace } from '@/lib/server/testing/db';
import { sendCode } from '../accounts/codes';

let n = 0;
const nextNumber = () => `0770${String(4_000_000 + n++).padStart(7, '0')}`;

describeEachDatabase('sendCode in parallel', ({ db }) => {
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
});
