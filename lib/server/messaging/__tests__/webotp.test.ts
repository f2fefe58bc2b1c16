/**
 * Every code SMS, in ar, en and ku, with its WebOTP last line (`@<site host> #<code>`), fits one SMS part:
 * 70 UCS-2 characters for Arabic and Kurdish, 160 GSM characters for English, with a site host of up to
 * MAX_SITE_HOST_FOR_ONE_PART characters.
 */
import { brand } from '@/lib/brand';
import { locales } from '@/lib/locales';
import { serverTranslator } from '@/lib/server/i18n';
import { withEnv } from '@/lib/server/testing/env';
import { countParts, encodeSms } from '../smpp/encoding';
import { MAX_SITE_HOST_FOR_ONE_PART, withOriginBoundLine } from '../webotp';

const CODE_TEXTS = [
  'accountApi.sms.login',
  'accountApi.sms.register',
  'accountApi.sms.reset',
  'accountApi.sms.changeEmail',
  'accountApi.sms.changePassword',
  'quickPay.sms',
  'newLine.sms.code',
  'platinum.apply.codeSms',
  'talent.sms.code',
  'mifiApi.sms',
];

describe('code SMS and the WebOTP line', () => {
  const host = 'www.nour-mobile.com';

  it('ends a code SMS with the origin-bound line of the site host (no port)', async () => {
    await withEnv({ SITE_URL: 'https://www.nour.iq:8443', DEMO_MODE: 'true' }, () => {
      expect(withOriginBoundLine('123456 is your code.', '123456')).toBe('123456 is your code.\n@www.nour.iq #123456');
    });
  });

  it.each(locales)('fits every code text in one part in %s, with a site host of the longest length allowed', async (lang) => {
    expect(host).toHaveLength(MAX_SITE_HOST_FOR_ONE_PART);
    await withEnv({ SITE_URL: `https://${host}`, DEMO_MODE: 'true' }, () => {
      const t = serverTranslator(lang);
      for (const key of CODE_TEXTS) {
        const text = withOriginBoundLine(t(key, { code: '123456', brand: brand.name[lang], minutes: 10 }), '123456');
        expect({ key, parts: countParts(text) }).toEqual({ key, parts: 1 });
        expect(encodeSms(text, 0).dataCoding).toBe(lang === 'en' ? 0 : 8);
      }
    });
  });
});
