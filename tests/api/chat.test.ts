/**
 * The live chat's API (issue 13, part 5), on the real database: a visitor starts a chat, writes,
 * finds it again after a reload (its cookie), cannot read anyone else's; care agents (editors with the
 * 'care' role) list, read, answer and close; outside hours or with nobody online the visitor leaves
 * a message; the streams deliver what is posted after they open.
 */
import { eq } from 'drizzle-orm';
import { createEditor } from '@/lib/server/services/editor-auth';
import { getDb } from '@/lib/server/db';
import { chatConversations, chatMessages, chatStreams, editors } from '@/lib/server/db/schema';
import { seed } from '@/lib/server/db/seed/index';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { setStreamTimingForTests } from '@/lib/server/api/sse';
import { STREAMS_PER_CLIENT, STREAMS_PER_IP } from '@/lib/server/api/stream-slots';
import { DEMO, from, trustProxyDuringSuite } from '@/lib/server/testing/accounts';
import { signInAs } from '@/lib/server/testing/operator';
import { setChatClockForTests } from '@/lib/server/services/chat';
import { inProcessChannel, setChannel } from '@/lib/server/realtime/channel';
import { callApi, openApiStream, type ApiCall, type ApiStream } from '@/lib/server/testing/api';
import { describeWithRedis, twoServersOnRedis } from '@/lib/server/testing/redis';
import { withEnv } from '@/lib/server/testing/env';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import editorSession from '@/pages/api/editor/session';
import staffList from '@/pages/api/editor/chat/conversations/index';
import staffOne from '@/pages/api/editor/chat/conversations/[id]/index';
import staffReply from '@/pages/api/editor/chat/conversations/[id]/messages';
import staffClose from '@/pages/api/editor/chat/conversations/[id]/close';
import presence from '@/pages/api/editor/chat/presence';
import staffStream from '@/pages/api/editor/chat/stream';
import start from '@/pages/api/v1/chat/conversations/index';
import current from '@/pages/api/v1/chat/conversations/current';
import messages from '@/pages/api/v1/chat/messages';
import offline from '@/pages/api/v1/chat/offline-message';
import stream from '@/pages/api/v1/chat/stream';

/** Monday 23 November 2026, 12:00 in Baghdad (UTC+3): care is open. */
const MONDAY_NOON = new Date('2026-11-23T09:00:00Z');
/** The same Monday, 23:00 in Baghdad: care is closed. */
const MONDAY_NIGHT = new Date('2026-11-23T20:00:00Z');

let clock = MONDAY_NOON;

const cookieOf = (reply: { headers: Headers }) => reply.headers.get('set-cookie')?.split(';')[0] ?? '';

async function editorCookie(email = 'editor@example.com', password = 'Editor#2026pass'): Promise<string> {
  const reply = await callApi(editorSession, { method: 'POST', url: '/x?lang=en', body: { email, password } });
  expect(reply.status).toBe(200);
  return cookieOf(reply);
}

/** A care agent with the desk open now (its heartbeat). */
async function agentOnline(): Promise<string> {
  const cookie = await editorCookie();
  expect((await callApi(presence, { method: 'POST', url: '/x', headers: { Cookie: cookie } })).status).toBe(200);
  return cookie;
}

/** A visitor with a chat started: its cookie. */
async function startChat(): Promise<string> {
  const reply = await callApi(start, { method: 'POST', url: '/x?lang=en' });
  expect(reply.status).toBe(200);
  expect(reply.json.data.conversation.status).toBe('open');
  return cookieOf(reply);
}

const say = (cookie: string, body: unknown, extra: Partial<ApiCall> = {}) =>
  callApi(messages, { method: 'POST', url: '/x?lang=en', headers: { Cookie: cookie, ...extra.headers }, body: { body } });

