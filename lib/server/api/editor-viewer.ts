/**
 * Who is asking, for answers that differ for editors: drafts and past versions of pages are for a
 * signed-in editor only (design.md section 7), and the editor's start-up asks whether anyone is signed
 * in. The session is read through editor-session.ts (its cookie), never here.
 */
import type { IncomingMessage } from 'node:http';
import type { NextApiRequest } from 'next';
import { editorForToken, type Editor } from '../services/editor-auth';
import { sessionToken } from './editor-session';

type RequestWithCookies = IncomingMessage & { cookies: Partial<Record<string, string>> };

/** The signed-in editor, or null (no session, an expired or revoked one). Never throws a 401. */
export async function signedInEditor(req: RequestWithCookies): Promise<Editor | null> {
  return editorForToken(sessionToken(req as unknown as NextApiRequest));
}

/** Answers for an editor are theirs alone: no shared cache keeps them, no browser cache either. */
export const EDITOR_CACHE_CONTROL = 'private, no-store';
