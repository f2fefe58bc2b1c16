/**
 * Changing a sign-in identifier (design.md section 7): the e-mail or the password changes only with a
 * fresh code sent by SMS to the account's current number, bound to the new e-mail or password; a new
 * e-mail is set once its mailbox confirms it; and neither registration nor the profile answers say
 * whether another account uses an e-mail (the owner of that address is told by e-mail instead).
 */
import { eq } from 'drizzle-orm';
import { accounts, lines, otpCodes } from '@/lib/server/db/schema';
import { flushIdentifierMail } from '@/lib/server/services/accounts/identifier-change';
import { callApi, type ApiReply } from '@/lib/server/testing/api';
import { accountClient, bearer, DEMO, freshState, from, nextIp, trustProxyDuringSuite } from '@/lib/server/testing/accounts';
import { describeWithDatabase } from '@/lib/server/testing/db';
import captcha from '@/pages/api/v1/captcha';
import smsOutbox from '@/pages/api/dev/sms-outbox';
import login from '@/pages/api/v1/login/index';
import profile from '@/pages/api/v1/profile/index';
import changeCode from '@/pages/api/v1/profile/code';
import confirmEmail from '@/pages/api/v1/profile/email/confirm';
import changePassword from '@/pages/api/v1/profile/password';
import registerConfirm from '@/pages/api/v1/register/confirm';
import registerStart from '@/pages/api/v1/register/start';
import smsvalidation from '@/pages/api/v1/smsvalidation';

const { lastCode, signInByPhone, signInByEmail } = accountClient({ login, smsvalidation, captcha, outbox: smsOutbox });

const NEW_PASSWORD = 'Changed#2026pw';
const details = { firstName: 'Omar', secondName: 'Khalid', thirdName: 'Jasim', interests: ['internet'] };

interface Mail {
  to: string;
  text: string;
  code: string | null;
  purpose: string;
  subject: string | null;
}

async function mailsTo(address: string): Promise<Mail[]> {
  await flushIdentifierMail();
  const reply = await callApi(smsOutbox, { url: `/x?email=${encodeURIComponent(address)}` });
  return reply.json.data as Mail[];
}

/** The confirmation link's e-mail and code, as the profile screen reads them. */
function linkIn(mail: Mail): { email: string; code: string } {
  const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  expect(url.pathname).toBe('/en/personal/my-account/profile');
  return { email: url.searchParams.get('confirmEmail')!, code: url.searchParams.get('code')! };
}

/** Drops what changes from one account or sign-in to the next (token, number), to compare two answers. */
const comparable = (reply: ApiReply, subject: { token?: string; msisdn?: string }) =>
  JSON.parse(
    JSON.stringify({ status: reply.status, body: reply.json })
      .replaceAll(subject.token ?? '\u0000', '<token>')
      .replaceAll(subject.msisdn ?? '\u0000', '<msisdn>'),
  );

