/**
 * The rewards dashboard and catalogue (issue 14 part 1): balance, points expiring soon, history, and
 * redeeming a reward. A redemption takes the points first (locked, never below zero, once per
 * Idempotency-Key), then applies the prize through the operator core with its own reference: add-on,
 * data and minutes rewards are subscribed like a purchase but at 0 IQD (reason `reward`); a partner
 * voucher gets an unguessable code that goes only to the subscriber's phone by SMS (like an e-voucher:
 * not in the answer, which the Idempotency-Key table keeps) and is stored as an HMAC only. When the core fails after
 * the points were taken, the same request again (same key) applies the prize once and takes nothing more.
 */
import { createHash, createHmac, randomInt } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import type { AppliedReward, RedeemAnswer, RewardItem, RewardsOverview } from '@/lib/rewards';
import { messageRef } from '@/lib/validation/messages';
import { logSendFailure, messaging } from '../../adapters/messaging';
import { ApiError, notFound } from '../../api/errors';
import type { ApiResult } from '../../api/handler';
import { getDb } from '../../db';
import { addons, rewardRedemptions, rewardsCatalogue } from '../../db/schema';
import { serverEnv } from '../../env';
import type { ServerTranslator } from '../../i18n';
import { core } from '../core';
import type { Subscriber } from '../subscriber-sessions';
import { expiringSoon, NotEnoughPointsError, pointsBalance, pointsHistory, redeem } from './points';

export type { RewardItem as RewardData, RewardsOverview as RewardsData } from '@/lib/rewards';

/** History labels: the reasons awarders use (games add theirs here). */
const reasonKeys: Record<string, string> = {
  addon: 'addon',
  recharge: 'recharge',
  bill: 'bill',
  'check-in': 'checkIn',
  redeem: 'redeem',
  expire: 'expire',
  game: 'game',
  quiz: 'quiz',
  'shake-to-win': 'shakeToWin',
};

export async function listRewards(lang: Locale): Promise<RewardItem[]> {
  const db = await getDb();
  const rows = await db.select().from(rewardsCatalogue).where(eq(rewardsCatalogue.active, true)).orderBy(asc(rewardsCatalogue.sort), asc(rewardsCatalogue.id));
  return rows.map((r) => ({ id: r.id, title: r.titles[lang], description: r.descriptions[lang], points: r.points, kind: r.kind, partner: r.partner }));
}

export async function rewardsOverview(subscriber: Subscriber | null, lang: Locale, t: ServerTranslator, now: Date = new Date()): Promise<RewardsOverview> {
  const catalogue = await listRewards(lang);
  if (!subscriber) return { points: null, expiringSoon: null, history: [], catalogue };
  const msisdn = subscriber.msisdn;
  const entries = await pointsHistory(msisdn, 50);
  // A redemption's row is labelled with the reward's title.
  const redeemed = entries.filter((e) => e.kind === 'redeem').map((e) => e.reference);
  const titles = new Map<string, string>();
  if (redeemed.length > 0) {
    const db = await getDb();
    const rows = await db
      .select({ reference: rewardRedemptions.reference, titles: rewardsCatalogue.titles })
      .from(rewardRedemptions)
      .innerJoin(rewardsCatalogue, eq(rewardsCatalogue.id, rewardRedemptions.rewardId))
      .where(inArray(rewardRedemptions.reference, redeemed));
    for (const row of rows) titles.set(row.reference, row.titles[lang]);
  }
  const history = entries.map((e) => ({
    id: e.id,
    points: e.points,
    kind: e.kind,
    label: titles.has(e.reference) ? t('rewards.reasons.redeemed', { title: titles.get(e.reference)! }) : t(`rewards.reasons.${reasonKeys[e.reason] ?? 'other'}`),
    at: e.earnedAt.toISOString(),
    expiresAt: e.kind === 'earn' && e.expiresAt ? e.expiresAt.toISOString() : null,
  }));
  return { points: await pointsBalance(msisdn, now), expiringSoon: await expiringSoon(msisdn, now), history, catalogue };
}

/** 12 characters from an alphabet without look-alikes (no 0/O, 1/I/L): about 59 bits. */
function voucherCode(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  const chars = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]);
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

const voucherHash = (code: string) => createHmac('sha256', serverEnv().APP_SECRET).update(`reward-voucher\n${code}`).digest('hex');

/**
 * An add-on as a prize (rewards, games): subscribed through the core like a purchase, at 0 IQD, once
 * per reference (its 0 IQD ledger row with reason `reward`).
 */
export async function grantRewardAddon(input: { msisdn: string; addonId: number; reference: string }) {
  return core().subscribe({ msisdn: input.msisdn, addonId: input.addonId, price: 0, reason: 'reward', reference: input.reference });
}

/** POST /api/v1/rewards/{rewardId}/redeem for the signed-in subscriber, once per Idempotency-Key. */
export async function redeemReward(
  subscriber: Subscriber,
  input: { rewardId: string; idempotencyKey: string },
  ctx: { lang: Locale; t: ServerTranslator },
  now: Date = new Date(),
): Promise<ApiResult> {
  const db = await getDb();
  const [reward] = await db
    .select()
    .from(rewardsCatalogue)
    .where(and(eq(rewardsCatalogue.id, input.rewardId), eq(rewardsCatalogue.active, true)));
  if (!reward) throw notFound('rewards.errors.unknownReward');
  const msisdn = subscriber.msisdn;
  const keyHash = createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 32);
  const reference = `redeem:${msisdn}:${keyHash}`;
  const code = reward.kind === 'voucher' ? voucherCode() : null;

  let taken;
  try {
    taken = await redeem(db, { msisdn, points: reward.points, reason: 'redeem', reference, now }, async (tx) => {
      await tx.insert(rewardRedemptions).values({
        reference,
        msisdn,
        rewardId: reward.id,
        points: reward.points,
        addonId: reward.addonId,
        voucherHash: code ? voucherHash(code) : null,
        createdAt: now,
      });
    });
  } catch (error) {
    if (error instanceof NotEnoughPointsError) {
      throw new ApiError(400, messageRef('rewards.errors.notEnoughPoints', { points: reward.points, balance: error.balance }), {
        data: { balance: error.balance, points: reward.points },
      });
    }
    throw error;
  }

  let applied: AppliedReward;
  if (reward.addonId !== null) {
    // The same reference on a retry: the core subscribes once.
    const result = await grantRewardAddon({ msisdn, addonId: reward.addonId, reference: `reward:${reference}` });
    const [addon] = await db.select({ titles: addons.titles }).from(addons).where(eq(addons.id, reward.addonId));
    applied = { kind: 'addon', title: addon?.titles[ctx.lang] ?? reward.titles[ctx.lang], expiresAt: result.subscription?.expiresAt?.toISOString() ?? null };
  } else {
    applied = { kind: 'voucher', partner: reward.partner };
    if (taken.applied && code) {
      await messaging()
        .sendSms({ to: msisdn, text: ctx.t('rewards.sms.voucher', { code, title: reward.titles[ctx.lang] }), code, purpose: 'reward-voucher' })
        .catch((error: unknown) => logSendFailure(error, 'reward-voucher'));
    }
  }
  const data: RedeemAnswer = { reward: { id: reward.id, title: reward.titles[ctx.lang], kind: reward.kind }, points: reward.points, balance: taken.balance, applied };
  return {
    data,
    message: messageRef('rewards.redeemed', { title: reward.titles[ctx.lang] }),
  };
}
