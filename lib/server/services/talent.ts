/**
 * Talent programme voting (issue 14, part 5). One vote per verified number per round: a signed-in
 * subscriber votes with their own number; anyone else first proves the number with an SMS code
 * (purpose 'talent-vote', bound to the round; the one-time-code rules of ./otp.ts). Against ballot
 * stuffing, a round takes at most VOTES_PER_DEVICE numbers from one voting device (an httpOnly cookie)
 * and VOTES_PER_IP from one IP address, counted in the database (talent_vote_limits) so that every
 * server sees the same counts. Results stay hidden until the round is closed by the job at its
 * closing time, which freezes each contestant's count.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import { youTubeEmbedUrl } from '@/lib/youtube';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/locales';
import {
  roundTakesVotes,
  PROGRAMME_BASES,
  talentWinnerPath,
  VOTES_PER_DEVICE,
  VOTES_PER_IP,
  type TalentContestantData,
  type TalentContestantsData,
  type TalentResult,
  type TalentRoundData,
  type TalentVoted,
} from '@/lib/talent';
import { ApiError, notFound } from '../api/errors';
import { getDb } from '../db';
import { talentContestants, talentRounds, talentVoteLimits, talentVotes, type Localized } from '../db/schema';
import { serverEnv } from '../env';
import type { ServerTranslator } from '../i18n';
import { codeFailure, sendCode } from './accounts/codes';
import { CODE_TTL_MINUTES, verifyCode } from './otp';
import type { Subscriber } from './subscriber-sessions';

export const TALENT_VOTE_PURPOSE = 'talent-vote';
/** The voting-device cookie: random, httpOnly; only its HMAC is stored. */
export const TALENT_DEVICE_COOKIE = 'talent_device';
export const TALENT_DEVICE_DAYS = 365;

type RoundRow = typeof talentRounds.$inferSelect;
type ContestantRow = typeof talentContestants.$inferSelect;

const keyed = (purpose: string, value: string) => createHmac('sha256', serverEnv().APP_SECRET).update(`talent-${purpose}\n${value}`).digest('hex');

export const newDeviceToken = () => randomBytes(24).toString('base64url');
/** A device cookie we issued looks like this; anything else gets a new one. */
export const isDeviceToken = (value: string | undefined): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{32}$/.test(value);

function roundData(row: RoundRow, lang: Locale): TalentRoundData {
  return {
    id: row.id,
    title: row.titles[lang],
    year: row.year,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    status: row.status,
  };
}

function contestantData(row: ContestantRow, lang: Locale): TalentContestantData {
  return { id: row.id, name: row.names[lang], bio: row.bios[lang], photoUrl: row.photoUrl, videoUrl: row.videoUrl };
}

/** Ranks by votes, most first; ties share a rank (1, 2, 2, 4). */
export function rankResults(counts: Array<{ contestantId: number; votes: number }>): TalentResult[] {
  const sorted = [...counts].sort((a, b) => b.votes - a.votes || a.contestantId - b.contestantId);
  return sorted.map((entry) => ({ ...entry, rank: 1 + sorted.filter((other) => other.votes > entry.votes).length }));
}

async function view(round: RoundRow, lang: Locale): Promise<TalentContestantsData> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(talentContestants)
    .where(eq(talentContestants.roundId, round.id))
    .orderBy(asc(talentContestants.sortOrder), asc(talentContestants.id));
  // Only the closing job's frozen counts are ever shown: nothing is counted while the round is open.
  const results = round.status === 'closed' ? rankResults(rows.map((r) => ({ contestantId: r.id, votes: r.finalVotes ?? 0 }))) : null;
  return { round: roundData(round, lang), contestants: rows.map((r) => contestantData(r, lang)), results };
}

/** The current round: the one that opened last (or opens next, when none has opened yet). */
async function currentRoundRow(now: Date): Promise<RoundRow | undefined> {
  const db = await getDb();
  const [opened] = await db.select().from(talentRounds).where(lte(talentRounds.opensAt, now)).orderBy(desc(talentRounds.opensAt), desc(talentRounds.id)).limit(1);
  if (opened) return opened;
  const [next] = await db.select().from(talentRounds).orderBy(asc(talentRounds.opensAt)).limit(1);
  return next;
}

