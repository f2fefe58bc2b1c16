/**
 * Games (issue 14 parts 2 and 3): shake-to-win, the quiz and the daily check-in (which is the rewards
 * check-in, listed here as a game). One play per game, line and Baghdad day (a unique row); the server
 * draws and scores; every prize is applied once: points through the rewards ledger (`game:<playId>`),
 * an add-on through the core's subscription code with no charge (same reference).
 */
import { createHash, randomInt } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { addDays, baghdadDay, startOfBaghdadDayOf } from '@/lib/baghdad-day';
import type { GameDetail, GameSummary, LeaderboardEntry, PlayBlock } from '@/lib/games';
import type { Locale } from '@/lib/locales';
import { maskMsisdn } from '@/lib/sso';
import { ApiError, notFound } from '../api/errors';
import { getDb } from '../db';
import { gamePlays, gamePrizeBudget, games, pointsEntries, type GamePrize, type QuizQuestion } from '../db/schema';
import { logger } from '../logger';
import { awardPoints, checkInPrizes, checkInStatus, grantRewardAddon, pointsBalance } from './rewards';

type GameRow = typeof games.$inferSelect;
export type { GameDetail, GameSummary, GameType, LeaderboardEntry, PlayBlock, QuizQuestionView } from '@/lib/games';

/** Points earned from games, for the leaderboard (the reasons awarders use). */
export const GAME_REASONS = ['shake-to-win', 'quiz', 'check-in'] as const;

const isOpen = (game: GameRow, now: Date) =>
  game.active && (!game.startsAt || game.startsAt.getTime() <= now.getTime()) && (!game.endsAt || game.endsAt.getTime() > now.getTime());

async function playedToday(gameIds: string[], msisdn: string, day: string): Promise<Set<string>> {
  if (gameIds.length === 0) return new Set();
  const rows = await (await getDb())
    .select({ gameId: gamePlays.gameId })
    .from(gamePlays)
    .where(and(inArray(gamePlays.gameId, gameIds), eq(gamePlays.msisdn, msisdn), eq(gamePlays.baghdadDay, day)));
  return new Set(rows.map((r) => r.gameId));
}

function summary(game: GameRow, lang: Locale, reason: PlayBlock | null): GameSummary {
  return {
    id: game.id,
    type: game.type,
    title: game.titles[lang],
    description: game.descriptions[lang],
    image: game.image,
    period: { startsAt: game.startsAt?.toISOString() ?? null, endsAt: game.endsAt?.toISOString() ?? null },
    // The check-in's prizes are the rewards' own (CHECK_IN_POINTS), whatever words the game stores.
    prizes: game.type === 'check-in' ? checkInPrizes(lang) : (game.settings.prizes ?? []).map((p) => ({ id: p.id, kind: p.kind, label: p.label[lang] })),
    canPlay: reason === null,
    reason,
  };
}

async function blocksFor(list: GameRow[], msisdn: string | null, now: Date): Promise<Map<string, PlayBlock | null>> {
  const day = baghdadDay(now);
  const played = msisdn ? await playedToday(list.map((g) => g.id), msisdn, day) : new Set<string>();
  const checkedIn = msisdn && list.some((g) => g.type === 'check-in') ? (await checkInStatus(msisdn, now)).checkedInToday : false;
  return new Map(
    list.map((game) => {
      if (!isOpen(game, now)) return [game.id, 'closed'];
      if (!msisdn) return [game.id, 'signIn'];
      const done = game.type === 'check-in' ? checkedIn : played.has(game.id);
      return [game.id, done ? 'playedToday' : null];
    }),
  );
}

/** GET /api/v1/games: the open games, in the editors' order. */
export async function listGames(lang: Locale, msisdn: string | null, now: Date = new Date()): Promise<GameSummary[]> {
  const rows = (await (await getDb()).select().from(games).where(eq(games.active, true)).orderBy(asc(games.sortOrder), asc(games.id))).filter(
    (g) => !g.endsAt || g.endsAt.getTime() > now.getTime(),
  );
  const blocks = await blocksFor(rows, msisdn, now);
  return rows.map((g) => summary(g, lang, blocks.get(g.id) ?? null));
}

async function loadGame(id: string): Promise<GameRow> {
  const [game] = await (await getDb()).select().from(games).where(and(eq(games.id, id), eq(games.active, true)));
  if (!game) throw notFound('games.errors.unknownGame');
  return game;
}

