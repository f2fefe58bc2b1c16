/**
 * The editor's start-up question, "who is signed in?", answers 200 whether or not anyone is (the
 * editor page makes no failing request before sign-in); the editor API itself keeps its 401.
 */
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import me from '@/pages/api/editor/me';
import pagesIndex from '@/pages/api/editor/pages/index';
import session from '@/pages/api/editor/session';

describeWithDatabase('GET /api/editor/me', () => {
  beforeEach(() => resetRateLimits());

  it('answers 200 with data null when nobody is signed in, or the session is made up', async () => {
    const tries: Array<Record<string, string>> = [{}, { Cookie: 'editor_session=made-up-token' }, { Cookie: `editor_session=${'x'.repeat(500)}` }];
    for (const headers of tries) {
      const reply = await callApi(me, { url: '/api/editor/me?lang=en', headers });
      expect(reply.status).toBe(200);
      expect(reply.json).toEqual({ data: null, success: true, message: '' });
      expect(reply.headers.get('cache-control')).toBe('private, no-store');
    }
    // The editor API itself still refuses without a session.
    expect((await callApi(pagesIndex, { url: '/x' })).status).toBe(401);
  });

  it('names the signed-in editor, and nobody once signed out', async () => {
    const signIn = await callApi(session, { method: 'POST', url: '/x?lang=en', body: { email: 'editor@example.com', password: 'Editor#2026pass' } });
    const Cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
    const signedIn = await callApi(me, { url: '/api/editor/me', headers: { Cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.data).toMatchObject({ email: 'editor@example.com', name: expect.any(String) });
    expect(JSON.stringify(signedIn.json)).not.toMatch(/password|token/i);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');

    await callApi(session, { method: 'DELETE', url: '/x', headers: { Cookie } });
    const after = await callApi(me, { url: '/api/editor/me', headers: { Cookie } });
    expect([after.status, after.json.data]).toEqual([200, null]);
  });

  it('accepts GET only', async () => {
    const reply = await callApi(me, { method: 'POST', url: '/api/editor/me', body: {} });
    expect(reply.status).toBe(405);
  });

  it('only wrong passwords count towards the sign-in limit: an editor signs in any number of times, five wrong tries lock the e-mail', async () => {
    const attempt = (password: string) => callApi(session, { method: 'POST', url: '/x?lang=en', body: { email: 'editor@example.com', password } });
    for (let i = 0; i < 8; i++) expect((await attempt('Editor#2026pass')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt('wrong password')).status).toBe(401);
    const locked = await attempt('Editor#2026pass');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Fourteen sign-ins hash the password at its production cost: about 3 s alone, over 5 s beside
    // another worker on a busy 2-core machine.
  }, 30_000);
});