/** GET /api/v1/talent/contestants: the current round, its contestants, and its results once closed. */
export async function currentContestants(lang: Locale, now = new Date()): Promise<TalentContestantsData> {
  const round = await currentRoundRow(now);
  if (!round) throw new ApiError(404, 'talent.api.noRound');
  return view(round, lang);
}

/** The closed round of a season (the talent-winner-{year} page), or null. */
export async function closedRoundOfYear(year: number, lang: Locale): Promise<TalentContestantsData | null> {
  const db = await getDb();
  const [round] = await db
    .select()
    .from(talentRounds)
    .where(and(eq(talentRounds.year, year), eq(talentRounds.status, 'closed')))
    .orderBy(desc(talentRounds.closesAt))
    .limit(1);
  return round ? view(round, lang) : null;
}

// Voting -----------------------------------------------------------------------------------------------

export interface VoteRequest {
  lang: Locale;
  t: ServerTranslator;
  deviceId: string | null;
  ip: string;
}

/** The round that takes votes now, or a 409 (closed, or not open yet) / 404 (none). */
async function votableRound(now: Date): Promise<RoundRow> {
  const round = await currentRoundRow(now);
  if (!round) throw new ApiError(404, 'talent.api.noRound');
  assertTakesVotes(round, now);
  return round;
}

function assertTakesVotes(round: RoundRow, now: Date): void {
  const data = { status: round.status, opensAt: round.opensAt.toISOString(), closesAt: round.closesAt.toISOString() };
  if (!roundTakesVotes(data, now.getTime())) {
    const notYet = round.opensAt > now && round.status === 'open';
    throw new ApiError(409, notYet ? 'talent.api.notOpenYet' : 'talent.api.roundClosed', { data: { reason: notYet ? 'not-open-yet' : 'closed' } });
  }
}

/** POST /api/v1/talent/vote/code: an SMS code that lets this number vote once in the current round. */
export async function sendVoteCode(msisdn: string, req: VoteRequest, now = new Date()): Promise<{ resendAfter: number; length: number }> {
  const round = await votableRound(now);
  // A number that already voted in this round is told so before any SMS is sent: a code could not
  // make a second vote count anyway (the unique index on round and number decides, also in parallel).
  await assertNotVoted(round.id, msisdn);
  return sendCode({
    purpose: TALENT_VOTE_PURPOSE,
    subject: msisdn,
    binding: { round: round.id },
    deliver: { sms: (code) => req.t('talent.sms.code', { code, brand: brand.name[req.lang], minutes: CODE_TTL_MINUTES }) },
    deviceId: req.deviceId,
    ip: req.ip,
  });
}

const alreadyVoted = () => new ApiError(409, 'talent.api.alreadyVoted', { data: { reason: 'already-voted' } });

async function assertNotVoted(roundId: number, msisdn: string): Promise<void> {
  const db = await getDb();
  const [vote] = await db
    .select({ id: talentVotes.id })
    .from(talentVotes)
    .where(and(eq(talentVotes.roundId, roundId), eq(talentVotes.msisdn, msisdn)))
    .limit(1);
  if (vote) throw alreadyVoted();
}

export interface CastVote {
  contestantId: number;
  /** The signed-in subscriber (votes with their own number), or null for a visitor with a code. */
  subscriber: Subscriber | null;
  msisdn?: string;
  code?: string;
  /** The voting-device cookie's value and the client IP: only their HMACs are stored. */
  deviceToken: string;
  ip: string;
}

/**
 * POST /api/v1/talent/vote. The code (for a visitor) is used up before the vote is written; the vote,
 * the device count and the IP count are one transaction, so a refused limit leaves no vote and a
 * second vote of the number (the unique index decides, also for parallel requests) counts nothing.
 */
