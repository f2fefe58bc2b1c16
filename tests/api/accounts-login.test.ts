import argon2 from 'argon2';
import { enterRealDeployment } from '@/lib/server/testing/env';
import { eq } from 'drizzle-orm';
import { accounts, accountSessions, idempotencyKeys, otpCodes, outbox } from '@/lib/server/db/schema';
import { resetServerEnv } from '@/lib/server/env';
import { callApi } from '@/lib/server/testing/api';
import { cheapCaptchasDuringSuite } from '@/lib/server/testing/captcha';
import { describeWithDatabase } from '@/lib/server/testing/db';
import captcha from '@/pages/api/v1/captcha';
import login from '@/pages/api/v1/login/index';
import quick from '@/pages/api/v1/login/quick';
import logout from '@/pages/api/v1/logout';
import profile from '@/pages/api/v1/profile/index';
import smsvalidation from '@/pages/api/v1/smsvalidation';
import network from '@/pages/api/dev/network';
import smsOutbox from '@/pages/api/dev/sms-outbox';
import { accountClient, DEMO, LINES, bearer, cookieOf, freshState, from, nextIp, trustProxyDuringSuite } from '@/lib/server/testing/accounts';

const { lastCode, requestPin, signInByEmail, signInByPhone, solvedCaptcha, submitPin } = accountClient({ login, smsvalidation, captcha, outbox: smsOutbox });

const wrongPin = (pin: string) => (pin === '000000' ? '111111' : '000000');

