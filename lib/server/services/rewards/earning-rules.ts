/**
 * How subscribers earn points from what they spend (issue 14 part 1), in one place: 1 point per full
 * 1,000 IQD of add-ons, recharges and bills. The money flows call `earnForSpend` where they write
 * their notification, after the money moved; the reference is `earn:<the payment's reference>`, so a
 * retried payment, a replayed request or a repeated provider callback earns once.
 */
import { logger } from '../../logger';
import { getDb } from '../../db';
import { awardPoints } from './points';

export const IQD_PER_POINT = 1_000;

export type SpendKind = 'addon' | 'recharge' | 'bill';

/** Points for an amount spent (whole points, rounded down). */
export const pointsForSpend = (amountIqd: number): number => (amountIqd > 0 ? Math.floor(amountIqd / IQD_PER_POINT) : 0);

/**
 * Awards the points of a payment to the line that paid. Never throws: the money has moved, and the
 * customer's answer must not turn into an error because points could not be written (logged instead).
 * Returns the points awarded now (0 when none, or already awarded).
 */
export async function earnForSpend(input: { msisdn: string; amount: number; kind: SpendKind; reference: string; now?: Date }): Promise<number> {
  const points = pointsForSpend(input.amount);
  if (points === 0) return 0;
  try {
    const added = await awardPoints(await getDb(), {
      msisdn: input.msisdn,
      points,
      reason: input.kind,
      reference: `earn:${input.reference}`,
      now: input.now,
    });
    return added ? points : 0;
  } catch (error) {
    logger.error({ err: error, reference: input.reference }, 'reward points not written');
    return 0;
  }
}
