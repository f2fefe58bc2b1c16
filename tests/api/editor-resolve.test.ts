/**
 * POST /api/editor/resolve: the editor's canvas gets the data visitors of the page's language see
 * (the English home page's add-on cards with their English names, not the Arabic fallback).
 */
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDraft } from '@/lib/server/content/editor';
import { resolvers } from '@/lib/server/content/resolve';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { resolvedBlockTypes } from '@/flows/editor/canvas';
import resolve from '@/pages/api/editor/resolve';
import session from '@/pages/api/editor/session';
import type { BlockNode } from '@/lib/blocks/types';

async function signIn() {
  const reply = await callApi(session, { method: 'POST', url: '/x?lang=en', body: { email: 'editor@example.com', password: 'Editor#2026pass' } });
  return reply.headers.get('set-cookie')?.split(';')[0] ?? '';
}

/** Every block of a tree, slots included. */
function allBlocks(list: BlockNode[]): BlockNode[] {
  return list.flatMap((node) => [node, ...Object.values(node.props).flatMap((v) => (Array.isArray(v) && v.every((x) => x && typeof x === 'object' && 'type' in x) ? allBlocks(v as BlockNode[]) : []))]);
}

const arabic = /[\u0600-\u06FF]/;

it('the canvas asks for the same blocks the server completes for visitors', () => {
  expect([...resolvedBlockTypes].sort()).toEqual(Object.keys(resolvers).sort());
});

describeWithDatabase('editor resolve API', () => {
  beforeEach(() => resetRateLimits());

  it('refuses without an editor session (401)', async () => {
    const reply = await callApi(resolve, { method: 'POST', url: '/x?lang=en', body: { type: 'AddonCard', props: { addonId: 101, badge: '' } } });
    expect(reply.status).toBe(401);
    expect(reply.json.success).toBe(false);
  });

  it('gives the English home page’s add-on cards their English names', async () => {
    const cookie = await signIn();
    const draft = await getDraft('/', 'en');
    const cards = allBlocks((draft?.data.content ?? []) as BlockNode[]).filter((b) => b.type === 'AddonCard');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const { id: _id, ...props } = card.props as Record<string, unknown>;
      const reply = await callApi(resolve, { method: 'POST', url: '/x?lang=en', headers: { Cookie: cookie }, body: { type: 'AddonCard', props } });
      expect(reply.status).toBe(200);
      const addon = (reply.json.data as { addon: { id: number; title: string } | null }).addon;
      expect(addon?.id).toBe(props.addonId);
      expect(addon?.title).not.toMatch(arabic);
    }
  });

  it('answers in the asked language: the same card in Arabic has its Arabic name', async () => {
    const cookie = await signIn();
    const ask = async (lang: string) =>
      (await callApi(resolve, { method: 'POST', url: `/x?lang=${lang}`, headers: { Cookie: cookie }, body: { type: 'AddonCard', props: { addonId: 101, badge: '' } } })).json.data as { addon: { title: string } };
    expect((await ask('en')).addon.title).toBe('Internet 10 GB, 7 days');
    expect((await ask('ar')).addon.title).toBe('إنترنت 10 جيجا، 7 أيام');
  });

  it('answers {} for a block without server data or with props its schema refuses, never a 500', async () => {
    const cookie = await signIn();
    for (const body of [
      { type: 'Heading', props: { text: 'Hi', level: 2, align: 'start', subtitle: '' } },
      { type: 'AddonList', props: { addonType: 'not-a-type', limit: 'many' } },
      { type: '__proto__', props: {} },
      { type: 'toString', props: {} },
    ]) {
      const reply = await callApi(resolve, { method: 'POST', url: '/x?lang=en', headers: { Cookie: cookie }, body });
      expect([body.type, reply.status, reply.json.data]).toEqual([body.type, 200, {}]);
    }
  });
});
