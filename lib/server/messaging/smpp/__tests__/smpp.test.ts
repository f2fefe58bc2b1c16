/**
 * SMS over SMPP against the in-process stand-in SMSC (./standin.ts on a free port), on PGlite and
 * PostgreSQL: what the SMSC receives (coding, parts, WebOTP line), receipts, a dropped bind, throttling,
 * and 20 parallel code requests through the real sign-in route. Back-offs are shortened, never slept on:
 * each test waits for the SMSC's own events.
 */
import { eq } from 'drizzle-orm';
import { smsQueue } from '@/lib/server/db/schema';
import { callApi } from '@/lib/server/testing/api';
import { cookieOf, freshState, from, nextIp, trustProxyDuringSuite } from '@/lib/server/testing/accounts';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { freshLine } from '@/lib/server/testing/operator';
import { resetServerEnv } from '@/lib/server/env';
import login from '@/pages/api/v1/login/index';
import smsOutbox from '@/pages/api/dev/sms-outbox';
import editorMessages from '@/pages/api/editor/messages';
import editorSession from '@/pages/api/editor/session';
import { getDb } from '@/lib/server/db';
import { createEditor } from '@/lib/server/services/editor-auth';
import { enterRealDeployment } from '@/lib/server/testing/env';
import { messaging } from '../..';
import { drainedAfterBind, resetSmppForTests, runSmsQueue, smppClient, tuneSmppForTests } from '..';
import { SmppClient } from '../client';
import { StandinSmsc } from '../standin';

const ACCOUNT = { systemId: 'nour', password: 'bind-secret' };
const SITE = 'https://www.nour.iq';

const requestCode = (phone: string, lang: 'ar' | 'en' | 'ku') =>
  callApi(login, { method: 'POST', url: `/x?lang=${lang}`, headers: from(nextIp()), body: { phone } });

const outboxOf = async (msisdn: string) => (await callApi(smsOutbox, { url: `/x?msisdn=${msisdn}` })).json.data as Array<{ delivery?: string; text: string }>;


