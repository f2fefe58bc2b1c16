/**
 * Visitors get the live version of a page only (design.md section 7): past versions and drafts need an
 * editor session, and only the live answer to a visitor may be kept by a shared cache.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { invalidate } from '@/lib/server/content/cache';
import { pageVersions } from '@/lib/server/db/schema';
import { callApi, type ApiReply } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { getServerSideProps as previewProps } from '@/pages/editor/preview';
import pagesIndex from '@/pages/api/editor/pages/index';
import draftContent from '@/pages/api/editor/pages/content';
import publish from '@/pages/api/editor/pages/publish';
import unpublish from '@/pages/api/editor/pages/unpublish';
import session from '@/pages/api/editor/session';
import contentV1 from '@/pages/api/v1/content/index';
import pageData from '@/pages/api/v1/pageData';
import content from '@/pages/api/v2/site-map/content';

const q = (uri: string, lang = 'en', extra = '') => `/api/v2/site-map/content?uri=${encodeURIComponent(uri)}&lang=${lang}${extra}`;
const heroDraft = (title: string, pageTitle = 'About us') => ({
  title: pageTitle,
  layout: 'page',
  seo: {},
  data: { root: { props: {} }, content: [{ type: 'Hero', props: { id: 'Hero-1', title } }] },
});
const titleOf = (reply: ApiReply) => reply.json.data?.data?.content?.[0]?.props?.title;
const cacheControl = (reply: ApiReply) => reply.headers.get('cache-control') ?? '';
/** A shared cache (CDN, proxy) may keep the answer. */
const sharedCacheable = (reply: ApiReply) => /\bpublic\b/.test(cacheControl(reply)) && !/no-store|private/.test(cacheControl(reply));

