/**
 * Translations in the editor (issue 32, part 4): a language added from another one is its translation;
 * when the source's words change after the translation was last saved, the page list and the open
 * document say it is outdated, until the translation is saved again. Originals (the seeded pages, written
 * in each language) are never outdated; a missing language has no document.
 */
import { callApi } from '@/lib/server/testing/api';
import { describeEachDatabase } from '@/lib/server/testing/db';
import pagesIndex from '@/pages/api/editor/pages/index';
import content from '@/pages/api/editor/pages/content';
import rollback from '@/pages/api/editor/pages/rollback';
import publish from '@/pages/api/editor/pages/publish';
import session from '@/pages/api/editor/session';

const page = (uri: string, lang: string) => `/x?uri=${encodeURIComponent(uri)}&lang=${lang}`;
const body = (title: string, words: string) => ({
  title,
  layout: 'page',
  seo: {},
  data: { root: { props: {} }, content: [{ type: 'Hero', props: { id: 'Hero-1', title: words } }] },
});

describeEachDatabase('editor translations', () => {
  let cookie = '';
  beforeAll(async () => {
    const reply = await callApi(session, { method: 'POST', url: '/x?lang=en', body: { email: 'editor@example.com', password: 'Editor#2026pass' } });
    cookie = reply.headers.get('set-cookie')?.split(';')[0] ?? '';
  });
  const as = { get headers() { return { Cookie: cookie }; } };
  const listed = async (uri: string) =>
    ((await callApi(pagesIndex, { url: '/x', ...as })).json.data as Array<{ uri: string; locales: Record<string, { translation: unknown }> }>).find((p) => p.uri === uri)!;
  const opened = async (uri: string, lang: string) => (await callApi(content, { url: page(uri, lang), ...as })).json.data.translation;
  const save = (uri: string, lang: string, title: string, words: string, extra: object = {}) =>
    callApi(content, { method: 'PUT', url: page(uri, lang), body: { ...body(title, words), ...extra }, ...as });

  it('a language added from another is up to date; a change of the source outdates it until it is saved again', async () => {
    const uri = `/eid-offer-${Date.now()}`;
    expect((await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', body: { uri, locale: 'en', title: 'Eid offer' }, ...as })).status).toBe(201);
    expect((await save(uri, 'en', 'Eid offer', 'Double data for Eid')).status).toBe(200);
    const added = await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', body: { uri, locale: 'ar', title: 'عرض العيد', copyFrom: uri, copyLocale: 'en' }, ...as });
    expect(added.status).toBe(201);
    expect(added.json.data.translation).toEqual({ kind: 'up-to-date', from: 'en' });

    let summary = await listed(uri);
    expect(summary.locales.en.translation).toEqual({ kind: 'original' });
    expect(summary.locales.ar.translation).toEqual({ kind: 'up-to-date', from: 'en' });
    expect(summary.locales.ku).toBeUndefined(); // missing

    // Saving the source without changing a word outdates nothing.
    await save(uri, 'en', 'Eid offer', 'Double data for Eid');
    expect(await opened(uri, 'ar')).toEqual({ kind: 'up-to-date', from: 'en' });

    // The English words change: the Arabic is outdated, in the list and in the open document.
    await save(uri, 'en', 'Eid offer', 'Triple data for Eid');
    summary = await listed(uri);
    expect(summary.locales.ar.translation).toEqual({ kind: 'outdated', from: 'en' });
    expect(await opened(uri, 'ar')).toEqual({ kind: 'outdated', from: 'en' });
    expect(summary.locales.en.translation).toEqual({ kind: 'original' });

    // The translator brings it up to date and saves: up to date again.
    const saved = await save(uri, 'ar', 'عرض العيد', 'ضعف البيانات ثلاث مرات في العيد');
    expect(saved.json.data.translation).toEqual({ kind: 'up-to-date', from: 'en' });
    expect((await listed(uri)).locales.ar.translation).toEqual({ kind: 'up-to-date', from: 'en' });

    // A title change of the source counts too.
    await save(uri, 'en', 'Eid offer 2026', 'Triple data for Eid');
    expect(await opened(uri, 'ar')).toEqual({ kind: 'outdated', from: 'en' });
  });

  it('a rollback of the translation settles nothing; "start from another language" makes a document a translation', async () => {
    const uri = `/ramadan-${Date.now()}`;
    await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', body: { uri, locale: 'en', title: 'Ramadan' }, ...as });
    await save(uri, 'en', 'Ramadan', 'Nights of Ramadan');
    await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', body: { uri, locale: 'ku', title: 'ڕەمەزان', copyFrom: uri, copyLocale: 'en' }, ...as });
    await save(uri, 'ku', 'ڕەمەزان', 'شەوانی ڕەمەزان');
    expect((await callApi(publish, { method: 'POST', url: page(uri, 'ku'), ...as })).status).toBe(200);
    await save(uri, 'en', 'Ramadan', 'Nights of Ramadan, new offers');
    expect(await opened(uri, 'ku')).toEqual({ kind: 'outdated', from: 'en' });
    // Back to the published Kurdish version: still the old words, still outdated.
    expect((await callApi(rollback, { method: 'POST', url: `${page(uri, 'ku')}&version=1`, ...as })).status).toBe(200);
    expect(await opened(uri, 'ku')).toEqual({ kind: 'outdated', from: 'en' });

    // An Arabic document written on its own is an original; started from the English blocks and saved, a translation.
    await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', body: { uri, locale: 'ar', title: 'رمضان' }, ...as });
    expect(await opened(uri, 'ar')).toEqual({ kind: 'original' });
    await save(uri, 'ar', 'رمضان', 'ليالي رمضان', { translatedFrom: 'en' });
    expect(await opened(uri, 'ar')).toEqual({ kind: 'up-to-date', from: 'en' });
  });

  it('the seeded pages, written in each language, are originals', async () => {
    const home = await listed('/about-us');
    for (const locale of ['ar', 'en', 'ku']) expect(home.locales[locale].translation).toEqual({ kind: 'original' });
  });
});
