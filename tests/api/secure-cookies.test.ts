/**
 * Session cookies (design.md section 7): in every real deployment (outside demo mode, whatever SITE_URL
 * says) the subscriber and editor session cookies are `__Host-` prefixed, Secure, HttpOnly,
 * SameSite=Lax, Path=/ and have no Domain, and only that name is read; the `signed_in` flag is Secure
 * there too. Demo mode over plain http keeps working: no Secure, no prefix. The editor's sign-in answer
 * never carries its session token.
 */
import { currentSubscriber } from '@/lib/server/api/subscriber-session';
import { callApi, type ApiReply } from '@/lib/server/testing/api';
import { DEMO, freshState, from, nextIp, trustProxyDuringSuite } from '@/lib/server/testing/accounts';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { asRealDeployment } from '@/lib/server/testing/env';
import editorSession from '@/pages/api/editor/session';
import login from '@/pages/api/v1/login/index';
import logout from '@/pages/api/v1/logout';
import profile from '@/pages/api/v1/profile/index';

const EDITOR = { email: 'editor@example.com', password: 'Editor#2026pass' };

/** Every Set-Cookie line of an answer. */
const setCookies = (reply: ApiReply): string[] => reply.headers.getSetCookie();
const lineFor = (reply: ApiReply, name: string): string => {
  const line = setCookies(reply).find((l) => l.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in ${JSON.stringify(setCookies(reply))}`);
  return line;
};
const attributes = (line: string) => line.split(';').slice(1).map((a) => a.trim().toLowerCase());
const valueOf = (line: string) => line.slice(line.indexOf('=') + 1, line.indexOf(';'));

const subscriberLogin = () =>
  callApi(login, { method: 'POST', url: '/x?lang=en', headers: from(nextIp()), body: { email: DEMO.email, password: DEMO.password } });
const editorLogin = () => callApi(editorSession, { method: 'POST', url: '/x?lang=en', headers: from(nextIp()), body: EDITOR });

describeWithDatabase('session cookies', ({ db }) => {
  trustProxyDuringSuite();
  beforeEach(() => freshState(db()));

  describe('outside demo mode', () => {
    it('the subscriber session is __Host-session: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain; the flag is Secure', async () => {
      await asRealDeployment(async () => {
        const reply = await subscriberLogin();
        expect(reply.status).toBe(200);
        const session = lineFor(reply, '__Host-session');
        expect(valueOf(session)).toBe(reply.json.data.token);
        expect(attributes(session)).toEqual(expect.arrayContaining(['path=/', 'httponly', 'samesite=lax', 'secure']));
        expect(attributes(session).some((a) => a.startsWith('domain'))).toBe(false);
        expect(setCookies(reply).some((l) => l.startsWith('session='))).toBe(false);
        const flag = lineFor(reply, 'signed_in');
        expect(attributes(flag)).toEqual(expect.arrayContaining(['path=/', 'samesite=lax', 'secure']));
        expect(attributes(flag)).not.toContain('httponly');

        // Only the prefixed name is a session.
        const token = valueOf(session);
        expect((await callApi(profile, { url: '/x', headers: { Cookie: `__Host-session=${token}` } })).status).toBe(200);
        expect((await callApi(profile, { url: '/x', headers: { Cookie: `session=${token}` } })).status).toBe(401);
        expect(await currentSubscriber({ headers: {}, cookies: { '__Host-session': token } } as never)).toMatchObject({ msisdn: DEMO.msisdn });
        expect(await currentSubscriber({ headers: {}, cookies: { session: token } } as never)).toBeNull();

        // Sign-out clears it with the attributes the prefix needs (a browser ignores it otherwise).
        const out = await callApi(logout, { method: 'POST', url: '/x', headers: { Cookie: `__Host-session=${token}` } });
        expect(out.status).toBe(200);
        const cleared = lineFor(out, '__Host-session');
        expect(valueOf(cleared)).toBe('');
        expect(attributes(cleared)).toEqual(expect.arrayContaining(['path=/', 'secure', 'max-age=0']));
        expect(attributes(lineFor(out, 'signed_in'))).toEqual(expect.arrayContaining(['secure', 'max-age=0']));
      });
    });

    it('the editor session is __Host-editor_session with the same attributes, and only that name is read', async () => {
      await asRealDeployment(async () => {
        const reply = await editorLogin();
        expect(reply.status).toBe(200);
        const session = lineFor(reply, '__Host-editor_session');
        expect(attributes(session)).toEqual(expect.arrayContaining(['path=/', 'httponly', 'samesite=lax', 'secure']));
        expect(attributes(session).some((a) => a.startsWith('domain'))).toBe(false);
        const token = valueOf(session);
        expect(token.length).toBeGreaterThan(20);
        expect(JSON.stringify(reply.json)).not.toContain(token);
        expect(reply.json.data).toEqual({ editor: expect.objectContaining({ email: EDITOR.email }), expiresAt: expect.any(String) });

        expect((await callApi(editorSession, { url: '/x', headers: { Cookie: `__Host-editor_session=${token}` } })).status).toBe(200);
        expect((await callApi(editorSession, { url: '/x', headers: { Cookie: `editor_session=${token}` } })).status).toBe(401);
        const out = await callApi(editorSession, { method: 'DELETE', url: '/x', headers: { Cookie: `__Host-editor_session=${token}` } });
        expect(attributes(lineFor(out, '__Host-editor_session'))).toEqual(expect.arrayContaining(['path=/', 'secure', 'max-age=0']));
        expect((await callApi(editorSession, { url: '/x', headers: { Cookie: `__Host-editor_session=${token}` } })).status).toBe(401);
      });
    });

    it('is Secure even when SITE_URL says http', async () => {
      await asRealDeployment(
        async () => {
          const reply = await subscriberLogin();
          expect(attributes(lineFor(reply, '__Host-session'))).toContain('secure');
          expect(attributes(lineFor(await editorLogin(), '__Host-editor_session'))).toContain('secure');
        },
        { SITE_URL: 'http://10.0.0.5:3000' },
      );
    });
  });

  describe('in demo mode (plain http on a LAN address)', () => {
    it('the cookies have no prefix and no Secure, and work', async () => {
      const reply = await subscriberLogin();
      expect(reply.status).toBe(200);
      const session = lineFor(reply, 'session');
      expect(attributes(session)).toEqual(expect.arrayContaining(['path=/', 'httponly', 'samesite=lax']));
      expect(attributes(session)).not.toContain('secure');
      expect(attributes(lineFor(reply, 'signed_in'))).not.toContain('secure');
      expect(setCookies(reply).some((l) => l.startsWith('__Host-'))).toBe(false);
      expect((await callApi(profile, { url: '/x', headers: { Cookie: `session=${valueOf(session)}` } })).status).toBe(200);

      const editor = await editorLogin();
      const editorCookie = lineFor(editor, 'editor_session');
      expect(attributes(editorCookie)).toEqual(expect.arrayContaining(['path=/', 'httponly', 'samesite=lax']));
      expect(attributes(editorCookie)).not.toContain('secure');
      expect(JSON.stringify(editor.json)).not.toContain(valueOf(editorCookie));
      expect((await callApi(editorSession, { url: '/x', headers: { Cookie: `editor_session=${valueOf(editorCookie)}` } })).status).toBe(200);
    });
  });
});
