/**
 * Page variants (issue 32, part 1): the editor's test (save, publish, stop), the proxy's assignment
 * (targeting from the signed segment cookie, stickiness, a page without a test untouched), each
 * variant's page, visitors and goals counted once per visitor (also under parallel requests on
 * PostgreSQL), the results, and Builder's variations mapped to ours.
 */
import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { segmentOf } from '@/lib/server/api/segment';
import { invalidate } from '@/lib/server/content/cache';
import { mapBuilderVariations } from '@/lib/server/content/builder/variants';
import { entriesOf, importBuilderEntries } from '@/lib/server/content/builder/import';
import { getServedVariant, liveVariantMap } from '@/lib/server/content/variants';
import { accounts, pageExperiments, variantEvents } from '@/lib/server/db/schema';
import { readSegment, signSegment } from '@/lib/server/http/segment-token';
import { provideLiveVariants } from '@/lib/server/http/variant-proxy';
import { mintVisitorId } from '@/lib/server/http/visitor-id';
import { setTwoPeople } from '@/lib/server/content/review';
import { addAddress } from '@/lib/server/services/accounts/profile';
import { createEditor } from '@/lib/server/services/editor-auth';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import { writeAssignments } from '@/lib/variants';
import draftContent from '@/pages/api/editor/pages/content';
import pagesIndex from '@/pages/api/editor/pages/index';
import publishPage from '@/pages/api/editor/pages/publish';
import variantsRoute from '@/pages/api/editor/pages/variants';
import session from '@/pages/api/editor/session';
import cardRecharge from '@/pages/api/v1/recharge/card';
import assign from '@/pages/api/v2/variants/assign';
import event from '@/pages/api/v2/variants/event';
import { proxy } from '@/proxy';
import en from '@/locales/en.json';
import ar from '@/locales/ar.json';
import ku from '@/locales/ku.json';
import fixture from '@/lib/server/content/builder/__fixtures__/page-offers.json';

const at = (uri: string, lang: string) => `/x?uri=${encodeURIComponent(uri)}&lang=${lang}`;
const hero = (title: string) => ({ root: { props: {} }, content: [{ type: 'Hero', props: { id: 'Hero-1', title } }] });
const all = { languages: [], signedIn: 'any', lineTypes: [], governorates: [] };
const i18n = { i18n: { locales: ['ar', 'en', 'ku'], defaultLocale: 'ar' } };

