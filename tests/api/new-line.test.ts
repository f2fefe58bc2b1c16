/**
 * New-line offer (issue 12, part 5), on the real database: the request is filed with a code sent to the
 * number to contact; the code confirms that request once (wrong codes count down, parallel guesses
 * cannot beat the 5 tries); the details token then takes the personal details once, and an ID that
 * already holds the maximum number of lines is refused with the spec's message.
 */
import type { GetServerSidePropsContext } from 'next';
import { eq } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDb } from '@/lib/server/db';
import { newLineRequests, otpCodes } from '@/lib/server/db/schema';
import { MAX_WRONG_TRIES } from '@/lib/server/services/otp';
import { issueDetailsToken, NEW_LINE_PURPOSE } from '@/lib/server/services/new-line';
import { callApi, type ApiReply } from '@/lib/server/testing/api';
import { from, nextIp, trustProxyDuringSuite } from '@/lib/server/testing/accounts';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import { lastCode, lastMessage, wrongCode } from '@/lib/server/testing/operator';
import editorList from '@/pages/api/editor/new-line-requests';
import editorSession from '@/pages/api/editor/session';
import addRoute from '@/pages/api/v1/new-offer/add';
import citiesRoute from '@/pages/api/v1/new-offer/cities';
import confirmRoute from '@/pages/api/v1/new-offer/confirmOTP';
import resendRoute from '@/pages/api/v1/new-offer/resendOTP';
import detailsRoute from '@/pages/api/v1/submit-details';
import { getServerSideProps as newOfferPage } from '@/pages/personal/new-offer';

let numbers = 0;
/** A contact number of this test's own (another operator's range: any Iraqi number may ask). */
const freshNumber = () => `0751${String(Date.now() % 1000).padStart(3, '0')}${String(numbers++).padStart(4, '0')}`;

