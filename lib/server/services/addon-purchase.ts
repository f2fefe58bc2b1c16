/**
 * Add-on purchase by mobile number (spec sections 4, 5 and 7): the detail call sends a 6-character code
 * by SMS, bound to the number, the add-on, its price and the purchase id (PID); the confirm call checks
 * the code and, only then, charges the price and starts the subscription, once.
 *
 * Outcomes the purchase modal shows (blocked, not our line, wrong code, used code, not enough balance)
 * are answered with HTTP 200 and `success: false` plus the flags the spec names (`isBlocked`,
 * `invalidOTP`), because they are answers of the flow, not faults of the request. Malformed input is a
 * 400, an unknown add-on a 404, too many codes a 429 and a billing-system fault a 503.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { brand } from '@/lib/brand';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/locales';
import { notFound } from '../api/errors';
import type { ApiResult } from '../api/handler';
import { logSendFailure, messaging } from '../messaging';
import { getDb } from '../db';
import { addons, purchases } from '../db/schema';
import type { ServerTranslator } from '../i18n';
import { messageRef } from '@/lib/validation/messages';
import { issueCode, verifyCode } from './otp';
import { moneyCodeRefusal, releaseUsedCode, sendCodeSms } from './code-release';
import { core, CoreUnavailableError, InsufficientBalanceError } from '../core';
import { notifyAddonBought } from './notify-events';
import { earnForSpend } from './rewards/earning-rules';
import { withNewReference } from '../payments/references';

const PURPOSE = 'addon';

interface FlowContext {
  lang: Locale;
  t: ServerTranslator;
  deviceId: string | null;
  ip: string;
}

async function activeAddon(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(addons).where(and(eq(addons.id, id), eq(addons.active, true)));
  if (!row) throw notFound();
  return row;
}

/** A business answer of the flow: HTTP 200, `success: false`, the spec's flags and a message. */
function refusal(message: string, flags: Record<string, unknown> = {}, data: unknown = null): ApiResult {
  return { status: 200, data, message, extra: { success: false, isBlocked: false, ...flags } };
}

/** Analytics items name add-ons in English, so reports do not split one add-on into three. */
function gtagItem(addon: typeof addons.$inferSelect) {
  return { item_id: String(addon.id), item_name: addon.titles.en, price: addon.price, currency: 'IQD' };
}

/** The line may buy, or the refusal to answer. */
async function lineRefusal(msisdn: string): Promise<ApiResult | null> {
  const line = await core().getLine(msisdn);
  if (!line || line.kind !== 'mobile' || line.status !== 'active') return refusal('core.notOurLine');
  if (line.blockedForPurchases) return refusal(messageRef('core.blocked', { care: brand.customerCareNumber }), { isBlocked: true });
  return null;
}

/** POST /api/v1/transactional: the add-on's title and price, a PID, and a code by SMS. */
export async function startAddonPurchase(input: { msisdn: string; addonId: number }, ctx: FlowContext): Promise<ApiResult> {
  const addon = await activeAddon(input.addonId);
  const refused = await lineRefusal(input.msisdn);
  if (refused) return refused;

  const pid = `P${randomBytes(12).toString('hex')}`;
  const { code } = await issueCode({
    purpose: PURPOSE,
    subject: input.msisdn,
    binding: { addonId: addon.id, price: addon.price, PID: pid },
    alphabet: 'alphanumeric',
    length: 6,
    deviceId: ctx.deviceId,
    ip: ctx.ip,
  });
  const db = await getDb();
  await withNewReference((reference) => db.insert(purchases).values({ id: pid, reference, msisdn: input.msisdn, addonId: addon.id, price: addon.price }));

  const title = addon.titles[ctx.lang];
  await sendCodeSms({
    to: input.msisdn,
    text: ctx.t('core.sms.addonCode', { code, title, price: formatPrice(addon.price) }),
    code,
    purpose: PURPOSE,
  });

  return {
    data: {
      addOnDetail: { title, price: addon.price },
      PID: pid,
      gtag: { event: 'view_item', ...gtagItem(addon) },
    },
    message: 'core.codeSent',
    extra: { isBlocked: false },
  };
}

