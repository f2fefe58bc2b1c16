/**
 * Number porting to Nour (issue 33 part 7): the request (number of another operator, its operator, the
 * ID, a code sent to that number), its status by reference and number, care editors moving it through
 * submitted → approved → scheduled → done (or refused with a reason), moves out of order refused, two
 * editors' parallel moves applied once, and every status told by SMS (and notified when signed in).
 */
import { desc, eq } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDb } from '@/lib/server/db';
import { auditLog, notifications } from '@/lib/server/db/schema';
import { PORTING_PURPOSE } from '@/lib/server/services/porting';
import { callApi } from '@/lib/server/testing/api';
import { from, nextIp, trustProxyDuringSuite } from '@/lib/server/testing/accounts';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import { freshLine, lastCode, lastMessage, signInAs, wrongCode } from '@/lib/server/testing/operator';
import editorPorting from '@/pages/api/editor/porting';
import session from '@/pages/api/editor/session';
import confirm from '@/pages/api/v1/porting/confirm';
import start from '@/pages/api/v1/porting/start';
import status from '@/pages/api/v1/porting/status';

let numbers = 0;
const freshNumber = () => `0789${String(Date.now() % 1000).padStart(3, '0')}${String(numbers++).padStart(4, '0')}`;

const post = (route: Parameters<typeof callApi>[0], body: unknown, headers: Record<string, string> = from(nextIp()), lang = 'en') =>
  callApi(route, { method: 'POST', url: `/x?lang=${lang}`, body, headers });

async function editorHeaders() {
  const reply = await callApi(session, { method: 'POST', url: '/x?lang=en', body: { email: 'editor@example.com', password: 'Editor#2026pass' } });
  return { cookie: reply.headers.get('set-cookie')?.split(';')[0] ?? '', origin: 'http://localhost:3000' };
}

/** Files a request for a fresh number; its reference and id. */
async function filed(headers: Record<string, string> = from(nextIp()), lang = 'en') {
  const msisdn = freshNumber();
  const form = { msisdn, donor: 'zain', idNumber: `P-${msisdn.slice(-6)}` };
  expect((await post(start, form, headers, lang)).status).toBe(200);
  const reply = await post(confirm, { ...form, code: await lastCode(msisdn, PORTING_PURPOSE) }, headers, lang);
  expect(reply.status).toBe(200);
  const list = await callApi(editorPorting, { url: '/x?lang=en', headers: await editorHeaders() });
  const row = (list.json.data as Array<{ id: number; reference: string }>).find((r) => r.reference === reply.json.data.reference)!;
  return { msisdn, reference: reply.json.data.reference as string, id: row.id };
}

