/**
 * "Text me the app" (spec section 7: request-app-sms): the download links of the app by SMS. The answer
 * is the same whatever happens (sent, limit reached for this number, gateway down), so it tells nobody
 * anything about a number; the per-number limit bounds the texts one number can be sent.
 */
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/locales';
import { logSendFailure, messaging } from '../messaging';
import { ApiError } from '../api/errors';
import { consumeRateLimit, type RateLimitContext, type RateLimitRule } from '../api/rate-limit';
import type { ServerTranslator } from '../i18n';

export const APP_STORE_URL = 'https://apps.apple.com/iq/app/nour-mobile/id6450000000';
export const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=iq.nourmobile.app';

/** Texts one number may be sent per day. */
export const APP_SMS_PER_NUMBER = 3;

const perNumber: RateLimitRule<unknown, { msisdn: string }> = {
  name: 'app-sms-number',
  points: APP_SMS_PER_NUMBER,
  durationSeconds: 86_400,
  key: ({ body }) => body.msisdn,
};

/** Sends the links unless this number had its texts for the day; answers nothing either way. */
export async function sendAppLink(ctx: RateLimitContext<unknown, { msisdn: string }>, lang: Locale, t: ServerTranslator): Promise<void> {
  try {
    await consumeRateLimit(perNumber, ctx);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return; // silently: the answer stays the same
    throw error;
  }
  try {
    await messaging().sendSms({
      to: ctx.body.msisdn,
      text: t('sso.appSms.text', { brand: brand.name[lang], appStore: APP_STORE_URL, googlePlay: PLAY_STORE_URL }),
      purpose: 'app-link',
    });
  } catch (error) {
    logSendFailure(error, 'app-link');
  }
}
