/**
 * Daily check-in (issue 14 part 4; spec: days 1 to 7, with unlock). One check-in per line per Baghdad
 * calendar day, decided by the server's clock (`now` is injected for tests). Checking in on the day
 * after the last check-in continues the streak; missing a day starts again at day 1, and so does the
 * day after a day 7. Each day awards its points through the points ledger, in the same transaction as
 * the check-in; day 7 is the unlock: a bonus of 100 points. The unique (line, day) index makes two
 * check-ins at the same moment one.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { addDays, baghdadDay } from '@/lib/baghdad-day';
import { formatPrice } from '@/lib/format';
import { CHECK_IN_POINTS } from '@/lib/rewards';
import type { CheckInTileState, CheckInWeekData } from '@/lib/rewards';
import type { Locale } from '@/lib/locales';
import { ApiError } from '../../api/errors';
import { getDb } from '../../db';
import { checkIns } from '../../db/schema';
import { pointsText, serverTranslator } from '../../i18n';
import { awardPoints, pointsBalance } from './points';

export { CHECK_IN_POINTS };
export const STREAK_DAYS = CHECK_IN_POINTS.length;

/**
 * What the check-in gives, as the games page lists it ("10 to 20 points a day", "100 points on day 7"):
 * made from CHECK_IN_POINTS, not from words stored with the game (they said "5 to 20", issue 28).
 */
export function checkInPrizes(lang: Locale): Array<{ id: string; kind: 'points'; label: string }> {
  const t = serverTranslator(lang);
  const daily = CHECK_IN_POINTS.slice(0, -1);
  const from = Math.min(...daily);
  const to = Math.max(...daily);
  return [
    { id: `days-1-${daily.length}`, kind: 'points', label: t('games.checkInPrizes.days', { from: formatPrice(from), to: pointsText(lang, to) }) },
    { id: `day-${STREAK_DAYS}`, kind: 'points', label: t('games.checkInPrizes.lastDay', { points: pointsText(lang, CHECK_IN_POINTS[STREAK_DAYS - 1]), day: STREAK_DAYS }) },
  ];
}

export type { CheckInWeekData as CheckInStatus } from '@/lib/rewards';
type TileState = CheckInTileState;
type CheckInTile = CheckInWeekData['tiles'][number];

async function recentDays(msisdn: string, today: string): Promise<{ today: number | null; yesterday: number | null }> {
  const db = await getDb();
  const rows = await db
    .select({ day: checkIns.baghdadDay, streakDay: checkIns.streakDay })
    .from(checkIns)
    .where(and(eq(checkIns.msisdn, msisdn), inArray(checkIns.baghdadDay, [today, addDays(today, -1)])))
    .orderBy(desc(checkIns.baghdadDay));
  return {
    today: rows.find((r) => r.day === today)?.streakDay ?? null,
    yesterday: rows.find((r) => r.day !== today)?.streakDay ?? null,
  };
}

/** The streak day a check-in today gives, after yesterday's (null: none yesterday). */
const nextStreakDay = (yesterday: number | null) => (yesterday !== null && yesterday < STREAK_DAYS ? yesterday + 1 : 1);

export async function checkInStatus(msisdn: string, now: Date = new Date()): Promise<CheckInWeekData> {
  const today = baghdadDay(now);
  const recent = await recentDays(msisdn, today);
  const checkedInToday = recent.today !== null;
  const streakDay = recent.today ?? nextStreakDay(recent.yesterday);
  const tiles = CHECK_IN_POINTS.map((reward, index): CheckInTile => {
    const day = index + 1;
    const state: TileState = day < streakDay || (checkedInToday && day === streakDay) ? 'done' : day === streakDay ? 'today' : 'locked';
    return { day, state, reward };
  });
  return { today, checkedInToday, streakDay, tiles };
}

export interface CheckInResult {
  today: string;
  streakDay: number;
  points: number;
  /** Day 7: the week's bonus. */
  unlocked: boolean;
  balance: number;
}

/** Checks the line in for today (Baghdad), or a 409 when it already has. */
export async function checkIn(msisdn: string, now: Date = new Date()): Promise<CheckInResult> {
  const today = baghdadDay(now);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ day: checkIns.baghdadDay, streakDay: checkIns.streakDay })
      .from(checkIns)
      .where(eq(checkIns.msisdn, msisdn))
      .orderBy(desc(checkIns.baghdadDay))
      .limit(1);
    if (last?.day === today) return null;
    const streakDay = nextStreakDay(last?.day === addDays(today, -1) ? last.streakDay : null);
    const points = CHECK_IN_POINTS[streakDay - 1];
    // The unique (line, day) index decides between two check-ins at once: the second inserts nothing.
    const [made] = await tx
      .insert(checkIns)
      .values({ msisdn, baghdadDay: today, streakDay, points, createdAt: now })
      .onConflictDoNothing({ target: [checkIns.msisdn, checkIns.baghdadDay] })
      .returning({ id: checkIns.id });
    if (!made) return null;
    await awardPoints(tx, { msisdn, points, reason: 'check-in', reference: `checkin:${msisdn}:${today}`, now });
    return { streakDay, points };
  });
  if (!result) throw new ApiError(409, 'rewards.errors.alreadyCheckedIn');
  return { today, ...result, unlocked: result.streakDay === STREAK_DAYS, balance: await pointsBalance(msisdn, now) };
}