/** The day's questions: chosen by a hash of the day and each question, the same for everyone all day. */
export function questionsOfDay(questions: QuizQuestion[], day: string, count: number): QuizQuestion[] {
  const rank = (q: QuizQuestion) => createHash('sha256').update(`${day}:${q.id}`).digest('hex');
  return [...questions].sort((a, b) => rank(a).localeCompare(rank(b))).slice(0, Math.max(1, count));
}

const quizOfDay = (game: GameRow, day: string) => questionsOfDay(game.settings.questions ?? [], day, game.settings.questionsPerDay ?? 5);

/** GET /api/v1/games/{id}: the game, its rules and (quiz) today's questions without the answers. */
export async function gameDetail(id: string, lang: Locale, msisdn: string | null, now: Date = new Date()): Promise<GameDetail> {
  const game = await loadGame(id);
  const blocks = await blocksFor([game], msisdn, now);
  const detail: GameDetail = { ...summary(game, lang, blocks.get(game.id) ?? null), rules: game.rules[lang] };
  if (game.type === 'quiz') {
    detail.questions = quizOfDay(game, baghdadDay(now)).map((q) => ({ id: q.id, text: q.text[lang], options: q.options[lang] }));
    detail.pointsPerCorrect = game.settings.pointsPerCorrect ?? 10;
  }
  return detail;
}

/** What a play gave, stored on the play row and answered to the browser. */
export interface PlayOutcome {
  kind: GamePrize['kind'];
  prizeId: string;
  label: Localized;
  points: number;
  addonId?: number;
  /** Quiz: right answers out of the questions, and the right option of each (shown after the try). */
  correct?: number;
  total?: number;
  answers?: Record<string, { given: number; correctOption: number }>;
}
type Localized = Record<Locale, string>;

const NO_PRIZE: Localized = { ar: 'لا جائزة هذه المرة', en: 'No prize this time', ku: 'ئەمجارە خەڵات نییە' };

/** Weighted draw with the server's random numbers (the browser only shows the result). */
export function drawPrize(prizes: GamePrize[], pick: (max: number) => number = randomInt): GamePrize | null {
  const weighted = prizes.filter((p) => p.odds > 0);
  const total = weighted.reduce((sum, p) => sum + p.odds, 0);
  if (total <= 0) return null;
  let n = pick(total);
  for (const prize of weighted) {
    if (n < prize.odds) return prize;
    n -= prize.odds;
  }
  return null;
}

export interface PlayResult {
  playId: number;
  day: string;
  outcome: PlayOutcome;
  label: string;
  balance: number;
  /** An add-on prize the core could not start now: it starts within minutes (job `finish-game-prizes`). */
  pending: boolean;
}

/** Subscribes the add-on of a play (idempotent by reference in the core: a retry never gives two). */
async function applyAddon(msisdn: string, playId: number, addonId: number, now: Date): Promise<boolean> {
  await grantRewardAddon({ msisdn, addonId, reference: `game:${playId}` });
  const marked = await (await getDb())
    .update(gamePlays)
    .set({ appliedAt: now })
    .where(and(eq(gamePlays.id, playId), isNull(gamePlays.appliedAt)))
    .returning({ id: gamePlays.id });
  return marked.length > 0;
}

/** How long a play's own request has to start its add-on before the job does. */
const ADDON_GRACE_MS = 60_000;

/**
 * Job: starts the add-on prizes whose request could not (the core was down or the server stopped).
 * The core subscribes once per reference (`game:<playId>`), so two servers running this at once, or a
 * request finishing late, still give one add-on; the conditional UPDATE counts it once.
 */
export async function finishGamePrizes(now: Date): Promise<number> {
  const pending = await (await getDb())
    .select()
    .from(gamePlays)
    .where(and(isNull(gamePlays.appliedAt), lt(gamePlays.createdAt, new Date(now.getTime() - ADDON_GRACE_MS))))
    .orderBy(asc(gamePlays.id))
    .limit(100);
  let finished = 0;
  for (const play of pending) {
    const addonId = play.outcome.addonId;
    try {
      if (typeof addonId === 'number' ? await applyAddon(play.msisdn, play.id, addonId, now) : await markDone(play.id, now)) finished += 1;
    } catch (error) {
      // The core is down: the next run tries again.
      logger.warn({ err: error, play: play.id }, 'game prize not finished');
    }
  }
  return finished;
}

async function markDone(playId: number, now: Date): Promise<boolean> {
  const marked = await (await getDb()).update(gamePlays).set({ appliedAt: now }).where(and(eq(gamePlays.id, playId), isNull(gamePlays.appliedAt))).returning({ id: gamePlays.id });
  return marked.length > 0;
}

