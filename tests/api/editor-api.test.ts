import { publishDue } from '@/lib/server/content/editor';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { callApi, type ApiCall } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import audit from '@/pages/api/editor/audit';
import pagesIndex from '@/pages/api/editor/pages/index';
import content from '@/pages/api/editor/pages/content';
import publish from '@/pages/api/editor/pages/publish';
import rollback from '@/pages/api/editor/pages/rollback';
import schedule from '@/pages/api/editor/pages/schedule';
import unpublish from '@/pages/api/editor/pages/unpublish';
import versions from '@/pages/api/editor/pages/versions';
import session from '@/pages/api/editor/session';
import publicContent from '@/pages/api/v2/site-map/content';
import jobs from '@/pages/api/v1/jobs/index';

const page = (uri: string, lang = 'en') => `?uri=${encodeURIComponent(uri)}&lang=${lang}`;

async function signIn(password = 'Editor#2026pass') {
  const reply = await callApi(session, { method: 'POST', url: '/x?lang=en', body: { email: 'editor@example.com', password } });
  const cookie = reply.headers.get('set-cookie')?.split(';')[0] ?? '';
  return { reply, cookie };
}

const heroPage = (title: string) => ({
  title: 'Summer offer',
  layout: 'page',
  seo: { description: 'A summer page' },
  data: { root: { props: {} }, content: [{ type: 'Hero', props: { id: 'Hero-1', title } }, { type: 'RichText', props: { id: 'R', html: '<p>Hi<script>alert(1)</script></p>' } }] },
});

