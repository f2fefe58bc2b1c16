import { setCaptchaDifficultyForTests } from '@/lib/server/services/accounts/captcha';
import { accountClient, DEMO, freshState, from, nextIp, trustProxyDuringSuite } from '@/lib/server/testing/accounts';
import { callApi } from '@/lib/server/testing/api';
import { solveCaptcha } from '@/lib/server/testing/captcha';
import { describeWithDatabase } from '@/lib/server/testing/db';
import captcha from '@/pages/api/v1/captcha';
import login from '@/pages/api/v1/login/index';
import smsvalidation from '@/pages/api/v1/smsvalidation';
import smsOutbox from '@/pages/api/dev/sms-outbox';

const { signInByEmail } = accountClient({ login, smsvalidation, captcha, outbox: smsOutbox });

/** Every string and number anywhere in a JSON value. */
function leaves(value: unknown): Array<string | number> {
  if (typeof value === 'string' || typeof value === 'number') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

const cheap = { cost: 10, counter: { min: 20, max: 60 } };

describeWithDatabase('accounts API: the proof-of-work captcha', ({ db }) => {
  trustProxyDuringSuite();
  beforeEach(() => freshState(db()));
  afterEach(() => setCaptchaDifficultyForTests(null));

  it('answers a signed challenge in every language, and never its answer', async () => {
    const ask = (lang: string) => callApi(captcha, { method: 'POST', url: `/x?lang=${lang}`, headers: from(nextIp()) });
    // The real work for the first (about 3,000 PBKDF2 derivations), little work for the others.
    const replies = [await ask('en')];
    setCaptchaDifficultyForTests(cheap);
    replies.push(await ask('ar'), await ask('ku'));
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.json.success).toBe(true);
      expect(Object.keys(reply.json.data).sort()).toEqual(['parameters', 'signature']);
      expect(Object.keys(reply.json.data.parameters).sort()).toEqual(['algorithm', 'cost', 'expiresAt', 'keyLength', 'keyPrefix', 'keySignature', 'nonce', 'salt']);
      expect(reply.json.data.parameters.algorithm).toBe('PBKDF2/SHA-256');
      // Found by doing the work, as the browser does; the counter and the key are nowhere in the answer.
      const { solution } = await solveCaptcha(reply.json.data);
      const text = JSON.stringify(reply.json);
      // (Leaving out the public numbers of the work itself: with the cheap difficulty the counter is
      // small and may equal the cost or the key length by chance.)
      const { cost: _cost, keyLength: _keyLength, expiresAt: _expiresAt, ...rest } = reply.json.data.parameters;
      const secretless = leaves({ ...reply.json, data: { ...reply.json.data, parameters: rest } });
      expect(secretless).not.toContain(solution.counter);
      expect(secretless).not.toContain(String(solution.counter));
      expect(text).not.toContain(solution.derivedKey);
      expect(text).not.toMatch(/counter|derivedKey|answer|audio|image/i);
    }
    expect(replies[0].json.data.parameters.cost).toBe(1000);
    expect(new Set(replies.map((r) => r.json.data.parameters.nonce)).size).toBe(3);
    expect((await callApi(captcha, { method: 'GET', url: '/x?lang=en', headers: from(nextIp()) })).status).toBe(405);
  }, 30_000);

  it('lets a sign-in through with a solved payload once: two attempts with the same payload at the same moment pass one', async () => {
    setCaptchaDifficultyForTests(cheap);
    const ip = nextIp();
    for (let i = 0; i < 3; i++) await signInByEmail(DEMO.email, 'Wrong#password1', ip);
    const asked = await signInByEmail(DEMO.email, DEMO.password, ip);
    expect(asked.status).toBe(400);
    expect(asked.json.data).toMatchObject({ captchaRequired: true, errors: { captcha: 'Complete the security check to continue.' } });

    const challenge = await callApi(captcha, { method: 'POST', url: '/x?lang=en', headers: from(ip) });
    const { payload } = await solveCaptcha(challenge.json.data);
    // The IP keeps its failures after a sign-in, so every attempt from it needs a captcha.
    const attempt = () => callApi(login, { method: 'POST', url: '/x?lang=en', headers: from(ip), body: { email: DEMO.email, password: DEMO.password, captcha: payload } });
    const both = await Promise.all([attempt(), attempt()]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = both.find((r) => r.status === 400)!;
    expect(refused.json.data).toMatchObject({ captchaRequired: true, errors: { captcha: expect.stringMatching(/already used/) } });
    expect(refused.json.data.token).toBeUndefined();
    expect((await attempt()).status).toBe(400);
  });

  it('answers 400, never 500, to a captcha field that is not a payload', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) await signInByEmail(DEMO.email, 'Wrong#password1', ip);
    const send = (value: unknown) => callApi(login, { method: 'POST', url: '/x?lang=ar', headers: from(ip), body: { email: DEMO.email, password: DEMO.password, captcha: value } });
    for (const value of ['123456', 'eyJ9', Buffer.from('{"challenge":{"parameters":[]},"solution":1}').toString('base64'), 'x'.repeat(5000), 42, { a: 1 }]) {
      const reply = await send(value);
      expect([value, reply.status]).toEqual([value, 400]);
      expect(reply.json.success).toBe(false);
    }
    const wrong = await send('123456');
    expect(wrong.json.data.errors.captcha).toBe('لم يكتمل التحقق الأمني أو سبق استخدامه. ضع علامة في المربع مجدداً.');
  });
});
