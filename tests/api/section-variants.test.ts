/**
 * Section variants (issue 32, part 1): a test on a shared section in one language, with the page tests'
 * split, targeting, stickiness, goals and roles; it applies on every page that shows the section, each
 * combination of variants served on its own cached path (the page's own test's and its sections').
 */
import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { invalidate } from '@/lib/server/content/cache';
import { setTwoPeople } from '@/lib/server/content/review';
import { getServedVariant, liveVariantMap } from '@/lib/server/content/variants';
import { pageExperiments, variantEvents } from '@/lib/server/db/schema';
import { signSegment } from '@/lib/server/http/segment-token';
import { decideVariant, provideLiveVariants } from '@/lib/server/http/variant-proxy';
import { mintVisitorId } from '@/lib/server/http/visitor-id';
import { createEditor } from '@/lib/server/services/editor-auth';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import { readAssignments, writeAssignments } from '@/lib/variants';
import draftContent from '@/pages/api/editor/pages/content';
import pagesIndex from '@/pages/api/editor/pages/index';
import publishPage from '@/pages/api/editor/pages/publish';
import variantsRoute from '@/pages/api/editor/pages/variants';
import sectionsIndex from '@/pages/api/editor/sections/index';
import sectionPublish from '@/pages/api/editor/sections/publish';
import session from '@/pages/api/editor/session';
import cardRecharge from '@/pages/api/v1/recharge/card';
import event from '@/pages/api/v2/variants/event';
import { getStaticProps } from '@/pages/[[...slugs]]';
import { proxy } from '@/proxy';
import en from '@/locales/en.json';

const at = (uri: string, lang: string) => `/x?uri=${encodeURIComponent(uri)}&lang=${lang}`;
const data = (...content: object[]) => ({ root: { props: {} }, content });
const heading = (text: string) => ({ type: 'Heading', props: { id: 'Heading-1', text } });
const hero = (title: string) => ({ type: 'Hero', props: { id: 'Hero-1', title } });
const all = { languages: [], signedIn: 'any', lineTypes: [], governorates: [] };
const i18n = { i18n: { locales: ['ar', 'en', 'ku'], defaultLocale: 'ar' } };
const cookieLine = (cookies: Record<string, string>) => Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ');

