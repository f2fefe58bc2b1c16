import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { openDatabase, setDatabaseForTests, type DatabaseHandle } from '@/lib/server/db';
import { seed } from '@/lib/server/db/seed/index';
import { accounts, ratings } from '@/lib/server/db/schema';
import { notify } from '@/lib/server/services/accounts/notifications';
import { callApi } from '@/lib/server/testing/api';
import { describeEachDatabase, testDatabaseKinds } from '@/lib/server/testing/db';
import addressesRoute from '@/pages/api/v1/profile/addresses/index';
import primaryRoute from '@/pages/api/v1/profile/addresses/primary';
import profile from '@/pages/api/v1/profile/index';
import notifications from '@/pages/api/v1/notifications/index';
import notificationsRead from '@/pages/api/v1/notifications/read';
import rating from '@/pages/api/v1/feedback/rating';
import login from '@/pages/api/v1/login/index';
import smsvalidation from '@/pages/api/v1/smsvalidation';
import captcha from '@/pages/api/v1/captcha';
import outbox from '@/pages/api/dev/sms-outbox';
import { accountClient, DEMO, LINES, bearer, freshState, from, nextIp, trustProxyDuringSuite } from '@/lib/server/testing/accounts';

const { signInByPhone } = accountClient({ login, smsvalidation, captcha, outbox });

