/**
 * The rewards dashboard and catalogue (issue 14 part 1): balance, points expiring soon, history, and
 * redeeming a reward. A redemption takes the points first (locked, never below zero, once per
 * Idempotency-Key), then applies the prize through the operator core with its own reference: add-on,
 * data and minutes rewards are subscribed like a purchase but at 0 IQD (reason `reward`); a partner
 * voucher gets an unguessable code that goes only to the subscriber's phone by SMS (like an e-voucher:
 * not in the answer, which the Idempotency-Key table keeps) and is stored as an HMAC only. When the core fails after
 * the points were taken, the same request again (same key) applies the prize once and takes nothing more;
 * and if nobody retries, the job `finishRedemptions` does (a redemption is marked `appliedAt` once its
 * prize is applied; a voucher whose SMS failed gets a new code, sent again).
 */
import { createHash, createHmac, randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import type { AppliedReward, RedeemAnswer, RewardItem, RewardsOverview } from '@/lib/rewards';
import { messageRef } from '@/lib/validation/messages';
import { logSendFailure, messaging } from '../../messaging';
import { ApiError, notFound } from '../../api/errors';
import type { ApiResult } from '../../api/handler';
import { getDb } from '../../db';
import { addons, rewardRedemptions, rewardsCatalogue, type Localized } from '../../db/schema';
import { serverEnv } from '../../env';
import { pointsText, serverTranslator, type ServerTranslator } from '../../i18n';
import { logger } from '../../logger';
import { core, CoreUnavailableError } from '../../core';
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
async function markApplied(reference: string, now: Date): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(rewardRedemptions)
    .set({ appliedAt: now })
    .where(and(eq(rewardRedemptions.reference, reference), isNull(rewardRedemptions.appliedAt)))
    .returning({ id: rewardRedemptions.id });
  return rows.length > 0;
}

async function sendVoucher(msisdn: string, code: string, titles: Localized, lang: Locale): Promise<void> {
  const t = serverTranslator(lang);
  await messaging().sendSms({ to: msisdn, text: t('rewards.sms.voucher', { code, title: titles[lang] }), code, purpose: 'reward-voucher' });
}

/** A redemption younger than this may still be applying its prize in its own request. */
export const REDEMPTION_GRACE_MS = 60_000;

/**
 * The job that finishes redemptions whose prize was not applied (the core failed and nobody retried,
 * or the voucher SMS failed): add-ons through the core with the redemption's own reference (applied
 * once), vouchers with a new code (claimed by a conditional UPDATE first, so two servers send one).
 * Returns how many it finished.
 */
export async function finishRedemptions(now: Date): Promise<number> {
  const db = await getDb();
  const pending = await db
    .select({ redemption: rewardRedemptions, titles: rewardsCatalogue.titles })
    .from(rewardRedemptions)
    .innerJoin(rewardsCatalogue, eq(rewardsCatalogue.id, rewardRedemptions.rewardId))
    .where(and(isNull(rewardRedemptions.appliedAt), lt(rewardRedemptions.createdAt, new Date(now.getTime() - REDEMPTION_GRACE_MS))))
    .orderBy(asc(rewardRedemptions.id))
    .limit(100);
  let finished = 0;
  for (const { redemption: row, titles } of pending) {
    const lang: Locale = row.locale === 'en' || row.locale === 'ku' ? row.locale : 'ar';
    try {
      if (row.addonId !== null) {
        await grantRewardAddon({ msisdn: row.msisdn, addonId: row.addonId, reference: `reward:${row.reference}` });
        if (await markApplied(row.reference, now)) finished += 1;
        continue;
      }
      const code = voucherCode();
      const [claimed] = await db
        .update(rewardRedemptions)
        .set({ voucherHash: voucherHash(code), appliedAt: now })
        .where(and(eq(rewardRedemptions.id, row.id), isNull(rewardRedemptions.appliedAt)))
        .returning({ id: rewardRedemptions.id });
      if (!claimed) continue;
      try {
        await sendVoucher(row.msisdn, code, titles, lang);
        finished += 1;
      } catch (error) {
        logSendFailure(error, 'reward-voucher');
        await db.update(rewardRedemptions).set({ appliedAt: null }).where(eq(rewardRedemptions.id, row.id));
      }
    } catch (error) {
      // The core is down: the next run tries again.
      logger.warn({ err: error, redemption: row.id }, 'reward redemption not finished');
    }
  }
  return finished;
}

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
        locale: ctx.lang,
        createdAt: now,
      });
    });
  } catch (error) {
    if (error instanceof NotEnoughPointsError) {
      throw new ApiError(400, messageRef('rewards.errors.notEnoughPoints', { points: pointsText(ctx.lang, reward.points), balance: pointsText(ctx.lang, error.balance) }), {
        data: { balance: error.balance, points: reward.points },
      });
    }
    throw error;
  }

  let applied: AppliedReward;
  if (reward.addonId !== null) {
    // The same reference on a retry: the core subscribes once.
    let result;
    try {
      result = await grantRewardAddon({ msisdn, addonId: reward.addonId, reference: `reward:${reference}` });
    } catch (error) {
      // The points are taken: the same request again, or the job, applies the add-on (once).
      if (error instanceof CoreUnavailableError) throw new ApiError(503, 'rewards.errors.applyLater', { headers: { 'Retry-After': '5' } });
      throw error;
    }
    await markApplied(reference, now);
    const [addon] = await db.select({ titles: addons.titles }).from(addons).where(eq(addons.id, reward.addonId));
    applied = { kind: 'addon', title: addon?.titles[ctx.lang] ?? reward.titles[ctx.lang], expiresAt: result.subscription?.expiresAt?.toISOString() ?? null };
  } else {
    applied = { kind: 'voucher', partner: reward.partner };
    if (taken.applied && code) {
      try {
        await sendVoucher(msisdn, code, reward.titles, ctx.lang);
        await markApplied(reference, now);
      } catch (error) {
        // The code is lost with its SMS: the job sends a new one.
        logSendFailure(error, 'reward-voucher');
      }
    }
  }
  const data: RedeemAnswer = { reward: { id: reward.id, title: reward.titles[ctx.lang], kind: reward.kind }, points: reward.points, balance: taken.balance, applied };
  return {
    data,
    message: messageRef('rewards.redeemed', { title: reward.titles[ctx.lang] }),
  };
}