describeWithDatabase('section variants', ({ db, kind }) => {
  let editor: Record<string, string>;
  let author: Record<string, string>;
  let id: number;
  const stamp = Date.now();
  const [withHero, onlySection] = [`/help-test-${stamp}`, `/help-only-${stamp}`];
  const subject = () => `/x?section=${id}&lang=en`;

  const signIn = async (email: string, password: string) => {
    const reply = await callApi(session, { method: 'POST', url: '/x?lang=en', body: { email, password } });
    return { Cookie: reply.headers.get('set-cookie')?.split(';')[0] ?? '' };
  };
  const makePage = async (uri: string, blocks: object[]) => {
    await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', headers: editor, body: { uri, locale: 'en', title: uri } });
    await callApi(draftContent, { method: 'PUT', url: at(uri, 'en'), headers: editor, body: { title: uri, layout: 'page', seo: {}, data: data(...blocks) } });
    expect((await callApi(publishPage, { method: 'POST', url: at(uri, 'en'), headers: editor })).status).toBe(200);
  };
  const save = (variants: unknown[], headers = editor, goals: object = { clicks: ['Heading-1'], purchase: false, recharge: true }) =>
    callApi(variantsRoute, { method: 'PUT', url: subject(), headers, body: { variants, goals } });
  const publish = (stop = false, headers = editor) => callApi(variantsRoute, { method: 'POST', url: subject(), headers, body: { stop } });
  const visit = (path: string, cookies: Record<string, string> = {}) =>
    proxy(new NextRequest(`http://localhost${path}`, { headers: { cookie: cookieLine(cookies) }, nextConfig: i18n }));
  /** What the page's route renders at `path` (its own address or a variant's). */
  const rendered = async (path: string) =>
    ((await getStaticProps({ params: { slugs: path.slice(1).split('/') }, locale: 'en' } as never)) as { props: { doc: { variantPending?: boolean; variant?: { key: string }; data: unknown } } }).props.doc;
  const sectionTest = () => `ensection:${id}`;
  const forced = (variant: string) => ({ vid: mintVisitorId(), ab: writeAssignments(new Map(), sectionTest(), variant) });
  const two = (b: object, weights = [50, 50], targeting: [object, object] = [all, all]) => [
    { key: 'a', name: 'Control', weight: weights[0], targeting: targeting[0] },
    { key: 'b', name: 'Chat first', weight: weights[1], targeting: targeting[1], data: b },
  ];

  beforeAll(async () => {
    resetRateLimits();
    provideLiveVariants(liveVariantMap);
    editor = await signIn('editor@example.com', 'Editor#2026pass');
    await createEditor(db().db, { email: `section-author-${kind}@example.com`, name: 'Author', password: 'Roles#2026pass', roles: ['author'] });
    await createEditor(db().db, { email: `section-care-${kind}@example.com`, name: 'Care', password: 'Roles#2026pass', roles: ['care'] });
    author = await signIn(`section-author-${kind}@example.com`, 'Roles#2026pass');
    const created = await callApi(sectionsIndex, { method: 'POST', url: '/x?lang=en', headers: editor, body: { name: 'Help band', locale: 'en', data: data(heading('Call 411')) } });
    id = created.json.data.id;
    expect((await callApi(sectionPublish, { method: 'POST', url: `/x?id=${id}&lang=en`, headers: editor })).status).toBe(200);
    await makePage(withHero, [hero('Page hero'), { type: 'SharedSection', props: { id: 'Shared-1', sectionId: id } }]);
    await makePage(onlySection, [{ type: 'SharedSection', props: { id: 'Shared-1', sectionId: id } }]);
  });
  beforeEach(() => invalidate());

  it('roles and "two people" as for a page test; once live, every page that shows the section serves B on its own path, the others untouched', async () => {
    const care = await signIn(`section-care-${kind}@example.com`, 'Roles#2026pass');
    expect((await callApi(variantsRoute, { url: subject(), headers: care })).status).toBe(403);
    expect((await save(two(data(heading('Chat with us'))), care)).status).toBe(403);
    // Neither a page nor a section, or both: a 400 envelope.
    expect((await callApi(variantsRoute, { url: '/x?lang=en', headers: editor })).status).toBe(400);
    expect((await callApi(variantsRoute, { url: `/x?section=987654&lang=en`, headers: editor, method: 'PUT', body: { variants: two(data()) } })).status).toBe(404);
    expect((await save(two(data(heading('Chat with us'))), author)).status).toBe(200);
    const byAuthor = await publish(false, author);
    expect([byAuthor.status, byAuthor.json.message]).toEqual([403, en.editorReview.needPublisher]);
    expect((await rendered(withHero)).variantPending).toBeUndefined();

    await setTwoPeople(true, 'editor@example.com');
    try {
      expect((await save(two(data(heading('Chat with us'))))).status).toBe(200);
      expect((await publish()).status).toBe(403);
      expect((await save(two(data(heading('Chat with us'))), author)).status).toBe(200);
      const live = await publish();
      expect([live.status, live.json.message, live.json.data.keys]).toEqual([200, en.variants.published, ['a', 'b']]);
    } finally {
      await setTwoPeople(false, 'editor@example.com');
    }

    // Both pages that show the section run the test: their own address asks for a variant, the proxy
    // rewrites to the combination's path, and that path shows the variant's words in the section.
    for (const uri of [withHero, onlySection]) {
      expect((await rendered(uri)).variantPending).toBe(true);
      const reply = await visit(`/en${uri}`, forced('b'));
      expect([reply.headers.get('x-middleware-rewrite')?.endsWith(`/en/_variant/s${id}b${uri}`), reply.headers.get('x-variant'), reply.headers.get('cache-control')]).toEqual([
        true,
        `s${id}b`,
        'private, no-store',
      ]);
    }
    const b = await rendered(`/_variant/s${id}b${withHero}`);
    const a = await rendered(`/_variant/s${id}a${withHero}`);
    expect([JSON.stringify(b.data).includes('Chat with us'), JSON.stringify(b.data).includes('Page hero'), b.variant]).toEqual([true, true, { key: `s${id}b`, tests: [{ section: id, clicks: ['Heading-1'] }] }]);
    expect([JSON.stringify(a.data).includes('Call 411'), a.variant?.key]).toEqual([true, `s${id}a`]);
    // Another language, a page without the section: untouched.
    for (const path of [`/ar${withHero}`, '/en/personal']) expect((await visit(path, forced('b'))).headers.get('x-middleware-next')).toBe('1');
  });

  it('splits 10,000 simulated visitors 30/70 within 2 points, keeps each visitor on theirs, and combines with the page own test on one key', async () => {
    await save(two(data(heading('Chat with us')), [30, 70]));
    await publish();
    const map = await liveVariantMap();
    const counts: Record<string, number> = {};
    const first = new Map<string, string>();
    for (let i = 0; i < 10_000; i++) {
      const vid = mintVisitorId(`sim-${String(i).padStart(18, '0')}`);
      const decision = await decideVariant({ pathname: onlySection, locale: 'en', cookie: (name) => (name === 'vid' ? vid : undefined) }, map);
      counts[decision!.variant!] = (counts[decision!.variant!] ?? 0) + 1;
      if (i < 50) first.set(vid, decision!.variant!);
    }
    expect(Math.abs(counts[`s${id}a`] / 10_000 - 0.3)).toBeLessThan(0.02);
    expect(Math.abs(counts[`s${id}b`] / 10_000 - 0.7)).toBeLessThan(0.02);
    // Sticky: the same visitor gets the same variant on every page that shows the section, and keeps
    // it (their cookie) when the split changes.
    for (const [vid, variant] of first) {
      const again = await decideVariant({ pathname: withHero, locale: 'en', cookie: (name) => (name === 'vid' ? vid : undefined) }, map);
      expect(again?.variant).toBe(variant);
    }
    const [vid, variant] = [...first][0];
    const ab = writeAssignments(new Map(), sectionTest(), variant.slice(-1));
    await save(two(data(heading('Chat with us')), variant.endsWith('a') ? [1, 99] : [99, 1]));
    await publish();
    invalidate();
    expect((await visit(`/en${withHero}`, { vid, ab })).headers.get('x-variant')).toBe(variant);

    // The page's own test as well: one key names both variants, and its path shows both.
    const pageTest = await callApi(variantsRoute, {
      method: 'PUT',
      url: at(withHero, 'en'),
      headers: editor,
      body: { variants: [{ key: 'a', name: 'A', weight: 50 }, { key: 'b', name: 'B', weight: 50, data: data(hero('Page hero B'), { type: 'SharedSection', props: { id: 'Shared-1', sectionId: id } }) }] },
    });
    expect(pageTest.status).toBe(200);
    expect((await callApi(variantsRoute, { method: 'POST', url: at(withHero, 'en'), headers: editor, body: {} })).status).toBe(200);
    const both = { vid: mintVisitorId(), ab: writeAssignments(readAssignments(writeAssignments(new Map(), sectionTest(), 'b')), `en${withHero}`, 'b') };
    const reply = await visit(`/en${withHero}`, both);
    expect([reply.headers.get('x-variant'), reply.headers.get('x-middleware-rewrite')?.endsWith(`/en/_variant/b-s${id}b${withHero}`)]).toEqual([`b-s${id}b`, true]);
    const served = JSON.stringify((await getServedVariant(withHero, 'en', `b-s${id}b`))?.data);
    expect([served.includes('Page hero B'), served.includes('Chat with us')]).toEqual([true, true]);
    expect((await callApi(variantsRoute, { method: 'POST', url: at(withHero, 'en'), headers: editor, body: { stop: true } })).status).toBe(200);
  });

  it('targets by signed-in and line type from the signed segment cookie', async () => {
    await save(two(data(heading('Postpaid help')), [1, 1], [{ ...all, signedIn: 'no' }, { ...all, lineTypes: ['postpaid'] }]));
    await publish();
    const variantOf = async (seg?: string) => (await visit(`/en${onlySection}`, { vid: mintVisitorId('same-visitor-012345678'), ...(seg ? { seg } : {}) })).headers.get('x-variant');
    expect(await variantOf()).toBe(`s${id}a`);
    expect(await variantOf(await signSegment({ lineType: 'postpaid', governorate: 'basra' }))).toBe(`s${id}b`);
    // Signed in, prepaid: in neither variant, sees the page as it is.
    expect(await variantOf(await signSegment({ lineType: 'prepaid', governorate: 'basra' }))).toBe('none');
  });

  it('counts a visitor once per goal and variant of the section test, and the results show them', async () => {
    await save(two(data(heading('Chat with us'))));
    await publish();
    await db().db.delete(variantEvents).where(eq(variantEvents.uri, `section:${id}`));
    const count = (cookies: Record<string, string>, goal: string, section: number | undefined = id) =>
      callApi(event, { method: 'POST', url: '/x?lang=en', headers: { Cookie: cookieLine(cookies) }, body: { uri: onlySection, section, goal } });
    const [inA, inB] = [forced('a'), forced('b')];
    expect((await count(inA, 'view')).json.data).toEqual({ counted: true });
    expect((await count(inA, 'view')).json.data).toEqual({ counted: false });
    expect((await count(inB, 'view')).json.data).toEqual({ counted: true });
    expect((await count(inB, 'click:Heading-1')).json.data).toEqual({ counted: true });
    expect((await count(inB, 'click:Heading-1')).json.data).toEqual({ counted: false });
    // Not this test's goal, or the page's own test (none runs): nothing.
    expect((await count(inB, 'purchase')).json.data).toEqual({ counted: false });
    expect((await count(inB, 'view', undefined)).json.data).toEqual({ counted: false });
    // A recharge started after seeing the page counts for the section's variant.
    const abl = writeAssignments(new Map(), sectionTest(), 'b');
    const recharge = await callApi(cardRecharge, { method: 'POST', url: '/x?lang=en', headers: { Cookie: `vid=${inB.vid}; abl=${abl}`, 'X-Forwarded-For': '192.0.2.78' }, body: { msisdn: '07701234567', amount: 5000 } });
    expect(recharge.status).toBe(200);

    const results = (await callApi(variantsRoute, { url: subject(), headers: editor })).json.data.results;
    expect(results.map((r: { key: string; visitors: number; goals: Array<{ goal: string; completions: number }> }) => [r.key, r.visitors, r.goals.map((g) => [g.goal, g.completions])])).toEqual([
      ['a', 1, [['click:Heading-1', 0], ['recharge', 0]]],
      ['b', 1, [['click:Heading-1', 1], ['recharge', 1]]],
    ]);
    expect(results[1].goals[0].versusControl).toEqual({ enough: false });
  });

  if (kind === 'postgres') {
    itRace('20 parallel counts of one visitor for one goal of a section test: counted exactly once', async () => {
      const visitor = forced('b');
      const replies = await Promise.all(
        Array.from({ length: 20 }, () => callApi(event, { method: 'POST', url: '/x?lang=en', headers: { Cookie: cookieLine(visitor) }, body: { uri: onlySection, section: id, goal: 'view' } })),
      );
      expect(replies.filter((r) => r.json.data?.counted)).toHaveLength(1);
      expect(await db().db.select().from(variantEvents).where(and(eq(variantEvents.uri, `section:${id}`), eq(variantEvents.visitor, visitor.vid)))).toHaveLength(1);
    });
  }

  it('stopping the section test renews the pages that show it: served as before, no variant asked for', async () => {
    const stopped = await publish(true);
    expect([stopped.status, stopped.json.message]).toEqual([200, en.variants.stopped]);
    expect((await rendered(withHero)).variantPending).toBeUndefined();
    expect((await visit(`/en${withHero}`, forced('b'))).headers.get('x-middleware-next')).toBe('1');
  });

  it('refuses a test that would give a page more than 100 variant pages, naming the page; stopping another test makes room', async () => {
    const band = async (name: string) => {
      const made = await callApi(sectionsIndex, { method: 'POST', url: '/x?lang=en', headers: editor, body: { name, locale: 'en', data: data(heading(name)) } });
      expect((await callApi(sectionPublish, { method: 'POST', url: `/x?id=${made.json.data.id}&lang=en`, headers: editor })).status).toBe(200);
      return made.json.data.id as number;
    };
    const [first, second] = [await band('First band'), await band('Second band')];
    const crowded = `/crowded-${stamp}`;
    await makePage(crowded, [hero('Crowded'), { type: 'SharedSection', props: { id: 'Shared-1', sectionId: first } }, { type: 'SharedSection', props: { id: 'Shared-2', sectionId: second } }]);
    const variants = (title: string, count: number) =>
      [...'abcdef'].slice(0, count).map((key, i) => ({ key, name: `${title} ${key}`, weight: 10, targeting: all, ...(i ? { data: data(heading(`${title} ${key}`)) } : {}) }));
    const goLive = async (url: string, list: unknown[]) => {
      expect((await callApi(variantsRoute, { method: 'PUT', url, headers: editor, body: { variants: list, goals: { clicks: [], purchase: false, recharge: false } } })).status).toBe(200);
      return callApi(variantsRoute, { method: 'POST', url, headers: editor, body: { stop: false } });
    };
    const [ofFirst, ofSecond] = [`/x?section=${first}&lang=en`, `/x?section=${second}&lang=en`];

    // Each test multiplies the page's variant pages by its variants plus one: 7 × 7 − 1 = 48 is fine.
    expect((await goLive(at(crowded, 'en'), variants('Page', 6))).status).toBe(200);
    expect((await goLive(ofFirst, variants('First', 6))).status).toBe(200);
    // 7 × 7 × 4 − 1 = 195: refused, said in the editor's language, and nothing of it goes live.
    const refused = await goLive(ofSecond, variants('Second', 3));
    expect([refused.status, refused.json.message]).toEqual([400, en.variants.tooManyCombinations.replace('{page}', `en ${crowded}`).replace('{count}', '195').replace('{max}', '100')]);
    expect((await callApi(variantsRoute, { url: ofSecond, headers: editor })).json.data.live).toBeNull();

    // With the first section's test stopped, 7 × 4 − 1 = 27.
    expect((await callApi(variantsRoute, { method: 'POST', url: ofFirst, headers: editor, body: { stop: true } })).status).toBe(200);
    expect((await callApi(variantsRoute, { method: 'POST', url: ofSecond, headers: editor, body: { stop: false } })).status).toBe(200);
  });

  it('deleting a section takes its test and the test counts with it (they would apply to no page)', async () => {
    const made = await callApi(sectionsIndex, { method: 'POST', url: '/x?lang=en', headers: editor, body: { name: 'Short-lived band', locale: 'en', data: data(heading('Soon gone')) } });
    const gone = made.json.data.id as number;
    expect((await callApi(sectionPublish, { method: 'POST', url: `/x?id=${gone}&lang=en`, headers: editor })).status).toBe(200);
    const at = `/x?section=${gone}&lang=en`;
    expect((await callApi(variantsRoute, { method: 'PUT', url: at, headers: editor, body: { variants: two(data(heading('Gone soon'))), goals: { clicks: [], purchase: false, recharge: false } } })).status).toBe(200);
    expect((await callApi(variantsRoute, { method: 'POST', url: at, headers: editor, body: { stop: false } })).status).toBe(200);
    await db().db.insert(variantEvents).values({ uri: `section:${gone}`, locale: 'en', variant: 'b', goal: 'view', visitor: mintVisitorId() });
    const left = async () => [
      (await db().db.select().from(pageExperiments).where(eq(pageExperiments.uri, `section:${gone}`))).length,
      (await db().db.select().from(variantEvents).where(eq(variantEvents.uri, `section:${gone}`))).length,
    ];
    expect(await left()).toEqual([1, 1]);

    expect((await callApi(sectionsIndex, { method: 'DELETE', url: `/x?id=${gone}&lang=en`, headers: editor })).status).toBe(200);
    expect(await left()).toEqual([0, 0]);
  });
});