describeWithDatabase('live chat API', () => {
  beforeAll(() => setChatClockForTests(() => clock));
  afterAll(() => {
    setChatClockForTests(undefined);
    setStreamTimingForTests(undefined);
  });
  beforeEach(() => {
    resetRateLimits();
    clock = new Date(MONDAY_NOON.getTime() + Math.floor(Math.random() * 1000));
  });

  it('starts a chat, takes messages and shows them again after a reload (the cookie)', async () => {
    await agentOnline();
    const cookie = await startChat();
    expect(cookie).toMatch(/^chat=/);
    const sent = await say(cookie, '  Hello, my data stopped working  ');
    expect(sent.status).toBe(200);
    expect(sent.json.data).toMatchObject({ author: 'visitor', body: 'Hello, my data stopped working' });

    const reload = await callApi(current, { url: '/x?lang=en', headers: { Cookie: cookie } });
    expect(reload.status).toBe(200);
    expect(reload.json.data.unavailable).toBeNull();
    expect(reload.json.data.messages.map((m: { body: string }) => m.body)).toEqual(['Hello, my data stopped working']);

    // Starting again keeps the same open conversation.
    const again = await callApi(start, { method: 'POST', url: '/x', headers: { Cookie: cookie } });
    expect(again.json.data.conversation.id).toBe(reload.json.data.conversation.id);
  });

  itRace('two tabs starting a chat at the same moment share one conversation', async () => {
    await agentOnline();
    const first = await startChat();
    const id = (await callApi(current, { url: '/x', headers: { Cookie: first } })).json.data.conversation.id as string;
    await callApi(staffClose, { method: 'POST', url: `/x?id=${id}`, headers: { Cookie: await editorCookie() } });
    const replies = await Promise.all(Array.from({ length: 6 }, () => callApi(start, { method: 'POST', url: '/x', headers: { Cookie: first } })));
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(200));
    const ids = new Set(replies.map((r) => r.json.data.conversation.id));
    expect(ids.size).toBe(1);
    expect(ids.has(id)).toBe(false);
    const rows = await (await getDb()).select().from(chatConversations).where(eq(chatConversations.id, [...ids][0]));
    expect(rows).toHaveLength(1);
  });

  it('the seed gives the demo editor the care role (and the roles for pages), also on a database seeded before roles existed', async () => {
    const db = await getDb();
    await db.update(editors).set({ roles: [] }).where(eq(editors.email, 'editor@example.com'));
    await seed(db);
    const [row] = await db.select({ roles: editors.roles }).from(editors).where(eq(editors.email, 'editor@example.com'));
    expect(row.roles).toEqual(['author', 'reviewer', 'publisher', 'care']);
  });

  it('refuses empty and too long messages, in the page language', async () => {
    await agentOnline();
    const cookie = await startChat();
    for (const body of ['', '   ', 'x'.repeat(1001)]) {
      const reply = await say(cookie, body);
      expect(reply.status).toBe(400);
      expect(reply.json.data.errors.body).toBeTruthy();
    }
    expect((await say(cookie, 'x'.repeat(1000))).status).toBe(200);
    const arabic = await callApi(messages, { method: 'POST', url: '/x?lang=ar', headers: { Cookie: cookie }, body: { body: '' } });
    expect(arabic.json.message).toMatch(/[\u0600-\u06ff]/);
  });

  it('needs a started chat to post (409), and cross-site posts are refused', async () => {
    expect((await say('', 'hi')).status).toBe(409);
    expect((await say('chat=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'hi')).status).toBe(409);
    await agentOnline();
    const cookie = await startChat();
    expect((await say(cookie, 'hi', { headers: { Origin: 'https://evil.example' } })).status).toBe(403);
  });

  it('limits how fast one conversation can write (429 with Retry-After)', async () => {
    await agentOnline();
    const cookie = await startChat();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await say(cookie, `message ${i}`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    const refused = await say(cookie, 'one more');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // Another visitor (its own conversation) still writes.
    const other = await startChat();
    expect((await say(other, 'hello')).status).toBe(200);
  });

  it("a stranger's cookie reads only its own (empty) chat, never another's", async () => {
    await agentOnline();
    const owner = await startChat();
    await say(owner, 'my secret account question');
    const stranger = await startChat();
    const read = await callApi(current, { url: '/x', headers: { Cookie: stranger } });
    expect(read.json.data.messages).toEqual([]);
    const forged = await callApi(current, { url: '/x', headers: { Cookie: 'chat=not-a-real-token-but-long-enough' } });
    expect(forged.json.data.conversation).toBeNull();
    expect(JSON.stringify(forged.json)).not.toContain('secret');
  });

  it('outside opening hours or with nobody online: no live chat, but a message with a number is taken', async () => {
    clock = MONDAY_NIGHT;
    await agentOnline();
    const closed = await callApi(current, { url: '/x' });
    expect(closed.json.data.unavailable).toBe('closed-hours');
    const refused = await callApi(start, { method: 'POST', url: '/x?lang=en' });
    expect(refused.status).toBe(409);
    expect(refused.json.data.unavailable).toBe('closed-hours');
    // A desk staffed round the clock (CARE_HOURS=always) takes the chat at night too.
    await withEnv({ CARE_HOURS: 'always' }, async () => expect((await callApi(current, { url: '/x' })).json.data.unavailable).toBeNull());

    // Open hours, but the last heartbeat is more than a minute old.
    clock = new Date(MONDAY_NOON.getTime() + 3 * 3600_000);
    await agentOnline();
    clock = new Date(clock.getTime() + 61_000);
    expect((await callApi(current, { url: '/x' })).json.data.unavailable).toBe('no-agent');

    const bad = await callApi(offline, { method: 'POST', url: '/x?lang=en', body: { name: '', msisdn: '123', body: '' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.data.errors).sort()).toEqual(['body', 'msisdn', 'name']);
    const left = await callApi(offline, { method: 'POST', url: '/x?lang=en', body: { name: 'Zahra', msisdn: '0770 123 4567', body: 'Please call me about roaming' } });
    expect(left.status).toBe(200);
    expect(left.json.message).toMatch(/call you back/);

    const agent = await editorCookie();
    const list = await callApi(staffList, { url: '/x', headers: { Cookie: agent } });
    const found = list.json.data.find((c: { id: string }) => c.id === left.json.data.conversationId);
    expect(found).toMatchObject({ contactName: 'Zahra', contactMsisdn: '07701234567', unread: 1, status: 'open' });
    expect(found.lastMessage.body).toBe('Please call me about roaming');
  });

  it('a message left while the visitor has an open chat joins that chat, with the number to call back', async () => {
    await agentOnline();
    const visitor = await startChat();
    const id = (await callApi(current, { url: '/x', headers: { Cookie: visitor } })).json.data.conversation.id as string;
    const left = await callApi(offline, { method: 'POST', url: '/x?lang=en', headers: { Cookie: visitor }, body: { name: 'Ali', msisdn: '07801234567', body: 'Call me instead' } });
    expect(left.json.data.conversationId).toBe(id);
    const thread = await callApi(staffOne, { url: `/x?id=${id}`, headers: { Cookie: await editorCookie() } });
    expect(thread.json.data).toMatchObject({ contactName: 'Ali', contactMsisdn: '07801234567' });
    expect(thread.json.data.messages.at(-1).body).toBe('Call me instead');
  });

  it('staff routes refuse visitors (401) and editors without the care role (403)', async () => {
    await createEditor(await getDb(), { email: 'writer@example.com', name: 'Writer', password: 'Writer#2026pass' });
    const writer = await editorCookie('writer@example.com', 'Writer#2026pass');
    const visitor = await startChat().catch(() => '');
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: Array<[Parameters<typeof callApi>[0], ApiCall]> = [
      [staffList, { url: '/x' }],
      [staffOne, { url: `/x?id=${id}` }],
      [staffReply, { method: 'POST', url: `/x?id=${id}`, body: { body: 'hi' } }],
      [staffClose, { method: 'POST', url: `/x?id=${id}` }],
      [presence, { method: 'POST', url: '/x' }],
      [staffStream, { url: '/x' }],
    ];
    for (const [handler, call] of calls) {
      const anonymous = await callApi(handler, { ...call, headers: visitor ? { Cookie: visitor } : {} });
      expect([call.url, anonymous.status]).toEqual([call.url, 401]);
      const noRole = await callApi(handler, { ...call, headers: { Cookie: writer } });
      expect([call.url, noRole.status]).toEqual([call.url, 403]);
      expect(noRole.json.success).toBe(false);
    }
  });

  it("care sees the page the visitor is on (from its start, then its latest message) and a signed-in visitor's number, never a guest's", async () => {
    const agent = await agentOnline();
    const staffView = async (id: string) => {
      const one = await callApi(staffOne, { url: `/x?id=${id}`, headers: { Cookie: agent } });
      expect(one.status).toBe(200);
      const listed = (await callApi(staffList, { url: '/x', headers: { Cookie: agent } })).json.data.find((c: { id: string }) => c.id === id);
      expect(listed).toMatchObject({ visitorPath: one.json.data.visitorPath, visitorMsisdn: one.json.data.visitorMsisdn });
      return one.json.data as { visitorPath: string | null; visitorMsisdn: string | null; signedIn: boolean };
    };

    const guestStart = await callApi(start, { method: 'POST', url: '/x?lang=en', body: { path: '/en/personal/roaming' } });
    expect(guestStart.status).toBe(200);
    const guest = cookieOf(guestStart);
    const guestId = guestStart.json.data.conversation.id as string;
    expect(await staffView(guestId)).toMatchObject({ visitorPath: '/en/personal/roaming', visitorMsisdn: null, signedIn: false });
    // The visitor moved on and wrote from another page; a message without a path leaves it.
    expect((await callApi(messages, { method: 'POST', url: '/x?lang=en', headers: { Cookie: guest }, body: { body: 'hi', path: '/en/personal/shop' } })).status).toBe(200);
    expect((await say(guest, 'still here')).status).toBe(200);
    expect((await staffView(guestId)).visitorPath).toBe('/en/personal/shop');

    const subscriber = await signInAs(DEMO.msisdn);
    const signedStart = await callApi(start, { method: 'POST', url: '/x?lang=en', headers: subscriber, body: { path: '/personal/my-account' } });
    expect(signedStart.status).toBe(200);
    const signedId = signedStart.json.data.conversation.id as string;
    expect(await staffView(signedId)).toMatchObject({ visitorPath: '/personal/my-account', visitorMsisdn: DEMO.msisdn, signedIn: true });

    // A path of this site only, at most 300 characters: anything else is a 400 naming the field, in the page language.
    const longest = `/${'a'.repeat(299)}`;
    expect((await callApi(messages, { method: 'POST', url: '/x?lang=en', headers: { Cookie: guest }, body: { body: 'ok', path: longest } })).status).toBe(200);
    for (const path of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/a b', '/x\\y', '/\\evil.example', '/en?q=1', `${longest}a`, '', 42]) {
      const started = await callApi(start, { method: 'POST', url: '/x?lang=ar', body: { path } });
      expect([path, started.status]).toEqual([path, 400]);
      expect(started.json.data.errors.path).toBeTruthy();
      expect(started.json.message).toMatch(/[\u0600-\u06ff]/);
      const sent = await callApi(messages, { method: 'POST', url: '/x?lang=en', headers: { Cookie: guest }, body: { body: 'x', path } });
      expect([path, sent.status]).toEqual([path, 400]);
      expect(sent.json.data.errors.path).toBeTruthy();
    }
    expect((await staffView(guestId)).visitorPath).toBe(longest);
  });

  it('an agent sees unread counts, answers, and closes; the visitor sees the answer and the close', async () => {
    const agent = await agentOnline();
    const visitor = await startChat();
    await say(visitor, 'first');
    await say(visitor, 'second');
    const id = (await callApi(current, { url: '/x', headers: { Cookie: visitor } })).json.data.conversation.id as string;

    const list = await callApi(staffList, { url: '/x', headers: { Cookie: agent } });
    expect(list.json.data.find((c: { id: string }) => c.id === id).unread).toBe(2);
    const thread = await callApi(staffOne, { url: `/x?id=${id}`, headers: { Cookie: agent } });
    expect(thread.json.data.messages.map((m: { body: string }) => m.body)).toEqual(['first', 'second']);
    const after = await callApi(staffList, { url: '/x', headers: { Cookie: agent } });
    expect(after.json.data.find((c: { id: string }) => c.id === id).unread).toBe(0);

    expect((await callApi(staffReply, { method: 'POST', url: `/x?id=${id}`, headers: { Cookie: agent }, body: { body: 'How can I help?' } })).status).toBe(200);
    const seen = await callApi(current, { url: '/x', headers: { Cookie: visitor } });
    expect(seen.json.data.messages.at(-1)).toMatchObject({ author: 'agent', body: 'How can I help?' });

    expect((await callApi(staffClose, { method: 'POST', url: `/x?id=${id}`, headers: { Cookie: agent } })).status).toBe(200);
    expect((await callApi(current, { url: '/x', headers: { Cookie: visitor } })).json.data.conversation.status).toBe('closed');
    expect((await say(visitor, 'still there?')).status).toBe(409);
    expect((await callApi(staffReply, { method: 'POST', url: `/x?id=${id}`, headers: { Cookie: agent }, body: { body: 'late' } })).status).toBe(409);
    // Closed ones come after the open ones.
    const other = await startChat();
    await say(other, 'new one');
    const sorted = (await callApi(staffList, { url: '/x', headers: { Cookie: agent } })).json.data as Array<{ status: string }>;
    expect(sorted.findIndex((c) => c.status === 'closed')).toBeGreaterThan(sorted.findLastIndex((c) => c.status === 'open'));
    // A new chat after the close is a new conversation.
    const restarted = await callApi(start, { method: 'POST', url: '/x', headers: { Cookie: visitor } });
    expect(restarted.json.data.conversation.id).not.toBe(id);
    expect((await callApi(staffOne, { url: '/x?id=00000000-0000-4000-8000-000000000000', headers: { Cookie: agent } })).status).toBe(404);
  });

  describe('streams (Server-Sent Events)', () => {
    /** Streams that end and poll quickly, so a test sees them whole. */
    const quickStreams = { lifetimeMs: 1_500, pollMs: 100, heartbeatMs: 400 };
    beforeAll(() => setStreamTimingForTests(quickStreams));
    afterAll(() => setStreamTimingForTests(undefined));

    it('the visitor stream delivers an answer posted after it opened, with SSE headers, then ends', async () => {
      const agent = await agentOnline();
      const visitor = await startChat();
      const first = await say(visitor, 'before the stream');
      const id = (await callApi(current, { url: '/x', headers: { Cookie: visitor } })).json.data.conversation.id as string;
      const live = await openApiStream(stream, { url: `/x?after=${first.json.data.id}`, headers: { Cookie: visitor } });
      expect(live.status).toBe(200);
      expect(live.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(live.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(live.headers.get('x-accel-buffering')).toBe('no');
      // The stream's first line: it is open, so the answer below is posted after it opened.
      await live.until(/^retry: \d+\n\n/);
      await callApi(staffReply, { method: 'POST', url: `/x?id=${id}`, headers: { Cookie: agent }, body: { body: '<img src=x onerror=alert(1)>' } });
      const text = await live.finished();
      expect(text).not.toContain('before the stream');
      expect(text).toMatch(/event: message\ndata: .*<img src=x onerror=alert\(1\)>/);
      expect(text).toContain(': heartbeat');
    });

    describe('woken by the answer, not by the poll (which is due long after the test)', () => {
      beforeAll(() => setStreamTimingForTests({ pollMs: 10 * 60_000, heartbeatMs: 60_000, lifetimeMs: 4_000 }));
      afterAll(() => setStreamTimingForTests(quickStreams));
      afterEach(() => setChannel(undefined));

      /**
       * Opens the visitor's stream and waits for its first read (the visitor's own question): after
       * that, only a wake-up makes the stream read the database again before the poll, minutes away.
       * Then the agent answers, on the server `answerOn` stands for, and the answer must arrive.
       */
      async function answerReachesTheStream(answerOn: () => void): Promise<void> {
        const agent = await agentOnline();
        const visitor = await startChat();
        await say(visitor, 'Is my SIM blocked?');
        const id = (await callApi(current, { url: '/x', headers: { Cookie: visitor } })).json.data.conversation.id as string;
        const live = await openApiStream(stream, { url: '/x?lang=en', headers: { Cookie: visitor } });
        try {
          expect(live.status).toBe(200);
          await live.until(/event: message\ndata: .*Is my SIM blocked\?/);
          answerOn();
          expect((await callApi(staffReply, { method: 'POST', url: `/x?id=${id}`, headers: { Cookie: agent }, body: { body: 'No, it is active.' } })).status).toBe(200);
          await live.until(/event: message\ndata: .*No, it is active\./);
        } finally {
          await live.close();
        }
      }

      it('on the same server: the answer wakes the stream through the in-process channel', async () => {
        setChannel(inProcessChannel());
        await answerReachesTheStream(() => undefined);
      });

      describeWithRedis('across servers', (redis) => {
        const servers = twoServersOnRedis(redis);

        it('an answer posted on server B wakes the stream open on server A through Redis', async () => {
          // The stream subscribes on A; B's channel has its own connections and its own in-process emitter.
          setChannel(servers.a);
          await answerReachesTheStream(() => setChannel(servers.b));
        });
      });
    });

    it('a message written by another server (no wake-up here) arrives through the poll; Last-Event-ID resumes', async () => {
      await agentOnline();
      const visitor = await startChat();
      const sent = await say(visitor, 'seen already');
      await say(visitor, 'not seen yet');
      const id = (await callApi(current, { url: '/x', headers: { Cookie: visitor } })).json.data.conversation.id as string;
      const live = await openApiStream(stream, { url: '/x', headers: { Cookie: visitor, 'Last-Event-ID': String(sent.json.data.id) } });
      // The first read has resumed after the last event the visitor had.
      await live.until(/event: message\ndata: .*not seen yet/);
      // Straight into the database: what a post on server B looks like from here (nothing published).
      await (await getDb()).insert(chatMessages).values({ conversationId: id, author: 'agent', body: 'from server B' });
      const text = await live.finished();
      expect(text).toContain('from server B');
      expect(text).not.toContain('seen already');
    });

    describe('how many streams one client may hold (counted in the database: every server sees them)', () => {
      trustProxyDuringSuite();
      // Streams that stay open until the test closes them.
      beforeAll(() => setStreamTimingForTests({ lifetimeMs: 60_000, pollMs: 60_000, heartbeatMs: 60_000 }));
      afterAll(() => setStreamTimingForTests(quickStreams));

      /** The streams open from `ip` (rows of chat_streams), polled until `ok`. */
      async function streamsFrom(ip: string, ok: (n: number) => boolean): Promise<number> {
        const read = async () => (await (await getDb()).select().from(chatStreams).where(eq(chatStreams.ip, ip))).length;
        for (let n = await read(), tries = 0; ; n = await read(), tries++) {
          if (ok(n) || tries >= 100) return n;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }

      it('a visitor holds a few streams; one more is a 429 envelope in the page language, until one closes', async () => {
        await agentOnline();
        const visitor = await startChat();
        const ip = '198.51.100.7';
        const open: ApiStream[] = [];
        try {
          for (let i = 0; i < STREAMS_PER_CLIENT; i++) {
            const live = await openApiStream(stream, { url: '/x?lang=en', headers: { Cookie: visitor, ...from(ip) } });
            expect(live.status).toBe(200);
            await live.until(/^retry: \d+\n\n/);
            open.push(live);
          }
          for (const [lang, message] of [
            ['en', 'Too many chat windows are open. Close one and try again.'],
            ['ar', 'لديك نوافذ دردشة مفتوحة كثيرة. أغلق إحداها ثم حاول مجددًا.'],
          ]) {
            const refused = await callApi(stream, { url: `/x?lang=${lang}`, headers: { Cookie: visitor, ...from(ip) } });
            expect(refused.status).toBe(429);
            expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
            expect(refused.headers.get('retry-after')).toBe('30');
            expect(refused.json).toEqual({ success: false, data: null, message });
          }
          // The same browser from another address is the same client.
          expect((await callApi(stream, { url: '/x?lang=en', headers: { Cookie: visitor, ...from('198.51.100.8') } })).status).toBe(429);

          // A stream that closes gives its place back.
          await open.shift()!.close();
          expect(await streamsFrom(ip, (n) => n < STREAMS_PER_CLIENT)).toBe(STREAMS_PER_CLIENT - 1);
          const again = await openApiStream(stream, { url: '/x?lang=en', headers: { Cookie: visitor, ...from(ip) } });
          open.push(again);
          expect(again.status).toBe(200);
        } finally {
          await Promise.all(open.map((live) => live.close()));
        }
        expect(await streamsFrom(ip, (n) => n === 0)).toBe(0);
      });

      itRace('ten streams opened at once by one visitor: only the allowed number start', async () => {
        await agentOnline();
        const visitor = await startChat();
        const ip = '198.51.100.11';
        const tries = await Promise.all(Array.from({ length: 10 }, () => openApiStream(stream, { url: '/x?lang=en', headers: { Cookie: visitor, ...from(ip) } })));
        try {
          expect(tries.filter((live) => live.status === 200)).toHaveLength(STREAMS_PER_CLIENT);
          expect(tries.filter((live) => live.status === 429)).toHaveLength(10 - STREAMS_PER_CLIENT);
        } finally {
          await Promise.all(tries.map((live) => live.close()));
        }
        expect(await streamsFrom(ip, (n) => n === 0)).toBe(0);
      });

      it('one address holds a limited number of streams whoever opens them; an agent is capped too', async () => {
        await agentOnline();
        const ip = '198.51.100.9';
        const open: ApiStream[] = [];
        try {
          for (let i = 0; i < STREAMS_PER_IP; i++) {
            const visitor = await startChat();
            const live = await openApiStream(stream, { url: '/x?lang=en', headers: { Cookie: visitor, ...from(ip) } });
            expect(live.status).toBe(200);
            await live.until(/^retry: \d+\n\n/);
            open.push(live);
          }
          const newcomer = await startChat();
          const refused = await callApi(stream, { url: '/x?lang=en', headers: { Cookie: newcomer, ...from(ip) } });
          expect(refused.status).toBe(429);
          expect(refused.json.success).toBe(false);
          // Another address is not affected.
          const elsewhere = await openApiStream(stream, { url: '/x?lang=en', headers: { Cookie: newcomer, ...from('198.51.100.10') } });
          open.push(elsewhere);
          expect(elsewhere.status).toBe(200);

          const agent = await editorCookie();
          for (let i = 0; i < STREAMS_PER_CLIENT; i++) {
            const desk = await openApiStream(staffStream, { url: '/x', headers: { Cookie: agent, ...from(`198.51.100.${20 + i}`) } });
            expect(desk.status).toBe(200);
            open.push(desk);
          }
          const tooMany = await callApi(staffStream, { url: '/x?lang=en', headers: { Cookie: agent, ...from('198.51.100.30') } });
          expect(tooMany.status).toBe(429);
          expect(tooMany.json.message).toBe('Too many chat windows are open. Close one and try again.');
        } finally {
          await Promise.all(open.map((live) => live.close()));
        }
      });
    });

    it('a visitor without a chat gets a 404 envelope, not a stream; the staff stream sees any conversation', async () => {
      const none = await callApi(stream, { url: '/x?lang=en' });
      expect(none.status).toBe(404);
      expect(none.json.success).toBe(false);

      const agent = await agentOnline();
      const visitor = await startChat();
      const live = await openApiStream(staffStream, { url: '/x', headers: { Cookie: agent } });
      await live.until(/^retry: \d+\n\n/);
      await say(visitor, 'new question for staff');
      const text = await live.finished();
      expect(text).toMatch(/id: \d+\nevent: message\ndata: .*new question for staff/);
    });
  });
});
