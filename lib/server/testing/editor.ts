/** Signed-in editors for tests of something other than the sign-in (tests/api/editor-api.test.ts proves that). */
import { eq } from 'drizzle-orm';
import { getDb } from '../db';
import { editors } from '../db/schema';
import { editorCookieName, startSession } from '../services/editor-auth';

/**
 * The `Cookie` header of a new session of the editor with this e-mail (the demo editor by default), as
 * its sign-in sets it, started straight in the database: no password check (argon2 takes about a tenth
 * of a second, and the fuzz signs in once per editor route).
 */
export async function editorSessionCookie(email = 'editor@example.com'): Promise<string> {
  const [editor] = await (await getDb()).select({ id: editors.id }).from(editors).where(eq(editors.email, email.toLowerCase()));
  if (!editor) throw new Error(`no editor ${email} in the test database`);
  const { token } = await startSession(editor.id);
  return `${editorCookieName()}=${token}`;
}
