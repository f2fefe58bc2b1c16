import { and, eq } from 'drizzle-orm';
import { enterRealDeployment } from '@/lib/server/testing/env';
import { accounts, notifications, outbox } from '@/lib/server/db/schema';
import { flushPendingMessages } from '@/lib/server/services/accounts/codes';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import network from '@/pages/api/dev/network';
import smsOutbox from '@/pages/api/dev/sms-outbox';
import forgot from '@/pages/api/v1/password/forgot';
import reset from '@/pages/api/v1/password/reset';
import profile from '@/pages/api/v1/profile/index';
import confirmEmail from '@/pages/api/v1/profile/email/confirm';
import { flushIdentifierMail } from '@/lib/server/services/accounts/identifier-change';
import confirm from '@/pages/api/v1/register/confirm';
import start from '@/pages/api/v1/register/start';
import login from '@/pages/api/v1/login/index';
import smsvalidation from '@/pages/api/v1/smsvalidation';
import captcha from '@/pages/api/v1/captcha';
import { accountClient, DEMO, LINES, bearer, cookieOf, freshState, from, nextIp, trustProxyDuringSuite } from '@/lib/server/testing/accounts';

const { lastCode, signInByEmail, signInByPhone } = accountClient({ login, smsvalidation, captcha, outbox: smsOutbox });

const NEW_PASSWORD = 'Fresh#2026word';