/** POST /api/v1/transactional/confirm/{addOnItemId}: the code buys the add-on, once. */
export async function confirmAddonPurchase(
  input: { msisdn: string; addonId: number; passcode: string; pid: string },
  ctx: FlowContext,
): Promise<ApiResult> {
  const db = await getDb();
  const [purchase] = await db.select().from(purchases).where(eq(purchases.id, input.pid));
  if (!purchase || purchase.msisdn !== input.msisdn || purchase.addonId !== input.addonId) {
    return refusal('core.codeExpired', { invalidOTP: false });
  }
  if (purchase.status === 'completed') return refusal('core.alreadyBought', { invalidOTP: false });

  const [addon] = await db.select().from(addons).where(eq(addons.id, purchase.addonId));
  const refused = await lineRefusal(input.msisdn);
  if (refused) return { ...refused, extra: { ...refused.extra, invalidOTP: false } };

  const verified = await verifyCode({
    purpose: PURPOSE,
    subject: input.msisdn,
    code: input.passcode,
    binding: { addonId: purchase.addonId, price: purchase.price, PID: purchase.id },
  });
  if (!verified.ok) {
    const { message, invalidOTP, triesLeft } = moneyCodeRefusal(verified);
    return refusal(message, invalidOTP ? { invalidOTP, triesLeft } : { invalidOTP });
  }

  let result;
  try {
    result = await core().subscribe({
      msisdn: input.msisdn,
      addonId: purchase.addonId,
      price: purchase.price,
      reason: 'addon-purchase',
      reference: `purchase:${purchase.id}`,
    });
  } catch (error) {
    if (error instanceof InsufficientBalanceError || error instanceof CoreUnavailableError) {
      // Nothing was charged: the code stays usable, so the customer can recharge and retry.
      await releaseUsedCode(PURPOSE, input.msisdn);
    }
    if (error instanceof InsufficientBalanceError) {
      // Say both figures, so the customer knows how much to recharge; the code stays valid for it.
      const balance = await core()
        .getBalance(input.msisdn)
        .catch(() => null);
      const message =
        balance === null ? 'core.notEnoughBalance' : messageRef('core.notEnoughBalanceFor', { balance: formatPrice(balance), price: formatPrice(purchase.price) });
      return refusal(message, { invalidOTP: false, notEnoughBalance: true }, { balance, price: purchase.price });
    }
    throw error;
  }
  await db.update(purchases).set({ status: 'completed', completedAt: new Date() }).where(eq(purchases.id, purchase.id));
  // Also when this answer replays a purchase the core had applied (a lost answer): earned once by reference.
  await earnForSpend({ msisdn: input.msisdn, amount: purchase.price, kind: 'addon', reference: `purchase:${purchase.id}` });

  const title = addon.titles[ctx.lang];
  if (result.applied) {
    await messaging()
      .sendSms({
        to: input.msisdn,
        text: ctx.t('core.sms.addonDone', { title, shortCode: brand.cancelShortCode }),
        purpose: 'addon-receipt',
      })
      .catch((error: unknown) => logSendFailure(error, 'addon-receipt'));
    await notifyAddonBought({ msisdn: input.msisdn, title: addon.titles, price: purchase.price, reference: `purchase:${purchase.id}`, balance: result.balance });
  }
  return {
    data: { balance: result.balance, expiresAt: result.subscription?.expiresAt?.toISOString() ?? null, reference: purchase.reference },
    message: messageRef('core.purchased', { title }),
    extra: {
      invalidOTP: false,
      isBlocked: false,
      analyticData: { params: { Amount: purchase.price, 'Bundle-Name': title } },
      gtag: {
        event: 'purchase',
        transaction_id: purchase.id,
        value: purchase.price,
        currency: 'IQD',
        items: [{ ...gtagItem(addon), price: purchase.price, quantity: 1 }],
      },
    },
  };
}
