/**
 * Data package subscription and gifting for the signed-in subscriber: a 6-digit code to the
 * subscriber confirms the price (and the receiver, when gifting); then the subscriber's balance pays
 * and the subscription starts on the receiver's line (subscriptions.gifted_by), together and once.
 * The request is a row of `purchases` (id = requestId, msisdn = payer); the receiver travels in the
 * code's binding. Cancelling: send 0 to the short code (spec section 9, lib/brand.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { brand } from '@/lib/brand';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/locales';
import { messageRef } from '@/lib/validation/messages';
import { ApiError, notFound } from '../api/errors';
import type { ApiResult } from '../api/handler';
import { logSendFailure, messaging } from '../messaging';
import { getDb } from '../db';
import { addons, otpCodes, purchases } from '../db/schema';
import { serverTranslator } from '../i18n';
import { ltr, subscriptionData } from './account-line';
import { moneyCodeError, releaseUsedCode, sendCodeSms } from './code-release';
import { core, CoreUnavailableError, InsufficientBalanceError } from '../core';
import { notifyPackage } from './notify-events';
import { earnForSpend } from './rewards/earning-rules';
import { issueCode, verifyCode } from './otp';
import type { Subscriber } from './subscriber-sessions';

const PURPOSE = 'package';

interface Ctx {
  lang: Locale;
  deviceId: string | null;
  ip: string;
}

const fieldError = (field: string, ref: string) => new ApiError(400, ref, { errors: { [field]: ref } });

export function cancellationRule(lang: Locale): string {
  return serverTranslator(lang)('core.cancelRule', { shortCode: brand.cancelShortCode });
}

export async function startPackage(subscriber: Subscriber, input: { addonId: number; giftTo?: string }, ctx: Ctx): Promise<ApiResult> {
  const db = await getDb();
  const [addon] = await db.select().from(addons).where(and(eq(addons.id, input.addonId), eq(addons.active, true), isNull(addons.groupId)));
  if (!addon) throw notFound();

  const payer = await core().getLine(subscriber.msisdn);
  if (!payer) throw fieldError('addonId', 'core.notOurLine');
  if (payer.blockedForPurchases) throw new ApiError(403, messageRef('core.blocked', { care: brand.customerCareNumber }));
  if (input.giftTo !== undefined) {
    if (input.giftTo === subscriber.msisdn) throw fieldError('giftTo', 'core.giftSelf');
    const receiver = await core().getLine(input.giftTo);
    if (!receiver || receiver.status !== 'active' || receiver.kind !== 'mobile') throw fieldError('giftTo', 'core.notOurLine');
  }
  if ((await core().getBalance(subscriber.msisdn)) < addon.price) throw new ApiError(400, 'core.notEnoughBalance');

  const requestId = `K${randomBytes(12).toString('hex')}`;
  const binding = { requestId, addonId: addon.id, price: addon.price, giftTo: input.giftTo ?? '' };
  const { code } = await issueCode({ purpose: PURPOSE, subject: subscriber.msisdn, binding, length: 6, alphabet: 'digits', deviceId: ctx.deviceId, ip: ctx.ip });
  await db.insert(purchases).values({ id: requestId, msisdn: subscriber.msisdn, addonId: addon.id, price: addon.price });

  const t = serverTranslator(ctx.lang);
  const title = addon.titles[ctx.lang];
  await sendCodeSms({
    to: subscriber.msisdn,
    text: input.giftTo
      ? t('core.sms.giftCode', { code, title, price: formatPrice(addon.price), to: input.giftTo })
      : t('core.sms.packageCode', { code, title, price: formatPrice(addon.price) }),
    code,
    purpose: PURPOSE,
  });
  return {
    data: { requestId, addon: { id: addon.id, title, price: addon.price, validityDays: addon.validityDays }, giftTo: input.giftTo ?? null },
    message: 'core.codeSentToYou',
  };
}

export async function confirmPackage(subscriber: Subscriber, input: { requestId: string; code: string }, ctx: Ctx): Promise<ApiResult> {
  const db = await getDb();
  const [request] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, input.requestId), eq(purchases.msisdn, subscriber.msisdn)));
  if (!request) throw notFound();
  if (request.status === 'completed') throw fieldError('code', 'core.codeExpired');

  // The receiver is part of what the code authorises; read it from the live code of this request
  // (the code's hash covers it, so a changed receiver never verifies).
  const [live] = await db
    .select({ binding: otpCodes.binding })
    .from(otpCodes)
    .where(and(eq(otpCodes.subject, subscriber.msisdn), eq(otpCodes.purpose, PURPOSE), isNull(otpCodes.usedAt), isNull(otpCodes.revokedAt)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (!live || live.binding.requestId !== request.id) throw fieldError('code', 'core.codeExpired');
  const giftTo = String(live.binding.giftTo ?? '');

  const verified = await verifyCode({
    purpose: PURPOSE,
    subject: subscriber.msisdn,
    code: input.code,
    binding: { requestId: request.id, addonId: request.addonId, price: request.price, giftTo },
  });
  if (!verified.ok) throw moneyCodeError(verified);

  let result;
  try {
    result = await core().subscribe({
      msisdn: giftTo || subscriber.msisdn,
      payer: subscriber.msisdn,
      addonId: request.addonId,
      price: request.price,
      reason: giftTo ? 'package-gift' : 'package',
      reference: `package:${request.id}`,
    });
  } catch (error) {
    if (error instanceof InsufficientBalanceError || error instanceof CoreUnavailableError) await releaseUsedCode(PURPOSE, subscriber.msisdn);
    throw error;
  }
  await db.update(purchases).set({ status: 'completed', completedAt: new Date() }).where(eq(purchases.id, request.id));
  // The payer earns, also for a gift; once per package request.
  await earnForSpend({ msisdn: subscriber.msisdn, amount: request.price, kind: 'addon', reference: `package:${request.id}` });

  const [subscription] = await subscriptionData([result.subscription], ctx.lang);
  const t = serverTranslator(ctx.lang);
  // Told once, also when `applied` is false: that is only the retry after a lost answer (the package
  // went through then, and nobody was told), because a completed request never reaches the core again
  // and a code is accepted once.
  if (giftTo) {
    await messaging()
      .sendSms({ to: giftTo, text: t('core.sms.giftReceived', { from: subscriber.msisdn, title: subscription.title }), purpose: 'gift' })
      .catch((error: unknown) => logSendFailure(error, 'gift'));
  }
  const [addon] = await db.select({ titles: addons.titles }).from(addons).where(eq(addons.id, request.addonId));
  if (addon) {
    await notifyPackage({
      payer: subscriber.msisdn,
      giftTo: giftTo || null,
      title: addon.titles,
      price: request.price,
      reference: `package:${request.id}`,
      payerBalance: result.balance,
    });
  }
  return {
    data: { balance: result.balance, subscription, giftTo: giftTo || null, cancellation: cancellationRule(ctx.lang) },
    message: giftTo ? messageRef('core.giftDone', { title: subscription.title, to: ltr(giftTo) }) : messageRef('core.packageDone', { title: subscription.title }),
  };
}