describeWithDatabase('editor API', () => {
  beforeEach(() => resetRateLimits());

  it('refuses every endpoint without a session (401)', async () => {
    const calls: Array<[Parameters<typeof callApi>[0], ApiCall]> = [
      [session, { url: '/x' }],
      [pagesIndex, { url: '/x' }],
      [pagesIndex, { method: 'POST', url: '/x', body: { uri: '/new', locale: 'en', title: 'New' } }],
      [content, { url: `/x${page('/')}` }],
      [content, { method: 'PUT', url: `/x${page('/')}`, body: heroPage('x') }],
      [publish, { method: 'POST', url: `/x${page('/')}` }],
      [versions, { url: `/x${page('/')}` }],
      [rollback, { method: 'POST', url: `/x${page('/')}&version=1` }],
      [schedule, { method: 'POST', url: `/x${page('/')}`, body: { at: new Date(Date.now() + 60_000).toISOString() } }],
      [unpublish, { method: 'POST', url: `/x${page('/')}` }],
      [audit, { url: '/x' }],
    ];
    for (const [handler, call] of calls) {
      const reply = await callApi(handler, call);
      expect([call.method ?? 'GET', call.url, reply.status]).toEqual([call.method ?? 'GET', call.url, 401]);
      expect(reply.json.success).toBe(false);
    }
  });

  it('refuses cross-site writes even with a session (403)', async () => {
    const { cookie } = await signIn();
    const crossSite: Array<Record<string, string>> = [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }];
    for (const headers of crossSite) {
      const reply = await callApi(publish, { method: 'POST', url: `/x${page('/about-us')}`, headers: { Cookie: cookie, ...headers } });
      expect(reply.status).toBe(403);
      const save = await callApi(content, { method: 'PUT', url: `/x${page('/about-us')}`, headers: { Cookie: cookie, ...headers }, body: heroPage('x') });
      expect(save.status).toBe(403);
    }
  });

  it('gives the same answer for a wrong password and an unknown e-mail, and signs out for real', async () => {
    const wrong = await signIn('nope-nope');
    const unknown = await callApi(session, { method: 'POST', url: '/x?lang=en', body: { email: 'nobody@example.com', password: 'Editor#2026pass' } });
    expect(wrong.reply.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual(wrong.reply.json);
    const { reply, cookie } = await signIn();
    expect(reply.status).toBe(200);
    expect(reply.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Lax/);
    expect((await callApi(session, { url: '/x', headers: { Cookie: cookie } })).json.data.email).toBe('editor@example.com');
    await callApi(session, { method: 'DELETE', url: '/x', headers: { Cookie: cookie } });
    expect((await callApi(session, { url: '/x', headers: { Cookie: cookie } })).status).toBe(401);
  });

  it('keeps drafts private, publishes versions, reads old ones and rolls back', async () => {
    const { cookie } = await signIn();
    const headers = { Cookie: cookie };
    const created = await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', headers, body: { uri: '/summer', locale: 'en', title: 'Summer offer' } });
    expect(created.status).toBe(201);

    const saved = await callApi(content, { method: 'PUT', url: `/x${page('/summer')}`, headers, body: heroPage('First title') });
    expect(saved.status).toBe(200);
    expect((await callApi(publicContent, { url: `/x${page('/summer')}` })).status).toBe(404);

    const first = await callApi(publish, { method: 'POST', url: `/x${page('/summer')}`, headers });
    expect(first.json.data.version).toBe(1);
    const live1 = await callApi(publicContent, { url: `/x${page('/summer')}` });
    expect(live1.json.data.data.content[0].props.title).toBe('First title');
    expect(live1.json.data.data.content[1].props.html).toBe('<p>Hi</p>');

    await callApi(content, { method: 'PUT', url: `/x${page('/summer')}`, headers, body: heroPage('Second title') });
    expect((await callApi(publicContent, { url: `/x${page('/summer')}` })).json.data.data.content[0].props.title).toBe('First title');
    expect((await callApi(publish, { method: 'POST', url: `/x${page('/summer')}`, headers })).json.data.version).toBe(2);
    expect((await callApi(publicContent, { url: `/x${page('/summer')}` })).json.data.data.content[0].props.title).toBe('Second title');
    // A past version is the editor's to read; a visitor gets the live one only.
    expect((await callApi(publicContent, { url: `/x${page('/summer')}&version=1`, headers })).json.data.data.content[0].props.title).toBe('First title');
    expect((await callApi(publicContent, { url: `/x${page('/summer')}&version=1` })).status).toBe(404);

    const list = await callApi(versions, { url: `/x${page('/summer')}`, headers });
    expect(list.json.data.map((v: { version: number; author: string }) => [v.version, v.author])).toEqual([[2, 'editor@example.com'], [1, 'editor@example.com']]);

    const back = await callApi(rollback, { method: 'POST', url: `/x${page('/summer')}&version=1`, headers });
    expect(back.json.data.version).toBe(3);
    const live3 = await callApi(publicContent, { url: `/x${page('/summer')}` });
    expect(live3.json.data.version).toBe(3);
    expect(live3.json.data.data.content[0].props.title).toBe('First title');

    await callApi(unpublish, { method: 'POST', url: `/x${page('/summer')}`, headers });
    expect((await callApi(publicContent, { url: `/x${page('/summer')}` })).status).toBe(404);

    const log = await callApi(audit, { url: '/x', headers });
    const actions = log.json.data.map((e: { action: string }) => e.action);
    for (const action of ['sign-in', 'create', 'save', 'publish', 'rollback', 'unpublish']) expect(actions).toContain(action);
  });

  it('adds a language to a page from its own address: a copy of another language to translate, or empty', async () => {
    const { cookie } = await signIn();
    const headers = { Cookie: cookie };
    await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', headers, body: { uri: '/eid-offer', locale: 'en', title: 'Eid offer', layout: 'sidebar' } });
    await callApi(content, { method: 'PUT', url: `/x${page('/eid-offer')}`, headers, body: { ...heroPage('Eid is here'), title: 'Eid offer', layout: 'sidebar' } });

    // Arabic, as a copy of the English draft: same blocks, layout and description, the title given.
    const ar = await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', headers, body: { uri: '/eid-offer', locale: 'ar', title: 'عرض العيد', copyFrom: '/eid-offer', copyLocale: 'en' } });
    expect(ar.status).toBe(201);
    expect(ar.json.data).toMatchObject({ uri: '/eid-offer', locale: 'ar', title: 'عرض العيد', layout: 'sidebar', seo: { description: 'A summer page' }, publishedVersion: null });
    expect(ar.json.data.data.content[0]).toMatchObject({ type: 'Hero', props: { title: 'Eid is here' } });
    // The English document is untouched.
    expect((await callApi(content, { url: `/x${page('/eid-offer')}`, headers })).json.data.title).toBe('Eid offer');

    // Kurdish, empty (no copy asked for).
    const ku = await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', headers, body: { uri: '/eid-offer', locale: 'ku', title: 'ئۆفەری جەژن', layout: 'sidebar' } });
    expect(ku.status).toBe(201);
    expect(ku.json.data.data.content).toEqual([]);

    const list = await callApi(pagesIndex, { url: '/x', headers });
    const summary = list.json.data.find((p: { uri: string }) => p.uri === '/eid-offer');
    expect(Object.keys(summary.locales).sort()).toEqual(['ar', 'en', 'ku']);

    // A language that exists is not created twice; a source language the page does not have is a 404.
    const again = await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', headers, body: { uri: '/eid-offer', locale: 'ar', title: 'x', copyFrom: '/eid-offer', copyLocale: 'en' } });
    expect(again.status).toBe(409);
    const missing = await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', headers, body: { uri: '/summer-only', locale: 'ar', title: 'x', copyFrom: '/eid-offer-none', copyLocale: 'en' } });
    expect(missing.status).toBe(404);
    expect(missing.json.success).toBe(false);

    const log = await callApi(audit, { url: '/x', headers });
    expect(log.json.data).toContainEqual(expect.objectContaining({ action: 'translate', uri: '/eid-offer', locale: 'ar' }));
  });

  it('refuses an invalid tree with errors that name each bad block and field', async () => {
    const { cookie } = await signIn();
    const body = {
      ...heroPage('ok'),
      data: { root: { props: {} }, content: [{ type: 'Hero', props: { id: 'Hero-bad', title: '', ctaHref: 'javascript:alert(1)' } }, { type: 'Blink', props: { id: 'B' } }] },
    };
    const reply = await callApi(content, { method: 'PUT', url: `/x${page('/about-us')}`, headers: { Cookie: cookie }, body });
    expect(reply.status).toBe(400);
    expect(reply.json.data.problems).toEqual([
      expect.objectContaining({ blockId: 'Hero-bad', type: 'Hero', errors: { title: 'validation.required', ctaHref: 'validation.url' } }),
      expect.objectContaining({ blockId: 'B', type: 'Blink' }),
    ]);
    const draft = await callApi(content, { url: `/x${page('/about-us')}`, headers: { Cookie: cookie } });
    expect(JSON.stringify(draft.json.data.data)).not.toContain('Hero-bad');
  });

  it('publishes a scheduled draft on time, with nobody signed in', async () => {
    const { cookie } = await signIn();
    const headers = { Cookie: cookie };
    await callApi(content, { method: 'PUT', url: `/x${page('/personal', 'ku')}`, headers, body: { ...heroPage('ئۆفەری نوێ'), title: 'تاکەکەسی' } });
    const at = new Date(Date.now() + 30_000);
    const reply = await callApi(schedule, { method: 'POST', url: `/x${page('/personal', 'ku')}`, headers, body: { at: at.toISOString() } });
    expect(reply.status).toBe(200);
    await callApi(session, { method: 'DELETE', url: '/x', headers });
    expect(await publishDue(new Date(at.getTime() - 1_000))).toEqual([]);
    const published = await publishDue(new Date(at.getTime() + 1_000));
    expect(published).toEqual([{ uri: '/personal', locale: 'ku', version: 2 }]);
    const live = await callApi(publicContent, { url: `/x${page('/personal', 'ku')}` });
    expect(live.json.data.data.content[0].props.title).toBe('ئۆفەری نوێ');
    const again = await signIn();
    const past = await callApi(schedule, { method: 'POST', url: `/x${page('/personal', 'ku')}`, headers: { Cookie: again.cookie }, body: { at: '2020-01-01T00:00:00Z' } });
    expect(past.status).toBe(400);
  });

  it('lets only a signed-in editor add a job, with known lookups, in three languages', async () => {
    const job = {
      category: 'technology',
      level: 'entry',
      field: 'software',
      location: 'erbil',
      translations: {
        ar: { title: 'مطوّر واجهات', html: '<p>انضم إلى فريقنا.</p>' },
        en: { title: 'Front-end developer', html: '<p>Join our team.</p><script>x()</script>' },
        ku: { title: 'گەشەپێدەری ڕووکار', html: '<p>بەشداری تیمەکەمان بکە.</p>' },
      },
    };
    expect((await callApi(jobs, { method: 'POST', url: '/x?lang=en', body: job })).status).toBe(401);
    const { cookie } = await signIn();
    const bad = await callApi(jobs, { method: 'POST', url: '/x?lang=en', headers: { Cookie: cookie }, body: { ...job, location: 'atlantis' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.data.errors)).toEqual(['location']);
    const ok = await callApi(jobs, { method: 'POST', url: '/x?lang=en', headers: { Cookie: cookie }, body: job });
    expect(ok.status).toBe(201);
    const list = await callApi(jobs, { url: '/x?lang=ku' });
    expect(list.json.data.map((j: { title: string }) => j.title)).toContain('گەشەپێدەری ڕووکار');
  });
});
