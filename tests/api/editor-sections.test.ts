/**
 * Shared sections (issue 32, part 5): a group of blocks saved once and shown on many pages through the
 * SharedSection block; publishing the section changes every page that uses it (their cached copies
 * too), the editor sees where it is used, a section in use is not deleted and none holds itself; an
 * earlier version can be published again (rollback), renewing those pages the same way; an anchor inside
 * a section is an anchor of the pages showing it, and a section version may not remove one they link to.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { setTwoPeople } from '@/lib/server/content/review';
import { liveSectionIds } from '@/lib/server/content/section-refs';
import { deleteSection } from '@/lib/server/content/sections';
import { getDb } from '@/lib/server/db';
import { auditLog } from '@/lib/server/db/schema';
import { createEditor } from '@/lib/server/services/editor-auth';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import draftContent from '@/pages/api/editor/pages/content';
import pagesIndex from '@/pages/api/editor/pages/index';
import publishPage from '@/pages/api/editor/pages/publish';
import sectionContent from '@/pages/api/editor/sections/content';
import sectionsIndex from '@/pages/api/editor/sections/index';
import sectionPublish from '@/pages/api/editor/sections/publish';
import sectionRollback from '@/pages/api/editor/sections/rollback';
import sectionUses from '@/pages/api/editor/sections/uses';
import sectionVersions from '@/pages/api/editor/sections/versions';
import session from '@/pages/api/editor/session';
import content from '@/pages/api/v2/site-map/content';
import { getStaticProps } from '@/pages/[[...slugs]]';

const at = (uri: string, lang: string) => `/x?uri=${encodeURIComponent(uri)}&lang=${lang}`;
const data = (...content: object[]) => ({ root: { props: {} }, content });
const heading = (text: string) => ({ type: 'Heading', props: { id: 'Heading-1', text } });
const ref = (sectionId: number, id = 'Shared-1') => ({ type: 'SharedSection', props: { id, sectionId } });
const hero = { type: 'Hero', props: { id: 'Hero-1', title: 'Page hero' } };

describeWithDatabase(
  'editor shared sections',
  ({ db, kind }) => {
    let editor: Record<string, string>;
    beforeAll(async () => {
      resetRateLimits();
      const reply = await callApi(session, { method: 'POST', url: '/x?lang=en', body: { email: 'editor@example.com', password: 'Editor#2026pass' } });
      editor = { Cookie: reply.headers.get('set-cookie')?.split(';')[0] ?? '' };
    });

    const signIn = async (email: string, roles: string[]) => {
      await createEditor(db().db, { email, name: email, password: 'Roles#2026pass', roles });
      const reply = await callApi(session, { method: 'POST', url: '/x?lang=en', body: { email, password: 'Roles#2026pass' } });
      return { Cookie: reply.headers.get('set-cookie')?.split(';')[0] ?? '' };
    };
    const create = async (name: string, blocks: object[], locale = 'en') => {
      const reply = await callApi(sectionsIndex, { method: 'POST', url: '/x?lang=en', headers: editor, body: { name, locale, data: data(...blocks) } });
      expect(reply.status).toBe(201);
      return reply.json.data.id as number;
    };
    const saveSection = (id: number, blocks: object[], lang = 'en') =>
      callApi(sectionContent, { method: 'PUT', url: `/x?id=${id}&lang=${lang}`, headers: editor, body: { data: data(...blocks) } });
    const publishSection = (id: number, lang = 'en') => callApi(sectionPublish, { method: 'POST', url: `/x?id=${id}&lang=${lang}`, headers: editor });
    const rollback = (id: number, version: number, as = editor, lang = 'en') => callApi(sectionRollback, { method: 'POST', url: `/x?id=${id}&lang=${lang}&version=${version}`, headers: as });
    const publishPageOf = (uri: string) => callApi(publishPage, { method: 'POST', url: at(uri, 'en'), headers: editor });
    const makePage = async (uri: string, blocks: object[]) => {
      await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', headers: editor, body: { uri, locale: 'en', title: uri } });
      expect((await callApi(draftContent, { method: 'PUT', url: at(uri, 'en'), headers: editor, body: { title: uri, layout: 'page', seo: {}, data: data(...blocks) } })).status).toBe(200);
    };
    /** The words of the shared section's blocks on the live page, as the content API serves it. */
    const shown = async (uri: string) => {
      const reply = await callApi(content, { url: `/api/v2/site-map/content${at(uri, 'en')}` });
      const section = (reply.json.data.data.content as Array<{ type: string; props: { blocks?: Array<{ props: { text?: string } }> } }>).find((b) => b.type === 'SharedSection');
      return section?.props.blocks?.map((b) => b.props.text);
    };

    it('a section used on two pages: publishing it changes both live pages at once, and says where it is used', async () => {
      const id = await create('Help band', [heading('Need help? Call 411')]);
      const [a, b] = [`/help-a-${Date.now()}`, `/help-b-${Date.now()}`];
      await makePage(a, [hero, ref(id)]);
      await makePage(b, [ref(id)]);

      // A page cannot go live with a section that is not live in its language.
      const early = await callApi(publishPage, { method: 'POST', url: at(a, 'en'), headers: editor });
      expect(early.status).toBe(400);
      expect(early.json.data.errors).toEqual({ 'Shared-1.sectionId': 'Block 2, Shared section, field Shared section number: This shared section is not published in this language yet: publish it first.' });

      const first = await publishSection(id);
      expect(first.status).toBe(200);
      expect(first.json.data).toEqual({ version: 1, pages: [] });
      for (const uri of [a, b]) expect((await callApi(publishPage, { method: 'POST', url: at(uri, 'en'), headers: editor })).status).toBe(200);
      expect([await shown(a), await shown(b)]).toEqual([['Need help? Call 411'], ['Need help? Call 411']]);

      // A saved draft changes nothing live; its publish changes both pages (their cached copies too:
      // both were just served, so they are cached).
      expect((await saveSection(id, [heading('Need help? Call 411, or chat with us')])).status).toBe(200);
      expect(await shown(a)).toEqual(['Need help? Call 411']);
      const second = await publishSection(id);
      expect(second.json.data).toEqual({ version: 2, pages: [{ uri: a, locale: 'en' }, { uri: b, locale: 'en' }].sort((x, y) => (x.uri < y.uri ? -1 : 1)) });
      expect([await shown(a), await shown(b)]).toEqual([['Need help? Call 411, or chat with us'], ['Need help? Call 411, or chat with us']]);
      // What the page renders (ISR's getStaticProps) has the new words too.
      const props = (await getStaticProps({ params: { slugs: a.slice(1).split('/') }, locale: 'en' } as never)) as { props: { doc: unknown } };
      expect(JSON.stringify(props.props.doc)).toContain('or chat with us');

      const uses = await callApi(sectionUses, { url: `/x?id=${id}`, headers: editor });
      expect(uses.json.data).toEqual(
        [a, b].sort().map((uri) => ({ uri, locale: 'en', title: uri, live: true, draft: true })),
      );
      const listed = (await callApi(sectionsIndex, { url: '/x', headers: editor })).json.data.find((s: { id: number }) => s.id === id);
      expect(listed).toMatchObject({ name: 'Help band', uses: 2, locales: { en: { publishedVersion: 2, hasUnpublishedChanges: false } } });

      // Not deleted while pages use it: the answer names them, in the editor's language.
      const refused = await callApi(sectionsIndex, { method: 'DELETE', url: `/x?id=${id}&lang=ku`, headers: editor });
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe(`ئەم بەشە هێشتا بەکاردێت (${[a, b].sort().map((uri) => `en ${uri}`).join(', ')}): سەرەتا لەو پەڕانە لای ببە.`);
      expect(refused.json.data.pages.map((p: { uri: string }) => p.uri)).toEqual([a, b].sort());

      // Off both pages (drafts and live versions), it may go.
      for (const uri of [a, b]) {
        await callApi(draftContent, { method: 'PUT', url: at(uri, 'en'), headers: editor, body: { title: uri, layout: 'page', seo: {}, data: data(hero) } });
        await callApi(publishPage, { method: 'POST', url: at(uri, 'en'), headers: editor });
      }
      expect((await callApi(sectionUses, { url: `/x?id=${id}`, headers: editor })).json.data).toEqual([]);
      expect((await callApi(sectionsIndex, { method: 'DELETE', url: `/x?id=${id}`, headers: editor })).status).toBe(200);
      expect((await callApi(sectionUses, { url: `/x?id=${id}`, headers: editor })).status).toBe(404);
    });

    it('refuses a section that holds itself, directly or through another, and one that fails the check', async () => {
      const outer = await create('Outer', [heading('Outer')]);
      const self = await saveSection(outer, [heading('Outer'), ref(outer)]);
      expect(self.status).toBe(400);
      expect(self.json.message).toBe('A shared section cannot hold itself, not even inside another section.');

      // Inner holds outer; outer may then not hold inner, in any language (its Arabic draft here).
      const inner = await create('Inner', [ref(outer)]);
      const circle = await saveSection(outer, [ref(inner)], 'ar');
      expect(circle.status).toBe(400);
      expect(circle.json.message).toBe('لا يمكن أن يحتوي القسم المشترك على نفسه، ولا داخل قسم آخر.');
      expect((await callApi(sectionContent, { url: `/x?id=${outer}&lang=en`, headers: editor })).json.data.data.content).toEqual([expect.objectContaining({ type: 'Heading' })]);

      // The check a page's publish runs: a link to a page that does not exist.
      const broken = await create('Broken link', [{ type: 'Hero', props: { id: 'Hero-1', title: 'Go', ctaLabel: 'Go', ctaHref: '/no-such-page' } }]);
      const refused = await publishSection(broken);
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe('The section was not published: it fails the check before publishing.');
      expect(Object.keys(refused.json.data.errors)).toEqual(['Hero-1.ctaHref']);
      expect((await callApi(sectionContent, { url: `/x?id=${broken}&lang=en`, headers: editor })).json.data.publishedVersion).toBeNull();
      // Nothing to publish in a language the section has no draft in; an unknown section is a 404.
      expect((await publishSection(broken, 'ku')).status).toBe(404);
      expect((await callApi(sectionContent, { url: '/x?id=999999&lang=en', headers: editor })).status).toBe(404);
    });

    it('rollback: the versions say who published them and when; a publisher publishes an old one again (with "two people" on too), audited, and every page showing it is renewed', async () => {
      const id = await create('Opening hours', [heading('Open 9 to 5')]);
      expect((await publishSection(id)).status).toBe(200);
      const uri = `/hours-${Date.now()}`;
      await makePage(uri, [hero, ref(id)]);
      expect((await publishPageOf(uri)).status).toBe(200);
      await saveSection(id, [heading('Open 8 to 8')]);
      expect((await publishSection(id)).status).toBe(200);
      expect(await shown(uri)).toEqual(['Open 8 to 8']); // served, so cached

      const versions = await callApi(sectionVersions, { url: `/x?id=${id}&lang=en`, headers: editor });
      expect(versions.json.data).toEqual([
        { version: 2, author: 'editor@example.com', publishedAt: expect.any(String) },
        { version: 1, author: 'editor@example.com', publishedAt: expect.any(String) },
      ]);
      expect(Date.parse(versions.json.data[0].publishedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect((await callApi(sectionVersions, { url: `/x?id=${id}&lang=ar`, headers: editor })).json.data).toEqual([]);
      expect((await callApi(sectionVersions, { url: '/x?id=999999&lang=en', headers: editor })).status).toBe(404);

      // Roles: a care agent sees no versions; an author may not roll back (in the request's language).
      const care = await signIn(`rollback-care-${Date.now()}@example.com`, ['care']);
      const author = await signIn(`rollback-author-${Date.now()}@example.com`, ['author']);
      expect((await callApi(sectionVersions, { url: `/x?id=${id}&lang=en`, headers: care })).status).toBe(403);
      const byAuthor = await rollback(id, 1, author, 'ar');
      expect([byAuthor.status, byAuthor.json.message]).toEqual([403, 'النشر والجدولة والتراجع وتغيير هذا الإعداد للناشرين فقط.']);

      // With "two people" on, the demo editor made the last change and may not publish it, but may
      // publish version 1 again: it was published before (as for pages). An unsaved draft does not go live.
      await setTwoPeople(true, 'editor@example.com');
      try {
        await saveSection(id, [heading('Unreviewed words')]);
        expect((await publishSection(id)).status).toBe(403);
        const back = await rollback(id, 1);
        expect([back.status, back.json.data]).toEqual([200, { version: 3, pages: [{ uri, locale: 'en' }] }]);
      } finally {
        await setTwoPeople(false, 'editor@example.com');
      }
      // The page (its cached copy too) shows version 1's words again; the draft is version 1's too.
      expect(await shown(uri)).toEqual(['Open 9 to 5']);
      const props = (await getStaticProps({ params: { slugs: uri.slice(1).split('/') }, locale: 'en' } as never)) as { props: { doc: unknown } };
      expect(JSON.stringify(props.props.doc)).toContain('Open 9 to 5');
      const draft = (await callApi(sectionContent, { url: `/x?id=${id}&lang=en`, headers: editor })).json.data;
      expect([draft.publishedVersion, draft.data.content[0].props.text]).toEqual([3, 'Open 9 to 5']);
      const listed = (await callApi(sectionsIndex, { url: '/x', headers: editor })).json.data.find((x: { id: number }) => x.id === id);
      expect(listed.locales.en).toMatchObject({ publishedVersion: 3, hasUnpublishedChanges: false });
      const [entry] = await db().db.select().from(auditLog).where(and(eq(auditLog.action, 'section-rollback'), eq(auditLog.locale, 'en'))).orderBy(desc(auditLog.id)).limit(1);
      expect(entry).toMatchObject({ actor: 'editor@example.com', version: 3, detail: { section: id, from: 1, pages: [{ uri, locale: 'en' }] } });

      // No such version, or none in that language: 404, nothing changed.
      expect((await rollback(id, 99)).status).toBe(404);
      expect((await rollback(id, 1, editor, 'ku')).status).toBe(404);
      expect((await callApi(sectionVersions, { url: `/x?id=${id}&lang=en`, headers: editor })).json.data.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    });

    it('an anchor inside a shared section is an anchor of every page showing it; a version (published or rolled back) that removes one a page links to is refused, naming the page', async () => {
      const band = (...anchors: string[]) => anchors.map((anchor, i) => ({ type: 'Section', props: { id: `Section-${i}`, title: anchor, anchor, background: 'none', spacing: 'medium', content: [] } }));
      const link = (href: string, id = 'Hero-1') => ({ type: 'Hero', props: { id, title: 'Questions?', ctaLabel: 'Read', ctaHref: href } });
      const id = await create('FAQ band', band('faq'));
      expect((await publishSection(id)).status).toBe(200);
      const stamp = Date.now();
      const [page, other] = [`/faq-page-${stamp}`, `/faq-other-${stamp}`];

      // The page links to #faq, which only the section gives; another page links to it by address.
      await makePage(page, [link('#faq'), ref(id)]);
      expect((await publishPageOf(page)).status).toBe(200);
      await makePage(other, [link(`${page}#faq`)]);
      expect((await publishPageOf(other)).status).toBe(200);
      // An anchor nobody gives is still refused.
      await makePage(`${page}-x`, [link('#nowhere'), ref(id)]);
      const nowhere = await publishPageOf(`${page}-x`);
      expect([nowhere.status, nowhere.json.data.errors]).toEqual([400, { 'Hero-1.ctaHref': 'Block 1, Hero, field Main button link: the link #nowhere points to a part of the page that does not exist' }]);

      // A version without #faq is refused, and says which page links to it; nothing goes live.
      await saveSection(id, band('help'));
      const refused = await publishSection(id);
      expect([refused.status, refused.json.message]).toEqual([
        409,
        `Not published: en ${page} (#faq) link to a part of the page inside this section that this version removes. Change those links, or keep that anchor in the section.`,
      ]);
      expect(refused.json.data.pages).toEqual([{ uri: page, locale: 'en', hrefs: ['#faq'] }]);
      expect((await callApi(sectionVersions, { url: `/x?id=${id}&lang=en`, headers: editor })).json.data).toHaveLength(1);

      // With #faq kept and #help added, it goes live; a page may then link to #help; rolling back to
      // version 1 (no #help) is refused the same way.
      await saveSection(id, band('faq', 'help'));
      expect((await publishSection(id)).json.data.version).toBe(2);
      await makePage(page, [link('#faq'), link('#help', 'Hero-2'), ref(id)]);
      expect((await publishPageOf(page)).status).toBe(200);
      // Inside another section too: a page showing «Outer», which holds this one, gets its anchors.
      const outer = await create('Outer FAQ', [ref(id, 'Shared-inner')]);
      expect((await publishSection(outer)).status).toBe(200);
      const nested = `/faq-nested-${stamp}`;
      await makePage(nested, [link('#help'), ref(outer)]);
      expect((await publishPageOf(nested)).status).toBe(200);
      const back = await rollback(id, 1);
      expect(back.status).toBe(409);
      expect(back.json.data.pages.sort((x: { uri: string }, y: { uri: string }) => (x.uri < y.uri ? -1 : 1))).toEqual(
        [nested, page].sort().map((uri) => ({ uri, locale: 'en', hrefs: ['#help'] })),
      );
      expect((await callApi(sectionContent, { url: `/x?id=${id}&lang=en`, headers: editor })).json.data.publishedVersion).toBe(2);
    });

    itRace('a page going live with a link to an anchor in a section, and a section version removing it, at once: never both', async () => {
      const band = (anchor: string) => [{ type: 'Section', props: { id: 'Section-1', title: anchor, anchor, background: 'none', spacing: 'medium', content: [] } }];
      const pairs = await Promise.all(
        Array.from({ length: 6 }, async (_, i) => {
          const id = await create(`Race ${i}`, band('faq'));
          expect((await publishSection(id)).status).toBe(200);
          const uri = `/anchor-race-${i}-${Date.now()}`;
          await makePage(uri, [{ type: 'Hero', props: { id: 'Hero-1', title: 'Q', ctaLabel: 'Read', ctaHref: '#faq' } }, ref(id)]);
          await saveSection(id, band('help'));
          return { id, uri };
        }),
      );
      const replies = await Promise.all(pairs.map(({ id, uri }) => Promise.all([publishPageOf(uri), publishSection(id)])));
      // The page first (the section's version is then refused, naming it) or the section first (the page's link then finds nothing).
      for (const [page, section] of replies) expect([[200, 409], [400, 200]]).toContainEqual([page.status, section.status]);
    });

    itRace('two saves that would each close half of a circle: one is refused', async () => {
      // Eight pairs at once, so the two saves of a pair really overlap on PostgreSQL.
      const pairs = await Promise.all(Array.from({ length: 8 }, async (_, i) => [await create(`X${i}`, [heading('X')]), await create(`Y${i}`, [heading('Y')])]));
      const replies = await Promise.all(pairs.map(([x, y]) => Promise.all([saveSection(x, [ref(y)]), saveSection(y, [ref(x)])])));
      expect(replies.map((pair) => pair.map((r) => r.status).sort())).toEqual(pairs.map(() => [200, 400]));
    });

    it('roles: a care agent cannot make a section, an author saves but cannot publish; with "two people" on, nobody publishes their own change', async () => {
      const care = await signIn(`sections-care-${Date.now()}@example.com`, ['care']);
      const author = await signIn(`sections-author-${Date.now()}@example.com`, ['author']);
      expect((await callApi(sectionsIndex, { method: 'POST', url: '/x?lang=en', headers: care, body: { name: 'No', locale: 'en', data: data(heading('No')) } })).status).toBe(403);
      const made = await callApi(sectionsIndex, { method: 'POST', url: '/x?lang=en', headers: author, body: { name: 'By the author', locale: 'en', data: data(heading('Hello')) } });
      expect(made.status).toBe(201);
      const id = made.json.data.id as number;
      const byAuthor = await callApi(sectionPublish, { method: 'POST', url: `/x?id=${id}&lang=en`, headers: author });
      expect([byAuthor.status, byAuthor.json.message]).toEqual([403, 'Only a publisher can publish, schedule, roll back or change this setting.']);

      await setTwoPeople(true, 'editor@example.com');
      try {
        expect((await saveSection(id, [heading('Hello again')])).status).toBe(200); // the demo editor's change now
        const own = await publishSection(id);
        expect([own.status, own.json.message]).toEqual([403, 'You made the last change to this section: with two people required, another publisher publishes it.']);
        const reviewer = await callApi(session, { method: 'POST', url: '/x?lang=en', body: { email: 'reviewer@example.com', password: 'Reviewer#2026pass' } });
        const other = await callApi(sectionPublish, { method: 'POST', url: `/x?id=${id}&lang=en`, headers: { Cookie: reviewer.headers.get('set-cookie')?.split(';')[0] ?? '' } });
        expect(other.status).toBe(200);
      } finally {
        await setTwoPeople(false, 'editor@example.com');
      }
    });

    // PostgreSQL only: the delete is seen waiting in pg_locks; PGlite has one connection, so nothing waits there.
    (kind === 'postgres' ? itRace : it.skip)('a page being published holds the sections it shows: a delete of one waits for its commit (else the page would go live showing nothing there)', async () => {
      const id = await create('Held', [heading('Held')]);
      expect((await publishSection(id)).status).toBe(200);
      const database = await getDb();
      let deleted: Promise<unknown> | undefined;
      let deleteDone = false;
      let sawWait = false;
      await database.transaction(async (tx) => {
        // What a page's publish runs inside its transaction: the check, which reads the section.
        expect((await liveSectionIds(tx, [id], 'en')).live.has(id)).toBe(true);
        deleted = deleteSection(id).finally(() => (deleteDone = true));
        // The delete waits on a lock held by this transaction (PostgreSQL says so), and is not done.
        for (let tries = 0; tries < 5_000 && !sawWait && !deleteDone; tries++) {
          const [waiting] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(sql`pg_locks l join pg_stat_activity a on a.pid = l.pid`)
            .where(sql`not l.granted and a.datname = current_database()`);
          sawWait = waiting.n > 0;
        }
        expect([sawWait, deleteDone]).toEqual([true, false]);
      });
      await deleted;
      expect((await callApi(sectionUses, { url: `/x?id=${id}`, headers: editor })).status).toBe(404);
    });
  },
);
