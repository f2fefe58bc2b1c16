/**
 * Recharge (spec sections 1, 5, 9): by scratch card, credited at once and once per card; or by bank
 * card through the hosted payment page (./payments), credited when the provider's signed callback
 * arrives. Either for one's own line or for any other of our lines.
 */
import { randomUUID } from 'node:crypto';
import type { PaymentStartData } from '@/lib/account-api';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/locales';
import { messageRef } from '@/lib/validation/messages';
import { ApiError } from '../api/errors';
import type { ApiResult } from '../api/handler';
import { ltr, requireOurLine } from './account-line';
import { core } from '../core';
import { notifyRecharge } from './notify-events';
import { earnForSpend } from './rewards/earning-rules';
import { startPayment } from '../payments';

export async function rechargeWithScratchCard(input: { msisdn: string; cardNumber: string }): Promise<ApiResult> {
  await requireOurLine(input.msisdn, 'msisdn');
  const redeemed = await core().redeemScratchCard(input);
  // Unknown and already used cards get the same answer: it must not tell which card numbers exist.
  if (!redeemed) throw new ApiError(400, 'core.cardInvalid', { errors: { cardNumber: 'core.cardInvalid' } });
  // A card is used once (a second try gets the refusal above), so this event happens once.
  const reference = `scratch:${randomUUID()}`;
  await notifyRecharge({ msisdn: input.msisdn, amount: redeemed.value, reference });
  await earnForSpend({ msisdn: input.msisdn, amount: redeemed.value, kind: 'recharge', reference });
  return {
    data: { msisdn: input.msisdn, amount: redeemed.value },
    message: messageRef('core.recharged', { amount: formatPrice(redeemed.value), msisdn: ltr(input.msisdn) }),
  };
}

export async function startCardRecharge(
  input: { msisdn: string; amount: number; email?: string; accountId?: number | null; method?: string },
  lang: Locale,
): Promise<PaymentStartData> {
  await requireOurLine(input.msisdn, 'msisdn');
  return startPayment(
    {
      purpose: 'recharge',
      msisdn: input.msisdn,
      amount: input.amount,
      email: input.email ?? null,
      detail: input.accountId ? { accountId: input.accountId } : {},
      method: input.method,
    },
    lang,
  );
}
