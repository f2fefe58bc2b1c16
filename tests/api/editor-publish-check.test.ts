/**
 * The check before publishing runs on the server too: a draft with an invalid block, an empty required
 * field or a link to a page that does not exist is never published or scheduled, whatever sends the
 * request (the editor's own check runs in the browser and can be skipped by anyone with a session).
 */
import { and, eq } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { invalidate } from '@/lib/server/content/cache';
import { publishDue } from '@/lib/server/content/editor';
import { auditLog, pages, pageVersions } from '@/lib/server/db/schema';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import draftContent from '@/pages/api/editor/pages/content';
import publish from '@/pages/api/editor/pages/publish';
import rollback from '@/pages/api/editor/pages/rollback';
import schedule from '@/pages/api/editor/pages/schedule';
import versions from '@/pages/api/editor/pages/versions';
import session from '@/pages/api/editor/session';
import content from '@/pages/api/v2/site-map/content';

const at = (uri: string, lang: string, extra = '') => `/x?uri=${encodeURIComponent(uri)}&lang=${lang}${extra}`;
const tree = (...blocks: unknown[]) => ({ root: { props: {} }, content: blocks });
const draftBody = (data: unknown, title = 'Page') => ({ title, layout: 'page', seo: {}, data });
const cta = (id: string, buttonHref: string) => ({ type: 'CallToAction', props: { id, title: 'Go', text: '', buttonLabel: 'Go', buttonHref, tone: 'brand' } });
const hero = (id: string, title: string) => ({ type: 'Hero', props: { id, title } });