/**
 * POST /api/v1/games/{id}/play: shake-to-win draws, the quiz scores `answers`. One play per game, line
 * and Baghdad day (409 for a second); the prize budget of the day is taken with a conditional UPDATE so
 * parallel plays never exceed it.
 */
export async function playGame(
  id: string,
  msisdn: string,
  input: { answers?: number[] },
  lang: Locale,
  now: Date = new Date(),
  pick: (max: number) => number = randomInt,
): Promise<PlayResult> {
  const game = await loadGame(id);
  if (game.type === 'check-in') throw new ApiError(400, 'games.errors.useCheckIn');
  if (!isOpen(game, now)) throw new ApiError(409, 'games.errors.closed');
  const day = baghdadDay(now);
  const questions = game.type === 'quiz' ? quizOfDay(game, day) : [];
  if (game.type === 'quiz') {
    const answers = input.answers;
    if (!answers || answers.length !== questions.length || answers.some((a, i) => !Number.isInteger(a) || a < 0 || a >= (questions[i]?.options.en.length ?? 0))) {
      throw new ApiError(400, 'games.errors.answerAll', { errors: { answers: 'games.errors.answerAll' } });
    }
  }
  const db = await getDb();
  const played = await db.transaction(async (tx) => {
    const [play] = await tx
      .insert(gamePlays)
      .values({ gameId: game.id, msisdn, baghdadDay: day, outcome: {}, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: gamePlays.id });
    if (!play) return null;
    let outcome: PlayOutcome;
    if (game.type === 'quiz') {
      const answers = input.answers!;
      const results = Object.fromEntries(questions.map((q, i) => [q.id, { given: answers[i]!, correctOption: q.answer }]));
      const correct = questions.filter((q, i) => q.answer === answers[i]).length;
      const points = correct * (game.settings.pointsPerCorrect ?? 10);
      const label: Localized = { ar: `${correct} من ${questions.length}`, en: `${correct} of ${questions.length}`, ku: `${correct} لە ${questions.length}` };
      outcome = { kind: points > 0 ? 'points' : 'none', prizeId: 'quiz', label, points, correct, total: questions.length, answers: results };
    } else {
      let prize = drawPrize(game.settings.prizes ?? [], pick);
      if (prize && prize.kind !== 'none') {
        // The day's row first, then a conditional take: under parallel plays at most `budget` succeed.
        const budget = game.settings.dailyPrizeBudget ?? 0;
        await tx.insert(gamePrizeBudget).values({ gameId: game.id, baghdadDay: day, given: 0 }).onConflictDoNothing();
        const taken = await tx
          .update(gamePrizeBudget)
          .set({ given: sql`${gamePrizeBudget.given} + 1` })
          .where(and(eq(gamePrizeBudget.gameId, game.id), eq(gamePrizeBudget.baghdadDay, day), sql`${gamePrizeBudget.given} < ${budget}`))
          .returning({ given: gamePrizeBudget.given });
        if (taken.length === 0) prize = null;
      }
      outcome =
        prize && prize.kind !== 'none'
          ? { kind: prize.kind, prizeId: prize.id, label: prize.label, points: prize.kind === 'points' ? (prize.points ?? 0) : 0, ...(prize.addonId ? { addonId: prize.addonId } : {}) }
          : { kind: 'none', prizeId: prize?.id ?? 'none', label: prize?.label ?? NO_PRIZE, points: 0 };
    }
    // Points are applied with the play (same transaction); an add-on once the core has started it.
    await tx
      .update(gamePlays)
      .set({ outcome: { ...outcome }, points: outcome.points, appliedAt: outcome.kind === 'addon' ? null : now })
      .where(eq(gamePlays.id, play.id));
    if (outcome.points > 0) {
      await awardPoints(tx, { msisdn, points: outcome.points, reason: game.type === 'quiz' ? 'quiz' : 'shake-to-win', reference: `game:${play.id}`, now });
    }
    return { playId: play.id, outcome };
  });
  if (!played) {
    // Already played today; an add-on whose subscription failed last time is applied now (same reference).
    const [previous] = await db
      .select()
      .from(gamePlays)
      .where(and(eq(gamePlays.gameId, game.id), eq(gamePlays.msisdn, msisdn), eq(gamePlays.baghdadDay, day)));
    const addonId = previous?.outcome.addonId;
    if (previous && !previous.appliedAt && typeof addonId === 'number') {
      await applyAddon(msisdn, previous.id, addonId, now).catch((error: unknown) => logger.warn({ err: error }, 'game add-on retry failed'));
    }
    throw new ApiError(409, 'games.errors.playedToday', { data: { nextPlay: startOfBaghdadDayOf(addDays(day, 1)).toISOString() } });
  }
  let pending = false;
  if (played.outcome.kind === 'addon' && played.outcome.addonId) {
    try {
      await applyAddon(msisdn, played.playId, played.outcome.addonId, now);
    } catch (error) {
      // The prize is won and kept: the job starts it when the core answers again.
      logger.warn({ err: error, play: played.playId }, 'game add-on deferred');
      pending = true;
    }
  }
  return { playId: played.playId, day, outcome: played.outcome, label: played.outcome.label[lang], balance: await pointsBalance(msisdn, now), pending };
}


