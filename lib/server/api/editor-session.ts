/**
 * Editor sessions for the editor API: the httpOnly cookie (`__Host-editor_session`, Secure, outside
 * demo mode; `editor_session` in it: ./cookies.ts), and the cross-site check on writes (design.md
 * section 7: cookie-authenticated non-GET requests check Origin / Sec-Fetch-Site).
 */
import type { NextApiRequest } from 'next';
import { serverEnv } from '../env';
import { editorCookieName, editorForToken, SESSION_HOURS, type Editor } from '../services/editor-auth';
import { appendCookies, cookieLine, requestCookie, type CookieResponse } from './cookies';
import { ApiError } from './errors';

/**
 * The editor session token of a request (API routes and pages' getServerSideProps alike): only the
 * cookie name of this mode is read.
 */
export function sessionToken(req: NextApiRequest | { cookies?: Partial<Record<string, string>> }): string | undefined {
  return requestCookie(req, editorCookieName());
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

export function setSessionCookie(res: CookieResponse, token: string): void {
  appendCookies(res, [cookieLine(editorCookieName(), token, { maxAge: SESSION_HOURS * 3600 })]);
}

export function clearSessionCookie(res: CookieResponse): void {
  appendCookies(res, [cookieLine(editorCookieName(), '', { maxAge: 0 })]);
}

/**
 * The signed-in editor with `role` (e.g. 'care' for the live chat and the SMS log), or one of several
 * roles: 401 signed out, 403 without it, saying `refusal` (the chat desk's words by default).
 */
export async function requireEditorRole(req: NextApiRequest, role: string | readonly string[], refusal = 'liveChat.errors.notCare'): Promise<Editor> {
  const editor = await requireEditor(req);
  const wanted = typeof role === 'string' ? [role] : role;
  if (!wanted.some((r) => editor.roles.includes(r))) throw new ApiError(403, refusal);
  return editor;
}

/** The roles for pages (lib/server/content/review.ts), each with the words of its refusal. */
export const requireAuthor = (req: NextApiRequest) => requireEditorRole(req, 'author', 'editorReview.needAuthor');
export const requireReviewer = (req: NextApiRequest) => requireEditorRole(req, 'reviewer', 'editorReview.needReviewer');
export const requirePublisher = (req: NextApiRequest) => requireEditorRole(req, 'publisher', 'editorReview.needPublisher');
/** Any role for pages (comments, releases' contents). */
export const requireContentRole = (req: NextApiRequest) => requireEditorRole(req, ['author', 'reviewer', 'publisher'], 'editorReview.needContentRole');
