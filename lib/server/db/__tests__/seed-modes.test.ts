import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { DEMO_EDITOR_PASSWORD } from '../../env';
import { signIn } from '../../services/editor-auth';
import { describeEachDatabase } from '../../testing/db';
import { openDatabase } from '..';
import { accounts, editors, lines, scratchCards, siteMaps } from '../schema';
import { DEMO_ACCOUNT, STEP_UP_ACCOUNTS } from '../seed/operator-data';
import { DEMO_EDITOR_EMAIL, seed } from '../seed/index';

describeEachDatabase('seed outside demo mode', ({ db }) => {
  it('a database that leaves demo mode keeps its rows, but the published passwords stop working', async () => {
    // The test database was seeded in demo mode: the README's credentials work.
    expect(await signIn(DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD)).not.toBeNull();

    await seed(db().db, { demo: false, pages: false });

    expect(await signIn(DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD)).toBeNull();
    for (const email of [DEMO_ACCOUNT.email, ...STEP_UP_ACCOUNTS.map((a) => a.email)]) {
      const [account] = await db().db.select().from(accounts).where(eq(accounts.email, email));
      expect({ email, passwordHash: account.passwordHash }).toEqual({ email, passwordHash: null });
    }
  });

  it('with EDITOR_PASSWORD the retired editor is not brought back with the demo password', async () => {
    await seed(db().db, { demo: false, pages: false, editorPassword: 'A-real-long-editor-password-2026' });
    expect(await signIn(DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD)).toBeNull();
  });
});

describe('seed of a fresh real deployment', () => {
  it('creates the content but no demo lines, cards, accounts or editor; the editor only with EDITOR_PASSWORD', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-real-'));
    const handle = await openDatabase({ dataDir: dir });
    try {
      await seed(handle.db, { demo: false, pages: false });
      expect(await handle.db.select().from(lines)).toHaveLength(0);
      expect(await handle.db.select().from(scratchCards)).toHaveLength(0);
      expect(await handle.db.select().from(accounts)).toHaveLength(0);
      expect(await handle.db.select().from(editors)).toHaveLength(0);
      expect((await handle.db.select().from(siteMaps)).length).toBeGreaterThan(0);

      await seed(handle.db, { demo: false, pages: false, editorPassword: 'A-real-long-editor-password-2026' });
      const [editor] = await handle.db.select().from(editors);
      expect(editor.email).toBe(DEMO_EDITOR_EMAIL);
      expect(await argon2.verify(editor.passwordHash, 'A-real-long-editor-password-2026')).toBe(true);
      expect(await argon2.verify(editor.passwordHash, DEMO_EDITOR_PASSWORD)).toBe(false);
    } finally {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