describeWithDatabase('SMS over SMPP', ({ db }) => {
  trustProxyDuringSuite();
  const rowsTo = (to: string) => db().db.select().from(smsQueue).where(eq(smsQueue.to, to)).orderBy(smsQueue.id);
  const smsc = new StandinSmsc(ACCOUNT);
  let previous: Record<string, string | undefined> = {};
  const settings = (port: number) => ({
    DEMO_MODE: 'true',
    SITE_URL: SITE,
    SMS_TRANSPORT: 'smpp',
    SMPP_URL: `smpp://${ACCOUNT.systemId}:${ACCOUNT.password}@127.0.0.1:${port}`,
    SMPP_SOURCE_ADDR: 'NourMobile',
    SMPP_MAX_PER_SECOND: '1000',
  });

  beforeAll(async () => {
    const vars = settings(await smsc.listen(0));
    previous = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
    Object.assign(process.env, vars);
    resetServerEnv();
    await resetSmppForTests({ firstBindWaitMs: 2000, retryDelayMs: () => 0, client: { rebindDelayMs: () => 5, throttlePauseMs: 0, responseTimeoutMs: 2000 } });
  });

  afterAll(async () => {
    await resetSmppForTests();
    await smsc.close();
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetServerEnv();
  });

  beforeEach(async () => {
    await freshState(db());
    smsc.received.length = 0;
    smsc.throttleNext = 0;
    smsc.outcome = 'DELIVRD';
    smsc.refuseBinds = false;
    smsc.ignoreEnquireLinks = false;
  });

  it('sends a sign-in code in ar and ku as one UCS-2 part and in en as one GSM 7-bit part, ending with the WebOTP line', async () => {
    const expected = { ar: 8, ku: 8, en: 0 } as const;
    for (const lang of ['ar', 'en', 'ku'] as const) {
      const phone = await freshLine();
      const reply = await requestCode(phone, lang);
      expect(reply.status).toBe(200);
      const submit = smsc.received.at(-1)!;
      expect(submit.destinationAddr).toBe(`964${phone.slice(1)}`);
      expect(submit).toMatchObject({ sourceAddr: 'NourMobile', systemId: 'nour', dataCoding: expected[lang], esmClass: 0, udh: null, registeredDelivery: 1 });
      expect(submit.text.length).toBeLessThanOrEqual(lang === 'en' ? 160 : 70);
      // The origin-bound last line carries the code the message starts with.
      const code = /^(\d{6}) /.exec(submit.text)?.[1];
      expect(code).toBeDefined();
      expect(submit.text.split('\n').at(-1)).toBe(`@www.nour.iq #${code}`);
    }
    expect(smsc.received).toHaveLength(3);
    expect(smsc.received[0].text).toMatch(/^\d{6} رمز دخولك\. لا تشاركه\.\n@www\.nour\.iq #\d{6}$/);
    expect(smsc.received[1].text).toMatch(/^\d{6} is your Nour Mobile sign-in code\./);
  });

  it('cuts a long Arabic text into UCS-2 parts of 67 characters with one concatenation UDH, which join to the text', async () => {
    const text = 'عزيزي المشترك، تم تفعيل باقة الإنترنت الشهرية على خطك بنجاح. '.repeat(4).trim();
    expect(text.length).toBeGreaterThan(134);
    await messaging().sendSms({ to: await freshLine(), text, purpose: 'test' });
    const parts = smsc.received;
    expect(parts).toHaveLength(Math.ceil(text.length / 67));
    const reference = parts[0].udh![3];
    parts.forEach((part, i) => {
      expect(part.dataCoding).toBe(8);
      expect(part.esmClass & 0x40).toBe(0x40);
      expect([...part.udh!]).toEqual([0x05, 0x00, 0x03, reference, parts.length, i + 1]);
      expect(part.text.length).toBeLessThanOrEqual(67);
    });
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it('cuts a long Latin text into GSM parts of 153 septets (an extension character counts two)', async () => {
    const text = `Your bill of 25,000 IQD is due {soon} — pay at nour.iq/bill. `.replace('—', '-').repeat(5);
    await messaging().sendSms({ to: await freshLine(), text, purpose: 'test' });
    expect(smsc.received.every((part) => part.dataCoding === 0 && part.udh?.[4] === smsc.received.length)).toBe(true);
    expect(smsc.received.map((part) => part.text).join('')).toBe(text);
    expect(smsc.received.length).toBeGreaterThan(2);
  });

  it('stores each receipt by the SMSC message id: delivered, undeliverable, a late one; the outbox shows them', async () => {
    const delivered = await freshLine();
    await messaging().sendSms({ to: delivered, text: 'Hello', purpose: 'test' });
    const first = smsc.received.at(-1)!.messageId;
    await smsc.receiptAnswered(first);
    expect((await outboxOf(delivered))[0].delivery).toBe('delivered');

    const lost = await freshLine();
    smsc.outcome = 'UNDELIV';
    await messaging().sendSms({ to: lost, text: 'مرحبا', purpose: 'test' });
    await smsc.receiptAnswered(smsc.received.at(-1)!.messageId);
    expect((await outboxOf(lost))[0].delivery).toBe('undeliverable');

    // A later receipt for the first message replaces its state.
    expect((await rowsTo(delivered))[0].messageIds).toEqual([first]);
    smsc.sendReceipt(first, 'EXPIRED');
    await smsc.receiptAnswered(first, 2);
    expect((await outboxOf(delivered))[0].delivery).toBe('expired');
  });

  it("care agents see each SMS's delivery state in the editor, outside demo mode too: masked number, receipt words, never the code", async () => {
    await createEditor(await getDb(), { email: 'care-agent@example.com', name: 'Care', password: 'Care#2026password', roles: ['care'] });
    await createEditor(await getDb(), { email: 'writer@example.com', name: 'Writer', password: 'Writer#2026pass' });
    const signIn = async (email: string, password: string) => cookieOf(await callApi(editorSession, { method: 'POST', url: '/x?lang=en', body: { email, password } }));
    const phone = await freshLine();
    const restore = enterRealDeployment({ DEMO_MODE: 'false', SMS_TRANSPORT: 'smpp', SMPP_URL: process.env.SMPP_URL, SMPP_SOURCE_ADDR: 'NourMobile' });
    try {
      smsc.outcome = 'UNDELIV';
      expect((await requestCode(phone, 'ar')).status).toBe(200);
      const { messageId, text } = smsc.received.at(-1)!;
      const code = /#(\d+)$/.exec(text)![1];
      await smsc.receiptAnswered(messageId);

      const agent = await signIn('care-agent@example.com', 'Care#2026password');
      const log = await callApi(editorMessages, { url: `/x?lang=ar&msisdn=${phone}`, headers: { Cookie: agent } });
      expect(log.status).toBe(200);
      const [sent] = log.json.data.messages;
      expect(sent).toMatchObject({ to: `${phone.slice(0, 4)}•••${phone.slice(-4)}`, purpose: 'login', via: 'smpp', state: 'undeliverable', parts: 1, attempts: 1 });
      expect(sent.receipt).toMatch(/UNDELIV/);
      expect(JSON.stringify(log.json)).not.toContain(code);
      expect(JSON.stringify(log.json)).not.toContain(phone);

      // A receipt that comes later replaces the state the agent sees.
      smsc.sendReceipt(messageId, 'DELIVRD');
      await smsc.receiptAnswered(messageId, 2);
      expect((await callApi(editorMessages, { url: `/x?msisdn=${phone}`, headers: { Cookie: agent } })).json.data.messages[0].state).toBe('delivered');
      // A number in the text (a transfer's sender) is masked too.
      await messaging().sendSms({ to: phone, text: 'You received 5,000 IQD from 07701234568.', purpose: 'transfer-received' });
      const [transfer] = (await callApi(editorMessages, { url: `/x?msisdn=${phone}`, headers: { Cookie: agent } })).json.data.messages;
      expect(transfer.text).toBe('You received 5,000 IQD from 0770***4568.');

      // Signed out: 401; an editor without the care role: 403 in the page's language; a wrong number: 400 on its field.
      expect((await callApi(editorMessages, { url: '/x?lang=en' })).status).toBe(401);
      const writer = await callApi(editorMessages, { url: '/x?lang=en', headers: { Cookie: await signIn('writer@example.com', 'Writer#2026pass') } });
      expect([writer.status, writer.json.message]).toEqual([403, 'Only care agents can see the messages sent to subscribers.']);
      const wrong = await callApi(editorMessages, { url: '/x?lang=en&msisdn=0770', headers: { Cookie: agent } });
      expect(wrong.status).toBe(400);
      expect(wrong.json.data.errors.msisdn).toBeTruthy();
    } finally {
      restore();
    }
  });

  it('lets the owner of an undeliverable code ask again at once; a delivered one waits', async () => {
    const phone = await freshLine();
    smsc.outcome = 'UNDELIV';
    expect((await requestCode(phone, 'en')).status).toBe(200);
    await smsc.receiptAnswered(smsc.received.at(-1)!.messageId);
    smsc.outcome = 'DELIVRD';
    expect((await requestCode(phone, 'en')).status).toBe(200);
    await smsc.receiptAnswered(smsc.received.at(-1)!.messageId);
    expect((await requestCode(phone, 'en')).status).toBe(429);
    expect(smsc.received).toHaveLength(2);
  });

  it('re-binds after the link drops and sends what was queued meanwhile, once', async () => {
    const client = smppClient();
    expect(await client.waitBound(2000)).toBe(true);
    smsc.refuseBinds = true;
    const refused = new Promise((resolve) => client.once('bind-refused', resolve));
    smsc.dropAll();
    await refused;
    const phone = await freshLine();
    tuneSmppForTests({ firstBindWaitMs: 20 });
    await messaging().sendSms({ to: phone, text: 'queued while down', purpose: 'test' });
    expect(smsc.received).toHaveLength(0);
    expect((await rowsTo(phone))[0]).toMatchObject({ status: 'queued', attempts: 0 });
    tuneSmppForTests({ firstBindWaitMs: 2000 });

    smsc.refuseBinds = false;
    await smsc.waitForSubmits(1);
    await drainedAfterBind();
    // The job on any server finds nothing more to send.
    expect(await runSmsQueue(new Date())).toBe(0);
    expect(smsc.received.map((r) => r.text)).toEqual(['queued while down']);
    expect((await rowsTo(phone))[0]).toMatchObject({ status: 'sent', attempts: 1, partsSent: 1 });
  });

  it('does not send again a submit whose answer was lost with the link (in doubt)', async () => {
    const client = smppClient();
    expect(await client.waitBound(2000)).toBe(true);
    const phone = await freshLine();
    smsc.dropBeforeAnswer = true;
    await messaging().sendSms({ to: phone, text: 'answer lost', purpose: 'test' });
    expect(await client.waitBound(2000)).toBe(true);
    await drainedAfterBind();
    await runSmsQueue(new Date());
    expect(smsc.received.map((r) => r.text)).toEqual(['answer lost']);
    expect((await rowsTo(phone))[0].status).toBe('in-doubt');
    expect((await outboxOf(phone))[0].delivery).toBe('in-doubt');
  });

  it('after a server died holding rows: one it had not sent yet is sent once, one on the wire is left in doubt', async () => {
    const client = smppClient();
    expect(await client.waitBound(2000)).toBe(true);
    const [idle, onTheWire] = [await freshLine(), await freshLine()];
    const past = new Date(Date.now() - 1000);
    await db().db.insert(smsQueue).values([
      { to: idle, text: 'held, not sent', purpose: 'test', status: 'claimed', attempts: 1, leaseUntil: past, claimToken: 'dead-server' },
      { to: onTheWire, text: 'held, maybe sent', purpose: 'test', status: 'sending', attempts: 1, leaseUntil: past, claimToken: 'dead-server' },
    ]);
    expect(await runSmsQueue(new Date())).toBe(1);
    expect(await runSmsQueue(new Date())).toBe(0);
    expect(smsc.received.map((r) => r.text)).toEqual(['held, not sent']);
    expect((await rowsTo(idle))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await rowsTo(onTheWire))[0]).toMatchObject({ status: 'in-doubt' });
  });

  it('takes due rows 50 at a time: while the first is on the wire, the server holds no more than its batch; each is sent once', async () => {
    const client = smppClient();
    expect(await client.waitBound(2000)).toBe(true);
    const to = await freshLine();
    await db().db.insert(smsQueue).values(Array.from({ length: 120 }, (_, i) => ({ to, text: `batch ${i}`, purpose: 'test' })));
    const held = async () => (await rowsTo(to)).filter((row) => row.status === 'claimed' || row.status === 'sending').length;
    // Counted when the SMSC has the first submit: the rows this server took and has not sent yet.
    const heldAtFirstSubmit = new Promise<number>((resolve) => smsc.once('submit', () => void held().then(resolve)));
    expect(await runSmsQueue(new Date())).toBe(120);
    expect(await heldAtFirstSubmit).toBeLessThanOrEqual(50);
    const texts = smsc.received.map((r) => r.text).filter((text) => text.startsWith('batch '));
    expect([texts.length, new Set(texts).size]).toEqual([120, 120]);
    expect((await rowsTo(to)).every((row) => row.status === 'sent')).toBe(true);
  });

  it('sends a throttled message again from the queue, once', async () => {
    const phone = await freshLine();
    smsc.throttleNext = 1;
    await messaging().sendSms({ to: phone, text: 'after a throttle', purpose: 'test' });
    expect(smsc.received).toHaveLength(0);
    expect((await rowsTo(phone))[0]).toMatchObject({ status: 'queued', attempts: 1, lastError: 'throttled (0x58)' });
    expect(await runSmsQueue(new Date())).toBe(1);
    expect(await runSmsQueue(new Date())).toBe(0);
    expect(smsc.received.map((r) => r.text)).toEqual(['after a throttle']);
    expect((await rowsTo(phone))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('refuses a bind with a wrong password (ESME_RINVPASWD) and an unknown system id (ESME_RINVSYSID)', async () => {
    const port = Number(new URL(process.env.SMPP_URL!.replace('smpp:', 'http:')).port);
    for (const [url, status] of [
      [`smpp://nour:wrong@127.0.0.1:${port}`, 0x0e],
      [`smpp://other:bind-secret@127.0.0.1:${port}`, 0x0f],
    ] as const) {
      const client = new SmppClient({ url, maxPerSecond: 10, onReceipt: async () => {}, rebindDelayMs: () => 60_000 });
      const refused = new Promise((resolve) => client.once('bind-refused', resolve));
      client.start();
      expect(await refused).toBe(status);
      expect(client.bound).toBe(false);
      await client.stop();
    }
  });

  it('spaces submits to SMPP_MAX_PER_SECOND on one bind', async () => {
    const client = new SmppClient({ url: process.env.SMPP_URL!, maxPerSecond: 20, onReceipt: async () => {} });
    client.start();
    expect(await client.waitBound(2000)).toBe(true);
    const times: number[] = [];
    const onSubmit = () => times.push(performance.now());
    smsc.on('submit', onSubmit);
    smsc.outcome = 'none';
    const fields = { source_addr: 'NourMobile', destination_addr: '9647790000000', data_coding: 0, short_message: Buffer.from('paced') };
    const results = await Promise.all(Array.from({ length: 5 }, () => client.submit(fields, async () => true)));
    smsc.off('submit', onSubmit);
    await client.stop();
    expect(results.every((r) => r.ok)).toBe(true);
    // Five submits at 20 a second: four gaps of 50 ms, however fast the SMSC answers. Measured where they
    // arrive, so a busy event loop can delay the first arrival: half a gap of slack (unpaced, all five
    // arrive within a few ms).
    expect(times[4] - times[0]).toBeGreaterThanOrEqual(4 * 50 - 25);
  });

  it('keeps the link alive with enquire_link, and drops and re-binds a link that stops answering', async () => {
    const binds = smsc.binds;
    const client = new SmppClient({ url: process.env.SMPP_URL!, maxPerSecond: 10, onReceipt: async () => {}, enquireLinkMs: 10, responseTimeoutMs: 30, rebindDelayMs: () => 1 });
    client.start();
    expect(await client.waitBound(2000)).toBe(true);
    smsc.ignoreEnquireLinks = true;
    await new Promise((resolve) => client.once('unbound', resolve));
    smsc.ignoreEnquireLinks = false;
    expect(await client.waitBound(2000)).toBe(true);
    expect(smsc.binds).toBeGreaterThanOrEqual(binds + 2);
    await client.stop();
  });

  it('20 parallel code requests through the sign-in route send exactly 20 messages', async () => {
    const phones = await Promise.all(Array.from({ length: 20 }, () => freshLine()));
    const replies = await Promise.all(phones.map((phone) => requestCode(phone, 'ar')));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    await runSmsQueue(new Date());
    expect(smsc.received).toHaveLength(20);
    expect(new Set(smsc.received.map((r) => r.destinationAddr))).toEqual(new Set(phones.map((p) => `964${p.slice(1)}`)));
  });
});
