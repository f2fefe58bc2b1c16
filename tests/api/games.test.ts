/**
 * Games (issue 14 parts 2 and 3), on PGlite and PostgreSQL: one play per game and Baghdad day by the
 * server's clock, the daily prize budget under parallel plays, a retried Idempotency-Key applies the
 * outcome once, the quiz is scored by the server and its answers never leave it before a try, the
 * leaderboard masks numbers and counts this week or all time, anonymous visitors cannot play.
 */
import { and, eq } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDb } from '@/lib/server/db';
import { gamePlays, games, pointsEntries, subscriptions, type GameSettings } from '@/lib/server/db/schema';
import { finishGamePrizes, questionsOfDay, leaderboard, playGame } from '@/lib/server/services/games';
import { setCoreFaultsForTests } from '@/lib/server/core';
import { awardPoints, pointsBalance } from '@/lib/server/services/rewards';
import { baghdadDay } from '@/lib/baghdad-day';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import { freshLine, signInAs } from '@/lib/server/testing/operator';
import listRoute from '@/pages/api/v1/games/index';
import detailRoute from '@/pages/api/v1/games/[id]/index';
import playRoute from '@/pages/api/v1/games/[id]/play';
import leaderboardRoute from '@/pages/api/v1/games/leaderboard';
import editorGames from '@/pages/api/editor/games';
import editorSession from '@/pages/api/editor/session';

let gamesMade = 0;
/** A shake-to-win game of the test's own (so budgets and plays of other tests never mix). */
async function shakeGame(settings: GameSettings): Promise<string> {
  gamesMade += 1;
  const id = `test-shake-${gamesMade}-${Date.now()}`;
  const text = { ar: 'هز', en: 'Shake', ku: 'ڕاوەشاندن' };
  await (await getDb()).insert(games).values({ id, type: 'shake-to-win', titles: text, descriptions: text, rules: text, settings });
  return id;
}

const points10 = { id: 'p10', kind: 'points' as const, points: 10, odds: 1, label: { ar: '10 نقاط', en: '10 points', ku: '10 خاڵ' } };
const play = (id: string, headers: Record<string, string>, body: unknown = {}, key?: string) =>
  callApi(playRoute, { method: 'POST', url: `/x?id=${id}&lang=en`, body, headers: key ? { ...headers, 'Idempotency-Key': key } : headers });
const playsOf = async (gameId: string, msisdn: string) =>
  (await getDb()).select().from(gamePlays).where(and(eq(gamePlays.gameId, gameId), eq(gamePlays.msisdn, msisdn)));

