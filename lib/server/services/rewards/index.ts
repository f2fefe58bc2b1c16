/**
 * The rewards programme (issue 14 parts 1 and 4). For other features that give points (games, quiz,
 * shake-to-win): `awardPoints(db or tx, { msisdn, points, reason, reference })` once per reference,
 * `pointsBalance(msisdn, now)`, `baghdadDay(now)` for "once per Baghdad day", and `grantRewardAddon`
 * for an add-on prize through the core.
 */
export { addDays, awardPoints, baghdadDay, expirePoints, expiringSoon, NotEnoughPointsError, pointsBalance, pointsHistory, redeem, type Runner } from './points';
export { earnForSpend, pointsForSpend, type SpendKind } from './earning-rules';
export { checkIn, checkInPrizes, checkInStatus, CHECK_IN_POINTS, type CheckInStatus } from './check-in';
export { finishRedemptions, grantRewardAddon, listRewards, redeemReward, rewardsOverview, type RewardData, type RewardsData } from './rewards';
