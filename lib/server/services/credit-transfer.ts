/**
 * Credit transfer between two of our lines (signed in): 1,000 to 60,000 whole IQD (spec sections 5 and
 * 9), never to oneself, at most DAILY_TRANSFER_CAP IQD sent per Baghdad calendar day, confirmed by a
 * 6-digit code sent to the sender. The move is one core transaction with two ledger rows
 * (`transfer:<id>:out`, `transfer:<id>:in`), so it happens once or not at all.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/locales';
import { messageRef } from '@/lib/validation/messages';
import { isOperatorMsisdn } from '@/lib/validation/rules';
import { ApiError, notFound } from '../api/errors';
import type { ApiResult } from '../api/handler';
import { logSendFailure, messaging } from '../messaging';
import { getDb } from '../db';
import { transfers } from '../db/schema';
import { serverTranslator } from '../i18n';
import { ltr, requireOurLine } from './account-line';
import { moneyCodeError, releaseUsedCode, sendCodeSms } from './code-release';
import { core, CoreUnavailableError, DailyCapError, InsufficientBalanceError } from '../core';
import { notifyTransfer } from './notify-events';
import { issueCode, verifyCode } from './otp';
import { withNewReference } from '../payments/references';
import type { Subscriber } from './subscriber-sessions';

/** Most IQD one line may send by credit transfer in one day (Baghdad time). */
export const DAILY_TRANSFER_CAP = 100_000;
const PURPOSE = 'transfer';

interface Ctx {
  lang: Locale;
  deviceId: string | null;
  ip: string;
}

const fieldError = (field: string, ref: string) => new ApiError(400, ref, { errors: { [field]: ref } });

/**
 * Everything about a transfer that can be known before a code is sent: another network's number, the
 * receiver is one of our active mobile lines and not the sender, the daily cap, the balance. Step 1 of
 * the screen asks it (`POST /api/v1/credit-transfer/check`) before the review, and the code is sent
 * only after the same checks pass again.
 */
export async function checkTransfer(subscriber: Subscriber, input: { to: string; amount: number }): Promise<void> {
  // Another Iraqi network's number (075…, 078…): a valid number, but the service is for our lines.
  if (!isOperatorMsisdn(input.to)) throw fieldError('to', 'core.transferOtherNetwork');
  if (input.to === subscriber.msisdn) throw fieldError('to', 'core.transferSelf');
  await requireOurLine(subscriber.msisdn, 'from');
  const receiver = await core().getLine(input.to);
  if (!receiver || receiver.status !== 'active' || receiver.kind !== 'mobile') throw fieldError('to', 'core.notOurLine');

  const sent = await core().transferredToday(subscriber.msisdn);
  if (sent + input.amount > DAILY_TRANSFER_CAP) {
    throw fieldError('amount', messageRef('core.transferDailyCap', { cap: formatPrice(DAILY_TRANSFER_CAP), left: formatPrice(Math.max(0, DAILY_TRANSFER_CAP - sent)) }));
  }
  if ((await core().getBalance(subscriber.msisdn)) < input.amount) throw fieldError('amount', 'core.notEnoughBalanceTransfer');
}

export async function startTransfer(subscriber: Subscriber, input: { to: string; amount: number }, ctx: Ctx): Promise<ApiResult> {
  await checkTransfer(subscriber, input);

  const transferId = `T${randomBytes(12).toString('hex')}`;
  const { code } = await issueCode({
    purpose: PURPOSE,
    subject: subscriber.msisdn,
    binding: { transferId, to: input.to, amount: input.amount },
    length: 6,
    alphabet: 'digits',
    deviceId: ctx.deviceId,
    ip: ctx.ip,
  });
  const db = await getDb();
  await withNewReference((reference) => db.insert(transfers).values({ id: transferId, reference, fromMsisdn: subscriber.msisdn, toMsisdn: input.to, amount: input.amount }));
  const t = serverTranslator(ctx.lang);
  await sendCodeSms({
    to: subscriber.msisdn,
    text: t('core.sms.transferCode', { code, amount: formatPrice(input.amount), to: input.to }),
    code,
    purpose: PURPOSE,
  });
  return { data: { transferId }, message: 'core.codeSentToYou' };
}

export async function confirmTransfer(subscriber: Subscriber, input: { transferId: string; code: string }, ctx: Ctx): Promise<ApiResult> {
  const db = await getDb();
  const [transfer] = await db
    .select()
    .from(transfers)
    .where(and(eq(transfers.id, input.transferId), eq(transfers.fromMsisdn, subscriber.msisdn)));
  if (!transfer) throw notFound();
  if (transfer.status === 'completed') throw fieldError('code', 'core.codeExpired');

  const verified = await verifyCode({
    purpose: PURPOSE,
    subject: subscriber.msisdn,
    code: input.code,
    binding: { transferId: transfer.id, to: transfer.toMsisdn, amount: transfer.amount },
  });
  if (!verified.ok) throw moneyCodeError(verified);

  let result;
  try {
    result = await core().transfer({
      from: transfer.fromMsisdn,
      to: transfer.toMsisdn,
      amount: transfer.amount,
      reference: `transfer:${transfer.id}`,
      dailyCap: DAILY_TRANSFER_CAP,
    });
  } catch (error) {
    if (error instanceof InsufficientBalanceError || error instanceof DailyCapError || error instanceof CoreUnavailableError) {
      await releaseUsedCode(PURPOSE, subscriber.msisdn); // nothing moved: the code may be used again
    }
    if (error instanceof InsufficientBalanceError) throw fieldError('amount', 'core.notEnoughBalanceTransfer');
    if (error instanceof DailyCapError) throw fieldError('amount', messageRef(error.messageKey, error.options.values));
    throw error;
  }
  await db.update(transfers).set({ status: 'completed', completedAt: new Date() }).where(and(eq(transfers.id, transfer.id), eq(transfers.status, 'pending')));
  if (result.applied) {
    const t = serverTranslator(ctx.lang);
    await messaging()
      .sendSms({ to: transfer.toMsisdn, text: t('core.sms.transferReceived', { amount: formatPrice(transfer.amount), from: transfer.fromMsisdn }), purpose: 'transfer-received' })
      .catch((error: unknown) => logSendFailure(error, 'transfer-received'));
    await notifyTransfer({
      from: transfer.fromMsisdn,
      to: transfer.toMsisdn,
      amount: transfer.amount,
      reference: `transfer:${transfer.id}`,
      senderBalance: result.balance,
    });
  }
  return {
    data: { balance: result.balance, reference: transfer.reference },
    message: messageRef('core.transferDone', { amount: formatPrice(transfer.amount), to: ltr(transfer.toMsisdn) }),
  };
}
