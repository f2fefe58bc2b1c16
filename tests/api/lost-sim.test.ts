/**
 * Lost SIM (issue 33 part 5): block, unblock and the PUK behind the step-up check (account password +
 * a code by e-mail, never the SIM): the step-up rules (wrong password, wrong and expired code, a token
 * used or of another action refused, the limits), each action audited and notified (notification +
 * e-mail), and a blocked line refused by the core for purchases and transfers.
 */
import argon2 from 'argon2';
import { and, desc, eq, like } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { core, setCoreFaultsForTests } from '@/lib/server/core';
import { LineBlockedError } from '@/lib/server/core/types';
import { getDb } from '@/lib/server/db';
import { accounts, auditLog, idempotencyKeys, notifications, otpCodes, stepUpGrants } from '@/lib/server/db/schema';
import { flushPendingMessages } from '@/lib/server/services/accounts/codes';
import { flushIdentifierMail } from '@/lib/server/services/accounts/identifier-change';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { freshLine, lastCode, lastMessage, signInAs, wrongCode } from '@/lib/server/testing/operator';
import lostSim from '@/pages/api/v1/account/lost-sim/index';
import puk from '@/pages/api/v1/account/lost-sim/puk';
import confirm from '@/pages/api/v1/account/step-up/confirm';
import forgot from '@/pages/api/v1/password/forgot';
import reset from '@/pages/api/v1/password/reset';
import profile from '@/pages/api/v1/profile/index';
import changeCode from '@/pages/api/v1/profile/code';
import confirmEmail from '@/pages/api/v1/profile/email/confirm';
import start from '@/pages/api/v1/account/step-up/start';

const PASSWORD = 'Lost#2026pass';
let passwordHash: string;

/** A line with an account that has a password and an e-mail, signed in. */
async function member(options: { password?: boolean; email?: boolean } = {}) {
  const msisdn = await freshLine({ balance: 20_000 });
  const headers = await signInAs(msisdn);
  const email = `lost-${msisdn}@example.com`;
  const db = await getDb();
  await db
    .update(accounts)
    .set({ email: options.email === false ? null : email, passwordHash: options.password === false ? null : passwordHash })
    .where(eq(accounts.msisdn, msisdn));
  const [{ id }] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.msisdn, msisdn));
  return { msisdn, headers, email, id };
}

const post = (handler: Parameters<typeof callApi>[0], headers: Record<string, string>, body: unknown, lang = 'en') =>
  callApi(handler, { method: 'POST', url: `/x?lang=${lang}`, headers, body });

/** Passes the step-up check for one action: the token. */
async function stepUp(who: { headers: Record<string, string>; email: string }, action: string): Promise<string> {
  const sent = await post(start, who.headers, { action, password: PASSWORD });
  expect(sent.status).toBe(200);
  const code = await lastCode(who.email, 'step-up');
  const granted = await post(confirm, who.headers, { action, code });
  expect(granted.status).toBe(200);
  return granted.json.data.stepUpToken as string;
}

async function titles(accountId: number): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ titles: notifications.titles }).from(notifications).where(eq(notifications.accountId, accountId)).orderBy(desc(notifications.id));
  return rows.map((r) => r.titles.en);
}