/** The first day (yyyy-mm-dd) of the Baghdad week of `day`: weeks start on Saturday in Iraq. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 1) % 7));
}

/** GET /api/v1/games/leaderboard: top 20 by points from games and check-ins; numbers masked. */
export async function leaderboard(
  period: 'week' | 'all',
  msisdn: string | null,
  now: Date = new Date(),
): Promise<{ period: 'week' | 'all'; since: string | null; entries: LeaderboardEntry[]; you: { rank: number | null; points: number } | null }> {
  const db = await getDb();
  const since = period === 'week' ? startOfBaghdadDayOf(weekStart(baghdadDay(now))) : null;
  const where = and(
    eq(pointsEntries.kind, 'earn'),
    inArray(pointsEntries.reason, [...GAME_REASONS]),
    since ? gte(pointsEntries.earnedAt, since) : undefined,
    lte(pointsEntries.earnedAt, now),
  );
  const totals = db
    .select({ msisdn: pointsEntries.msisdn, points: sql<number>`sum(${pointsEntries.points})::int`.as('points') })
    .from(pointsEntries)
    .where(where)
    .groupBy(pointsEntries.msisdn)
    .as('totals');
  const ranked = db
    .select({ msisdn: totals.msisdn, points: totals.points, rank: sql<number>`rank() over (order by ${totals.points} desc)::int`.as('rank') })
    .from(totals)
    .as('ranked');
  const top = await db.select().from(ranked).orderBy(asc(ranked.rank), asc(ranked.msisdn)).limit(20);
  let you: { rank: number | null; points: number } | null = null;
  if (msisdn) {
    const [mine] = await db.select().from(ranked).where(eq(ranked.msisdn, msisdn));
    you = mine ? { rank: Number(mine.rank), points: Number(mine.points) } : { rank: null, points: 0 };
  }
  return {
    period,
    since: since?.toISOString() ?? null,
    entries: top.map((r) => ({ rank: Number(r.rank), number: maskMsisdn(r.msisdn), points: Number(r.points), you: r.msisdn === msisdn })),
    you,
  };
}

/** Everything an editor edits about a game (/editor/games). */
export type EditorGame = Pick<GameRow, 'id' | 'type' | 'titles' | 'descriptions' | 'rules' | 'image' | 'active' | 'settings'> & {
  startsAt: string | null;
  endsAt: string | null;
};

const toEditor = (g: GameRow): EditorGame => ({
  id: g.id,
  type: g.type,
  titles: g.titles,
  descriptions: g.descriptions,
  rules: g.rules,
  image: g.image,
  active: g.active,
  settings: g.settings,
  startsAt: g.startsAt?.toISOString() ?? null,
  endsAt: g.endsAt?.toISOString() ?? null,
});

export async function listGamesForEditor(): Promise<EditorGame[]> {
  const rows = await (await getDb()).select().from(games).orderBy(asc(games.sortOrder), asc(games.id));
  return rows.map(toEditor);
}

/** Saves an existing game's texts, image, period, prizes and odds, budget and questions (its id and type stay). */
export async function saveGameForEditor(
  input: Omit<EditorGame, 'type' | 'startsAt' | 'endsAt'> & { startsAt: Date | null; endsAt: Date | null },
): Promise<EditorGame | null> {
  const [saved] = await (await getDb())
    .update(games)
    .set({
      titles: input.titles,
      descriptions: input.descriptions,
      rules: input.rules,
      image: input.image,
      active: input.active,
      settings: input.settings,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      updatedAt: new Date(),
    })
    .where(eq(games.id, input.id))
    .returning();
  return saved ? toEditor(saved) : null;
}