describeWithDatabase('page variants', ({ db, kind }) => {
  let editor: Record<string, string>;
  const uri = `/summer-test-${Date.now()}`;
  beforeAll(async () => {
    resetRateLimits();
    provideLiveVariants(liveVariantMap);
    const reply = await callApi(session, { method: 'POST', url: '/x?lang=en', body: { email: 'editor@example.com', password: 'Editor#2026pass' } });
    editor = { Cookie: reply.headers.get('set-cookie')?.split(';')[0] ?? '' };
    await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', headers: editor, body: { uri, locale: 'en', title: 'Summer' } });
    await callApi(draftContent, { method: 'PUT', url: at(uri, 'en'), headers: editor, body: { title: 'Summer', layout: 'page', seo: {}, data: hero('Summer A') } });
    expect((await callApi(publishPage, { method: 'POST', url: at(uri, 'en'), headers: editor })).status).toBe(200);
  });
  beforeEach(() => invalidate());

  const test = (variants: unknown[], goals: object = { clicks: ['Hero-1'], purchase: true, recharge: true }, lang = 'en') =>
    callApi(variantsRoute, { method: 'PUT', url: at(uri, lang), headers: editor, body: { variants, goals } });
  const publish = (stop = false) => callApi(variantsRoute, { method: 'POST', url: at(uri, 'en'), headers: editor, body: { stop } });
  const visit = async (path: string, cookies: Record<string, string> = {}) => {
    const request = new NextRequest(`http://localhost${path}`, { headers: { cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ') }, nextConfig: i18n });
    return proxy(request);
  };
  const count = (cookies: Record<string, string>, goal: string, page = uri) =>
    callApi(event, { method: 'POST', url: '/x?lang=en', headers: { Cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ') }, body: { uri: page, goal } });
  const forced = (variant: string, vid = mintVisitorId()) => ({ vid, ab: writeAssignments(new Map(), `en${uri}`, variant) });

  it('refuses a bad test in the page language and saves, publishes and serves a good one on its own path', async () => {
    // Errors in the request's language (en, ar, ku); nothing saved.
    for (const [lang, words] of [['en', en], ['ar', ar], ['ku', ku]] as const) {
      const fields = await test([{ key: 'a', name: '', weight: 50 }, { key: 'b', name: 'B', weight: 150 }], undefined, lang);
      expect([lang, fields.status, Object.values(fields.json.data.errors).sort()]).toEqual([lang, 400, [words.variants.errors.name, words.variants.errors.weight].sort()]);
      const order = await test([{ key: 'a', name: 'A', weight: 50 }, { key: 'c', name: 'C', weight: 50 }], undefined, lang);
      expect([lang, order.status, Object.values(order.json.data.errors)]).toEqual([lang, 400, [words.variants.errors.key]]);
      const one = await test([{ key: 'a', name: 'A', weight: 50 }], undefined, lang);
      expect([lang, one.status, Object.values(one.json.data.errors)]).toEqual([lang, 400, [words.variants.errors.count]]);
    }
    expect(await db().db.select().from(pageExperiments).where(eq(pageExperiments.uri, uri))).toEqual([]);
    // No test yet: the page is served as before, no cookie.
    const before = await visit(`/en${uri}`);
    expect([before.headers.get('x-middleware-next'), before.headers.get('set-cookie'), before.headers.get('x-middleware-rewrite')]).toEqual(['1', null, null]);

    const saved = await test([
      { key: 'a', name: 'Control', weight: 50, targeting: all },
      { key: 'b', name: 'Bigger hero', weight: 50, targeting: all, data: hero('Summer B') },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe(en.variants.saved);
    // Saved is not live.
    expect((await visit(`/en${uri}`)).headers.get('x-middleware-next')).toBe('1');
    const published = await publish();
    expect([published.status, published.json.message, published.json.data.keys]).toEqual([200, en.variants.published, ['a', 'b']]);

    const b = await getServedVariant(uri, 'en', 'b');
    const a = await getServedVariant(uri, 'en', 'a');
    expect([a?.data.content[0].props.title, a?.variant, b?.data.content[0].props.title, b?.variant]).toEqual([
      'Summer A',
      { key: 'a', tests: [{ section: null, clicks: ['Hero-1'] }] },
      'Summer B',
      { key: 'b', tests: [{ section: null, clicks: ['Hero-1'] }] },
    ]);
  });

  it('the proxy: a fresh visitor gets a random id and a variant, keeps it on every visit, never on a page without a test; a forced cookie is honoured', async () => {
    const first = await visit(`/en${uri}`);
    const rewrite = first.headers.get('x-middleware-rewrite') ?? '';
    expect(rewrite).toMatch(new RegExp(`/en/_variant/[ab]${uri}$`));
    expect([first.headers.get('cache-control'), first.headers.get('x-variant')]).toEqual(['private, no-store', rewrite.includes('/_variant/a') ? 'a' : 'b']);
    const cookies = Object.fromEntries(first.headers.getSetCookie().map((line) => line.split(';')[0].split('=') as [string, string]));
    expect(cookies.vid).toMatch(/^[\w-]{44}$/);
    for (let i = 0; i < 3; i++) expect((await visit(`/en${uri}`, { vid: cookies.vid, ab: cookies.ab })).headers.get('x-middleware-rewrite')).toBe(rewrite);
    // The same id without the assignment cookie: the same variant again (deterministic from the id).
    expect((await visit(`/en${uri}`, { vid: cookies.vid })).headers.get('x-middleware-rewrite')).toBe(rewrite);
    // Forced cookies (as the browser journey does): A and B.
    expect((await visit(`/en${uri}`, forced('a'))).headers.get('x-middleware-rewrite')).toMatch(`/en/_variant/a${uri}`);
    expect((await visit(`/en${uri}`, forced('b'))).headers.get('x-middleware-rewrite')).toMatch(`/en/_variant/b${uri}`);
    // A first visit without cookies reaches the cached page (the proxy runs only for visitors with an
    // id): the page asks for a variant, which sets the cookies; asked again, the same one.
    const given = await callApi(assign, { method: 'POST', url: '/x?lang=en', body: { uri } });
    const set = Object.fromEntries((given.headers.getSetCookie() ?? []).map((line) => line.split(';')[0].split('=') as [string, string]));
    expect([given.status, set.vid?.length, ['a', 'b'].includes(given.json.data.variant)]).toEqual([200, 44, true]);
    const again = await callApi(assign, { method: 'POST', url: '/x?lang=en', headers: { Cookie: `vid=${set.vid}; ab=${set.ab}` }, body: { uri } });
    expect([again.json.data.variant, again.headers.get('set-cookie')?.includes('vid=')]).toEqual([given.json.data.variant, false]);
    expect((await visit(`/en${uri}`, { vid: set.vid, ab: set.ab })).headers.get('x-variant')).toBe(given.json.data.variant);
    const noTest = await callApi(assign, { method: 'POST', url: '/x?lang=en', body: { uri: '/personal' } });
    expect([noTest.json.data.variant, noTest.headers.get('set-cookie')]).toEqual([null, null]);
    // Another language's page and a page without a test: untouched, no cookie.
    for (const path of [`/ar${uri}`, '/en/personal']) {
      const other = await visit(path, { vid: cookies.vid });
      expect([path, other.headers.get('x-middleware-next'), other.headers.get('set-cookie'), other.headers.get('x-variant')]).toEqual([path, '1', null, null]);
    }
  });

  it('targets by signed-in, line type and governorate from the signed segment cookie; a forged one is a signed-out visitor', async () => {
    const [account] = await db().db.select({ id: accounts.id }).from(accounts).where(eq(accounts.msisdn, '07701234567'));
    await addAddress(account.id, { address: '12 Karrada St', city: 'Baghdad', district: 'Karrada', governorate: 'baghdad' });
    const segment = await segmentOf(account.id);
    expect(segment).toEqual({ lineType: 'prepaid', governorate: 'baghdad' });
    const signed = await signSegment(segment);
    expect(await readSegment(signed)).toEqual({ signedIn: true, lineType: 'prepaid', governorate: 'baghdad' });
    const forged = `${signed.slice(0, -4)}AAAA`;
    expect(await readSegment(forged)).toEqual({ signedIn: false });

    await test([
      { key: 'a', name: 'Everyone else', weight: 1, targeting: { ...all, signedIn: 'no' } },
      { key: 'b', name: 'Prepaid in Baghdad', weight: 1, targeting: { ...all, lineTypes: ['prepaid'], governorates: ['baghdad'] } },
      { key: 'c', name: 'Postpaid', weight: 1, targeting: { ...all, lineTypes: ['postpaid'] } },
    ]);
    await publish();
    const variantOf = async (seg?: string) => (await visit(`/en${uri}`, { vid: mintVisitorId('same-visitor-012345678'), ...(seg ? { seg } : {}) })).headers.get('x-variant');
    expect(await variantOf()).toBe('a');
    expect(await variantOf(signed)).toBe('b');
    expect(await variantOf(forged)).toBe('a');
    expect(await variantOf(await signSegment({ lineType: 'postpaid', governorate: 'basra' }))).toBe('c');
    // Signed in, prepaid, elsewhere: eligible for none of them, sees the page itself (not cached for all).
    const none = await visit(`/en${uri}`, { vid: mintVisitorId('same-visitor-012345678'), seg: await signSegment({ lineType: 'prepaid', governorate: 'erbil' }) });
    expect([none.headers.get('x-middleware-next'), none.headers.get('x-variant'), none.headers.get('cache-control')]).toEqual(['1', 'none', 'private, no-store']);
  });

  it('counts a visitor once per goal per variant, only for goals the test has, and shows rates and the z-test', async () => {
    await test([
      { key: 'a', name: 'Control', weight: 50, targeting: all },
      { key: 'b', name: 'Bigger hero', weight: 50, targeting: all, data: hero('Summer B') },
    ]);
    await publish();
    await db().db.delete(variantEvents).where(eq(variantEvents.uri, uri));
    const visitorA = forced('a');
    const visitorB = forced('b');
    expect((await count(visitorA, 'view')).json.data).toEqual({ counted: true });
    expect((await count(visitorA, 'view')).json.data).toEqual({ counted: false });
    expect((await count(visitorB, 'view')).json.data).toEqual({ counted: true });
    expect((await count(visitorB, 'click:Hero-1')).json.data).toEqual({ counted: true });
    expect((await count(visitorB, 'click:Hero-1')).json.data).toEqual({ counted: false });
    // Not a goal of this test, no cookie, a page in no test: nothing counted.
    expect((await count(visitorB, 'click:Other-9')).json.data).toEqual({ counted: false });
    expect((await count({}, 'view')).json.data).toEqual({ counted: false });
    expect((await count(visitorB, 'view', '/personal')).json.data).toEqual({ counted: false });
    // A bad goal is a 400 envelope.
    expect((await count(visitorB, 'click:<script>')).status).toBe(400);

    // A recharge started within 30 minutes of seeing the page counts for that variant.
    const abl = writeAssignments(new Map(), `en${uri}`, 'b');
    const recharge = await callApi(cardRecharge, {
      method: 'POST',
      url: '/x?lang=en',
      headers: { Cookie: `vid=${visitorB.vid}; abl=${abl}`, 'X-Forwarded-For': '192.0.2.77' },
      body: { msisdn: '07701234567', amount: 5000 },
    });
    expect(recharge.status).toBe(200);

    const results = (await callApi(variantsRoute, { url: at(uri, 'en'), headers: editor })).json.data.results;
    expect(results.map((r: { key: string; visitors: number; goals: Array<{ goal: string; completions: number; rate: number }> }) => [r.key, r.visitors, r.goals.map((g) => [g.goal, g.completions, g.rate])])).toEqual([
      ['a', 1, [['click:Hero-1', 0, 0], ['purchase', 0, 0], ['recharge', 0, 0]]],
      ['b', 1, [['click:Hero-1', 1, 1], ['purchase', 0, 0], ['recharge', 1, 1]]],
    ]);
    expect(results[1].goals[0].versusControl).toEqual({ enough: false });

    // With enough visitors the z-test is there: 200 of 1,000 against 250 of 1,000.
    const rows = (variant: string, goal: string, n: number) => Array.from({ length: n }, (_, i) => ({ uri, locale: 'en', variant, goal, visitor: `sim-${i}` }));
    await db().db.delete(variantEvents).where(eq(variantEvents.uri, uri));
    await db().db.insert(variantEvents).values([...rows('a', 'view', 1000), ...rows('b', 'view', 1000), ...rows('a', 'click:Hero-1', 200), ...rows('b', 'click:Hero-1', 250)]);
    const figures = (await callApi(variantsRoute, { url: at(uri, 'en'), headers: editor })).json.data.results[1].goals[0];
    expect(figures.rate).toBe(0.25);
    expect(figures.versusControl.significant).toBe(true);
    expect(figures.versusControl.p).toBeCloseTo(0.00742, 4);
  });

  if (kind === 'postgres') {
    itRace('20 parallel counts of one visitor for one goal: counted exactly once', async () => {
      const visitor = forced('b');
      const replies = await Promise.all(Array.from({ length: 20 }, () => count(visitor, 'click:Hero-1')));
      expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(replies.filter((r) => r.json.data.counted)).toHaveLength(1);
      const stored = await db().db.select().from(variantEvents).where(and(eq(variantEvents.uri, uri), eq(variantEvents.visitor, visitor.vid)));
      expect(stored).toHaveLength(1);
    });
  }

  it('stopping the test serves the page as before (no cookie, no rewrite)', async () => {
    const stopped = await publish(true);
    expect([stopped.status, stopped.json.message]).toEqual([200, en.variants.stopped]);
    const after = await visit(`/en${uri}`, forced('b'));
    expect([after.headers.get('x-middleware-next'), after.headers.get('set-cookie')]).toEqual(['1', null]);
  });

  it('roles: a care agent cannot read a test, an author saves but cannot publish; a variant failing the check, or made by the publisher alone with "two people" on, is not published', async () => {
    const page = `/roles-test-${Date.now()}`;
    await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', headers: editor, body: { uri: page, locale: 'en', title: 'Roles' } });
    await callApi(draftContent, { method: 'PUT', url: at(page, 'en'), headers: editor, body: { title: 'Roles', layout: 'page', seo: {}, data: hero('Roles A') } });
    expect((await callApi(publishPage, { method: 'POST', url: at(page, 'en'), headers: editor })).status).toBe(200);
    const signIn = async (email: string, roles: string[]) => {
      await createEditor(db().db, { email, name: email, password: 'Roles#2026pass', roles });
      const reply = await callApi(session, { method: 'POST', url: '/x?lang=en', body: { email, password: 'Roles#2026pass' } });
      return { Cookie: reply.headers.get('set-cookie')?.split(';')[0] ?? '' };
    };
    const care = await signIn(`variants-care-${kind}@example.com`, ['care']);
    const author = await signIn(`variants-author-${kind}@example.com`, ['author']);
    const body = (b: object) => ({ variants: [{ key: 'a', name: 'A', weight: 50, targeting: all }, { key: 'b', name: 'B', weight: 50, targeting: all, data: b }], goals: { clicks: [], purchase: true, recharge: true } });

    expect((await callApi(variantsRoute, { url: at(page, 'en'), headers: care })).status).toBe(403);
    expect((await callApi(variantsRoute, { method: 'PUT', url: at(page, 'en'), headers: care, body: body(hero('B')) })).status).toBe(403);
    // B shows a shared section that does not exist: saved, but not published (the page check's finding).
    expect((await callApi(variantsRoute, { method: 'PUT', url: at(page, 'en'), headers: author, body: body({ root: { props: {} }, content: [{ type: 'SharedSection', props: { id: 'Shared-1', sectionId: 987654 } }] }) })).status).toBe(200);
    const byAuthor = await callApi(variantsRoute, { method: 'POST', url: at(page, 'en'), headers: author, body: {} });
    expect([byAuthor.status, byAuthor.json.message]).toEqual([403, en.editorReview.needPublisher]);
    const refused = await callApi(variantsRoute, { method: 'POST', url: at(page, 'en'), headers: editor, body: {} });
    expect([refused.status, refused.json.message, Object.keys(refused.json.data.errors)]).toEqual([400, en.variants.notPublished, ['Shared-1.sectionId']]);
    expect((await db().db.select().from(pageExperiments).where(eq(pageExperiments.uri, page)))[0].live).toBeNull();

    // "Two people": the publisher who made the last change may not make it live; another publisher may.
    await setTwoPeople(true, 'editor@example.com');
    try {
      expect((await callApi(variantsRoute, { method: 'PUT', url: at(page, 'en'), headers: editor, body: body(hero('Roles B')) })).status).toBe(200);
      const own = await callApi(variantsRoute, { method: 'POST', url: at(page, 'en'), headers: editor, body: {} });
      expect([own.status, own.json.message]).toEqual([403, en.variants.ownChange.replace('{page}', `en ${page}`)]);
      const reviewer = await callApi(session, { method: 'POST', url: '/x?lang=en', body: { email: 'reviewer@example.com', password: 'Reviewer#2026pass' } });
      const other = await callApi(variantsRoute, { method: 'POST', url: at(page, 'en'), headers: { Cookie: reviewer.headers.get('set-cookie')?.split(';')[0] ?? '' }, body: {} });
      expect(other.status).toBe(200);
    } finally {
      await setTwoPeople(false, 'editor@example.com');
    }
  });

  it('a visitor id the server did not sign (made up, an old unsigned one, 5,000 characters) is no visitor: not counted, never a 500, and the proxy gives a signed one', async () => {
    await test([
      { key: 'a', name: 'Control', weight: 50, targeting: all },
      { key: 'b', name: 'Bigger hero', weight: 50, targeting: all, data: hero('Summer B') },
    ]);
    await publish();
    const signed = mintVisitorId();
    const forgedSignature = `${signed.slice(0, 22)}${'A'.repeat(22)}`;
    for (const vid of ['v'.repeat(5_000), 'visitor-made-up-0123456789', forgedSignature]) {
      const reply = await count({ vid, ab: forced('b').ab }, 'view');
      expect([vid.length, reply.status, reply.json.data]).toEqual([vid.length, 200, { counted: false }]);
    }
    const replaced = await visit(`/en${uri}`, { vid: 'visitor-made-up-0123456789', ab: forced('b').ab });
    const given = replaced.headers.getSetCookie().find((line) => line.startsWith('vid='))?.split(';')[0].slice(4);
    expect([replaced.headers.get('x-variant'), given?.length, given === 'visitor-made-up-0123456789']).toEqual(['b', 44, false]);
    expect((await count({ vid: given!, ab: forced('b').ab }, 'view')).json.data).toEqual({ counted: true });
  });

  it("maps Builder's variations and testRatio to our variants (a draft test, with the variation's blocks)", async () => {
    const [entry] = entriesOf(fixture);
    const withTest = {
      ...entry,
      testRatio: 0.6,
      variations: {
        v1: { id: 'v1', name: 'Short headline', testRatio: 0.3, data: { blocks: [{ '@type': '@builder.io/sdk:Element', id: 'h', component: { name: 'Heading', options: { text: 'Short!', level: 2 } } }] } },
        v2: { id: 'v2', testRatio: 0.1, data: {} },
      },
    };
    const mapped = mapBuilderVariations(withTest, 'en', '/offers/summer');
    expect(mapped?.experiment.variants.map((v) => [v.key, v.name, v.weight])).toEqual([
      ['a', 'Default', 60],
      ['b', 'Short headline', 30],
      ['c', 'Variation 2', 10],
    ]);
    expect(JSON.stringify(mapped?.experiment.variants[1].data)).toContain('Short!');
    // The second variation has no blocks of its own: the entry's.
    expect(JSON.stringify(mapped?.experiment.variants[2].data)).toContain('Summer offers are here');
    expect(mapBuilderVariations(entry, 'en', '/offers/summer')).toBeNull();

    const report = await importBuilderEntries([withTest], { db: db().db });
    expect(report.imported.find((l) => l.locale === 'en')?.variants).toEqual(['a Default 60%', 'b Short headline 30%', 'c Variation 2 10%']);
    const [row] = await db().db.select().from(pageExperiments).where(and(eq(pageExperiments.uri, '/offers/summer'), eq(pageExperiments.locale, 'ku')));
    expect([row.live, (row.draft as { variants: unknown[] }).variants.length]).toEqual([null, 3]);
  });
});