export async function castVote(input: CastVote, now = new Date()): Promise<TalentVoted> {
  const db = await getDb();
  const [found] = await db
    .select({ contestant: talentContestants, round: talentRounds })
    .from(talentContestants)
    .innerJoin(talentRounds, eq(talentRounds.id, talentContestants.roundId))
    .where(eq(talentContestants.id, input.contestantId));
  if (!found) throw new ApiError(404, 'talent.api.noContestant', { errors: { contestantId: 'talent.api.noContestant' } });
  const round = found.round;
  assertTakesVotes(round, now);

  let msisdn: string;
  if (input.subscriber) {
    msisdn = input.subscriber.msisdn;
  } else {
    if (!input.msisdn || !input.code) {
      const errors: Record<string, string> = {};
      if (!input.msisdn) errors.msisdn = 'validation.phoneRequired';
      if (!input.code) errors.code = 'validation.required';
      throw new ApiError(400, 'talent.api.verifyFirst', { errors });
    }
    msisdn = input.msisdn;
    const result = await verifyCode({ purpose: TALENT_VOTE_PURPOSE, subject: msisdn, code: input.code, binding: { round: round.id } });
    if (!result.ok) throw codeFailure(result, 'code');
  }

  const deviceHash = keyed('device', input.deviceToken);
  const ipHash = keyed('ip', input.ip);
  await db.transaction(async (tx) => {
    const [vote] = await tx
      .insert(talentVotes)
      .values({ roundId: round.id, contestantId: input.contestantId, msisdn, deviceHash, ipHash, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: talentVotes.id });
    if (!vote) throw alreadyVoted();
    // Always device first, then IP: parallel transactions lock the counters in the same order.
    for (const [kind, keyHash, limit] of [
      ['device', deviceHash, VOTES_PER_DEVICE],
      ['ip', ipHash, VOTES_PER_IP],
    ] as const) {
      await tx.insert(talentVoteLimits).values({ roundId: round.id, kind, keyHash, votes: 0 }).onConflictDoNothing();
      const [counted] = await tx
        .update(talentVoteLimits)
        .set({ votes: sql`${talentVoteLimits.votes} + 1` })
        .where(and(eq(talentVoteLimits.roundId, round.id), eq(talentVoteLimits.kind, kind), eq(talentVoteLimits.keyHash, keyHash), sql`${talentVoteLimits.votes} < ${limit}`))
        .returning({ votes: talentVoteLimits.votes });
      if (!counted) throw new ApiError(429, kind === 'device' ? 'talent.api.deviceLimit' : 'talent.api.ipLimit', { values: { limit } });
    }
  });
  return { contestantId: input.contestantId };
}

// The closing job --------------------------------------------------------------------------------------

/**
 * Closes the rounds whose closing time has passed and freezes their counts, in one transaction: the
 * conditional UPDATE claims each round once, so two servers running the job at once close it once.
 * `afterClose` gets the seasons (years) closed, once, after the commit (the job refreshes their pages).
 */
export async function closeDueTalentRounds(now: Date, afterClose?: (years: number[]) => Promise<void>): Promise<number> {
  const db = await getDb();
  const closed = await db.transaction(async (tx) => {
    const rounds = await tx
      .update(talentRounds)
      .set({ status: 'closed' })
      .where(and(eq(talentRounds.status, 'open'), lte(talentRounds.closesAt, now)))
      .returning({ id: talentRounds.id, year: talentRounds.year });
    for (const round of rounds) {
      await tx
        .update(talentContestants)
        .set({ finalVotes: sql`(select count(*) from ${talentVotes} where ${talentVotes.contestantId} = ${talentContestants.id})::int` })
        .where(eq(talentContestants.roundId, round.id));
    }
    return rounds;
  });
  if (closed.length && afterClose) await afterClose([...new Set(closed.map((r) => r.year))]);
  return closed.length;
}

/** The pages that show a season's results: the programme pages and the season's winners page, with their variants. */
export function talentResultPages(years: number[]): string[] {
  const bases = [...PROGRAMME_BASES, ...years.map(talentWinnerPath)];
  return bases.flatMap((base) => [base, `${base}/mobile-index`, `${base}/yooz-index`]);
}

// Editors ----------------------------------------------------------------------------------------------

export interface EditorContestant {
  id: number;
  names: Localized;
  bios: Localized;
  photoUrl: string;
  videoUrl: string | null;
  sortOrder: number;
}