describeWithDatabase('changing the e-mail or the password', ({ db }) => {
  trustProxyDuringSuite();
  beforeEach(() => freshState(db()));

  let lineCounter = 0;
  /** A mobile line of ours without an account, for one test. */
  const freshLine = async (): Promise<string> => {
    const msisdn = `077012300${String(lineCounter++).padStart(2, '0')}`;
    await db().db.insert(lines).values({ msisdn, type: 'prepaid' }).onConflictDoNothing();
    return msisdn;
  };

  /** Lets the next code of the same purpose be asked for now (the 60 s resend delay has passed). */
  const ageCodes = () => db().db.update(otpCodes).set({ createdAt: new Date(Date.now() - 120_000) });

  const session = async (phone: string) => {
    const ip = nextIp();
    const { token } = await signInByPhone(phone, ip);
    const headers = from(ip, bearer(token));
    return {
      token,
      askCode: (body: Record<string, unknown>) => callApi(changeCode, { method: 'POST', url: '/x?lang=en', headers, body }),
      put: (body: Record<string, unknown>) => callApi(profile, { method: 'PUT', url: '/x?lang=en', headers, body: { ...details, ...body } }),
      read: async () => (await callApi(profile, { url: '/x?lang=en', headers })).json.data,
      confirm: (body: Record<string, unknown>) => callApi(confirmEmail, { method: 'POST', url: '/x?lang=en', headers, body }),
      password: (body: Record<string, unknown>) => callApi(changePassword, { method: 'POST', url: '/x?lang=en', headers, body }),
    };
  };

  it('refuses an e-mail change without the SMS code, and saves nothing', async () => {
    const me = await session(await freshLine());
    const before = await me.read();
    const refused = await me.put({ firstName: 'Changed', email: 'no-code@example.com' });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ success: false, data: { codeRequired: true, errors: { code: 'Enter the code we send by SMS to your number to make this change.' } } });
    const made = await me.put({ firstName: 'Changed', email: 'no-code@example.com', code: '123456' });
    expect(made.status).toBe(400);
    expect(made.json.data.errors.code).toBeDefined();
    expect(await me.read()).toEqual(before);
    expect(await mailsTo('no-code@example.com')).toEqual([]);

    // Removing the e-mail is a change too.
    const demo = await session(DEMO.msisdn);
    expect((await demo.put({ email: '' })).status).toBe(400);
    expect((await demo.put({ email: null })).status).toBe(400);
    expect((await demo.read()).email).toBe(DEMO.email);
    // Keeping it (in any case) and the other details need no code.
    expect((await demo.put({ email: DEMO.email.toUpperCase() })).status).toBe(200);
    const kept = await demo.put({ secondName: 'Saved' });
    expect(kept.status).toBe(200);
    expect(kept.json.message).toBe('Your profile has been saved.');
    expect(kept.json.data).toMatchObject({ email: DEMO.email, secondName: 'Saved' });
  });

  it('with the right code the change applies: the mailbox confirms the new e-mail, then it is the account’s', async () => {
    const phone = await freshLine();
    const me = await session(phone);
    const sent = await me.askCode({ purpose: 'change-email', email: 'Omar.New@Example.com' });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ success: true, data: { resendAfter: 60, length: 6 }, message: expect.stringMatching(/code by SMS to your number/) });
    const code = await lastCode(phone, 'change-email');

    const saved = await me.put({ email: 'omar.new@example.com', code });
    expect(saved.status).toBe(200);
    expect(saved.json.message).toMatch(/^Your profile has been saved\. We have sent a message to the new e-mail address/);
    expect(saved.json.data).toMatchObject({ firstName: 'Omar', email: null });
    // The code is used up.
    expect((await me.put({ email: 'omar.new@example.com', code })).status).toBe(400);

    const [mail] = await mailsTo('omar.new@example.com');
    expect(mail).toMatchObject({ purpose: 'confirm-email', subject: 'Confirm your e-mail address for Nour Mobile' });
    const link = linkIn(mail);
    expect(link).toEqual({ email: 'omar.new@example.com', code: mail.code });

    // Only the account that asked can use the link.
    const other = await session(await freshLine());
    const stranger = await other.confirm(link);
    expect(stranger.status).toBe(400);
    expect((await other.read()).email).toBeNull();

    const confirmed = await me.confirm(link);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.message).toBe('Your e-mail address has been confirmed and saved.');
    expect(confirmed.json.data.email).toBe('omar.new@example.com');
    expect((await me.read()).email).toBe('omar.new@example.com');
    expect((await me.confirm(link)).status).toBe(400);
  });

  it('a code sent for one e-mail does not apply to another', async () => {
    const phone = await freshLine();
    const me = await session(phone);
    await me.askCode({ purpose: 'change-email', email: 'meant@example.com' });
    const code = await lastCode(phone, 'change-email');

    const other = await me.put({ email: 'other@example.com', code });
    expect(other.status).toBe(400);
    expect(other.json.data).toMatchObject({ errors: { code: 'The verification code entered is incorrect.' }, triesLeft: 4 });
    expect(await mailsTo('other@example.com')).toEqual([]);
    expect((await me.read()).email).toBeNull();
    // Nor to a password.
    expect((await me.password({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, code })).status).toBe(400);

    // It still works for the e-mail it was sent for.
    expect((await me.put({ email: 'meant@example.com', code })).status).toBe(200);
    expect(await mailsTo('meant@example.com')).toHaveLength(1);
  });

  it('answers a profile change the same for an e-mail another account uses and for a free one; that owner is told', async () => {
    const phone = await freshLine();
    const me = await session(phone);
    const attempt = async (email: string) => {
      await ageCodes();
      const asked = await me.askCode({ purpose: 'change-email', email });
      const code = await lastCode(phone, 'change-email');
      const saved = await me.put({ email, code });
      return { asked, saved };
    };
    const used = await attempt(DEMO.email);
    const free = await attempt('free-for-profile@example.com');
    expect(used.asked.status).toBe(200);
    expect(used.saved.status).toBe(200);
    expect(comparable(used.asked, {})).toEqual(comparable(free.asked, {}));
    expect(comparable(used.saved, {})).toEqual(comparable(free.saved, {}));
    expect((await me.read()).email).not.toBe(DEMO.email);

    const [notice] = await mailsTo(DEMO.email);
    expect(notice).toMatchObject({ purpose: 'email-in-use', code: null, subject: 'Your e-mail address at Nour Mobile' });
    expect(notice.text).toMatch(/already belongs to your account, so nothing has changed/);
    expect((await mailsTo('free-for-profile@example.com'))[0].purpose).toBe('confirm-email');
    const [demoRow] = await db().db.select().from(accounts).where(eq(accounts.msisdn, DEMO.msisdn));
    expect(demoRow.email).toBe(DEMO.email);
  });

  it('answers registration the same for an e-mail another account uses and for a free one; that owner is told', async () => {
    const register = async (phone: string, email: string) => {
      const ip = nextIp();
      expect((await callApi(registerStart, { method: 'POST', url: '/x?lang=en', headers: from(ip), body: { phone } })).status).toBe(200);
      const pin = await lastCode(phone, 'register');
      const body = { phone, pin, firstName: 'Sara', email, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, terms: true };
      return callApi(registerConfirm, { method: 'POST', url: '/x?lang=en', headers: from(ip), body });
    };
    // Two lines without an account, one registering with the demo account's e-mail.
    const [first, second] = [await freshLine(), await freshLine()];
    const used = await register(first, DEMO.email);
    const free = await register(second, 'free-at-registration@example.com');
    expect(used.status).toBe(200);
    expect(used.json.message).toBe(
      'Your account has been created. We have sent a message to your e-mail address: open the link in it to add the address to your account.',
    );
    expect(comparable(used, { token: used.json.data.token, msisdn: first })).toEqual(comparable(free, { token: free.json.data.token, msisdn: second }));
    expect(used.json.data.profile.email).toBeNull();
    const cookieShape = (reply: ApiReply) => reply.headers.getSetCookie().map((line) => line.replace(/=[^;]*/, '=…'));
    expect(cookieShape(used)).toEqual(cookieShape(free));

    const [notice] = await mailsTo(DEMO.email);
    expect(notice).toMatchObject({ purpose: 'email-in-use', code: null });
    const [mail] = await mailsTo('free-at-registration@example.com');
    expect(mail.purpose).toBe('confirm-email');
    // The new account confirms its address from the link, signed in.
    const headers = bearer(free.json.data.token);
    const confirmed = await callApi(confirmEmail, { method: 'POST', url: '/x?lang=en', headers, body: linkIn(mail) });
    expect(confirmed.status).toBe(200);
    expect((await signInByEmail('free-at-registration@example.com', NEW_PASSWORD)).status).toBe(200);
    // The demo account keeps its e-mail and its sign-in.
    expect((await signInByEmail(DEMO.email, DEMO.password)).json.data.profile.msisdn).toBe(DEMO.msisdn);
  }, 30_000);

  it('one SMS code applies once, even sent twice at the same moment; two accounts confirming one address: one gets it', async () => {
    const [mine, theirs] = [await freshLine(), await freshLine()];
    const me = await session(mine);
    await me.askCode({ purpose: 'change-email', email: 'race@example.com' });
    const code = await lastCode(mine, 'change-email');
    const both = await Promise.all([me.put({ email: 'race@example.com', code }), me.put({ email: 'race@example.com', code })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await mailsTo('race@example.com')).toHaveLength(1);

    // Another account asks for the same (still free) address; both links are live.
    const other = await session(theirs);
    await other.askCode({ purpose: 'change-email', email: 'race@example.com' });
    await other.put({ email: 'race@example.com', code: await lastCode(theirs, 'change-email') });
    const mails = await mailsTo('race@example.com');
    expect(mails.map((m) => m.purpose)).toEqual(['confirm-email', 'confirm-email']);
    const [forOther, forMe] = mails.map(linkIn);
    const confirms = await Promise.all([me.confirm(forMe), other.confirm(forOther)]);
    expect(confirms.map((r) => r.status).sort()).toEqual([200, 400]);
    const owners = await db().db.select({ msisdn: accounts.msisdn }).from(accounts).where(eq(accounts.email, 'race@example.com'));
    expect(owners).toHaveLength(1);
  });

  it('changes the password only with the code sent for that password, and signs out the other sessions', async () => {
    const other = await signInByPhone(DEMO.msisdn);
    await ageCodes();
    const me = await session(DEMO.msisdn);

    const weak = await me.askCode({ purpose: 'change-password', password: 'weak', confirmPassword: 'weak' });
    expect(weak.status).toBe(400);
    expect(weak.json.data.errors.password).toMatch(/^Password must be strong/);
    const mismatch = await me.askCode({ purpose: 'change-password', password: NEW_PASSWORD, confirmPassword: 'Other#2026pw' });
    expect(mismatch.json.data.errors).toEqual({ confirmPassword: 'Passwords must match.' });
    expect((await me.askCode({ purpose: 'rename' })).status).toBe(400);

    const sent = await me.askCode({ purpose: 'change-password', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(sent.status).toBe(200);
    const code = await lastCode(DEMO.msisdn, 'change-password');
    // The code's binding holds neither the password nor a bare hash of it.
    const [row] = await db().db.select().from(otpCodes).where(eq(otpCodes.purpose, 'change-password'));
    const { createHash } = await import('node:crypto');
    expect(JSON.stringify(row.binding)).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(row.binding)).not.toContain(createHash('sha256').update(NEW_PASSWORD).digest('hex'));

    expect((await me.password({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).json.data.codeRequired).toBe(true);
    const another = await me.password({ password: 'Another#2026pw', confirmPassword: 'Another#2026pw', code });
    expect(another.status).toBe(400);
    expect(another.json.data.errors.code).toBe('The verification code entered is incorrect.');
    expect((await signInByEmail(DEMO.email, 'Another#2026pw')).status).toBe(401);

    const changed = await me.password({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, code });
    expect(changed.status).toBe(200);
    expect(changed.json.message).toBe('Your password has been changed. Your other devices have been signed out.');
    expect((await me.read()).msisdn).toBe(DEMO.msisdn);
    expect((await callApi(profile, { url: '/x', headers: bearer(other.token) })).status).toBe(401);
    expect((await signInByEmail(DEMO.email, DEMO.password)).status).toBe(401);
    expect((await signInByEmail(DEMO.email, NEW_PASSWORD)).status).toBe(200);
  }, 30_000);

  it('needs a session, and refuses cookie calls from another site', async () => {
    expect((await callApi(changeCode, { method: 'POST', url: '/x', body: { purpose: 'change-email', email: 'a@example.com' } })).status).toBe(401);
    expect((await callApi(changePassword, { method: 'POST', url: '/x', body: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, code: '123456' } })).status).toBe(401);
    expect((await callApi(confirmEmail, { method: 'POST', url: '/x', body: { email: 'a@example.com', code: '123456' } })).status).toBe(401);
    const { cookie } = await signInByPhone(await freshLine());
    const crossSite = await callApi(changeCode, {
      method: 'POST',
      url: '/x',
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
      body: { purpose: 'change-email', email: 'a@example.com' },
    });
    expect(crossSite.status).toBe(403);
  });
});
