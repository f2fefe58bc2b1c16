/** The rewards API's answers as the browser reads them (GET /api/v1/rewards, POST …/redeem, /api/v1/check-in). */
export type RewardKind = 'addon' | 'data' | 'minutes' | 'voucher';

export interface RewardItem {
  id: string;
  title: string;
  description: string;
  points: number;
  kind: RewardKind;
  partner: string | null;
}

export interface PointsHistoryItem {
  id: number;
  points: number;
  kind: 'earn' | 'redeem' | 'expire';
  label: string;
  at: string;
  expiresAt: string | null;
}

export interface RewardsOverview {
  /** null: not signed in (the catalogue only). */
  points: number | null;
  expiringSoon: { points: number; firstAt: string | null } | null;
  history: PointsHistoryItem[];
  catalogue: RewardItem[];
}

export type AppliedReward = { kind: 'addon'; title: string; expiresAt: string | null } | { kind: 'voucher'; partner: string | null };

export interface RedeemAnswer {
  reward: { id: string; title: string; kind: RewardKind };
  points: number;
  balance: number;
  applied: AppliedReward;
}

export type CheckInTileState = 'done' | 'today' | 'locked';

export interface CheckInWeekData {
  today: string;
  checkedInToday: boolean;
  streakDay: number;
  tiles: Array<{ day: number; state: CheckInTileState; reward: number }>;
}

export interface CheckInAnswer {
  today: string;
  streakDay: number;
  points: number;
  unlocked: boolean;
  balance: number;
  status: CheckInWeekData;
}

/**
 * Points of check-in streak days 1 to 7; day 7 is the week's unlock. The one source of what a check-in
 * gives: the server awards it, the games page lists it, the boarding page's table is made from it.
 */
export const CHECK_IN_POINTS = [10, 10, 15, 15, 20, 20, 100] as const;
