/**
 * Talent programme voting (issue 14, part 5) through the API, on the real database: one vote per number
 * per round (also under parallel requests), the SMS code for visitors (wrong code refused, code used
 * once), the per-device and per-IP limits, a closed round refuses votes, and no counts at all until the
 * closing job has run. Each test votes in rounds and with numbers of its own.
 */
import { eq } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDb } from '@/lib/server/db';
import { otpCodes, talentContestants, talentRounds, talentVotes } from '@/lib/server/db/schema';
import { JOBS } from '@/lib/server/job-list';
import { closeDueTalentRounds, closedRoundOfYear, TALENT_VOTE_PURPOSE } from '@/lib/server/services/talent';
import { from, nextIp, trustProxyDuringSuite } from '@/lib/server/testing/accounts';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import { freshLine, lastCode, signInAs, wrongCode } from '@/lib/server/testing/operator';
import { VOTES_PER_DEVICE, VOTES_PER_IP } from '@/lib/talent';
import editorSession from '@/pages/api/editor/session';
import editorTalent from '@/pages/api/editor/talent';
import contestantsRoute from '@/pages/api/v1/talent/contestants';
import codeRoute from '@/pages/api/v1/talent/vote/code';
import voteRoute from '@/pages/api/v1/talent/vote/index';

const HOUR = 3_600_000;
let opened = 0;

/** A round of this test's own with three contestants; the newest opening time makes it the current round. */
async function makeRound(options: { closesIn?: number; status?: 'open' | 'closed' } = {}): Promise<{ roundId: number; contestants: number[]; closesAt: Date }> {
  const db = await getDb();
  opened += 1;
  const opensAt = new Date(Date.now() - 60_000 + opened * 10);
  const closesAt = new Date(Date.now() + (options.closesIn ?? HOUR));
  const [round] = await db
    .insert(talentRounds)
    .values({ titles: { ar: 'جولة', en: `Round ${opened}`, ku: 'خول' }, opensAt: closesAt < opensAt ? new Date(closesAt.getTime() - HOUR) : opensAt, closesAt, status: options.status ?? 'open', year: 2026 })
    .returning({ id: talentRounds.id });
  const rows = await db
    .insert(talentContestants)
    .values(
      [1, 2, 3].map((n) => ({
        roundId: round.id,
        names: { ar: `متسابق ${n}`, en: `Contestant ${n}`, ku: `بەشداربوو ${n}` },
        bios: { ar: 'نبذة', en: 'Bio', ku: 'کورتە' },
        photoUrl: '/images/hero-talent.svg',
        sortOrder: n,
      })),
    )
    .returning({ id: talentContestants.id });
  return { roundId: round.id, contestants: rows.map((r) => r.id), closesAt };
}

let devices = 0;
const newDevice = () => `talent_device=${`dev${String(devices++).padStart(6, '0')}`.padEnd(32, 'x')}`;

function vote(body: Record<string, unknown>, headers: Record<string, string> = {}, lang = 'en') {
  return callApi(voteRoute, { method: 'POST', url: `/x?lang=${lang}`, body, headers: { ...from(nextIp()), Cookie: newDevice(), ...headers } });
}
const askCode = (msisdn: string, ip = nextIp()) => callApi(codeRoute, { method: 'POST', url: '/x?lang=en', body: { msisdn }, headers: from(ip) });
const contestants = (lang = 'en') => callApi(contestantsRoute, { url: `/x?lang=${lang}` });

async function codesOf(msisdn: string): Promise<number> {
  const db = await getDb();
  return (await db.select().from(otpCodes).where(eq(otpCodes.subject, msisdn))).length;
}

async function votesOf(roundId: number): Promise<number> {
  const db = await getDb();
  return (await db.select().from(talentVotes).where(eq(talentVotes.roundId, roundId))).length;
}