describeWithDatabase('accounts API: sign-in', ({ db }) => {
  trustProxyDuringSuite();
  cheapCaptchasDuringSuite();
  beforeEach(() => freshState(db()));

  it('signs a line in by SMS PIN through the outbox; the profile answers to bearer and cookie; a used PIN fails', async () => {
    const ip = nextIp();
    const sent = await requestPin(DEMO.msisdn, ip);
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ data: { resendAfter: 60, length: 6 }, success: true, message: 'We have sent a 6-digit code by SMS. Enter it to continue.' });

    const pin = await lastCode(DEMO.msisdn, 'login');
    expect(pin).toMatch(/^\d{6}$/);
    const [sms] = await db().db.select().from(outbox).where(eq(outbox.to, DEMO.msisdn));
    expect(sms.text).toContain(pin);
    expect(sms.text).toContain('Nour Mobile');

    const signedIn = await callApi(smsvalidation, {
      method: 'POST',
      url: '/x?lang=en',
      headers: from(ip, { DeviceId: 'phone-device-7' }),
      body: { phone: '+964 770 123 4567', pin },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.message).toBe('You are signed in.');
    const { token, profile: answered } = signedIn.json.data;
    expect(token).toEqual(expect.any(String));
    expect(answered).toMatchObject({ msisdn: DEMO.msisdn, email: DEMO.email, firstName: 'Sara' });
    const setCookie = signedIn.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^session=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
    expect(cookieOf(signedIn)).toBe(`session=${token}`);
    // The session is stored hashed, with the DeviceId.
    const sessions = await db().db.select().from(accountSessions);
    expect(sessions.some((s) => s.tokenHash === token)).toBe(false);
    expect(sessions.some((s) => s.deviceId === 'phone-device-7')).toBe(true);

    const byBearer = await callApi(profile, { url: '/x?lang=en', headers: bearer(token) });
    expect(byBearer.status).toBe(200);
    expect(byBearer.json.data).toEqual(answered);
    const byCookie = await callApi(profile, { url: '/x?lang=en', headers: { Cookie: cookieOf(signedIn) } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.json.data.msisdn).toBe(DEMO.msisdn);

    const again = await submitPin(DEMO.msisdn, pin, ip);
    expect(again.status).toBe(400);
    expect(again.json.success).toBe(false);
    expect(again.json.data.errors.pin).toMatch(/Request a new code/);
  });

  it('answers 401 to the profile without a session or with a revoked one (logout)', async () => {
    const anonymous = await callApi(profile, { url: '/x?lang=en' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.message).toBe('Session expired: log in again.');
    expect((await callApi(profile, { url: '/x', headers: bearer('not-a-token') })).status).toBe(401);

    const { token, cookie } = await signInByPhone(DEMO.msisdn);
    const out = await callApi(logout, { method: 'POST', url: '/x?lang=en', headers: { Cookie: cookie } });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^session=; .*Max-Age=0/);
    expect((await callApi(profile, { url: '/x', headers: bearer(token) })).status).toBe(401);
    expect((await callApi(profile, { url: '/x', headers: { Cookie: cookie } })).status).toBe(401);
    // Signing out without a session is fine too.
    expect((await callApi(logout, { method: 'POST', url: '/x' })).status).toBe(200);
  });

  it('creates the account of a line on its first PIN sign-in, and sends nothing to numbers that are not our lines', async () => {
    const ip = nextIp();
    const { reply } = await signInByPhone(LINES.lowBalance, ip);
    expect(reply.json.data.profile).toMatchObject({ msisdn: LINES.lowBalance, email: null, firstName: '', addresses: [] });
    const [created] = await db().db.select().from(accounts).where(eq(accounts.msisdn, LINES.lowBalance));
    expect(created).toBeDefined();

    // 077… but not a line of the demo core: the very same answer, and no SMS.
    const unknown = await requestPin('07712345678', nextIp());
    const real = await requestPin(LINES.postpaid, nextIp());
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(real.json);
    expect(await db().db.select().from(outbox).where(eq(outbox.to, '07712345678'))).toHaveLength(0);
    expect(await db().db.select().from(outbox).where(eq(outbox.to, LINES.postpaid))).toHaveLength(1);
  });

  it('refuses malformed and non-Iraqi numbers (errors.phone) and other operators’ numbers (spec section 8)', async () => {
    const malformed = await requestPin('12345', nextIp());
    expect(malformed.status).toBe(400);
    expect(malformed.json.data.errors.phone).toMatch(/Iraqi mobile number/);
    expect((await requestPin('+44 7700 900123', nextIp())).json.data.errors.phone).toBeDefined();
    const empty = await callApi(login, { method: 'POST', url: '/x?lang=en', headers: from(nextIp()), body: {} });
    expect(empty.json.data.errors.phone).toBe('Phone is required.');

    const other = await requestPin('07801234567', nextIp());
    expect(other.status).toBe(400);
    expect(other.json.message).toBe('Service not available for your line.');
    const arabic = await callApi(login, { method: 'POST', url: '/x?lang=ar', headers: from(nextIp()), body: { phone: '07501234567' } });
    expect(arabic.json.message).toBe('الخدمة غير متاحة لخطك.');
    expect(await db().db.select().from(otpCodes).where(eq(otpCodes.subject, '07801234567'))).toHaveLength(0);
  });

  it('allows a resend only 60 s after the previous code, with Retry-After; the resent code replaces the old one', async () => {
    const ip = nextIp();
    await requestPin(LINES.postpaid, ip);
    const first = await lastCode(LINES.postpaid);
    const tooSoon = await requestPin(LINES.postpaid, ip);
    expect(tooSoon.status).toBe(429);
    const retryAfter = Number(tooSoon.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(tooSoon.json.data.resendAfter).toBe(retryAfter);
    expect(tooSoon.json.message).toBe(`You can ask for a new code in ${retryAfter} seconds.`);

    // A minute later (the previous code's time moved back) the resend goes out.
    await db().db.update(otpCodes).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(otpCodes.subject, LINES.postpaid));
    expect((await requestPin(LINES.postpaid, ip)).status).toBe(200);
    const second = await lastCode(LINES.postpaid);
    if (second !== first) expect((await submitPin(LINES.postpaid, first, ip)).status).toBe(400);
    expect((await submitPin(LINES.postpaid, second, ip)).status).toBe(200);
  });

  it('once the code was used, a new one may be asked for at once (the wait protects only a live code)', async () => {
    const ip = nextIp();
    await requestPin(LINES.postpaid, ip);
    expect((await submitPin(LINES.postpaid, await lastCode(LINES.postpaid), ip)).status).toBe(200);
    expect((await requestPin(LINES.postpaid, ip)).status).toBe(200);
    expect((await requestPin(LINES.postpaid, ip)).status).toBe(429);
  });

  it('a resend does not reset the wrong-PIN count', async () => {
    const ip = nextIp();
    await requestPin(LINES.receiver, ip);
    const first = await lastCode(LINES.receiver);
    expect((await submitPin(LINES.receiver, wrongPin(first), ip)).json.data.triesLeft).toBe(4);
    expect((await submitPin(LINES.receiver, wrongPin(first), ip)).json.data.triesLeft).toBe(3);
    await db().db.update(otpCodes).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(otpCodes.subject, LINES.receiver));
    expect((await requestPin(LINES.receiver, ip)).status).toBe(200);
    const second = await lastCode(LINES.receiver);
    const wrong = await submitPin(LINES.receiver, wrongPin(second), ip, await solvedCaptcha(ip));
    expect(wrong.json.data.triesLeft).toBe(2);
  });

  it('after 5 wrong PINs the code is dead and even the right PIN is refused; a new code works', async () => {
    const ip = nextIp();
    await requestPin(LINES.lowBalance, ip);
    const pin = await lastCode(LINES.lowBalance);
    const answers = [];
    for (let i = 0; i < 5; i++) {
      // From the third failure on, every try needs a solved captcha.
      const extra = i >= 3 ? await solvedCaptcha(ip) : {};
      answers.push(await submitPin(LINES.lowBalance, wrongPin(pin), ip, extra));
    }
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.map((a) => a.json.data.triesLeft)).toEqual([4, 3, 2, 1, 0]);
    expect(answers[0].json.data.errors.pin).toBe('The verification code entered is incorrect.');
    expect(answers[0].json.message).toBe('The verification code entered is incorrect.');
    expect(answers[4].json.message).toMatch(/no longer be used: request a new code/);

    const right = await submitPin(LINES.lowBalance, pin, ip, await solvedCaptcha(ip));
    expect(right.status).toBe(400);
    expect(right.json.message).toMatch(/Request a new code/);
    expect(right.json.data.token).toBeUndefined();

    await db().db.update(otpCodes).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(otpCodes.subject, LINES.lowBalance));
    expect((await requestPin(LINES.lowBalance, ip, await solvedCaptcha(ip))).status).toBe(200);
    const fresh = await submitPin(LINES.lowBalance, await lastCode(LINES.lowBalance), ip, await solvedCaptcha(ip));
    expect(fresh.status).toBe(200);
  });

  it('asks for a captcha after 3 failures for a number, from any IP; a solved captcha lets the attempt through', async () => {
    const ip = nextIp();
    await requestPin(DEMO.msisdn, ip);
    const pin = await lastCode(DEMO.msisdn);
    const third = [];
    for (let i = 0; i < 3; i++) third.push(await submitPin(DEMO.msisdn, wrongPin(pin), ip));
    expect(third.map((r) => r.json.data.captchaRequired)).toEqual([false, false, true]);

    const elsewhere = nextIp();
    const without = await submitPin(DEMO.msisdn, pin, elsewhere);
    expect(without.status).toBe(400);
    expect(without.json.data.captchaRequired).toBe(true);
    expect(without.json.data.errors.captcha).toBe('Complete the security check to continue.');
    // Asking for a new PIN needs it too.
    expect((await requestPin(DEMO.msisdn, elsewhere)).json.data.captchaRequired).toBe(true);

    // A payload whose work was not done (another key) is refused, and costs no PIN try.
    const solved = await solvedCaptcha(elsewhere);
    const sent = JSON.parse(Buffer.from(solved.captcha, 'base64').toString('utf8'));
    const unsolved = { ...sent, solution: { ...sent.solution, derivedKey: sent.solution.derivedKey.split('').reverse().join('') } };
    const wrongCaptcha = await submitPin(DEMO.msisdn, pin, elsewhere, { captcha: Buffer.from(JSON.stringify(unsolved)).toString('base64') });
    expect(wrongCaptcha.status).toBe(400);
    expect(wrongCaptcha.json.data).toMatchObject({ captchaRequired: true, errors: { captcha: expect.stringMatching(/not completed or was already used/) } });
    // A solved captcha is good for one attempt only, whatever that attempt's outcome.
    const wrongPinSolved = await submitPin(DEMO.msisdn, wrongPin(pin), elsewhere, solved);
    expect(wrongPinSolved.json.data).toMatchObject({ triesLeft: 1, captchaRequired: true });
    const replayed = await submitPin(DEMO.msisdn, pin, elsewhere, solved);
    expect(replayed.status).toBe(400);
    expect(replayed.json.data).toMatchObject({ captchaRequired: true, errors: { captcha: expect.stringMatching(/not completed or was already used/) } });

    const through = await submitPin(DEMO.msisdn, pin, elsewhere, await solvedCaptcha(elsewhere));
    expect(through.status).toBe(200);
    expect(through.json.data.token).toEqual(expect.any(String));
  });

  it('asks for a captcha after 3 failures from one IP, whatever the numbers or e-mails', async () => {
    const ip = nextIp();
    await submitPin(LINES.lowBalance, '123456', ip);
    await submitPin(LINES.postpaid, '123456', ip);
    await signInByEmail('nobody@example.com', 'Whatever#1', ip);
    const fourth = await requestPin(LINES.receiver, ip);
    expect(fourth.status).toBe(400);
    expect(fourth.json.data.captchaRequired).toBe(true);
    const email = await signInByEmail(DEMO.email, DEMO.password, ip);
    expect(email.status).toBe(400);
    expect(email.json.data.captchaRequired).toBe(true);
    // Another IP is not affected, and the solved captcha lets this one through.
    expect((await requestPin(LINES.receiver, nextIp())).status).toBe(200);
    const solved = await callApi(login, { method: 'POST', url: '/x?lang=en', headers: from(ip), body: { email: DEMO.email, password: DEMO.password, ...(await solvedCaptcha(ip)) } });
    expect(solved.status).toBe(200);
  });

  it('e-mail sign-in: token, profile and cookie; a wrong password and an unknown e-mail get the same answer after the same work', async () => {
    const ok = await signInByEmail('Demo@Example.com', DEMO.password);
    expect(ok.status).toBe(200);
    expect(ok.json.data.profile.msisdn).toBe(DEMO.msisdn);
    expect(cookieOf(ok)).toBe(`session=${ok.json.data.token}`);

    const verify = jest.spyOn(argon2, 'verify');
    try {
      const wrong = await signInByEmail(DEMO.email, 'Wrong#2026pass');
      expect(verify).toHaveBeenCalledTimes(1);
      const unknown = await signInByEmail('nobody@example.com', DEMO.password);
      expect(verify).toHaveBeenCalledTimes(2);
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(unknown.json).toEqual(wrong.json);
      expect(wrong.json.message).toBe('The e-mail or the password is wrong.');
      expect(wrong.headers.get('set-cookie')).toBeNull();
      // A phone-only account (no password yet) answers the same too.
      await signInByPhone(LINES.lowBalance);
      await db().db.update(accounts).set({ email: 'phone-only@example.com' }).where(eq(accounts.msisdn, LINES.lowBalance));
      const phoneOnly = await signInByEmail('phone-only@example.com', '');
      expect(phoneOnly.status).toBe(400); // an empty password is a field error, not a sign-in attempt
      expect((await signInByEmail('phone-only@example.com', 'Anything#1')).json).toEqual(wrong.json);
    } finally {
      verify.mockRestore();
    }
  });

  it('replays a PIN request with the same Idempotency-Key (one SMS), but never stores a password sign-in', async () => {
    const ip = nextIp();
    const call = { method: 'POST', url: '/x?lang=en', headers: from(ip, { 'Idempotency-Key': 'pin-key-1', DeviceId: 'idem-device' }), body: { phone: LINES.blocked } };
    const first = await callApi(login, call);
    const replay = await callApi(login, call);
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.json).toEqual(first.json);
    expect(await db().db.select().from(outbox).where(eq(outbox.to, LINES.blocked))).toHaveLength(1);

    const emailCall = { ...call, headers: from(nextIp(), { 'Idempotency-Key': 'email-key-1', DeviceId: 'idem-device' }), body: { email: DEMO.email, password: DEMO.password } };
    const a = await callApi(login, emailCall);
    const b = await callApi(login, emailCall);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.json.data.token).not.toBe(a.json.data.token);
    const stored = await db().db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'email-key-1'));
    expect(stored).toHaveLength(0);
  });

  describe('quick login', () => {
    const previous = { ips: process.env.MSISDN_GATEWAY_IPS };
    let restoreDeployment: (() => void) | undefined;
    afterEach(() => {
      restoreDeployment?.();
      restoreDeployment = undefined;
      if (previous.ips === undefined) delete process.env.MSISDN_GATEWAY_IPS;
      else process.env.MSISDN_GATEWAY_IPS = previous.ips;
      resetServerEnv();
    });
    const gateway = (ips: string) => {
      process.env.MSISDN_GATEWAY_IPS = ips;
      resetServerEnv();
    };

    it('trusts the MSISDN header only on connections from a configured gateway address', async () => {
      gateway('10.99.0.1');
      // The test client connects from 127.0.0.1; claiming the gateway in X-Forwarded-For changes nothing.
      const spoofed = await callApi(quick, { method: 'POST', url: '/x?lang=en', headers: { 'x-msisdn': LINES.lowBalance, 'X-Forwarded-For': '10.99.0.1' } });
      expect(spoofed.status).toBe(401);
      expect(spoofed.json.message).toBe('Quick login failed: make sure you are on the operator’s data network.');
      expect(spoofed.headers.get('set-cookie')).toBeNull();

      gateway('10.99.0.1, 127.0.0.1');
      const trusted = await callApi(quick, { method: 'POST', url: '/x?lang=en', headers: { 'x-msisdn': LINES.lowBalance, DeviceId: 'mifi-1' } });
      expect(trusted.status).toBe(200);
      expect(trusted.json.data.profile.msisdn).toBe(LINES.lowBalance);
      expect(cookieOf(trusted)).toBe(`session=${trusted.json.data.token}`);
      expect((await callApi(profile, { url: '/x', headers: bearer(trusted.json.data.token) })).json.data.msisdn).toBe(LINES.lowBalance);

      // From the gateway, but without a number, or with another operator's: refused.
      expect((await callApi(quick, { method: 'POST', url: '/x?lang=en' })).status).toBe(401);
      expect((await callApi(quick, { method: 'POST', url: '/x?lang=en', headers: { 'x-msisdn': '07801234567' } })).status).toBe(401);
      const arabic = await callApi(quick, { method: 'POST', url: '/x?lang=ar' });
      expect(arabic.json.message).toBe('فشل الدخول السريع: تأكد من أنك متصل بشبكة بيانات المشغّل.');
    });

    it('in demo mode, the network switch of /dev/sms stands in for the gateway', async () => {
      gateway('');
      const on = await callApi(network, { method: 'POST', url: '/x?lang=en', body: { msisdn: '0770 123 4567' } });
      expect(on.status).toBe(200);
      const cookie = cookieOf(on);
      expect(cookie).toBe(`demo_on_network=${DEMO.msisdn}`);
      expect((await callApi(network, { url: '/x', headers: { Cookie: cookie } })).json.data).toEqual({ msisdn: DEMO.msisdn });
      const signedIn = await callApi(quick, { method: 'POST', url: '/x?lang=en', headers: { Cookie: cookie } });
      expect(signedIn.status).toBe(200);
      expect(signedIn.json.data.profile.email).toBe(DEMO.email);

      const off = await callApi(network, { method: 'POST', url: '/x', body: { msisdn: null } });
      expect(off.headers.get('set-cookie')).toMatch(/^demo_on_network=; .*Max-Age=0/);
      expect((await callApi(network, { method: 'POST', url: '/x?lang=en', body: { msisdn: '07801234567' } })).status).toBe(400);
      // A number that is not a demo line is not on the network.
      expect((await callApi(quick, { method: 'POST', url: '/x', headers: { Cookie: 'demo_on_network=07712345678' } })).status).toBe(401);

      restoreDeployment = enterRealDeployment();
      expect((await callApi(quick, { method: 'POST', url: '/x', headers: { Cookie: cookie } })).status).toBe(401);
    });
  });
});