describeWithDatabase('page versions and drafts are for editors', ({ db }) => {
  let editor: Record<string, string>;

  beforeAll(async () => {
    resetRateLimits();
    const reply = await callApi(session, { method: 'POST', url: '/x?lang=en', body: { email: 'editor@example.com', password: 'Editor#2026pass' } });
    expect(reply.status).toBe(200);
    editor = { Cookie: reply.headers.get('set-cookie')?.split(';')[0] ?? '' };
  });

  // Each test starts from what the server would hold after a restart: nothing served from memory.
  beforeEach(() => invalidate());

  it('gives visitors the live version only; a past version is a 404 without its content, an editor reads it privately', async () => {
    // /about-us (en) is seeded as version 1; the editor publishes version 2.
    const v1Title = titleOf(await callApi(content, { url: q('/about-us') }));
    expect(v1Title).toEqual(expect.any(String));
    expect((await callApi(draftContent, { method: 'PUT', url: `/x?uri=/about-us&lang=en`, headers: editor, body: heroDraft('Version two') })).status).toBe(200);
    expect((await callApi(publish, { method: 'POST', url: `/x?uri=/about-us&lang=en`, headers: editor })).json.data.version).toBe(2);

    // The editor reads version 1 first (so it is in the server's memory), then a visitor asks for it.
    const forEditor = await callApi(content, { url: q('/about-us', 'en', '&version=1'), headers: editor });
    expect(forEditor.status).toBe(200);
    expect(forEditor.json.data.version).toBe(1);
    expect(titleOf(forEditor)).toBe(v1Title);
    expect(cacheControl(forEditor)).toBe('private, no-store');

    const anonymous = await callApi(content, { url: q('/about-us', 'en', '&version=1') });
    expect(anonymous.status).toBe(404);
    expect(anonymous.json).toMatchObject({ success: false, data: null, message: 'Not found.' });
    expect(JSON.stringify(anonymous.json)).not.toContain(v1Title);
    expect(sharedCacheable(anonymous)).toBe(false);

    // A version that never existed looks the same as a past one.
    const unknown = await callApi(content, { url: q('/about-us', 'en', '&version=99') });
    expect([unknown.status, unknown.json]).toEqual([anonymous.status, anonymous.json]);

    // The live version, by 0 or by its own number, is public and may be kept by a shared cache.
    for (const extra of ['', '&version=0', '&version=2']) {
      const live = await callApi(content, { url: q('/about-us', 'en', extra) });
      expect([extra, live.status, titleOf(live)]).toEqual([extra, 200, 'Version two']);
      expect(sharedCacheable(live)).toBe(true);
    }
    // The same live page answered to an editor is theirs alone.
    const liveForEditor = await callApi(content, { url: q('/about-us'), headers: editor });
    expect(titleOf(liveForEditor)).toBe('Version two');
    expect(cacheControl(liveForEditor)).toBe('private, no-store');
    expect((await callApi(content, { url: q('/about-us', 'en', '&version=99'), headers: editor })).status).toBe(404);

    // A revoked or made-up session is no session.
    for (const cookie of ['editor_session=made-up-token', `${editor.Cookie}x`]) {
      expect((await callApi(content, { url: q('/about-us', 'en', '&version=1'), headers: { Cookie: cookie } })).status).toBe(404);
    }
  });

  it('serves an editor a stored version validated and sanitised again: bad blocks left out, rich text cleaned', async () => {
    await db()
      .db.insert(pageVersions)
      .values({
        uri: '/support/faq',
        locale: 'en',
        version: 7,
        layout: 'page',
        title: 'FAQ (v7)',
        seo: {},
        data: {
          root: { props: {} },
          content: [
            { type: 'Hero', props: { id: 'h', title: '' } },
            { type: 'RichText', props: { id: 'r', html: '<p>Safe<script>alert(1)</script><a href="javascript:x()">link</a><img src=x onerror=alert(1)></p>' } },
            { type: 'Marquee', props: { id: 'm' } },
          ],
        },
      });
    expect((await callApi(content, { url: q('/support/faq', 'en', '&version=7') })).status).toBe(404);
    const v7 = await callApi(content, { url: q('/support/faq', 'en', '&version=7'), headers: editor });
    expect(v7.status).toBe(200);
    expect(v7.json.data.title).toBe('FAQ (v7)');
    expect(v7.json.data.data.content.map((n: { props: { id: string } }) => n.props.id)).toEqual(['r']);
    const html = v7.json.data.data.content[0].props.html as string;
    expect(html).toContain('Safe');
    expect(html).not.toMatch(/script|javascript:|onerror/i);
  });

  it('keeps a draft-only page and its draft from visitors, by any parameter; an editor previews it', async () => {
    expect((await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', headers: editor, body: { uri: '/secret-offer', locale: 'en', title: 'Secret offer' } })).status).toBe(201);
    await callApi(draftContent, { method: 'PUT', url: '/x?uri=/secret-offer&lang=en', headers: editor, body: heroDraft('Not announced yet', 'Secret offer') });

    for (const extra of ['', '&version=0', '&version=1', '&draft=1', '&draft=true', '&draft=1&version=1']) {
      const reply = await callApi(content, { url: q('/secret-offer', 'en', extra) });
      expect([extra, reply.status]).toEqual([extra, 404]);
      expect(JSON.stringify(reply.json)).not.toMatch(/Not announced yet|Secret offer/);
      expect(sharedCacheable(reply)).toBe(false);
    }
    for (const [handler, url] of [
      [contentV1, '/api/v1/content?uri=/secret-offer&lang=en&version=1&draft=1'],
      [pageData, '/api/v1/pageData?uri=/secret-offer&lang=en&version=1&draft=1'],
    ] as const) {
      const reply = await callApi(handler, { url });
      expect([url, reply.status]).toEqual([url, 404]);
      expect(JSON.stringify(reply.json)).not.toMatch(/Not announced yet|Secret offer/);
    }

    const draft = await callApi(content, { url: q('/secret-offer', 'en', '&draft=1'), headers: editor });
    expect(draft.status).toBe(200);
    expect(titleOf(draft)).toBe('Not announced yet');
    expect(draft.json.data.title).toBe('Secret offer');
    expect(cacheControl(draft)).toBe('private, no-store');
    // Without draft=1 even an editor gets published versions only: there is none yet.
    expect((await callApi(content, { url: q('/secret-offer'), headers: editor })).status).toBe(404);
  });

  it('keeps the versions of an unpublished page from visitors', async () => {
    expect((await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', headers: editor, body: { uri: '/old-campaign', locale: 'en', title: 'Old campaign' } })).status).toBe(201);
    await callApi(draftContent, { method: 'PUT', url: '/x?uri=/old-campaign&lang=en', headers: editor, body: heroDraft('Campaign over', 'Old campaign') });
    expect((await callApi(publish, { method: 'POST', url: '/x?uri=/old-campaign&lang=en', headers: editor })).json.data.version).toBe(1);
    expect(titleOf(await callApi(content, { url: q('/old-campaign', 'en', '&version=1') }))).toBe('Campaign over');

    expect((await callApi(unpublish, { method: 'POST', url: '/x?uri=/old-campaign&lang=en', headers: editor })).status).toBe(200);
    for (const extra of ['', '&version=1']) {
      const reply = await callApi(content, { url: q('/old-campaign', 'en', extra) });
      expect([extra, reply.status]).toEqual([extra, 404]);
      expect(JSON.stringify(reply.json)).not.toContain('Campaign over');
    }
    const forEditor = await callApi(content, { url: q('/old-campaign', 'en', '&version=1'), headers: editor });
    expect([forEditor.status, titleOf(forEditor), cacheControl(forEditor)]).toEqual([200, 'Campaign over', 'private, no-store']);
  });

  it('serves /editor/preview (drafts and versions) to editors only, never to a shared cache', async () => {
    const call = async (query: Record<string, string>, cookie?: string) => {
      const headers: Record<string, string> = {};
      const req = { headers: cookie ? { cookie } : {}, cookies: cookie ? Object.fromEntries([cookie.split('=') as [string, string]]) : {} };
      const res = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) };
      const result = await previewProps({ query, req: req as unknown as NextApiRequest, res: res as unknown as NextApiResponse, locale: 'en', resolvedUrl: '/editor/preview' } as never);
      return { result: result as Record<string, any>, headers };
    };
    const anonymous = await call({ uri: '/about-us', lang: 'en', version: '1' });
    expect(anonymous.result).toEqual({ redirect: { destination: '/editor', permanent: false } });
    const made = await call({ uri: '/about-us', lang: 'en' }, 'editor_session=made-up-token');
    expect(made.result.redirect).toBeDefined();

    const draft = await call({ uri: '/about-us', lang: 'en' }, editor.Cookie);
    expect(draft.result.props.doc.data.content[0].props.title).toEqual(expect.any(String));
    expect(draft.headers['cache-control']).toBe('private, no-store');
    const version = await call({ uri: '/about-us', lang: 'en', version: '1' }, editor.Cookie);
    expect(version.result.props.doc.version).toBe(1);
  });
});
