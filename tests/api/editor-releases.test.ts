/**
 * Releases (issue 32, part 3): drafts of several pages in several languages published at once, all or
 * nothing, now or at a time (once across servers), and rolled back together.
 */
import { and, eq } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { invalidate } from '@/lib/server/content/cache';
import { publishDueReleases } from '@/lib/server/content/releases';
import { pages, pageVersions } from '@/lib/server/db/schema';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import draftContent from '@/pages/api/editor/pages/content';
import pagesIndex from '@/pages/api/editor/pages/index';
import publishPage from '@/pages/api/editor/pages/publish';
import releasesIndex from '@/pages/api/editor/releases/index';
import releaseItems from '@/pages/api/editor/releases/items';
import releaseAction from '@/pages/api/editor/releases/publish';
import session from '@/pages/api/editor/session';
import content from '@/pages/api/v2/site-map/content';

const at = (uri: string, lang: string) => `/x?uri=${encodeURIComponent(uri)}&lang=${lang}`;
const hero = (title: string) => ({ root: { props: {} }, content: [{ type: 'Hero', props: { id: 'Hero-1', title } }] });

describeWithDatabase('editor releases', ({ db }) => {
  let editor: Record<string, string>;
  beforeAll(async () => {
    resetRateLimits();
    const reply = await callApi(session, { method: 'POST', url: '/x?lang=en', body: { email: 'editor@example.com', password: 'Editor#2026pass' } });
    editor = { Cookie: reply.headers.get('set-cookie')?.split(';')[0] ?? '' };
  });
  beforeEach(() => invalidate());

  const live = async (uri: string, lang: string) => {
    const reply = await callApi(content, { url: `/api/v2/site-map/content${at(uri, lang)}` });
    return reply.status === 200 ? (reply.json.data.title as string) : reply.status;
  };
  const saveDraft = (uri: string, lang: string, title: string, data: unknown = hero(title)) =>
    callApi(draftContent, { method: 'PUT', url: at(uri, lang), headers: editor, body: { title, layout: 'page', seo: {}, data } });
  const newRelease = async (name: string) => (await callApi(releasesIndex, { method: 'POST', url: '/x?lang=en', headers: editor, body: { name } })).json.data.id as number;
  const add = (id: number, uri: string, locale: string) => callApi(releaseItems, { method: 'POST', url: '/x?lang=en', headers: editor, body: { id, uri, locale } });
  const act = (body: object, lang = 'en') => callApi(releaseAction, { method: 'POST', url: `/x?lang=${lang}`, headers: editor, body });
  const versionCount = async (uri: string, locale: string) => (await db().db.select().from(pageVersions).where(and(eq(pageVersions.uri, uri), eq(pageVersions.locale, locale)))).length;

  it('publishes a new page in two languages and a changed seeded page at once, and rolls them back together', async () => {
    const uri = `/eid-${Date.now()}`;
    await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', headers: editor, body: { uri, locale: 'en', title: 'Eid offer' } });
    await saveDraft(uri, 'en', 'Eid offer');
    await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', headers: editor, body: { uri, locale: 'ar', title: 'عرض العيد', copyFrom: uri, copyLocale: 'en' } });
    await saveDraft(uri, 'ar', 'عرض العيد');
    const aboutBefore = await live('/about-us', 'en');
    await saveDraft('/about-us', 'en', 'About Nour, for Eid');

    const id = await newRelease('Eid campaign');
    for (const [page, locale] of [[uri, 'en'], [uri, 'ar'], ['/about-us', 'en']]) expect((await add(id, page, locale)).status).toBe(200);
    // Nothing is live before the release is published.
    expect([await live(uri, 'en'), await live('/about-us', 'en')]).toEqual([404, aboutBefore]);

    const published = await act({ action: 'publish', id });
    expect(published.status).toBe(200);
    expect(published.json.data.pages).toHaveLength(3);
    expect([await live(uri, 'en'), await live(uri, 'ar'), await live('/about-us', 'en')]).toEqual(['Eid offer', 'عرض العيد', 'About Nour, for Eid']);
    const [listed] = (await callApi(releasesIndex, { url: '/x', headers: editor })).json.data;
    expect(listed).toMatchObject({ id, name: 'Eid campaign', status: 'published', createdBy: 'editor@example.com' });
    expect(listed.items.map((i: { uri: string; locale: string; previousVersion: number | null }) => [i.uri, i.locale, i.previousVersion === null])).toEqual([
      ['/about-us', 'en', false],
      [uri, 'ar', true],
      [uri, 'en', true],
    ]);
    // A published release takes no more pages and is not published twice.
    expect((await add(id, '/personal', 'en')).status).toBe(409);
    expect((await act({ action: 'publish', id })).status).toBe(409);

    const rolledBack = await act({ action: 'rollback', id });
    expect(rolledBack.status).toBe(200);
    expect([await live(uri, 'en'), await live(uri, 'ar'), await live('/about-us', 'en')]).toEqual([404, 404, aboutBefore]);
    expect((await act({ action: 'rollback', id })).status).toBe(409);
  });

  it('publishes nothing when one page of the release fails the check, and says which, in the page language', async () => {
    const uri = `/broken-${Date.now()}`;
    await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', headers: editor, body: { uri, locale: 'en', title: 'Broken' } });
    // A draft as it may sit in the database (saved before a rule changed): an empty required title.
    await saveDraft(uri, 'en', 'Broken');
    await db().db.update(pages).set({ draft: hero('') }).where(and(eq(pages.uri, uri), eq(pages.locale, 'en')));
    await saveDraft('/about-us', 'ar', 'عن نور، للعيد');
    const aboutVersions = await versionCount('/about-us', 'ar');

    const id = await newRelease('Half ready');
    await add(id, '/about-us', 'ar');
    await add(id, uri, 'en');
    const refused = await act({ action: 'publish', id }, 'ar');
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('لم يُنشر شيء: إحدى صفحات الإصدار لا تجتاز الفحص قبل النشر.');
    expect(refused.json.data.page).toEqual({ uri, locale: 'en' });
    expect(Object.keys(refused.json.data.errors)).toEqual(['Hero-1.title']);
    // The page that passed was not published either.
    expect(await versionCount('/about-us', 'ar')).toBe(aboutVersions);
    expect(await live('/about-us', 'ar')).not.toBe('عن نور، للعيد');
    expect((await callApi(releasesIndex, { url: '/x', headers: editor })).json.data[0].status).toBe('open');
    // An empty release cannot be published or scheduled.
    const empty = await newRelease('Empty');
    expect((await act({ action: 'publish', id: empty })).status).toBe(400);
    expect((await act({ action: 'schedule', id: empty, at: new Date(Date.now() + 60_000).toISOString() })).status).toBe(400);
  });

  it('does not roll back a page published again since the release: 409 naming it, nothing changed', async () => {
    const uri = `/later-${Date.now()}`;
    await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', headers: editor, body: { uri, locale: 'en', title: 'Later' } });
    await saveDraft(uri, 'en', 'First words');
    const id = await newRelease('Later');
    await add(id, uri, 'en');
    expect((await act({ action: 'publish', id })).status).toBe(200);
    // An editor goes on: new words, published by hand.
    await saveDraft(uri, 'en', 'Second words');
    expect((await callApi(publishPage, { method: 'POST', url: at(uri, 'en'), headers: editor })).status).toBe(200);
    const refused = await act({ action: 'rollback', id });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(`en ${uri} has been published or rolled back since this release: roll that page back by hand instead.`);
    expect(await live(uri, 'en')).toBe('Second words');
    expect((await callApi(releasesIndex, { url: '/x', headers: editor })).json.data.find((r: { id: number }) => r.id === id).status).toBe('published');
  });

  itRace('a scheduled release is published once when its time comes, whichever servers run the job', async () => {
    const uri = `/ramadan-${Date.now()}`;
    await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', headers: editor, body: { uri, locale: 'en', title: 'Ramadan' } });
    await saveDraft(uri, 'en', 'Ramadan nights');
    const id = await newRelease('Ramadan');
    await add(id, uri, 'en');
    const when = new Date(Date.now() + 60_000);
    expect((await act({ action: 'schedule', id, at: when.toISOString() })).status).toBe(200);
    expect(await publishDueReleases(new Date(when.getTime() - 1000))).toEqual([]);
    expect(await live(uri, 'en')).toBe(404);

    const runs = await Promise.all([1, 2, 3].map(() => publishDueReleases(new Date(when.getTime() + 1000))));
    expect(runs.flat().map((r) => r.id)).toEqual([id]);
    expect(await versionCount(uri, 'en')).toBe(1);
    expect(await live(uri, 'en')).toBe('Ramadan nights');
  });
});