const validProfile = {
  firstName: 'Omar',
  secondName: 'Khalid',
  thirdName: 'Jasim',
  dateOfBirth: '1990-05-17',
  interests: ['internet', 'sports'],
  idType: 'passport',
  idNumber: 'A1234567',
};

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describeEachDatabase('accounts API: profile, addresses, notifications, feedback', ({ db }) => {
  trustProxyDuringSuite();
  beforeEach(() => freshState(db()));

  it('saves the profile and answers field errors of spec section 5 in the request’s language', async () => {
    const { token } = await signInByPhone(LINES.lowBalance);
    const put = (body: unknown, lang = 'en') => callApi(profile, { method: 'PUT', url: `/x?lang=${lang}`, headers: bearer(token), body });

    const bad = await put({ firstName: '', secondName: 'x'.repeat(51), thirdName: 'Jasim', email: 'not-an-email', dateOfBirth: '2999-01-01', interests: [] });
    expect(bad.status).toBe(400);
    expect(bad.json.data.errors).toEqual({
      firstName: 'Required field.',
      secondName: 'Too long: fewer than 50 characters.',
      email: 'Invalid email, try again.',
      dateOfBirth: 'The date of birth must be in the past.',
    });
    const arabic = await put({ firstName: '', secondName: 'a', thirdName: 'b', interests: [] }, 'ar');
    expect(arabic.json.data.errors.firstName).toBe('هذا الحقل مطلوب.');
    expect((await put({ ...validProfile, dateOfBirth: isoDaysAgo(5 * 365) })).json.data.errors.dateOfBirth).toBe('You must be at least 10 years old.');
    expect((await put({ ...validProfile, dateOfBirth: '1990-02-30' })).json.data.errors.dateOfBirth).toBe('Enter a valid date of birth.');
    expect((await put({ ...validProfile, idNumber: '' })).json.data.errors.idNumber).toBe('Required field.');
    expect((await put({ ...validProfile, idType: 'driving-licence' })).json.data.errors.idType).toBeDefined();
    // A new e-mail needs the code sent to the number first (tests/api/identifier-change.test.ts), and the
    // answer is the same whether another account uses it or not.
    const withoutCode = await put({ ...validProfile, email: 'omar@example.com' });
    const takenWithoutCode = await put({ ...validProfile, email: 'DEMO@example.com' });
    expect(withoutCode.status).toBe(400);
    expect(takenWithoutCode.json).toEqual(withoutCode.json);

    const saved = await put(validProfile);
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe('Your profile has been saved.');
    expect(saved.json.data).toEqual({ ...validProfile, email: null, msisdn: LINES.lowBalance, addresses: [] });
    const read = await callApi(profile, { url: '/x', headers: bearer(token) });
    expect(read.json.data).toEqual(saved.json.data);

    // Optional fields: left out they are kept, emptied they are removed.
    const kept = await put({ firstName: 'Omar', secondName: 'Khalid', thirdName: 'Jasim', interests: [] });
    expect(kept.json.data).toMatchObject({ dateOfBirth: '1990-05-17', idType: 'passport', interests: [] });
    const cleared = await put({ ...validProfile, dateOfBirth: null, idType: null, idNumber: null });
    expect(cleared.json.data).toMatchObject({ dateOfBirth: null, idType: null, idNumber: null });
  });

  it('needs a session, and refuses cookie writes from another site', async () => {
    expect((await callApi(profile, { method: 'PUT', url: '/x', body: validProfile })).status).toBe(401);
    expect((await callApi(addressesRoute, { method: 'POST', url: '/x', body: { address: 'a', city: 'b', district: 'c' } })).status).toBe(401);
    const { cookie } = await signInByPhone(DEMO.msisdn);
    const crossSite = await callApi(profile, { method: 'PUT', url: '/x', headers: { Cookie: cookie, Origin: 'https://evil.example' }, body: validProfile });
    expect(crossSite.status).toBe(403);
    const sameSite = await callApi(profile, { method: 'PUT', url: '/x', headers: { Cookie: cookie, Origin: 'http://localhost:3000' }, body: { ...validProfile, email: DEMO.email } });
    expect(sameSite.status).toBe(200);
  });

  it('adds, removes and sets the primary address, and only the owner’s', async () => {
    const { token } = await signInByPhone(LINES.postpaid);
    const headers = bearer(token);
    const add = (n: number) =>
      callApi(addressesRoute, { method: 'POST', url: '/x?lang=en', headers, body: { address: `Street ${n}, house ${n}`, city: 'Baghdad', district: `Karrada ${n}` } });
    const first = await add(1);
    expect(first.status).toBe(201);
    expect(first.json.data).toEqual({ id: expect.any(Number), address: 'Street 1, house 1', city: 'Baghdad', district: 'Karrada 1', governorate: null, landmark: null, primary: true });
    const second = (await add(2)).json.data;
    const third = (await add(3)).json.data;
    expect(second.primary).toBe(false);

    const invalid = await callApi(addressesRoute, { method: 'POST', url: '/x?lang=en', headers, body: { address: '', city: 'x'.repeat(51) } });
    expect(invalid.json.data.errors).toEqual({ address: 'Required field.', city: 'Too long: fewer than 50 characters.', district: 'Required field.' });

    const primary = await callApi(primaryRoute, { method: 'POST', url: `/x?lang=en&id=${third.id}`, headers });
    expect(primary.status).toBe(200);
    expect(primary.json.data.map((a: { id: number; primary: boolean }) => [a.id, a.primary])).toEqual([
      [first.json.data.id, false],
      [second.id, false],
      [third.id, true],
    ]);

    // Removing the primary one makes the oldest remaining one primary.
    const removed = await callApi(addressesRoute, { method: 'DELETE', url: `/x?lang=en&id=${third.id}`, headers });
    expect(removed.status).toBe(200);
    expect(removed.json.data.map((a: { id: number; primary: boolean }) => [a.id, a.primary])).toEqual([
      [first.json.data.id, true],
      [second.id, false],
    ]);

    // Another account cannot touch them.
    const other = await signInByPhone(DEMO.msisdn);
    expect((await callApi(addressesRoute, { method: 'DELETE', url: `/x?id=${second.id}`, headers: bearer(other.token) })).status).toBe(404);
    expect((await callApi(primaryRoute, { method: 'POST', url: `/x?id=${second.id}`, headers: bearer(other.token) })).status).toBe(404);
    expect((await callApi(addressesRoute, { method: 'DELETE', url: '/x?id=abc', headers })).status).toBe(400);
    const mine = await callApi(profile, { url: '/x', headers });
    expect(mine.json.data.addresses).toHaveLength(2);
  });

  it('keeps a saved address’s governorate and nearest landmark (what the checkout fills from it), and refuses unknown ones', async () => {
    const { token } = await signInByPhone(LINES.lowBalance);
    const headers = bearer(token);
    const body = { address: 'Street 9, house 2', city: 'Erbil', district: 'Ankawa', governorate: 'erbil', landmark: '  Behind the Ankawa church  ' };
    const added = await callApi(addressesRoute, { method: 'POST', url: '/x?lang=en', headers, body });
    expect(added.status).toBe(201);
    expect(added.json.data).toMatchObject({ address: 'Street 9, house 2', governorate: 'erbil', landmark: 'Behind the Ankawa church' });
    const blankLandmark = await callApi(addressesRoute, { method: 'POST', url: '/x?lang=en', headers, body: { ...body, governorate: 'basra', landmark: '  ' } });
    expect(blankLandmark.json.data).toMatchObject({ governorate: 'basra', landmark: null });
    const listed = (await callApi(profile, { url: '/x', headers })).json.data.addresses as Array<{ id: number; governorate: string | null; landmark: string | null }>;
    expect(listed.find((a) => a.id === added.json.data.id)).toMatchObject({ governorate: 'erbil', landmark: 'Behind the Ankawa church' });

    const wrong = await callApi(addressesRoute, { method: 'POST', url: '/x?lang=ar', headers, body: { ...body, governorate: 'atlantis', landmark: 'x'.repeat(121) } });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.json.data.errors).sort()).toEqual(['governorate', 'landmark']);
    expect(wrong.json.data.errors.governorate).toMatch(/[\u0600-\u06ff]/);
  });

  it('lists notifications in the request’s language with the unread count, and marks them read', async () => {
    const { token } = await signInByPhone(LINES.receiver);
    const headers = bearer(token);
    const en = await callApi(notifications, { url: '/x?lang=en', headers });
    expect(en.json.data.unread).toBe(1);
    expect(en.json.data.items).toEqual([
      expect.objectContaining({ title: 'Welcome to Nour Mobile', link: '/personal/my-account', read: false, createdAt: expect.any(String) }),
    ]);
    const ku = await callApi(notifications, { url: '/x?lang=ku', headers });
    expect(ku.json.data.items[0].title).toBe('بەخێربێیت بۆ نوور مۆبایل');

    const accountId = await accountOf(db(), LINES.receiver);
    const added = await notify(accountId, {
      titles: { ar: 'تمت التعبئة', en: 'Recharged', ku: 'پڕکرایەوە' },
      bodies: { ar: 'أضيف 5,000 دينار.', en: '5,000 IQD added.', ku: '5,000 دینار زیاد کرا.' },
      link: '/personal/my-account',
    });
    const two = await callApi(notifications, { url: '/x?lang=ar', headers });
    expect(two.json.data.unread).toBe(2);
    expect(two.json.data.items[0]).toMatchObject({ id: added, title: 'تمت التعبئة', body: 'أضيف 5,000 دينار.' });

    const one = await callApi(notificationsRead, { method: 'POST', url: '/x?lang=en', headers, body: { ids: [added] } });
    expect(one.status).toBe(200);
    expect(one.json.data.unread).toBe(1);
    // Someone else's ids are left alone.
    const demo = await signInByPhone(DEMO.msisdn);
    const demoList = await callApi(notifications, { url: '/x?lang=en', headers: bearer(demo.token) });
    expect(demoList.json.data.items.map((i: { title: string }) => i.title)).toContain('Welcome to Nour Mobile');
    await callApi(notificationsRead, { method: 'POST', url: '/x', headers: bearer(demo.token), body: { ids: [en.json.data.items[0].id] } });
    expect((await callApi(notifications, { url: '/x', headers })).json.data.unread).toBe(1);

    const all = await callApi(notificationsRead, { method: 'POST', url: '/x', headers });
    expect(all.json.data.unread).toBe(0);
    expect(all.json.data.items.every((i: { read: boolean }) => i.read)).toBe(true);
    expect((await callApi(notifications, { url: '/x' })).status).toBe(401);
  });

  it('takes feedback and ratings from visitors and subscribers, validated and rate-limited', async () => {
    const ip = nextIp();
    const send = (body: unknown, headers: Record<string, string> = {}) => callApi(rating, { method: 'POST', url: '/x?lang=en', headers: from(ip, headers), body });
    const visitor = await send({ kind: 'rating', score: 4 }, { DeviceId: 'rating-device-1' });
    expect(visitor.status).toBe(200);
    expect(visitor.json.message).toBe('Thank you for your feedback.');

    expect((await send({ kind: 'rating' })).json.data.errors).toEqual({ score: 'Choose a score from 1 to 5.' });
    expect((await send({ kind: 'rating', score: 6 })).json.data.errors.score).toBe('Choose a score from 1 to 5.');
    expect((await send({ kind: 'feedback', text: '  ' })).json.data.errors.text).toBe('Required field.');
    expect((await send({ kind: 'feedback', text: 'x'.repeat(1001) })).json.data.errors.text).toBe('Too long: fewer than 1000 characters.');
    expect((await send({ kind: 'complaint', text: 'x' })).json.data.errors.kind).toBeDefined();

    const { token } = await signInByPhone(DEMO.msisdn);
    expect((await send({ kind: 'survey', score: 5, text: 'Fast and clear.' }, bearer(token, 'rating-device-2'))).status).toBe(200);
    const rows = await db().db.select().from(ratings).where(eq(ratings.kind, 'survey'));
    expect(rows).toEqual([expect.objectContaining({ score: 5, text: 'Fast and clear.', accountId: expect.any(Number) })]);
    expect((await db().db.select().from(ratings).where(eq(ratings.kind, 'rating')))[0].accountId).toBeNull();

    // At most 10 an hour from one address.
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await send({ kind: 'rating', score: 3 })).status);
    expect(statuses).toContain(429);
  });
});