describeWithDatabase('the check before publishing, on the server', ({ db }) => {
  let editor: Record<string, string>;

  beforeAll(async () => {
    resetRateLimits();
    const reply = await callApi(session, { method: 'POST', url: '/x?lang=en', body: { email: 'editor@example.com', password: 'Editor#2026pass' } });
    editor = { Cookie: reply.headers.get('set-cookie')?.split(';')[0] ?? '' };
  });
  beforeEach(() => invalidate());

  /** A draft as it may sit in the database (saved before a schema change, copied, imported): not re-validated. */
  async function storeDraft(uri: string, locale: string, data: unknown) {
    await db().db.update(pages).set({ draft: data }).where(and(eq(pages.uri, uri), eq(pages.locale, locale)));
  }
  const live = async (uri: string, lang: string) => (await callApi(content, { url: `/api/v2/site-map/content${at(uri, lang)}` })).json.data;
  const versionCount = async (uri: string, lang: string) => (await callApi(versions, { url: at(uri, lang), headers: editor })).json.data.length;
  const publishes = async () => (await db().db.select().from(auditLog).where(eq(auditLog.action, 'publish'))).length;

  it('refuses a draft with an invalid block or an empty required field: 400 naming the block and field, nothing published', async () => {
    const before = await live('/about-us', 'en');
    const auditBefore = await publishes();
    const columns = { type: 'Columns', props: { id: 'Columns-1', start: [hero('Hero-a', 'Fine')], end: [hero('Hero-nested', '')] } };
    await storeDraft('/about-us', 'en', tree(hero('Hero-empty', ''), { type: 'Blink', props: { id: 'B-1' } }, hero('Hero-ok', 'Fine'), columns));

    const reply = await callApi(publish, { method: 'POST', url: at('/about-us', 'en'), headers: editor });
    expect(reply.status).toBe(400);
    expect(reply.json.success).toBe(false);
    expect(reply.json.message).toBe('The page was not published: fix the problems listed first.');
    expect(reply.json.data.errors).toEqual({
      'Hero-empty.title': 'Block 1, Hero, field Title: Required field.',
      'B-1': 'Block 2, Blink: unknown block type "Blink"',
      'Hero-nested.title': 'Block 4 › Second column › 1, Hero, field Title: Required field.',
    });
    // Structured, with the place and name the editor shows and the untranslated message for its own wording.
    expect(reply.json.data.problems).toEqual([
      expect.objectContaining({ type: 'Hero', blockId: 'Hero-empty', position: '1', label: 'Hero', field: 'title', message: 'Required field.', ref: 'validation.required' }),
      expect.objectContaining({ type: 'Blink', blockId: 'B-1', position: '2', label: 'Blink', field: '_' }),
      expect.objectContaining({ type: 'Hero', blockId: 'Hero-nested', position: '4 › Second column › 1', field: 'title' }),
    ]);
    // No internal block id in anything a person reads.
    expect(JSON.stringify(Object.values(reply.json.data.errors))).not.toMatch(/Hero-empty|Hero-nested|B-1/);

    // Nothing published: same live version, no new version, no audit entry.
    expect(await live('/about-us', 'en')).toEqual(before);
    expect(await versionCount('/about-us', 'en')).toBe(1);
    expect(await publishes()).toBe(auditBefore);
  });

  it('answers in the language of the request (the page\'s language)', async () => {
    // The blocks' names and the columns they sit in are in Arabic too, not the English names (issue 28).
    const columns = { type: 'Columns', props: { id: 'Columns-1', start: [], end: [hero('Hero-nested', '')] } };
    await storeDraft('/about-us', 'ar', tree(hero('Hero-empty', ''), columns));
    const ar = await callApi(publish, { method: 'POST', url: at('/about-us', 'ar'), headers: editor });
    expect(ar.status).toBe(400);
    expect(ar.json.message).toBe('لم تُنشر الصفحة: أصلح المشكلات المذكورة أولاً.');
    expect(ar.json.data.errors).toEqual({
      'Hero-empty.title': 'الكتلة 1، الواجهة الرئيسية، الحقل Title: هذا الحقل مطلوب.',
      'Hero-nested.title': 'الكتلة 2 › العمود الثاني › 1، الواجهة الرئيسية، الحقل Title: هذا الحقل مطلوب.',
    });
    expect(ar.json.data.problems[0]).toMatchObject({ position: '1', label: 'الواجهة الرئيسية' });

    await storeDraft('/about-us', 'ku', tree(cta('cta-1', '/no-such-page')));
    const ku = await callApi(publish, { method: 'POST', url: at('/about-us', 'ku'), headers: editor });
    expect(ku.status).toBe(400);
    expect(ku.json.message).toBe('پەڕەکە بڵاو نەکرایەوە: سەرەتا ئەو کێشانە چاک بکە کە ڕیزکراون.');
    expect(ku.json.data.errors['cta-1.buttonHref']).toBe('بلۆکی 1، بانگهێشت بۆ کردار، خانەی Button link: بەستەری /no-such-page ناچێتە هیچ پەڕەیەک');
  });

  it('refuses to publish a saved draft that links to a page that does not exist, and publishes it once the link is fixed', async () => {
    // Saving is allowed (the editor may still create that page); publishing is not.
    const saved = await callApi(draftContent, { method: 'PUT', url: at('/business', 'en'), headers: editor, body: draftBody(tree(hero('Hero-1', 'Business'), cta('cta-1', '/en/no-such-page?x=1'))) });
    expect(saved.status).toBe(200);
    const refused = await callApi(publish, { method: 'POST', url: at('/business', 'en'), headers: editor });
    expect(refused.status).toBe(400);
    expect(refused.json.data.errors).toEqual({ 'cta-1.buttonHref': 'Block 2, Call to action, field Button link: the link /en/no-such-page?x=1 leads to no page' });
    expect(await versionCount('/business', 'en')).toBe(1);
    expect(JSON.stringify(await live('/business', 'en'))).not.toContain('no-such-page');

    // A good draft publishes: links to content pages (any language prefix), coded pages and other sites.
    const good = tree(hero('Hero-1', 'Business, fixed'), cta('cta-1', '/en/personal/roaming'), cta('cta-2', '/terms'), cta('cta-3', '/personal/my-account/recharge'), cta('cta-4', 'https://partner.example.com/'));
    expect((await callApi(draftContent, { method: 'PUT', url: at('/business', 'en'), headers: editor, body: draftBody(good) })).status).toBe(200);
    const published = await callApi(publish, { method: 'POST', url: at('/business', 'en'), headers: editor });
    expect(published.status).toBe(200);
    expect(published.json.data.version).toBe(2);
    expect((await live('/business', 'en')).data.content[0].props.title).toBe('Business, fixed');
  });

  it('refuses a link to a part of a page that does not exist (#fragment), on this page or another live one', async () => {
    const publishWith = async (href: string) => {
      expect((await callApi(draftContent, { method: 'PUT', url: at('/business', 'en'), headers: editor, body: draftBody(tree(hero('Hero-1', 'Business'), cta('cta-1', href))) })).status).toBe(200);
      return callApi(publish, { method: 'POST', url: at('/business', 'en'), headers: editor });
    };
    const before = await versionCount('/business', 'en');
    for (const href of ['/en/careers#no-such-part', '#no-such-part', '/business#no-such-part']) {
      const refused = await publishWith(href);
      expect([href, refused.status]).toEqual([href, 400]);
      expect(refused.json.data.errors).toEqual({ 'cta-1.buttonHref': `Block 2, Call to action, field Button link: the link ${href} points to a part of the page that does not exist` });
    }
    expect(await versionCount('/business', 'en')).toBe(before);
    // The seeded careers page has its open positions under the anchor "jobs"; every page has "main".
    for (const href of ['/en/careers#jobs', '#main']) expect([href, (await publishWith(href)).status]).toEqual([href, 200]);
  });

  it('refuses to schedule a draft that fails the check, and the scheduler will not publish one that fails it later', async () => {
    const future = new Date(Date.now() + 60_000).toISOString();
    await storeDraft('/support', 'en', tree(cta('cta-1', '/gone')));
    const refused = await callApi(schedule, { method: 'POST', url: at('/support', 'en'), headers: editor, body: { at: future } });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('The page was not scheduled: fix the problems listed first.');
    expect(refused.json.data.errors).toEqual({ 'cta-1.buttonHref': 'Block 1, Call to action, field Button link: the link /gone leads to no page' });
    const [row] = await db().db.select().from(pages).where(and(eq(pages.uri, '/support'), eq(pages.locale, 'en')));
    expect(row.scheduledAt).toBeNull();

    // Scheduled while good, broken before its time (a stored draft changed): not published, schedule dropped.
    await storeDraft('/support', 'en', tree(hero('Hero-1', 'Support')));
    expect((await callApi(schedule, { method: 'POST', url: at('/support', 'en'), headers: editor, body: { at: future } })).status).toBe(200);
    await storeDraft('/support', 'en', tree(hero('Hero-1', 'Support'), cta('cta-1', '/gone')));
    expect(await publishDue(new Date(Date.now() + 120_000))).toEqual([]);
    expect(await versionCount('/support', 'en')).toBe(1);
    const [after] = await db().db.select().from(pages).where(and(eq(pages.uri, '/support'), eq(pages.locale, 'en')));
    expect(after.scheduledAt).toBeNull();
    const refusals = await db().db.select().from(auditLog).where(eq(auditLog.action, 'schedule-refused'));
    expect(refusals).toEqual([expect.objectContaining({ actor: 'schedule', uri: '/support', locale: 'en' })]);
  });

  it('refuses to roll back to a version that fails the check, leaving the draft and the live page as they were', async () => {
    await db().db.insert(pageVersions).values({ uri: '/platinum', locale: 'en', version: 2, layout: 'page', title: 'Broken', seo: {}, data: tree(cta('cta-1', '/gone')) });
    const [draftBefore] = await db().db.select().from(pages).where(and(eq(pages.uri, '/platinum'), eq(pages.locale, 'en')));
    const liveBefore = await live('/platinum', 'en');
    const reply = await callApi(rollback, { method: 'POST', url: at('/platinum', 'en', '&version=2'), headers: editor });
    expect(reply.status).toBe(400);
    expect(reply.json.data.errors).toEqual({ 'cta-1.buttonHref': 'Block 1, Call to action, field Button link: the link /gone leads to no page' });
    const [draftAfter] = await db().db.select().from(pages).where(and(eq(pages.uri, '/platinum'), eq(pages.locale, 'en')));
    expect(draftAfter).toEqual(draftBefore);
    expect(await live('/platinum', 'en')).toEqual(liveBefore);
    // Version 1 is fine: rolling back to it publishes version 3.
    const back = await callApi(rollback, { method: 'POST', url: at('/platinum', 'en', '&version=1'), headers: editor });
    expect([back.status, back.json.data?.version]).toEqual([200, 3]);
  });

  it('never publishes a bad draft saved at the same moment as a publish', async () => {
    const good = tree(hero('Hero-1', 'Good'));
    const bad = tree(hero('Hero-1', 'Bad'), cta('cta-1', '/gone'));
    for (let round = 0; round < 6; round++) {
      await callApi(draftContent, { method: 'PUT', url: at('/form', 'en'), headers: editor, body: draftBody(good) });
      const [, published] = await Promise.all([
        callApi(draftContent, { method: 'PUT', url: at('/form', 'en'), headers: editor, body: draftBody(bad) }),
        callApi(publish, { method: 'POST', url: at('/form', 'en'), headers: editor }),
      ]);
      expect([200, 400]).toContain(published.status);
    }
    const stored = await db().db.select().from(pageVersions).where(and(eq(pageVersions.uri, '/form'), eq(pageVersions.locale, 'en')));
    for (const version of stored) expect(JSON.stringify(version.data)).not.toContain('/gone');
  });
});