export interface EditorRound {
  id: number;
  titles: Localized;
  year: number;
  opensAt: string;
  closesAt: string;
  status: 'open' | 'closed';
  /** Whether anyone has voted (not how many: no counts before the round closes, editors included). Contestants can be added or removed only before. */
  hasVotes: boolean;
  contestants: EditorContestant[];
}

/** The round editors work on: the latest by opening time. */
export async function editorRound(): Promise<EditorRound | null> {
  const db = await getDb();
  const [round] = await db.select().from(talentRounds).orderBy(desc(talentRounds.opensAt), desc(talentRounds.id)).limit(1);
  if (!round) return null;
  const [votes] = await db.select({ n: count() }).from(talentVotes).where(eq(talentVotes.roundId, round.id));
  const rows = await db.select().from(talentContestants).where(eq(talentContestants.roundId, round.id)).orderBy(asc(talentContestants.sortOrder), asc(talentContestants.id));
  return {
    id: round.id,
    titles: round.titles,
    year: round.year,
    opensAt: round.opensAt.toISOString(),
    closesAt: round.closesAt.toISOString(),
    status: round.status,
    hasVotes: votes.n > 0,
    contestants: rows.map((r) => ({ id: r.id, names: r.names, bios: r.bios, photoUrl: r.photoUrl, videoUrl: r.videoUrl, sortOrder: r.sortOrder })),
  };
}

/** The Video block's rule: a secure YouTube link becomes its privacy-enhanced embed address; '' is none. */
export function normalizeVideoUrl(url: string | null | undefined): string | null | false {
  if (!url || !url.trim()) return null;
  return youTubeEmbedUrl(url) ?? false;
}

export async function updateRound(id: number, input: { titles: Localized; opensAt: Date; closesAt: Date; year: number }): Promise<void> {
  if (input.closesAt <= input.opensAt) throw new ApiError(400, 'talent.api.datesOrder', { errors: { closesAt: 'talent.api.datesOrder' } });
  const db = await getDb();
  // A closed round keeps its results: its dates no longer change.
  const [row] = await db
    .update(talentRounds)
    .set(input)
    .where(and(eq(talentRounds.id, id), eq(talentRounds.status, 'open')))
    .returning({ id: talentRounds.id });
  if (!row) throw new ApiError(409, 'talent.api.roundClosed');
}

async function assertNoVotes(roundId: number): Promise<void> {
  const db = await getDb();
  const [votes] = await db.select({ n: count() }).from(talentVotes).where(eq(talentVotes.roundId, roundId));
  if (votes.n > 0) throw new ApiError(409, 'talent.api.hasVotes');
}

export interface ContestantInput {
  names: Localized;
  bios: Localized;
  photoUrl: string;
  videoUrl: string | null;
  sortOrder: number;
}

/** Adds a contestant (no votes in the round yet) or changes one (id given). */
export async function saveContestant(roundId: number, id: number | null, input: ContestantInput): Promise<EditorContestant> {
  const video = normalizeVideoUrl(input.videoUrl);
  if (video === false) throw new ApiError(400, 'talent.api.videoUrl', { errors: { videoUrl: 'talent.api.videoUrl' } });
  const db = await getDb();
  const values = { ...input, videoUrl: video };
  if (id === null) {
    await assertNoVotes(roundId);
    const [made] = await db.insert(talentContestants).values({ roundId, ...values }).returning();
    return { id: made.id, names: made.names, bios: made.bios, photoUrl: made.photoUrl, videoUrl: made.videoUrl, sortOrder: made.sortOrder };
  }
  const [row] = await db
    .update(talentContestants)
    .set(values)
    .where(and(eq(talentContestants.id, id), eq(talentContestants.roundId, roundId)))
    .returning();
  if (!row) throw notFound();
  return { id: row.id, names: row.names, bios: row.bios, photoUrl: row.photoUrl, videoUrl: row.videoUrl, sortOrder: row.sortOrder };
}

export async function deleteContestant(roundId: number, id: number): Promise<void> {
  await assertNoVotes(roundId);
  const db = await getDb();
  const [row] = await db
    .delete(talentContestants)
    .where(and(eq(talentContestants.id, id), eq(talentContestants.roundId, roundId)))
    .returning({ id: talentContestants.id });
  if (!row) throw notFound();
}