const post = (route: Parameters<typeof callApi>[0], url: string, body: unknown, lang = 'en') =>
  callApi(route, { method: 'POST', url: `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, body, headers: from(nextIp()) });

const add = (msisdn: string, extra: Record<string, unknown> = {}, lang = 'en') =>
  post(addRoute, '/x', { name: 'Zainab Ali Hassan', msisdn, city: 'erbil', offer: 'data-max', ...extra }, lang);
const confirm = (msisdn: string, requestId: number, code: string) => post(confirmRoute, `/x?msisdn=${msisdn}`, { requestId, code });
const details = (detailsToken: string, extra: Record<string, unknown> = {}, lang = 'en') =>
  post(
    detailsRoute,
    '/x',
    { detailsToken, firstName: 'Zainab', secondName: 'Ali', thirdName: 'Hassan', email: 'zainab@example.com', idType: 'national-id', idNumber: 'NL-77001', ...extra },
    lang,
  );

async function requestRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(newLineRequests).where(eq(newLineRequests.id, id));
  return row;
}

/** Files a request and answers its id and the code from the outbox. */
async function filed(msisdn = freshNumber()): Promise<{ msisdn: string; requestId: number; code: string }> {
  const reply = await add(msisdn);
  expect(reply.status).toBe(200);
  return { msisdn, requestId: reply.json.data.requestId as number, code: await lastCode(msisdn, NEW_LINE_PURPOSE) };
}

async function confirmed(): Promise<{ msisdn: string; requestId: number; detailsToken: string; reference: string }> {
  const request = await filed();
  const reply = await confirm(request.msisdn, request.requestId, request.code);
  expect(reply.status).toBe(200);
  return { ...request, detailsToken: reply.json.data.detailsToken, reference: reply.json.data.reference };
}

describeWithDatabase('new-line offer', () => {
  trustProxyDuringSuite();
  beforeEach(async () => {
    resetRateLimits();
    await (await getDb()).delete(otpCodes);
  });

  it('the page opens for visitors (no sign-in) and takes a known offer from ?offer=', async () => {
    const open = async (search: string) =>
      (await newOfferPage({
        req: { headers: {}, cookies: {} },
        res: { setHeader: () => undefined, getHeader: () => undefined },
        query: Object.fromEntries(new URLSearchParams(search)),
        locale: 'ku',
        resolvedUrl: `/personal/new-offer?${search}`,
      } as unknown as GetServerSidePropsContext)) as { props?: Record<string, unknown>; redirect?: unknown };
    const page = await open('offer=data-max');
    expect(page.redirect).toBeUndefined();
    expect(page.props).toMatchObject({ layout: 'page', initialOffer: 'data-max' });
    expect((await open('offer=free-phone')).props?.initialOffer).toBeNull();
  });

  it('cities come in the page language', async () => {
    const en = await callApi(citiesRoute, { url: '/x?lang=en' });
    const ku = await callApi(citiesRoute, { url: '/x?lang=ku' });
    const ar = await callApi(citiesRoute, { url: '/x?lang=ar' });
    expect(en.json.data).toEqual(expect.arrayContaining([{ id: 'erbil', name: 'Erbil' }, { id: 'baghdad', name: 'Baghdad' }]));
    expect(ku.json.data).toEqual(expect.arrayContaining([{ id: 'erbil', name: 'هەولێر' }]));
    expect(ar.json.data).toEqual(expect.arrayContaining([{ id: 'erbil', name: 'أربيل' }]));
    expect(en.json.data.length).toBeGreaterThanOrEqual(18);
  });

  it('add files an unconfirmed request and texts a code to the number, in the page language', async () => {
    const msisdn = freshNumber();
    const reply = await add(msisdn, {}, 'ar');
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ success: true, data: { resendAfter: 60, length: 6 }, message: 'أرسلنا رمزاً من 6 أرقام برسالة نصية إلى رقم التواصل.' });
    const row = await requestRow(reply.json.data.requestId);
    expect(row).toMatchObject({ contactMsisdn: msisdn, city: 'erbil', offer: 'data-max', status: 'unconfirmed', lang: 'ar' });
    expect((await lastMessage(msisdn, NEW_LINE_PURPOSE))?.text).toMatch(/^\d{6} رمز طلب الخط الجديد\. لا تشاركه\.\n@/);
  });

  it('bad input is a 400 naming each field, in the page language', async () => {
    const reply = await add('0770123', { name: '', city: 'atlantis', offer: 'free' }, 'ku');
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.json.data.errors).sort()).toEqual(['city', 'msisdn', 'name', 'offer']);
    expect(reply.json.data.errors.city).toBe('شارێک لە لیستەکە هەڵبژێرە.');
  });

  it('a wrong code counts down and confirms nothing; the right code confirms once; a resend waits 60 s', async () => {
    const { msisdn, requestId, code } = await filed();
    const wrong = await confirm(msisdn, requestId, wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.json.data.triesLeft).toBe(MAX_WRONG_TRIES - 1);
    expect(wrong.json.data.detailsToken).toBeUndefined();
    expect((await requestRow(requestId)).status).toBe('unconfirmed');

    // Another request for the number within the resend delay: refused, and not filed.
    const db = await getDb();
    const before = (await db.select().from(newLineRequests).where(eq(newLineRequests.contactMsisdn, msisdn))).length;
    const other = await add(msisdn);
    expect(other.status).toBe(429);
    expect(other.json.data.resendAfter).toBeGreaterThan(0);
    expect((await db.select().from(newLineRequests).where(eq(newLineRequests.contactMsisdn, msisdn))).length).toBe(before);
    const resend = await post(resendRoute, '/x', { msisdn, requestId });
    expect(resend.status).toBe(429);
    expect(resend.json.data.resendAfter).toBeGreaterThan(0);

    const right = await confirm(msisdn, requestId, code);
    expect(right.status).toBe(200);
    expect(right.json.data).toMatchObject({ reference: expect.stringMatching(/^[A-Z0-9-]{6,}$/), detailsToken: expect.any(String) });
    expect((await requestRow(requestId)).status).toBe('confirmed');
    const again = await confirm(msisdn, requestId, code);
    expect(again.status).toBe(400);
    expect(again.json.data.detailsToken).toBeUndefined();
  });

  it('a code confirms only the request and number it was sent for', async () => {
    const first = await filed();
    const second = await filed();
    // First's code for second's request, and for first's request under second's number.
    expect((await confirm(second.msisdn, second.requestId, first.code)).status).toBe(400);
    expect((await confirm(second.msisdn, first.requestId, first.code)).status).toBe(400);
    expect((await requestRow(first.requestId)).status).toBe('unconfirmed');
    expect((await requestRow(second.requestId)).status).toBe('unconfirmed');
    expect((await confirm(first.msisdn, first.requestId, first.code)).status).toBe(200);
  });

  itRace('20 parallel wrong guesses spend the 5 tries: the right code after them confirms nothing', async () => {
    const { msisdn, requestId, code } = await filed();
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i * 7919) % 1_000_000).padStart(6, '0')).filter((g) => g !== code);
    const replies: ApiReply[] = await Promise.all(guesses.map((guess) => confirm(msisdn, requestId, guess)));
    expect(replies.filter((r) => r.status === 200)).toEqual([]);
    const told = replies.filter((r) => typeof r.json.data?.triesLeft === 'number' && r.json.data.errors?.code && r.status === 400).map((r) => r.json.data.triesLeft as number);
    // Exactly 5 guesses were compared (4, 3, 2, 1, 0 tries left); the rest found the code dead, or hit the per-number limit.
    expect(told.filter((n) => n > 0).sort()).toEqual([1, 2, 3, 4]);
    for (const reply of replies) expect(reply.status).toBeLessThan(500);
    resetRateLimits();
    expect((await confirm(msisdn, requestId, code)).status).toBe(400);
    expect((await requestRow(requestId)).status).toBe('unconfirmed');
  });

  it('code checks are limited per number, whatever the IP', async () => {
    const { msisdn, requestId, code } = await filed();
    const replies = [];
    for (let i = 0; i < 12; i++) replies.push(await confirm(msisdn, requestId + 100_000 + i, code));
    expect(replies.filter((r) => r.status === 429).length).toBe(2);
  });

  it('the details are taken once with the token; the request keeps them', async () => {
    const { requestId, detailsToken, reference } = await confirmed();
    const reply = await details(detailsToken, { idNumber: 'nl-77001 ' });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ success: true, data: { reference }, message: 'Your request has been received.' });
    const row = await requestRow(requestId);
    expect(row.status).toBe('submitted');
    // The ID in the one form every ID is stored and counted in (normalizeIdNumber).
    expect(row.details).toEqual({ firstName: 'Zainab', secondName: 'Ali', thirdName: 'Hassan', email: 'zainab@example.com', idType: 'national-id', idNumber: 'NL77001' });
    expect((await lastMessage(row.contactMsisdn, 'new-line-received'))?.text).toContain(reference);

    const twice = await details(detailsToken);
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe('The details of this request have already been sent.');
  });

  itRace('the same details sent twice at once are taken once', async () => {
    const { requestId, detailsToken } = await confirmed();
    const replies = await Promise.all([details(detailsToken, { idNumber: 'RACE-1' }), details(detailsToken, { idNumber: 'RACE-2' })]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const kept = (await requestRow(requestId)).details?.idNumber;
    const winner = replies.find((r) => r.status === 200)!;
    expect(kept).toBe(winner === replies[0] ? 'RACE1' : 'RACE2');
  });

  it('an ID at the maximum number of lines gets the spec’s message, in each language, and the request stays open', async () => {
    const { requestId, detailsToken } = await confirmed();
    const en = await details(detailsToken, { idNumber: '19900101001' });
    expect(en.status).toBe(400);
    expect(en.json.message).toBe('The ID is already registered to the maximum allowed number of lines: contact customer service');
    expect(en.json.data.errors.idNumber).toBe(en.json.message);
    const ar = await details(detailsToken, { idNumber: '19900101001' }, 'ar');
    expect(ar.json.message).toBe('الهوية مسجلة مسبقاً بالحد الأقصى المسموح من الخطوط: تواصل مع خدمة العملاء');
    // The same ID written another way is the same ID.
    expect((await details(detailsToken, { idNumber: '1990-0101-001' })).status).toBe(400);
    expect((await details(detailsToken, { idNumber: '١٩٩٠٠١٠١٠٠١' })).status).toBe(400);
    expect((await requestRow(requestId)).status).toBe('confirmed');
    // Another ID goes through.
    expect((await details(detailsToken, { idNumber: 'P1234567', idType: 'passport' })).status).toBe(200);
  });

  it('details without a valid token: forged, expired or for an unconfirmed request are refused', async () => {
    const { requestId } = await filed();
    expect((await details(`${requestId}.${Date.now() + 60_000}.AAAA`)).status).toBe(401);
    const stale = issueDetailsToken(requestId, Date.now() - 2 * 3600_000).detailsToken;
    const expired = await details(stale);
    expect(expired.status).toBe(401);
    expect(expired.json.message).toBe('Your confirmation has expired. Start again to get a new code.');
    // A genuine token for a request whose number was never confirmed.
    const unconfirmed = await details(issueDetailsToken(requestId).detailsToken);
    expect(unconfirmed.status).toBe(409);
    expect((await requestRow(requestId)).status).toBe('unconfirmed');
  });
});

describeWithDatabase('new-line requests for editors', () => {
  it('are listed for a signed-in editor only, newest first, with the details once sent', async () => {
    expect((await callApi(editorList, { url: '/x?lang=en' })).status).toBe(401);
    const signIn = await callApi(editorSession, { method: 'POST', url: '/x?lang=en', body: { email: 'editor@example.com', password: 'Editor#2026pass' } });
    const Cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';

    const msisdn = freshNumber();
    const added = await add(msisdn, { city: 'basra', offer: 'postpaid-plus' });
    const requestId = added.json.data.requestId as number;
    const confirmedReply = await confirm(msisdn, requestId, await lastCode(msisdn, NEW_LINE_PURPOSE));
    expect((await details(confirmedReply.json.data.detailsToken, { idType: 'passport', idNumber: 'P998877' })).status).toBe(200);

    const list = await callApi(editorList, { url: '/x?lang=en', headers: { Cookie } });
    expect(list.status).toBe(200);
    expect(list.json.data[0]).toMatchObject({
      id: requestId,
      contactMsisdn: msisdn,
      city: 'Basra',
      offer: 'postpaid-plus',
      status: 'submitted',
      details: { idType: 'passport', idNumber: 'P998877', firstName: 'Zainab' },
    });
  });
});