async function accountOf(db: DatabaseHandle, msisdn: string): Promise<number> {
  const [row] = await db.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.msisdn, msisdn));
  return row.id;
}

// A restart: the database handle is closed and the same PGlite directory (or PostgreSQL database) is
// opened again by a new handle, as a server restart does.
describe.each(testDatabaseKinds)('accounts API: profile and addresses survive a restart [%s]', (kind) => {
  let location: { dataDir?: string; databaseUrl?: string };
  let dropDatabase: (() => Promise<void>) | undefined;
  let handle: DatabaseHandle | undefined;
  trustProxyDuringSuite();

  beforeAll(async () => {
    if (kind === 'pglite') {
      location = { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'accounts-restart-')) };
    } else {
      const { Client } = await import('pg');
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `test_${randomBytes(6).toString('hex')}`;
      const admin = new Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      location = { databaseUrl: url.toString() };
      dropDatabase = async () => {
        const cleanup = new Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      };
    }
  }, 60_000);

  afterAll(async () => {
    setDatabaseForTests(undefined);
    await handle?.close();
    if (location.dataDir) fs.rmSync(location.dataDir, { recursive: true, force: true });
    await dropDatabase?.();
  });

  it('keeps the edits, the addresses and the session', async () => {
    handle = await openDatabase(location);
    await seed(handle.db, { pages: false });
    setDatabaseForTests(handle);
    await freshState(handle);
    const { token } = await signInByPhone(LINES.lowBalance);
    const headers = bearer(token);
    expect((await callApi(profile, { method: 'PUT', url: '/x?lang=en', headers, body: validProfile })).status).toBe(200);
    for (const district of ['Mansour', 'Adhamiya']) {
      await callApi(addressesRoute, { method: 'POST', url: '/x', headers, body: { address: `${district} street 4`, city: 'Baghdad', district } });
    }
    const before = (await callApi(profile, { url: '/x', headers })).json.data;

    setDatabaseForTests(undefined);
    await handle.close();
    handle = await openDatabase(location);
    await seed(handle.db, { pages: false });
    setDatabaseForTests(handle);

    const after = await callApi(profile, { url: '/x', headers });
    expect(after.status).toBe(200);
    expect(after.json.data).toEqual(before);
    expect(after.json.data).toMatchObject({ ...validProfile, msisdn: LINES.lowBalance });
    expect(after.json.data.addresses.map((a: { district: string; primary: boolean }) => [a.district, a.primary])).toEqual([
      ['Mansour', true],
      ['Adhamiya', false],
    ]);
  }, 60_000);
});