describeWithDatabase('talent voting', () => {
  trustProxyDuringSuite();
  beforeEach(() => resetRateLimits());

  it('the seed has the closed 2026 vote with its ranked results and an open round of six contestants', async () => {
    const season = await closedRoundOfYear(2026, 'en');
    expect(season?.round.title).toBe('Nour Talent 2026: the public vote');
    expect(season?.results?.[0]).toMatchObject({ rank: 1, votes: 96_412 });
    expect(season?.contestants.find((c) => c.id === season.results?.[0].contestantId)?.name).toBe('Zainab Kareem');
    const seeded = (await contestants()).json.data;
    expect(seeded.round.status).toBe('open');
    expect(seeded.contestants).toHaveLength(6);
    expect(seeded.results).toBeNull();
    expect(await closedRoundOfYear(1999, 'en')).toBeNull();
  });

  it('lists the current round and its contestants in the asked language, with no counts while it is open', async () => {
    const { roundId, contestants: ids } = await makeRound();
    await vote({ contestantId: ids[0] }, await signInAs(await freshLine()));
    const reply = await contestants('ku');
    expect(reply.status).toBe(200);
    expect(reply.json.data.round).toMatchObject({ id: roundId, status: 'open', title: 'خول' });
    expect(reply.json.data.contestants.map((c: { name: string }) => c.name)).toEqual(['بەشداربوو 1', 'بەشداربوو 2', 'بەشداربوو 3']);
    expect(reply.json.data.results).toBeNull();
    // Not even a total: nothing in the answer counts votes.
    expect(JSON.stringify(reply.json)).not.toMatch(/votes|count|total/i);
  });

  it('a signed-in subscriber votes with their own number, once per round', async () => {
    const { roundId, contestants: ids } = await makeRound();
    const headers = await signInAs(await freshLine());
    const first = await vote({ contestantId: ids[1] }, headers);
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({ contestantId: ids[1] });
    const second = await vote({ contestantId: ids[2] }, headers, 'ar');
    expect(second.status).toBe(409);
    expect(second.json.message).toBe('لقد صوّتَّ مسبقاً في هذه الجولة.');
    const inEnglish = await vote({ contestantId: ids[2] }, headers);
    expect(inEnglish.json.message).toBe('You have already voted in this round.');
    expect(await votesOf(roundId)).toBe(1);
  });

  itRace('10 parallel votes of one number: exactly one counts, the others are 409', async () => {
    const { roundId, contestants: ids } = await makeRound();
    const headers = await signInAs(await freshLine());
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => vote({ contestantId: ids[i % 3] }, headers)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await votesOf(roundId)).toBe(1);
  });

  it('a visitor needs the SMS code of that number: none or a wrong one is refused, the right one works once', async () => {
    const { roundId, contestants: ids } = await makeRound();
    const msisdn = await freshLine();
    const without = await vote({ contestantId: ids[0], msisdn });
    expect(without.status).toBe(400);
    expect(without.json.data.errors.code).toBeTruthy();

    expect((await askCode(msisdn)).status).toBe(200);
    const code = await lastCode(msisdn, TALENT_VOTE_PURPOSE);
    const wrong = await vote({ contestantId: ids[0], msisdn, code: wrongCode(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.json.data.triesLeft).toBe(4);
    // The code is bound to the number it was sent to.
    const otherNumber = await vote({ contestantId: ids[0], msisdn: await freshLine(), code });
    expect(otherNumber.status).toBe(400);
    expect(await votesOf(roundId)).toBe(0);

    const right = await vote({ contestantId: ids[0], msisdn, code });
    expect(right.status).toBe(200);
    const again = await vote({ contestantId: ids[1], msisdn, code });
    expect(again.status).toBe(400); // used up
    expect(await votesOf(roundId)).toBe(1);

    // Asking for a new code for the same number says "already voted" at once, and sends nothing.
    resetRateLimits();
    await (await getDb()).delete(otpCodes).where(eq(otpCodes.subject, msisdn)); // past the resend delay
    const asked = await askCode(msisdn);
    expect(asked.status).toBe(409);
    expect(asked.json).toMatchObject({ success: false, message: 'You have already voted in this round.', data: { reason: 'already-voted' } });
    expect(await codesOf(msisdn)).toBe(0);
    expect(await votesOf(roundId)).toBe(1);
  });

  it('a second vote of a number is refused before a code is sent, in the page language; the code step is never reached', async () => {
    const { roundId, contestants: ids } = await makeRound();
    const msisdn = await freshLine();
    // Voted once signed in (the number's own session), then again as a visitor with that number.
    expect((await vote({ contestantId: ids[0] }, await signInAs(msisdn))).status).toBe(200);
    await (await getDb()).delete(otpCodes).where(eq(otpCodes.subject, msisdn));
    const reply = await callApi(codeRoute, { method: 'POST', url: '/x?lang=ar', body: { msisdn }, headers: from(nextIp()) });
    expect(reply.status).toBe(409);
    expect(reply.json).toMatchObject({ success: false, message: 'لقد صوّتَّ مسبقاً في هذه الجولة.', data: { reason: 'already-voted' } });
    expect(await codesOf(msisdn)).toBe(0);
    // Another number of the same round still gets its code.
    expect((await askCode(await freshLine())).status).toBe(200);
    expect(await votesOf(roundId)).toBe(1);
  });

  itRace('5 parallel code requests (the per-number limit) of a number that voted: all say "already voted", no code is sent', async () => {
    const { contestants: ids } = await makeRound();
    const msisdn = await freshLine();
    expect((await vote({ contestantId: ids[2] }, await signInAs(msisdn))).status).toBe(200);
    await (await getDb()).delete(otpCodes).where(eq(otpCodes.subject, msisdn));
    const replies = await Promise.all(Array.from({ length: 5 }, () => askCode(msisdn)));
    expect(replies.map((r) => r.status)).toEqual(Array(5).fill(409));
    expect(replies.every((r) => r.json.data?.reason === 'already-voted')).toBe(true);
    expect(await codesOf(msisdn)).toBe(0);
  });

  itRace('5 parallel votes with one right code: the code works once, one vote counts', async () => {
    const { roundId, contestants: ids } = await makeRound();
    const msisdn = await freshLine();
    expect((await askCode(msisdn)).status).toBe(200);
    const code = await lastCode(msisdn, TALENT_VOTE_PURPOSE);
    const replies = await Promise.all(ids.concat(ids.slice(0, 2)).map((contestantId) => vote({ contestantId, msisdn, code })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status !== 200).every((r) => r.status === 400 || r.status === 409)).toBe(true);
    expect(await votesOf(roundId)).toBe(1);
  });

  it(`one device votes with at most ${VOTES_PER_DEVICE} numbers in a round; a refused vote leaves nothing`, async () => {
    const { roundId, contestants: ids } = await makeRound();
    const device = newDevice();
    const statuses: number[] = [];
    for (let i = 0; i < VOTES_PER_DEVICE + 1; i += 1) {
      statuses.push((await vote({ contestantId: ids[0] }, { ...(await signInAs(await freshLine())), Cookie: device })).status);
    }
    expect(statuses).toEqual([...Array(VOTES_PER_DEVICE).fill(200), 429]);
    expect(await votesOf(roundId)).toBe(VOTES_PER_DEVICE);
    // The same device may vote again in another round.
    const other = await makeRound();
    expect((await vote({ contestantId: other.contestants[0] }, { ...(await signInAs(await freshLine())), Cookie: device })).status).toBe(200);
  });

  itRace(`parallel votes of ${VOTES_PER_DEVICE + 3} numbers from one device: exactly ${VOTES_PER_DEVICE} count`, async () => {
    const { roundId, contestants: ids } = await makeRound();
    const device = newDevice();
    const voters = await Promise.all(Array.from({ length: VOTES_PER_DEVICE + 3 }, async () => signInAs(await freshLine())));
    const replies = await Promise.all(voters.map((headers) => vote({ contestantId: ids[1] }, { ...headers, Cookie: device })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(VOTES_PER_DEVICE);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(3);
    expect(await votesOf(roundId)).toBe(VOTES_PER_DEVICE);
  });

  it(`one IP address votes with at most ${VOTES_PER_IP} numbers in a round, whatever the devices`, async () => {
    const { roundId, contestants: ids } = await makeRound();
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < VOTES_PER_IP + 1; i += 1) {
      statuses.push((await vote({ contestantId: ids[2] }, { ...(await signInAs(await freshLine())), ...from(ip) })).status);
    }
    expect(statuses).toEqual([...Array(VOTES_PER_IP).fill(200), 429]);
    expect(await votesOf(roundId)).toBe(VOTES_PER_IP);
  });

  it('a closed round refuses votes (409), also before the job has marked it closed', async () => {
    const closed = await makeRound({ closesIn: -HOUR, status: 'closed' });
    const headers = await signInAs(await freshLine());
    const reply = await vote({ contestantId: closed.contestants[0] }, headers);
    expect(reply.status).toBe(409);
    expect(reply.json.message).toBe('Voting in this round has closed.');
    const past = await makeRound({ closesIn: -1000 });
    expect((await vote({ contestantId: past.contestants[0] }, headers)).status).toBe(409);
    expect(await votesOf(closed.roundId)).toBe(0);
    expect(await votesOf(past.roundId)).toBe(0);
    expect((await vote({ contestantId: 2_000_000_000 }, headers)).status).toBe(404);
  });

  it('results stay hidden until the closing job has run at the closing time, then are ranked and frozen', async () => {
    const { roundId, contestants: ids, closesAt } = await makeRound();
    const picks = [ids[1], ids[1], ids[1], ids[0], ids[0], ids[2], ids[2]];
    for (const pick of picks) expect((await vote({ contestantId: pick }, await signInAs(await freshLine()))).status).toBe(200);

    expect((await contestants()).json.data.results).toBeNull();
    // Before the closing time the job changes nothing; the job is the one the server runs.
    const job = JOBS.find((entry) => entry.name === 'close-talent-rounds')!;
    await job.run(new Date(closesAt.getTime() - 1000)); // (closes other tests' earlier rounds)
    expect((await contestants()).json.data).toMatchObject({ round: { id: roundId, status: 'open' }, results: null });

    const years: number[][] = [];
    expect(await closeDueTalentRounds(new Date(closesAt.getTime() + 1000), async (closed) => void years.push(closed))).toBeGreaterThanOrEqual(1);
    expect(years).toEqual([[2026]]);
    expect(await job.run(new Date(closesAt.getTime() + 2000))).toBe(0); // once
    const reply = await contestants();
    expect(reply.json.data.round).toMatchObject({ id: roundId, status: 'closed' });
    expect(reply.json.data.results).toEqual([
      { contestantId: ids[1], votes: 3, rank: 1 },
      { contestantId: ids[0], votes: 2, rank: 2 },
      { contestantId: ids[2], votes: 2, rank: 2 },
    ]);
    // Closed: no more votes, and the results do not move.
    expect((await vote({ contestantId: ids[2] }, await signInAs(await freshLine()))).status).toBe(409);
  });

  it('a visitor cannot ask for a code while no round takes votes, and only for our numbers', async () => {
    await makeRound({ closesIn: -1000 });
    const reply = await askCode(await freshLine());
    expect(reply.status).toBe(409);
    expect((await askCode('07801234567')).status).toBe(400);
  });
});

describeWithDatabase('talent round for editors', () => {
  beforeEach(() => resetRateLimits());

  const contestant = (extra: Record<string, unknown> = {}) => ({
    names: { ar: 'ليلى', en: 'Layla', ku: 'لەیلا' },
    bios: { ar: 'رسّامة.', en: 'A painter.', ku: 'وێنەکێش.' },
    photoUrl: '/images/talent/avatar-3.svg',
    videoUrl: 'https://youtu.be/aqz-KE-bpKQ',
    sortOrder: 9,
    ...extra,
  });

  it('only editors; the video link follows the Video block rule; contestants are added or removed only before the first vote', async () => {
    expect((await callApi(editorTalent, { url: '/x?lang=en' })).status).toBe(401);
    const signIn = await callApi(editorSession, { method: 'POST', url: '/x?lang=en', body: { email: 'editor@example.com', password: 'Editor#2026pass' } });
    const Cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
    const editor = (method: string, body?: unknown, query = '') => callApi(editorTalent, { method, url: `/x?lang=en${query}`, headers: { Cookie }, body });

    const { roundId } = await makeRound();
    const current = await editor('GET');
    expect(current.json.data).toMatchObject({ id: roundId, hasVotes: false });

    const badVideo = await editor('PUT', contestant({ videoUrl: 'http://www.youtube.com/watch?v=aqz-KE-bpKQ' }));
    expect(badVideo.status).toBe(400);
    expect(badVideo.json.data.errors.videoUrl).toMatch(/secure YouTube link/);
    expect((await editor('PUT', contestant({ photoUrl: 'javascript:alert(1)' }))).status).toBe(400);

    const added = await editor('PUT', contestant());
    expect(added.status).toBe(200);
    expect(added.json.data.videoUrl).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    const visitorView = (await contestants()).json.data.contestants as Array<{ name: string; videoUrl: string }>;
    expect(visitorView.at(-1)).toMatchObject({ name: 'Layla', videoUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' });

    const badDates = await editor('PATCH', { titles: { ar: 'أ', en: 'A', ku: 'ئ' }, year: 2027, opensAt: '2027-01-02T00:00:00Z', closesAt: '2027-01-01T00:00:00Z' });
    expect(badDates.status).toBe(400);

    expect((await vote({ contestantId: added.json.data.id }, await signInAs(await freshLine()))).status).toBe(200);
    expect((await editor('GET')).json.data.hasVotes).toBe(true);
    expect((await editor('PUT', contestant())).status).toBe(409);
    expect((await editor('DELETE', undefined, `&id=${added.json.data.id}`)).status).toBe(409);
    // Changing a contestant's text stays possible.
    expect((await editor('PUT', contestant({ id: added.json.data.id, names: { ar: 'ليلى', en: 'Layla Aziz', ku: 'لەیلا' } }))).status).toBe(200);
  });
});