describeWithDatabase('accounts API: registration, password reset, dev endpoints', ({ db }) => {
  trustProxyDuringSuite();
  beforeEach(() => freshState(db()));

  const startFor = (phone: string, ip = nextIp()) => callApi(start, { method: 'POST', url: '/x?lang=en', headers: from(ip), body: { phone } });
  const confirmWith = (body: Record<string, unknown>, ip = nextIp()) => callApi(confirm, { method: 'POST', url: '/x?lang=en', headers: from(ip), body });

  it('registers a line: PIN by SMS, password rules, terms; then signs in and the e-mail sign-in works', async () => {
    const phone = LINES.receiver;
    const started = await startFor(phone);
    expect(started.status).toBe(200);
    expect(started.json.data).toEqual({ resendAfter: 60, length: 6 });
    const pin = await lastCode(phone, 'register');

    const invalid = await confirmWith({ phone, pin, firstName: '', password: 'weak', confirmPassword: 'other', terms: false, email: 'bad' });
    expect(invalid.status).toBe(400);
    expect(invalid.json.data.errors).toEqual({
      firstName: 'Required field.',
      email: 'Invalid email, try again.',
      password: expect.stringMatching(/^Password must be strong/),
      terms: 'Accept the terms and conditions to continue.',
      confirmPassword: 'Passwords must match.',
    });
    const mismatch = await confirmWith({ phone, pin, firstName: 'Zainab', password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x`, terms: true });
    expect(mismatch.json.data.errors).toEqual({ confirmPassword: 'Passwords must match.' });
    const wrongPin = await confirmWith({ phone, pin: pin === '000000' ? '111111' : '000000', firstName: 'Zainab', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, terms: true });
    expect(wrongPin.json.data).toMatchObject({ errors: { pin: 'The verification code entered is incorrect.' }, triesLeft: 4 });

    const done = await confirmWith({
      phone,
      pin,
      firstName: 'Zainab',
      secondName: 'Hadi',
      email: 'Zainab@Example.com',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      terms: true,
    });
    expect(done.status).toBe(200);
    expect(done.json.message).toBe('Your account has been created. We have sent a message to your e-mail address: open the link in it to add the address to your account.');
    // The e-mail is the account's once its mailbox confirms it (the link in the mail).
    expect(done.json.data.profile).toMatchObject({ msisdn: phone, email: null, firstName: 'Zainab', secondName: 'Hadi', thirdName: '' });
    expect(cookieOf(done)).toBe(`session=${done.json.data.token}`);
    const [row] = await db().db.select().from(accounts).where(eq(accounts.msisdn, phone));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const [welcome] = await db().db.select().from(notifications).where(eq(notifications.accountId, row.id));
    expect(welcome.titles.en).toBe('Welcome to Nour Mobile');

    await flushIdentifierMail();
    const [mail] = (await callApi(smsOutbox, { url: '/x?email=zainab%40example.com' })).json.data;
    expect(mail).toMatchObject({ purpose: 'confirm-email' });
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    const confirmed = await callApi(confirmEmail, {
      method: 'POST',
      url: '/x?lang=en',
      headers: bearer(done.json.data.token),
      body: { email: link.searchParams.get('confirmEmail'), code: link.searchParams.get('code') },
    });
    expect(confirmed.status).toBe(200);

    const byEmail = await signInByEmail('zainab@example.com', NEW_PASSWORD);
    expect(byEmail.status).toBe(200);
    expect(byEmail.json.data.profile.msisdn).toBe(phone);
  });

  it('answers registration starts the same for registered and new numbers; refuses other operators', async () => {
    const registered = await startFor(DEMO.msisdn);
    const fresh = await startFor(LINES.postpaid);
    expect(registered.status).toBe(200);
    expect(registered.json).toEqual(fresh.json);

    // Only the owner of the number (right PIN) learns that it already has a password.
    const pin = await lastCode(DEMO.msisdn, 'register');
    const again = await confirmWith({ phone: DEMO.msisdn, pin, firstName: 'X', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, terms: true });
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/already has an account/);

    const other = await startFor('07801234567');
    expect(other.status).toBe(400);
    expect(other.json.message).toBe('Service not available for your line.');
    expect((await startFor('0770')).json.data.errors.phone).toBeDefined();
  });

  it('gives a phone-only account its password (same account); the e-mail waits for its mailbox', async () => {
    const phone = LINES.lowBalance;
    const first = await signInByPhone(phone);
    const accountId = (await db().db.select().from(accounts).where(eq(accounts.msisdn, phone)))[0].id;

    await startFor(phone);
    const pin = await lastCode(phone, 'register');
    const body = { phone, pin, firstName: 'Ali', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, terms: true };
    const done = await confirmWith({ ...body, email: 'ali@example.com' });
    expect(done.status).toBe(200);
    const after = await db().db.select().from(accounts).where(eq(accounts.msisdn, phone));
    expect(after).toHaveLength(1);
    expect(after[0].id).toBe(accountId);
    expect(after[0].profile.firstName).toBe('Ali');
    // The earlier phone session still works; the PIN cannot be used twice.
    expect((await callApi(profile, { url: '/x', headers: bearer(first.token) })).json.data.firstName).toBe('Ali');
    expect((await confirmWith({ ...body, email: 'ali@example.com' })).status).toBe(400);
  });

  it('resets a password by SMS code: same answer for any number, other sessions signed out', async () => {
    const before = await signInByEmail(DEMO.email, DEMO.password);
    expect(before.status).toBe(200);

    const ip = nextIp();
    const known = await callApi(forgot, { method: 'POST', url: '/x?lang=en', headers: from(ip), body: { phone: DEMO.msisdn } });
    const unknown = await callApi(forgot, { method: 'POST', url: '/x?lang=en', headers: from(nextIp()), body: { phone: LINES.postpaid } });
    expect(known.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(known.json.message).toBe('If this number has an account, we have sent it a 6-digit code by SMS.');
    await flushPendingMessages();
    expect(await db().db.select().from(outbox).where(and(eq(outbox.to, LINES.postpaid), eq(outbox.purpose, 'reset')))).toHaveLength(0);
    const code = await lastCode(DEMO.msisdn, 'reset');

    const send = (body: Record<string, unknown>) => callApi(reset, { method: 'POST', url: '/x?lang=en', headers: from(ip), body });
    const weak = await send({ phone: DEMO.msisdn, code, password: 'short', confirmPassword: 'short' });
    expect(weak.json.data.errors.password).toMatch(/^Password must be strong/);
    const wrong = await send({ phone: DEMO.msisdn, code: code === '000000' ? '111111' : '000000', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.json.data.errors.code).toBe('The verification code entered is incorrect.');

    const done = await send({ phone: DEMO.msisdn, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(done.json.message).toBe('Your password has been changed. Sign in with the new password.');
    expect((await callApi(profile, { url: '/x', headers: bearer(before.json.data.token) })).status).toBe(401);
    expect((await signInByEmail(DEMO.email, DEMO.password)).status).toBe(401);
    expect((await signInByEmail(DEMO.email, NEW_PASSWORD)).status).toBe(200);
    // The code was used up.
    expect((await send({ phone: DEMO.msisdn, code, password: DEMO.password, confirmPassword: DEMO.password })).status).toBe(400);
  });

  it('resets a password through the e-mail link of the mail outbox, keeping the caller’s own session', async () => {
    const phone = await signInByPhone(DEMO.msisdn);
    const other = await signInByEmail(DEMO.email, DEMO.password);

    const known = await callApi(forgot, { method: 'POST', url: '/x?lang=ku', headers: from(nextIp()), body: { email: DEMO.email } });
    const unknown = await callApi(forgot, { method: 'POST', url: '/x?lang=ku', headers: from(nextIp()), body: { email: 'nobody@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    await flushPendingMessages();

    const mails = await callApi(smsOutbox, { url: `/x?email=${encodeURIComponent(DEMO.email)}` });
    const resetMails = mails.json.data.filter((m: { purpose: string }) => m.purpose === 'reset');
    expect(resetMails).toHaveLength(1);
    const mail = resetMails[0];
    expect(mail).toMatchObject({ to: DEMO.email, purpose: 'reset', channel: 'email', subject: 'نوێکردنەوەی وشەی نهێنی لە نوور مۆبایل' });
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe('/ku/personal/my-account/authentication');
    expect(link.searchParams.get('mode')).toBe('reset');
    expect(link.searchParams.get('email')).toBe(DEMO.email);
    expect(link.searchParams.get('code')).toBe(mail.code);
    expect((await callApi(smsOutbox, { url: '/x?email=nobody%40example.com' })).json.data).toEqual([]);

    const done = await callApi(reset, {
      method: 'POST',
      url: '/x?lang=en',
      headers: { Cookie: phone.cookie },
      body: { email: link.searchParams.get('email'), code: link.searchParams.get('code'), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(done.status).toBe(200);
    expect((await callApi(profile, { url: '/x', headers: { Cookie: phone.cookie } })).status).toBe(200);
    expect((await callApi(profile, { url: '/x', headers: bearer(other.json.data.token) })).status).toBe(401);
    expect((await signInByEmail(DEMO.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('lists the outbox newest first, by number, by e-mail or all', async () => {
    await signInByPhone(LINES.blocked);
    await callApi(forgot, { method: 'POST', url: '/x?lang=en', headers: from(nextIp()), body: { email: DEMO.email } });
    await flushPendingMessages();
    await startFor(LINES.blocked);

    const sms = await callApi(smsOutbox, { url: `/x?msisdn=${LINES.blocked}` });
    expect(sms.status).toBe(200);
    expect(sms.json.data.map((e: { purpose: string }) => e.purpose)).toEqual(['register', 'login']);
    expect(sms.json.data[0]).toEqual({ to: LINES.blocked, text: expect.stringContaining(sms.json.data[0].code), code: expect.stringMatching(/^\d{6}$/), purpose: 'register', createdAt: expect.any(String), channel: 'sms', subject: null });
    const all = await callApi(smsOutbox, { url: '/x' });
    expect(all.json.data.length).toBeGreaterThanOrEqual(3);
    expect(all.json.data.length).toBeLessThanOrEqual(50);
    const times = all.json.data.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(all.json.data.map((e: { channel: string }) => e.channel))).toEqual(new Set(['sms', 'email']));
    expect((await callApi(smsOutbox, { url: '/x?msisdn=12' })).status).toBe(400);
  });

  describe('outside demo mode', () => {
    let restore: () => void;
    beforeAll(() => {
      restore = enterRealDeployment();
    });
    afterAll(() => restore());

    it('the dev endpoints answer 404', async () => {
      for (const call of [
        { url: '/x?lang=en' },
        { url: `/x?msisdn=${DEMO.msisdn}` },
        { url: '/x?msisdn=nonsense' },
      ]) {
        const reply = await callApi(smsOutbox, call);
        expect(reply.status).toBe(404);
        expect(reply.json.success).toBe(false);
      }
      expect((await callApi(network, { url: '/x' })).status).toBe(404);
      expect((await callApi(network, { method: 'POST', url: '/x', body: { msisdn: DEMO.msisdn } })).status).toBe(404);
    });
  });
});
