import type { IncomingMessage } from 'node:http';
import { resetServerEnv } from '@/lib/server/env';
import { fromGateway, normalizeIp } from '../quick-login';
import { ageOn, profileBody, registerConfirmBody, loginBody } from '../schemas';

const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('account API rules', () => {
  it('counts full years for the minimum age', () => {
    const today = new Date('2026-06-15T12:00:00Z');
    expect(ageOn(new Date('2016-06-15T00:00:00Z'), today)).toBe(10);
    expect(ageOn(new Date('2016-06-16T00:00:00Z'), today)).toBe(9);
    expect(ageOn(new Date('2000-02-29T00:00:00Z'), new Date('2026-02-28T00:00:00Z'))).toBe(25);
  });

  it('profile: names required and at most 50 characters, ID type and number go together', () => {
    const base = { firstName: 'A', secondName: 'B', thirdName: 'C', interests: [] };
    expect(profileBody.safeParse(base).success).toBe(true);
    expect(profileBody.safeParse({ ...base, firstName: 'x'.repeat(50) }).success).toBe(true);
    expect(errorsOf(profileBody.safeParse({ ...base, firstName: 'x'.repeat(51) }))).toEqual({ firstName: 'validation.tooLong?max=50' });
    expect(errorsOf(profileBody.safeParse({ ...base, idNumber: '123' }))).toEqual({ idType: 'validation.required' });
    expect(errorsOf(profileBody.safeParse({ ...base, idType: 'passport', idNumber: 'A 1' }))).toEqual({ idNumber: 'validation.idNumber' });
    expect(errorsOf(profileBody.safeParse({ ...base, interests: ['x'.repeat(51)] }))).toEqual({ 'interests.0': 'validation.tooLong?max=50' });
  });

  it('registration: every field error at once, including passwords that do not match', () => {
    expect(errorsOf(registerConfirmBody.safeParse({ phone: '0780', pin: '12', password: 'Abc#12345', confirmPassword: 'Abc#12346' }))).toEqual({
      phone: 'validation.iraqiMsisdn',
      pin: 'validation.pin',
      firstName: 'validation.required',
      terms: 'validation.terms',
      confirmPassword: 'validation.passwordsMatch',
    });
  });

  it('login: the e-mail shape when an e-mail is given, the phone shape otherwise', () => {
    expect(loginBody.safeParse({ phone: '+9647701234567' }).data).toEqual({ phone: '07701234567' });
    expect(errorsOf(loginBody.safeParse({ email: 'a@b.co' }))).toEqual({ password: 'validation.required' });
    expect(errorsOf(loginBody.safeParse({}))).toEqual({ phone: 'validation.phoneRequired' });
  });

  describe('gateway addresses', () => {
    const previous = process.env.MSISDN_GATEWAY_IPS;
    afterAll(() => {
      if (previous === undefined) delete process.env.MSISDN_GATEWAY_IPS;
      else process.env.MSISDN_GATEWAY_IPS = previous;
      resetServerEnv();
    });
    const peer = (remoteAddress: string) => ({ socket: { remoteAddress }, headers: { 'x-forwarded-for': '10.0.0.1' } }) as unknown as IncomingMessage;

    it('matches the TCP peer (IPv4-mapped too), never X-Forwarded-For', () => {
      expect(normalizeIp('::FFFF:10.0.0.1')).toBe('10.0.0.1');
      process.env.MSISDN_GATEWAY_IPS = '10.0.0.1, FD00::1';
      resetServerEnv();
      expect(fromGateway(peer('10.0.0.1'))).toBe(true);
      expect(fromGateway(peer('::ffff:10.0.0.1'))).toBe(true);
      expect(fromGateway(peer('fd00::1'))).toBe(true);
      expect(fromGateway(peer('10.0.0.2'))).toBe(false);
      process.env.MSISDN_GATEWAY_IPS = '';
      resetServerEnv();
      expect(fromGateway(peer('10.0.0.1'))).toBe(false);
    });
  });
});