describeWithDatabase('games', () => {
  beforeEach(() => resetRateLimits());

  it('lists the three games with prize labels but no odds; anonymous visitors are asked to sign in and cannot play', async () => {
    const list = await callApi(listRoute, { method: 'GET', url: '/x?lang=ar' });
    expect(list.status).toBe(200);
    const byId = Object.fromEntries((list.json.data.games as Array<{ id: string; type: string; canPlay: boolean; reason: string; title: string }>).map((g) => [g.id, g]));
    expect(byId['shake-to-win']).toMatchObject({ type: 'shake-to-win', canPlay: false, reason: 'signIn', title: 'هزّ واربح' });
    expect(byId['daily-check-in']).toMatchObject({ type: 'check-in' });
    expect(byId['daily-quiz']).toMatchObject({ type: 'quiz' });
    expect(JSON.stringify(list.json)).not.toMatch(/odds/);

    const anonymous = await play('shake-to-win', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.success).toBe(false);
    expect((await callApi(detailRoute, { method: 'GET', url: '/x?id=nothing&lang=en' })).status).toBe(404);
  });

  it('one play per Baghdad day: a second at 20:59 UTC is refused, the next at 21:00 UTC (Baghdad midnight) is a new day', async () => {
    const gameId = await shakeGame({ dailyPrizeBudget: 100, prizes: [points10] });
    const msisdn = await freshLine();
    const first = await playGame(gameId, msisdn, {}, 'en', new Date('2026-03-10T20:58:00Z'));
    expect(first).toMatchObject({ day: '2026-03-10', outcome: { kind: 'points', points: 10 }, balance: 10 });
    await expect(playGame(gameId, msisdn, {}, 'en', new Date('2026-03-10T20:59:59Z'))).rejects.toMatchObject({ status: 409, messageKey: 'games.errors.playedToday' });
    const next = await playGame(gameId, msisdn, {}, 'en', new Date('2026-03-10T21:00:00Z'));
    expect(next.day).toBe('2026-03-11');
    expect(await playsOf(gameId, msisdn)).toHaveLength(2);

    // Through the API, the second play of the day is a translated 409.
    const headers = await signInAs(msisdn);
    const today = await play(gameId, headers);
    expect(today.status).toBe(200);
    const again = await callApi(playRoute, { method: 'POST', url: `/x?id=${gameId}&lang=ar`, body: {}, headers });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('لقد لعبت اليوم بالفعل. عد غداً.');
    const listed = await callApi(listRoute, { method: 'GET', url: '/x?lang=en', headers });
    expect((listed.json.data.games as Array<{ id: string; canPlay: boolean; reason: string }>).find((g) => g.id === gameId)).toMatchObject({ canPlay: false, reason: 'playedToday' });
  });

  itRace('the daily prize budget holds under 50 parallel plays: 5 prizes, the rest "no prize"', async () => {
    const gameId = await shakeGame({ dailyPrizeBudget: 5, prizes: [points10] });
    const players: Array<{ msisdn: string; headers: Record<string, string> }> = [];
    for (let i = 0; i < 50; i += 1) {
      const msisdn = await freshLine();
      players.push({ msisdn, headers: await signInAs(msisdn) });
    }
    const replies = await Promise.all(players.map((p) => play(gameId, p.headers)));
    for (const reply of replies) expect(reply.status).toBe(200);
    const kinds = replies.map((r) => r.json.data.outcome.kind as string);
    expect(kinds.filter((k) => k === 'points')).toHaveLength(5);
    expect(kinds.filter((k) => k === 'none')).toHaveLength(45);
    const awarded = await (await getDb()).select().from(pointsEntries).where(eq(pointsEntries.reason, 'shake-to-win'));
    expect(awarded.filter((row) => players.some((p) => p.msisdn === row.msisdn))).toHaveLength(5);
  });

  it('a retried Idempotency-Key replays the first outcome: points and an add-on are applied once', async () => {
    const pointsGame = await shakeGame({ dailyPrizeBudget: 10, prizes: [points10] });
    const msisdn = await freshLine();
    const headers = await signInAs(msisdn);
    const [a, b] = await Promise.all([play(pointsGame, headers, {}, 'key-1'), play(pointsGame, headers, {}, 'key-1')]);
    const c = await play(pointsGame, headers, {}, 'key-1');
    for (const reply of [a, b, c]) expect(reply.json.data.playId).toBe(a.json.data.playId);
    expect(await pointsBalance(msisdn)).toBe(10);

    const addonGame = await shakeGame({ dailyPrizeBudget: 10, prizes: [{ id: 'gb', kind: 'addon', addonId: 801, odds: 1, label: { ar: '1 جيجا', en: '1 GB', ku: '1 گێگا' } }] });
    const first = await play(addonGame, headers, {}, 'key-2');
    expect(first.json.data.outcome).toMatchObject({ kind: 'addon', addonId: 801 });
    expect(first.json.message).toBe('You won: 1 GB!');
    await play(addonGame, headers, {}, 'key-2');
    await play(addonGame, headers, {}, 'key-3'); // a new key the same day: 409, nothing more
    const subs = await (await getDb()).select().from(subscriptions).where(and(eq(subscriptions.msisdn, msisdn), eq(subscriptions.addonId, 801)));
    expect(subs).toHaveLength(1);
  });

  it('an add-on prize the core cannot start now is kept: the job starts it once, also when two servers run it', async () => {
    const addonGame = await shakeGame({ dailyPrizeBudget: 10, prizes: [{ id: 'gb', kind: 'addon', addonId: 801, odds: 1, label: { ar: '1 جيجا', en: '1 GB', ku: '1 گێگا' } }] });
    const msisdn = await freshLine();
    const headers = await signInAs(msisdn);
    setCoreFaultsForTests({ errorRate: 1, timeoutRate: 0, lostAnswerRate: 0, timeoutMs: 20, methods: ['subscribe'] });
    try {
      const won = await play(addonGame, headers, {}, 'down-1');
      expect(won.status).toBe(200);
      expect(won.json.data).toMatchObject({ pending: true, outcome: { kind: 'addon' } });
      expect(won.json.message).toBe('You won: 1 GB! It starts on your line within a few minutes.');
    } finally {
      setCoreFaultsForTests(undefined);
    }
    const subs = () => getDb().then((db) => db.select().from(subscriptions).where(and(eq(subscriptions.msisdn, msisdn), eq(subscriptions.addonId, 801))));
    expect(await subs()).toHaveLength(0);
    const later = new Date(Date.now() + 5 * 60_000);
    const runs = await Promise.all([finishGamePrizes(later), finishGamePrizes(later)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await subs()).toHaveLength(1);
    expect(await finishGamePrizes(later)).toBe(0);
    const [row] = await playsOf(addonGame, msisdn);
    expect(row!.appliedAt).not.toBeNull();
  });

  it('the quiz shows five questions without answers, scores the answers on the server and pays points per right answer', async () => {
    const msisdn = await freshLine();
    const headers = await signInAs(msisdn);
    const detail = await callApi(detailRoute, { method: 'GET', url: '/x?id=daily-quiz&lang=ku', headers });
    expect(detail.status).toBe(200);
    const questions = detail.json.data.questions as Array<{ id: string; text: string; options: string[] }>;
    expect(questions).toHaveLength(5);
    expect(JSON.stringify(detail.json)).not.toMatch(/"answer"/);
    expect(detail.json.data.canPlay).toBe(true);

    const [game] = await (await getDb()).select().from(games).where(eq(games.id, 'daily-quiz'));
    const today = questionsOfDay(game!.settings.questions!, baghdadDay(new Date()), 5);
    expect(today.map((q) => q.id)).toEqual(questions.map((q) => q.id));
    // Three right, two wrong.
    const answers = today.map((q, i) => (i < 3 ? q.answer : (q.answer + 1) % q.options.en.length));

    const incomplete = await play('daily-quiz', headers, { answers: answers.slice(0, 2) });
    expect(incomplete.status).toBe(400);
    const scored = await callApi(playRoute, { method: 'POST', url: '/x?id=daily-quiz&lang=ku', body: { answers }, headers });
    expect(scored.status).toBe(200);
    expect(scored.json.data.outcome).toMatchObject({ correct: 3, total: 5, points: 30 });
    expect(scored.json.message).toBe('3 لە 5 وەڵامت ڕاست بوو و 30 خاڵت بردەوە.');
    expect(await pointsBalance(msisdn)).toBe(30);
    expect((await play('daily-quiz', headers, { answers })).status).toBe(409);
  });

  it('the leaderboard ranks points from games and check-ins, this week or all time, with masked numbers and your own rank', async () => {
    const db = await getDb();
    const now = new Date('2030-01-15T10:00:00Z'); // a Tuesday; the week started on Saturday the 12th (Baghdad)
    const weekly = await freshLine();
    const old = await freshLine();
    await awardPoints(db, { msisdn: weekly, points: 90_000, reason: 'quiz', reference: `lb:${weekly}:1`, now: new Date('2030-01-12T08:00:00Z') });
    await awardPoints(db, { msisdn: old, points: 95_000, reason: 'shake-to-win', reference: `lb:${old}:1`, now: new Date('2030-01-11T20:00:00Z') });
    // Points bought with money are not game points.
    await awardPoints(db, { msisdn: weekly, points: 500_000, reason: 'addon', reference: `lb:${weekly}:2`, now });

    const week = await leaderboard('week', weekly, now);
    expect(week.entries[0]).toMatchObject({ rank: 1, points: 90_000, you: true, number: `${weekly.slice(0, 4)}•••${weekly.slice(-4)}` });
    expect(week.entries.some((e) => e.points === 95_000)).toBe(false);
    expect(week.you).toEqual({ rank: 1, points: 90_000 });
    const all = await leaderboard('all', weekly, now);
    expect(all.entries.slice(0, 2).map((e) => e.points)).toEqual([95_000, 90_000]);
    expect(all.you?.rank).toBe(2);

    const reply = await callApi(leaderboardRoute, { method: 'GET', url: '/x?period=all&lang=en', headers: await signInAs(weekly) });
    expect(reply.status).toBe(200);
    expect(JSON.stringify(reply.json)).not.toContain(weekly);
    expect(reply.json.data.entries.length).toBeLessThanOrEqual(20);
    for (const entry of reply.json.data.entries as Array<{ number: string }>) expect(entry.number).toMatch(/^07\d\d•••\d{4}$/);
    expect((await callApi(leaderboardRoute, { method: 'GET', url: '/x?period=year&lang=en' })).status).toBe(400);
  });

  it('editors change a game\'s texts, prizes and odds and budget; visitors see the change, nobody else may save', async () => {
    const gameId = await shakeGame({ dailyPrizeBudget: 1, prizes: [points10] });
    const game = { id: gameId, titles: { ar: 'هز الجديدة', en: 'New shake', ku: 'ڕاوەشاندنی نوێ' }, descriptions: { ar: 'و', en: 'D', ku: 'و' }, rules: { ar: 'ق', en: 'R', ku: 'ی' }, image: null, active: true, startsAt: null, endsAt: null };
    const settings = { dailyPrizeBudget: 3, prizes: [{ ...points10, points: 25, odds: 7 }] };
    expect((await callApi(editorGames, { method: 'PUT', url: '/x?lang=en', body: { ...game, settings } })).status).toBe(401);
    const signIn = await callApi(editorSession, { method: 'POST', url: '/x?lang=en', body: { email: 'editor@example.com', password: 'Editor#2026pass' } });
    const Cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
    const badPrize = await callApi(editorGames, { method: 'PUT', url: '/x?lang=en', headers: { Cookie }, body: { ...game, settings: { prizes: [{ ...points10, kind: 'addon' }] } } });
    expect(badPrize.status).toBe(400);
    const saved = await callApi(editorGames, { method: 'PUT', url: '/x?lang=en', headers: { Cookie }, body: { ...game, settings } });
    expect(saved.status).toBe(200);
    const listed = await callApi(listRoute, { method: 'GET', url: '/x?lang=en' });
    const shown = (listed.json.data.games as Array<{ id: string; title: string; prizes: unknown[] }>).find((g) => g.id === gameId);
    expect(shown).toMatchObject({ title: 'New shake', prizes: [{ id: 'p10', kind: 'points', label: '10 points' }] });
    const msisdn = await freshLine();
    expect((await playGame(gameId, msisdn, {}, 'en')).outcome.points).toBe(25);
  });
});