describeWithDatabase('Lost SIM behind the step-up check', () => {
  beforeAll(async () => {
    passwordHash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
  });
  beforeEach(() => resetRateLimits());

  it('blocks, shows the PUK and unblocks, each with its own step-up, audited, notified and e-mailed; the core refuses charges meanwhile', async () => {
    const who = await member();
    const lostPhone = await signInAs(who.msisdn); // the lost phone, still signed in
    const state = await callApi(lostSim, { url: '/x?lang=en', headers: who.headers });
    expect(state.json.data).toEqual({ msisdn: who.msisdn, status: 'active', hasPassword: true, hasEmail: true });

    // The code goes by e-mail (masked in the answer), never by SMS to the (maybe lost) SIM.
    const sent = await post(start, who.headers, { action: 'block', password: PASSWORD });
    expect(sent.json.data).toEqual({ resendAfter: 60, length: 6, email: `l***@example.com` });
    expect(await lastMessage(who.msisdn, 'step-up')).toBeUndefined();
    const code = await lastCode(who.email, 'step-up');
    const granted = await post(confirm, who.headers, { action: 'block', code });
    const token = granted.json.data.stepUpToken as string;

    // A token of 'block' does not show the PUK (per action), and is not used up by trying.
    expect((await post(puk, who.headers, { stepUpToken: token })).status).toBe(403);
    const blocked = await post(lostSim, who.headers, { action: 'block', stepUpToken: token }, 'ar');
    expect(blocked.status).toBe(200);
    expect(blocked.json.data.status).toBe('suspended');
    expect(blocked.json.message).toBe('تم حظر خطك.');
    // Blocking signs the lost phone out; this device stays signed in.
    expect((await callApi(lostSim, { url: '/x?lang=en', headers: lostPhone })).status).toBe(401);
    expect((await callApi(lostSim, { url: '/x?lang=en', headers: who.headers })).status).toBe(200);
    // Used once: the same token again is refused, and says how to go on.
    const again = await post(lostSim, who.headers, { action: 'unblock', stepUpToken: token });
    expect(again.status).toBe(403);
    expect(again.json.data.stepUpRequired).toBe(true);
    expect(again.json.message).toBe('For your safety, confirm again with your password and a code by e-mail.');

    // The core refuses to charge a blocked line: purchases and transfers.
    const other = await freshLine();
    await expect(core().charge({ msisdn: who.msisdn, amount: 1_000, reason: 'addon-purchase', reference: `test-blocked:${who.msisdn}` })).rejects.toBeInstanceOf(LineBlockedError);
    await expect(
      core().transfer({ from: who.msisdn, to: other, amount: 1_000, reference: `test-blocked-transfer:${who.msisdn}`, dailyCap: 50_000 }),
    ).rejects.toBeInstanceOf(LineBlockedError);
    await expect(core().subscribe({ msisdn: who.msisdn, addonId: 101, price: 5_000, reason: 'addon-purchase', reference: `test-blocked-sub:${who.msisdn}` })).rejects.toBeInstanceOf(
      LineBlockedError,
    );
    expect(await core().getBalance(who.msisdn)).toBe(20_000);

    const shown = await post(puk, who.headers, { stepUpToken: await stepUp(who, 'puk') });
    expect(shown.status).toBe(200);
    expect(shown.json.data.puk).toMatch(/^\d{8}$/);

    const unblocked = await post(lostSim, who.headers, { action: 'unblock', stepUpToken: await stepUp(who, 'unblock') });
    expect(unblocked.json.data.status).toBe('active');
    expect((await core().charge({ msisdn: who.msisdn, amount: 1_000, reason: 'addon-purchase', reference: `test-unblocked:${who.msisdn}` })).applied).toBe(true);

    const db = await getDb();
    const audit = await db.select().from(auditLog).where(eq(auditLog.actor, `account:${who.id}`)).orderBy(auditLog.id);
    expect(audit.map((row) => [row.action, row.detail.msisdn])).toEqual([
      ['line.block', who.msisdn],
      ['line.puk', who.msisdn],
      ['line.unblock', who.msisdn],
    ]);
    expect(await titles(who.id)).toEqual(expect.arrayContaining(['Your line is blocked', 'Your PUK was shown', 'Your line is unblocked']));
    await flushIdentifierMail();
    expect((await lastMessage(who.email, 'line-block'))?.text).toContain(who.msisdn);
    expect((await lastMessage(who.email, 'line-unblock'))?.text).toContain('unblocked');
    expect((await lastMessage(who.email, 'line-puk'))?.text).not.toContain(shown.json.data.puk);
  });

  it('a core outage gives the step-up token back: the same token blocks the line once the core answers', async () => {
    const who = await member();
    const token = await stepUp(who, 'block');
    setCoreFaultsForTests({ errorRate: 1, methods: ['setLineStatus'] });
    try {
      const down = await post(lostSim, who.headers, { action: 'block', stepUpToken: token });
      expect(down.status).toBe(503);
      expect(down.json.success).toBe(false);
    } finally {
      setCoreFaultsForTests(undefined);
    }
    const blocked = await post(lostSim, who.headers, { action: 'block', stepUpToken: token });
    expect(blocked.status).toBe(200);
    expect(blocked.json.data.status).toBe('suspended');
    // Still once: the token is spent now.
    expect((await post(lostSim, who.headers, { action: 'block', stepUpToken: token })).status).toBe(403);
  });

  it('refuses a wrong password, a wrong or expired code and an expired token; counts the tries per account', async () => {
    const who = await member();
    // The password is never kept, not even hashed in the Idempotency-Key replay table.
    const keyed = await callApi(start, { method: 'POST', url: '/x?lang=ku', headers: { ...who.headers, 'Idempotency-Key': `step-up-${who.id}` }, body: { action: 'puk', password: 'Not#the1pass' } });
    expect(keyed.status).toBe(400);
    expect(await (await getDb()).select().from(idempotencyKeys).where(eq(idempotencyKeys.key, `step-up-${who.id}`))).toEqual([]);
    const wrong = await post(start, who.headers, { action: 'puk', password: 'Not#the1pass' }, 'ku');
    expect(wrong.status).toBe(400);
    expect(wrong.json.data.errors.password).toBe('وشەی نهێنی هەڵەیە.');
    expect(await lastMessage(who.email, 'step-up')).toBeUndefined();

    await post(start, who.headers, { action: 'puk', password: PASSWORD });
    const code = await lastCode(who.email, 'step-up');
    const bad = await post(confirm, who.headers, { action: 'puk', code: wrongCode(code) });
    expect([bad.status, bad.json.data.triesLeft]).toEqual([400, 4]);
    // A code sent for the PUK does not block the line.
    expect((await post(confirm, who.headers, { action: 'block', code })).status).toBe(400);

    const db = await getDb();
    await db.update(otpCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(otpCodes.subject, who.email));
    const expired = await post(confirm, who.headers, { action: 'puk', code });
    expect(expired.status).toBe(400);
    expect(expired.json.data.errors.code).toBeTruthy();

    await db.delete(otpCodes).where(eq(otpCodes.subject, who.email));
    const token = await stepUp(who, 'puk');
    await db.update(stepUpGrants).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(stepUpGrants.accountId, who.id));
    expect((await post(puk, who.headers, { stepUpToken: token })).status).toBe(403);
    expect(await db.select().from(auditLog).where(and(eq(auditLog.actor, `account:${who.id}`), like(auditLog.action, 'line.%')))).toEqual([]);

    // Ten password tries per account in 10 minutes (whatever the IP), then 429.
    resetRateLimits();
    for (let i = 0; i < 10; i++) expect((await post(start, who.headers, { action: 'block', password: 'Wrong#2026pass' })).status).toBe(400);
    const limited = await post(start, who.headers, { action: 'block', password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('after the password or the e-mail was changed with an SMS code (the SIM alone), the check is refused for 7 days; the old address is told', async () => {
    const who = await member();
    const db = await getDb();
    // With the SIM only: a new e-mail by SMS code, confirmed in the thief's mailbox.
    const thiefEmail = `thief-${who.msisdn}@example.com`;
    expect((await post(changeCode, who.headers, { purpose: 'change-email', email: thiefEmail })).status).toBe(200);
    const details = { firstName: 'Test', secondName: 'Subscriber', thirdName: 'Third', interests: [] };
    const saved = await callApi(profile, { method: 'PUT', url: '/x?lang=en', headers: who.headers, body: { ...details, email: thiefEmail, code: await lastCode(who.msisdn, 'change-email') } });
    expect(saved.status).toBe(200);
    await flushIdentifierMail();
    expect((await post(confirmEmail, who.headers, { email: thiefEmail, code: await lastCode(thiefEmail, 'confirm-email') })).status).toBe(200);
    await flushIdentifierMail();
    expect((await lastMessage(who.email, 'email-changed'))?.text).toContain(thiefEmail);

    const refused = await post(start, who.headers, { action: 'block', password: PASSWORD }, 'ku');
    expect(refused.status).toBe(409);
    expect(refused.json.data.visitShop).toBe(true);
    expect(refused.json.message).toContain('فرۆشگاکانمان');
    expect(await lastMessage(thiefEmail, 'step-up')).toBeUndefined();
    expect((await post(start, who.headers, { action: 'esim', password: PASSWORD })).json.message).toContain('Visit one of our shops');

    // A week later the check works again; a password reset by SMS code starts the wait again.
    await db.update(accounts).set({ credentialsChangedAt: new Date(Date.now() - 8 * 86_400_000) }).where(eq(accounts.id, who.id));
    expect((await post(start, who.headers, { action: 'block', password: PASSWORD })).status).toBe(200);
    expect((await post(forgot, who.headers, { phone: who.msisdn })).status).toBe(200);
    await flushPendingMessages();
    const code = await lastCode(who.msisdn, 'reset');
    expect((await post(reset, who.headers, { phone: who.msisdn, code, password: PASSWORD, confirmPassword: PASSWORD })).status).toBe(200);
    const again = await post(start, who.headers, { action: 'block', password: PASSWORD }, 'ar');
    expect(again.status).toBe(409);
    expect(again.json.message).toContain('زر أحد متاجرنا');
  });

  it('tells an account without a password or e-mail how to get one, or to visit a shop', async () => {
    const who = await member({ password: false, email: false });
    const state = await callApi(lostSim, { url: '/x?lang=en', headers: who.headers });
    expect(state.json.data).toMatchObject({ hasPassword: false, hasEmail: false });
    const refused = await post(start, who.headers, { action: 'block', password: PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.json.data.missing).toEqual(['password', 'email']);
    expect(refused.json.message).toContain('visit one of our shops');
    expect((await callApi(lostSim, { url: '/x?lang=en' })).status).toBe(401);
  });
});
