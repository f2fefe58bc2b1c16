import { eq } from 'drizzle-orm';
import { ApiError } from '@/lib/server/api/errors';
import { otpCodes } from '@/lib/server/db/schema';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { CODES_PER_HOUR, CODE_TTL_MINUTES, MAX_WRONG_TRIES, generateCode, issueCode, verifyCode } from '../otp';

let n = 0;
/** A fresh number per test, so the hourly limits of one test never reach the next. */
const nextNumber = () => `0770${String(2_000_000 + n++).padStart(7, '0')}`;
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describeWithDatabase('one-time codes', ({ db }) => {
  afterEach(() => jest.restoreAllMocks());

  it('draws codes of the asked length and alphabet from the whole range', () => {
    const digits = Array.from({ length: 200 }, () => generateCode(6, 'digits'));
    expect(digits.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(digits).size).toBeGreaterThan(190);
    const alnum = Array.from({ length: 200 }, () => generateCode(6, 'alphanumeric'));
    expect(alnum.every((c) => /^[A-HJKMNP-Z2-9]{6}$/.test(c))).toBe(true);
  });

  it('stores only a hash, accepts the right code once, and refuses it when used', async () => {
    const subject = nextNumber();
    const { code, id, expiresAt } = await issueCode({ purpose: 'login', subject, deviceId: 'device-1', ip: '10.1.0.1' });
    const [row] = await db().db.select().from(otpCodes).where(eq(otpCodes.id, id));
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.deviceId).toBe('device-1');
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan((CODE_TTL_MINUTES - 1) * 60_000);

    expect(await verifyCode({ purpose: 'login', subject, code })).toEqual({ ok: true, binding: {} });
    expect(await verifyCode({ purpose: 'login', subject, code })).toEqual({ ok: false, reason: 'expired' });
  });

  it('counts wrong codes; after 5 the code is dead and even the right code is refused', async () => {
    const subject = nextNumber();
    const { code } = await issueCode({ purpose: 'login', subject });
    const wrong = wrongCodeFor(code);
    const left: number[] = [];
    for (let i = 0; i < MAX_WRONG_TRIES; i++) {
      const result = await verifyCode({ purpose: 'login', subject, code: wrong });
      expect(result.ok).toBe(false);
      if (!result.ok && result.reason === 'invalid') left.push(result.triesLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const after = await verifyCode({ purpose: 'login', subject, code });
    expect(after.ok).toBe(false);
    const [row] = await db().db.select().from(otpCodes).where(eq(otpCodes.subject, subject));
    expect(row.failedAttempts).toBe(MAX_WRONG_TRIES);
    expect(row.revokedAt).not.toBeNull();
    expect(row.usedAt).toBeNull();
  });

  it('a resend replaces the code and keeps the failure count', async () => {
    const subject = nextNumber();
    const first = await issueCode({ purpose: 'login', subject });
    await verifyCode({ purpose: 'login', subject, code: wrongCodeFor(first.code) });
    await verifyCode({ purpose: 'login', subject, code: wrongCodeFor(first.code) });
    const second = await issueCode({ purpose: 'login', subject });
    const wrong = await verifyCode({ purpose: 'login', subject, code: wrongCodeFor(second.code) });
    expect(wrong).toEqual({ ok: false, reason: 'invalid', triesLeft: MAX_WRONG_TRIES - 3 });
    if (first.code !== second.code) {
      // The replaced code no longer works (it also counts as a wrong try of the new one).
      expect((await verifyCode({ purpose: 'login', subject, code: first.code })).ok).toBe(false);
    }
    expect((await verifyCode({ purpose: 'login', subject, code: second.code })).ok).toBe(true);
  });

  it('binds the code to what it authorises: another binding, purpose or number fails', async () => {
    const subject = nextNumber();
    const binding = { addon: 101, price: 5000, pid: 'p-1' };
    const { code } = await issueCode({ purpose: 'addon', subject, binding, alphabet: 'alphanumeric' });
    expect(await verifyCode({ purpose: 'addon', subject, code, binding: { ...binding, price: 1 } })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await verifyCode({ purpose: 'login', subject, code, binding })).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyCode({ purpose: 'addon', subject: nextNumber(), code, binding })).toEqual({ ok: false, reason: 'expired' });
    // Case does not matter for letter codes read off a screen.
    expect(await verifyCode({ purpose: 'addon', subject, code: code.toLowerCase(), binding })).toEqual({ ok: true, binding: { addon: 101, price: 5000, pid: 'p-1' } });
  });

  it('expires after 10 minutes (clock moved on, and expiresAt set in the database)', async () => {
    const subject = nextNumber();
    const { code } = await issueCode({ purpose: 'login', subject });
    const now = Date.now();
    const spy = jest.spyOn(Date, 'now').mockReturnValue(now + CODE_TTL_MINUTES * 60_000 + 1000);
    expect(await verifyCode({ purpose: 'login', subject, code })).toEqual({ ok: false, reason: 'expired' });
    spy.mockRestore();
    expect((await verifyCode({ purpose: 'login', subject, code })).ok).toBe(true);

    const other = nextNumber();
    const second = await issueCode({ purpose: 'login', subject: other });
    await db().db.update(otpCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(otpCodes.id, second.id));
    expect(await verifyCode({ purpose: 'login', subject: other, code: second.code })).toEqual({ ok: false, reason: 'expired' });
  });

  it('limits codes per number and purpose per hour (429 with Retry-After)', async () => {
    const subject = nextNumber();
    for (let i = 0; i < CODES_PER_HOUR; i++) await issueCode({ purpose: 'login', subject, ip: `10.2.0.${i}` });
    const refused = await issueCode({ purpose: 'login', subject, ip: '10.2.1.1' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
    expect((refused as ApiError).options.headers?.['Retry-After']).toBeDefined();
    // Another purpose for the same number has its own budget.
    await expect(issueCode({ purpose: 'reset', subject })).resolves.toHaveProperty('code');
  });

  it('limits codes per IP per hour across numbers (429)', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < CODES_PER_HOUR * 6; i++) await issueCode({ purpose: 'login', subject: nextNumber(), ip });
    await expect(issueCode({ purpose: 'login', subject: nextNumber(), ip })).rejects.toMatchObject({ status: 429 });
    await expect(issueCode({ purpose: 'login', subject: nextNumber(), ip: '10.3.0.2' })).resolves.toHaveProperty('code');
  });

  it('lets a right code through only once when two checks race', async () => {
    const subject = nextNumber();
    const { code } = await issueCode({ purpose: 'login', subject });
    const results = await Promise.all([verifyCode({ purpose: 'login', subject, code }), verifyCode({ purpose: 'login', subject, code })]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });
});
