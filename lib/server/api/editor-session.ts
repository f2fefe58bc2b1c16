/**
 * Editor sessions for the editor API: the httpOnly cookie, and the cross-site check on writes
 * (design.md section 7: cookie-authenticated non-GET requests check Origin / Sec-Fetch-Site).
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { serverEnv } from '../env';
import { EDITOR_COOKIE, editorForToken, SESSION_HOURS, type Editor } from '../services/editor-auth';
import { ApiError } from './errors';

export function sessionToken(req: NextApiRequest): string | undefined {
  return req.cookies?.[EDITOR_COOKIE];
}

/** Refuses writes that come from another site (403). */
export function assertSameSite(req: NextApiRequest): void {
  if (req.method === 'GET' || req.method === 'HEAD') return;
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') throw new ApiError(403, 'errors.crossSite');
  const origin = req.headers.origin;
  if (origin) {
    const allowed = new URL(serverEnv().SITE_URL).origin;
    const host = req.headers.host ? `${req.headers['x-forwarded-proto'] ?? 'http'}://${req.headers.host}` : '';
    if (origin !== allowed && origin !== host) throw new ApiError(403, 'errors.crossSite');
  }
}

/** The signed-in editor, or a 401; writes from another site are a 403. */
export async function requireEditor(req: NextApiRequest): Promise<Editor> {
  assertSameSite(req);
  const editor = await editorForToken(sessionToken(req));
  if (!editor) throw new ApiError(401, 'errors.notSignedIn');
  return editor;
}

export function setSessionCookie(res: NextApiResponse, token: string): void {
  const secure = serverEnv().SITE_URL.startsWith('https:') ? '; Secure' : '';
  res.setHeader('Set-Cookie', `${EDITOR_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_HOURS * 3600}${secure}`);
}

export function clearSessionCookie(res: NextApiResponse): void {
  res.setHeader('Set-Cookie', `${EDITOR_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
}
