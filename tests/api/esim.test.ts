/**
 * eSIM (issue 33 part 6): an activation code in the GSMA LPA format, its matching id from a CSPRNG,
 * shown once (a second view is refused and says how to get a new one; parallel views on PostgreSQL
 * give it once), reissued for a new device after the step-up check (the old one stops working), and a
 * new line bought as an eSIM gets its code once through the new-line flow.
 */
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDb } from '@/lib/server/db';
import { accounts, auditLog, esimProfiles, otpCodes } from '@/lib/server/db/schema';
import { NEW_LINE_PURPOSE } from '@/lib/server/services/new-line';
import { callApi } from '@/lib/server/testing/api';
import { from, nextIp, trustProxyDuringSuite } from '@/lib/server/testing/accounts';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import { freshLine, lastCode, signInAs } from '@/lib/server/testing/operator';
import issue from '@/pages/api/v1/account/esim/index';
import view from '@/pages/api/v1/account/esim/view';
import confirm from '@/pages/api/v1/account/step-up/confirm';
import start from '@/pages/api/v1/account/step-up/start';
import newLineView from '@/pages/api/v1/esim/view';
import addRoute from '@/pages/api/v1/new-offer/add';
import confirmOtp from '@/pages/api/v1/new-offer/confirmOTP';
import detailsRoute from '@/pages/api/v1/submit-details';

const PASSWORD = 'Esim#2026pass';
const LPA = /^LPA:1\$smdp\.nour\.iq\$([A-HJ-NP-Z2-9]{5}(?:-[A-HJ-NP-Z2-9]{5}){3})$/;
let passwordHash: string;

async function member() {
  const msisdn = await freshLine({ balance: 1_000 });
  const headers = await signInAs(msisdn);
  const email = `esim-${msisdn}@example.com`;
  const db = await getDb();
  await db.update(accounts).set({ email, passwordHash }).where(eq(accounts.msisdn, msisdn));
  return { msisdn, headers, email };
}

const post = (handler: Parameters<typeof callApi>[0], headers: Record<string, string>, body: unknown, lang = 'en') =>
  callApi(handler, { method: 'POST', url: `/x?lang=${lang}`, headers, body });

async function stepUp(who: { headers: Record<string, string>; email: string }, action = 'esim'): Promise<string> {
  const db = await getDb();
  await db.delete(otpCodes).where(eq(otpCodes.subject, who.email)); // the 60 s resend wait is part 5's test
  expect((await post(start, who.headers, { action, password: PASSWORD })).status).toBe(200);
  const granted = await post(confirm, who.headers, { action, code: await lastCode(who.email, 'step-up') });
  return granted.json.data.stepUpToken as string;
}

async function newEsim(who: { headers: Record<string, string>; email: string }): Promise<string> {
  const issued = await post(issue, who.headers, { stepUpToken: await stepUp(who) });
  expect(issued.status).toBe(200);
  return issued.json.data.viewToken as string;
}

