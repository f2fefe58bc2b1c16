import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { accounts, lines, otpCodes, outbox } from '@/lib/server/db/schema';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { createSession } from '@/lib/server/services/subscriber-sessions';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import confirm from '@/pages/api/v1/account/mifi/confirm';
import list from '@/pages/api/v1/account/mifi/index';
import start from '@/pages/api/v1/account/mifi/start';

const MIFI = '07705555555';

async function accountId(msisdn: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.msisdn, msisdn));
  if (row) return row.id;
  const [created] = await db
    .insert(accounts)
    .values({ msisdn, profile: { firstName: 'Test', secondName: '', thirdName: '', dateOfBirth: null, interests: [], idType: null, idNumber: null } })
    .returning({ id: accounts.id });
  return created.id;
}

async function signedIn(msisdn = '07701234567') {
  const id = await accountId(msisdn);
  const { token } = await createSession(id, 'test-device');
  return { id, headers: { Authorization: `Bearer ${token}`, DeviceId: 'test-device' } };
}

/** The code the MiFi number was sent last (the demo outbox keeps it). */
async function lastCodeTo(msisdn: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select().from(outbox).where(and(eq(outbox.to, msisdn), eq(outbox.purpose, 'mifi'))).orderBy(desc(outbox.id)).limit(1);
  return row?.code ?? null;
}

async function owner(msisdn: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db.select({ owner: lines.ownerAccountId }).from(lines).where(eq(lines.msisdn, msisdn));
  return row.owner;
}

/** Lets a new code be asked for at once (the 60 s resend wait is tested on its own). */
async function forgetCodes(msisdn: string) {
  const db = await getDb();
  await db.delete(otpCodes).where(eq(otpCodes.subject, msisdn));
  await db.update(lines).set({ ownerAccountId: null }).where(eq(lines.msisdn, msisdn));
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describeWithDatabase('MiFi linking API', () => {
  beforeEach(async () => {
    resetRateLimits();
    await forgetCodes(MIFI);
  });

  it('refuses visitors with 401', async () => {
    expect((await callApi(start, { method: 'POST', url: '/x?lang=en', body: { msisdn: MIFI } })).status).toBe(401);
    expect((await callApi(confirm, { method: 'POST', url: '/x?lang=en', body: { msisdn: MIFI, code: '123456' } })).status).toBe(401);
    expect((await callApi(list, { url: '/x?lang=en' })).status).toBe(401);
  });

  it('sends the code to the MiFi number (not the subscriber) and links the line with it', async () => {
    const { id, headers } = await signedIn();
    const started = await callApi(start, { method: 'POST', url: '/x?lang=en', headers, body: { msisdn: '+964 770 555 5555' } });
    expect(started.status).toBe(200);
    expect(started.json.data).toEqual({ resendAfter: 60, length: 6 });
    const code = await lastCodeTo(MIFI);
    expect(code).toMatch(/^\d{6}$/);
    expect(await lastCodeTo('07701234567')).toBeNull();

    const wrong = await callApi(confirm, { method: 'POST', url: '/x?lang=en', headers, body: { msisdn: MIFI, code: wrongCode(code!) } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.data.triesLeft).toBe(4);
    expect(wrong.json.data.errors.code).toBe('The code is not correct.');
    expect(await owner(MIFI)).toBeNull();

    const linked = await callApi(confirm, { method: 'POST', url: '/x?lang=en', headers, body: { msisdn: MIFI, code } });
    expect(linked.status).toBe(200);
    expect(linked.json.data).toEqual([{ msisdn: MIFI, status: 'active', type: 'prepaid' }]);
    expect(await owner(MIFI)).toBe(id);
    expect((await callApi(list, { url: '/x?lang=en', headers })).json.data).toEqual([{ msisdn: MIFI, status: 'active', type: 'prepaid' }]);

    // The code is used up, and a linked line cannot be linked again by the same account.
    const again = await callApi(confirm, { method: 'POST', url: '/x?lang=en', headers, body: { msisdn: MIFI, code } });
    expect(again.status).toBe(400);
    const twice = await callApi(start, { method: 'POST', url: '/x?lang=en', headers, body: { msisdn: MIFI } });
    expect(twice.status).toBe(400);
    expect(twice.json.data.errors.msisdn).toBe('This MiFi line is already linked to your account.');
  });

  it('refuses numbers that are not our MiFi lines, with the reason on the field', async () => {
    const { headers } = await signedIn();
    for (const [msisdn, message] of [
      ['07701111111', 'This number is not a Nour Mobile MiFi line.'],
      ['07709999990', 'This number is not a Nour Mobile MiFi line.'],
      ['07801234567', 'Service not available for your line.'],
    ]) {
      const reply = await callApi(start, { method: 'POST', url: '/x?lang=en', headers, body: { msisdn } });
      expect([msisdn, reply.status, reply.json.data.errors.msisdn]).toEqual([msisdn, 400, message]);
    }
    const malformed = await callApi(start, { method: 'POST', url: '/x?lang=en', headers, body: { msisdn: '12345' } });
    expect(malformed.status).toBe(400);
    expect(malformed.json.data.errors.msisdn).toBeTruthy();
  });

  it('a code asked for by one account links nothing for another', async () => {
    const first = await signedIn('07701234567');
    const other = await signedIn('07701234568');
    await callApi(start, { method: 'POST', url: '/x?lang=en', headers: first.headers, body: { msisdn: MIFI } });
    const code = await lastCodeTo(MIFI);
    const stolen = await callApi(confirm, { method: 'POST', url: '/x?lang=en', headers: other.headers, body: { msisdn: MIFI, code } });
    expect(stolen.status).toBe(400);
    expect(await owner(MIFI)).toBeNull();
    expect((await callApi(confirm, { method: 'POST', url: '/x?lang=en', headers: first.headers, body: { msisdn: MIFI, code } })).status).toBe(200);
    expect(await owner(MIFI)).toBe(first.id);
  });

  it('allows a new code only 60 s after the last one, and 5 wrong codes kill it', async () => {
    const { headers } = await signedIn();
    expect((await callApi(start, { method: 'POST', url: '/x?lang=en', headers, body: { msisdn: MIFI } })).status).toBe(200);
    const soon = await callApi(start, { method: 'POST', url: '/x?lang=en', headers, body: { msisdn: MIFI } });
    expect(soon.status).toBe(429);
    expect(soon.json.data.resendAfter).toBeGreaterThan(0);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);

    const code = (await lastCodeTo(MIFI))!;
    const tries: number[] = [];
    for (let i = 0; i < 5; i++) {
      const reply = await callApi(confirm, { method: 'POST', url: '/x?lang=en', headers, body: { msisdn: MIFI, code: wrongCode(code) } });
      expect(reply.status).toBe(400);
      tries.push(reply.json.data.triesLeft);
    }
    expect(tries).toEqual([4, 3, 2, 1, 0]);
    const dead = await callApi(confirm, { method: 'POST', url: '/x?lang=en', headers, body: { msisdn: MIFI, code } });
    expect(dead.status).toBe(400);
    expect(dead.json.message).toBe('This code can no longer be used. Ask for a new code.');
    expect(await owner(MIFI)).toBeNull();
  });
});