describeWithDatabase('number porting to Nour', () => {
  trustProxyDuringSuite();
  beforeEach(() => resetRateLimits());

  it('files a request with a code sent to the number; refuses our numbers, wrong codes and a second open request', async () => {
    const msisdn = freshNumber();
    const form = { msisdn, donor: 'asiacell', idNumber: 'A1234567' };
    const ours = await post(start, { ...form, msisdn: '07701234567' }, from(nextIp()), 'ar');
    expect([ours.status, ours.json.data.errors.msisdn]).toEqual([400, 'هذا الرقم من أرقام نور أصلاً.']);
    const noDonor = await post(start, { ...form, donor: 'iraqna' });
    expect(noDonor.json.data.errors.donor).toBe('Choose the current operator.');

    expect((await post(start, form)).json.data).toEqual({ resendAfter: 60, length: 6 });
    const code = await lastCode(msisdn, PORTING_PURPOSE);
    const wrong = await post(confirm, { ...form, code: wrongCode(code) });
    expect([wrong.status, wrong.json.data.triesLeft]).toEqual([400, 4]);
    // The code is bound to the operator and the ID it was asked for.
    expect((await post(confirm, { ...form, idNumber: 'B7654321', code })).status).toBe(400);

    const done = await post(confirm, { ...form, code });
    expect(done.status).toBe(200);
    expect(done.json.data).toMatchObject({ msisdn, donor: 'asiacell', status: 'submitted', reason: null });
    expect((await lastMessage(msisdn, 'porting-submitted'))?.text).toContain(done.json.data.reference);

    const again = await post(start, form);
    expect([again.status, again.json.message]).toEqual([409, 'There is already an open request to move this number.']);

    const found = await callApi(status, { url: `/x?lang=en&reference=${done.json.data.reference}&msisdn=${msisdn}` });
    expect(found.json.data.status).toBe('submitted');
    expect((await callApi(status, { url: `/x?lang=en&reference=${done.json.data.reference}&msisdn=07891111111` })).status).toBe(404);
  });

  it('care editors move it in order, told by SMS and notification; out of order and without reason or date refused', async () => {
    const member = await freshLine();
    const signedIn = { ...(await signInAs(member)), ...from(nextIp()) };
    const request = await filed(signedIn);
    const editor = await editorHeaders();
    const move = (body: Record<string, unknown>, lang = 'en') => post(editorPorting, { id: request.id, ...body }, editor, lang);

    expect((await callApi(editorPorting, { url: '/x?lang=en' })).status).toBe(401);
    const skip = await move({ status: 'done' });
    expect([skip.status, skip.json.message]).toEqual([409, 'This request cannot go from submitted to done: steps go submitted, approved, scheduled, done (or refused before done).']);
    expect((await move({ status: 'approved' })).status).toBe(200);
    expect((await lastMessage(request.msisdn, 'porting-approved'))?.text).toContain(request.reference);
    const noDate = await move({ status: 'scheduled' }, 'ar');
    expect([noDate.status, noDate.json.data.errors.scheduledFor]).toEqual([400, 'حدد تاريخ النقل ووقته.']);
    expect((await move({ status: 'scheduled', scheduledFor: '2026-12-01T09:00:00.000Z' })).status).toBe(200);
    expect((await move({ status: 'approved' })).status).toBe(409);
    const finished = await move({ status: 'done' });
    expect(finished.json.data.history.map((h: { status: string }) => h.status)).toEqual(['submitted', 'approved', 'scheduled', 'done']);
    expect((await move({ status: 'refused', reason: 'late' })).status).toBe(409);
    expect((await lastMessage(request.msisdn, 'porting-done'))?.text).toContain('welcome');

    const db = await getDb();
    const [{ id: accountId }] = await db.select({ id: notifications.accountId }).from(notifications).where(eq(notifications.reference, `port:${request.id}:done`));
    const titles = (await db.select().from(notifications).where(eq(notifications.accountId, accountId!)).orderBy(desc(notifications.id))).map((n) => n.titles.en);
    expect(titles.slice(0, 4)).toEqual(['Number transfer: Done: welcome to Nour', 'Number transfer: Scheduled', 'Number transfer: Approved by your operator', 'Number transfer: Submitted']);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'port-request-moved'));
    expect(audit.filter((a) => a.detail.id === request.id).map((a) => a.detail.to)).toEqual(['approved', 'scheduled', 'done']);

    // Refused: the reason is required, and reaches the customer.
    const other = await filed();
    const noReason = await post(editorPorting, { id: other.id, status: 'refused' }, editor);
    expect(noReason.json.data.errors.reason).toBe('Give the reason for the refusal (the customer receives it).');
    expect((await post(editorPorting, { id: other.id, status: 'refused', reason: 'The ID does not match the line.' }, editor)).status).toBe(200);
    expect((await lastMessage(other.msisdn, 'porting-refused'))?.text).toContain('The ID does not match the line.');
    const seen = await callApi(status, { url: `/x?lang=en&reference=${other.reference}&msisdn=${other.msisdn}` });
    expect(seen.json.data).toMatchObject({ status: 'refused', reason: 'The ID does not match the line.' });
  });

  itRace('three editors approving one request at once: one move applies', async () => {
    const request = await filed();
    const editor = await editorHeaders();
    const replies = await Promise.all([
      post(editorPorting, { id: request.id, status: 'approved' }, editor),
      post(editorPorting, { id: request.id, status: 'approved' }, editor),
      post(editorPorting, { id: request.id, status: 'approved' }, editor),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const seen = await callApi(status, { url: `/x?lang=en&reference=${request.reference}&msisdn=${request.msisdn}` });
    expect(seen.json.data.history).toHaveLength(2);
  });
});