describeWithDatabase('eSIM activation codes', () => {
  trustProxyDuringSuite();
  beforeAll(async () => {
    passwordHash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
  });
  beforeEach(() => resetRateLimits());

  it('moves the line to an eSIM after the step-up: an LPA code shown once, reissued codes replace the old one', async () => {
    const who = await member();
    // Without the step-up, or with another action's token: refused.
    expect((await post(issue, who.headers, { stepUpToken: 'made-up' })).status).toBe(403);
    expect((await post(issue, who.headers, { stepUpToken: await stepUp(who, 'puk') })).status).toBe(403);

    const first = await newEsim(who);
    const shown = await post(view, who.headers, { viewToken: first });
    expect(shown.status).toBe(200);
    const { activationCode, smdpAddress, matchingId, qrSvg } = shown.json.data;
    expect(activationCode).toMatch(LPA);
    expect(activationCode).toBe(`LPA:1$${smdpAddress}$${matchingId}`);
    expect(qrSvg).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrSvg.split(',')[1], 'base64').toString()).toContain('<svg');

    // Single use: the second view is refused, says how to get a new code, and the secret is gone.
    const again = await post(view, who.headers, { viewToken: first }, 'ar');
    expect(again.status).toBe(410);
    expect(again.json.data.reissue).toBe(true);
    expect(again.json.message).toContain('زر أحد متاجرنا');
    const db = await getDb();
    const [row] = await db.select().from(esimProfiles).where(eq(esimProfiles.msisdn, who.msisdn));
    expect(row.matchingId).toBeNull();

    // A device change: a new code, after a new step-up; it replaces the unviewed one before it.
    const second = await newEsim(who);
    const third = await newEsim(who);
    const replaced = await post(view, who.headers, { viewToken: second });
    expect(replaced.status).toBe(410);
    expect(replaced.json.message).toBe('This eSIM code was replaced by a newer one and no longer works. Use the newest code, or get a new one in My account, eSIM.');
    const newest = await post(view, who.headers, { viewToken: third });
    expect(newest.json.data.activationCode).toMatch(LPA);
    expect(newest.json.data.matchingId).not.toBe(matchingId);
    // Another account cannot see this line's code.
    const stranger = await member();
    expect((await post(view, stranger.headers, { viewToken: third })).status).toBe(404);

    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'line.esim'));
    expect(audit.filter((a) => a.detail.msisdn === who.msisdn)).toHaveLength(3);
  });

  it('a stolen phone still signed in cannot see the code the owner issues on another device, and is signed out', async () => {
    const who = await member();
    const thief = await signInAs(who.msisdn); // the lost phone's session, still open
    const viewToken = await newEsim(who);
    const db = await getDb();
    const [profile] = await db.select({ id: esimProfiles.id }).from(esimProfiles).where(eq(esimProfiles.msisdn, who.msisdn));
    // Not by the profile's serial id, and the issue ended every other session of the account.
    const bySerial = await post(view, thief, { profileId: profile.id });
    expect(bySerial.status).not.toBe(200);
    expect(bySerial.json.data?.activationCode).toBeUndefined();
    expect((await post(view, thief, { viewToken })).status).toBe(401);
    // The owner's device (which passed the step-up) still sees it.
    expect((await post(view, who.headers, { viewToken })).json.data.activationCode).toMatch(LPA);
  });

  itRace('parallel views of one code give it once', async () => {
    const who = await member();
    const viewToken = await newEsim(who);
    const replies = await Promise.all(Array.from({ length: 8 }, () => post(view, who.headers, { viewToken })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 410, 410, 410, 410, 410, 410, 410]);
  });

  it('a new line bought as an eSIM gets its code once, through the new-line flow', async () => {
    const msisdn = `0751${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const headers = from(nextIp());
    const added = await post(addRoute, headers, { name: 'Zainab Ali', msisdn, city: 'erbil', offer: 'data-max', simType: 'esim' });
    expect(added.status).toBe(200);
    const confirmed = await callApi(confirmOtp, {
      method: 'POST',
      url: `/x?lang=en&msisdn=${msisdn}`,
      headers,
      body: { requestId: added.json.data.requestId, code: await lastCode(msisdn, NEW_LINE_PURPOSE) },
    });
    const submitted = await post(detailsRoute, headers, {
      detailsToken: confirmed.json.data.detailsToken,
      firstName: 'Zainab',
      secondName: 'Ali',
      thirdName: 'Hassan',
      idType: 'national-id',
      idNumber: `ES-${msisdn.slice(-5)}`,
    });
    expect(submitted.status).toBe(200);
    const viewToken = submitted.json.data.esimViewToken as string;
    expect(viewToken).toBeTruthy();
    const shown = await post(newLineView, headers, { viewToken }, 'ku');
    expect(shown.json.data.activationCode).toMatch(LPA);
    const again = await post(newLineView, headers, { viewToken }, 'ku');
    expect(again.status).toBe(410);
    expect(again.json.message).toContain('لەگەڵ ناسنامەکەت');
    expect((await post(newLineView, headers, { viewToken: 'x'.repeat(32) })).status).toBe(404);
  });
});
