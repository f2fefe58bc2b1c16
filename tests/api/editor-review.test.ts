/**
 * Review and roles (issue 32, part 2): the roles for pages (403), the draft's review states and their
 * refusals (409), the "two people" rule for approving and publishing, comments on a page and on a block
 * with the author's notification, the audit rows of every step, and the races on PostgreSQL.
 */
import { and, desc, eq } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { invalidate } from '@/lib/server/content/cache';
import { publishDue } from '@/lib/server/content/editor';
import { auditLog, pages } from '@/lib/server/db/schema';
import { createEditor } from '@/lib/server/services/editor-auth';
import { callApi, type ApiCall } from '@/lib/server/testing/api';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import comments from '@/pages/api/editor/pages/comments';
import draftContent from '@/pages/api/editor/pages/content';
import pagesIndex from '@/pages/api/editor/pages/index';
import publishPage from '@/pages/api/editor/pages/publish';
import review from '@/pages/api/editor/pages/review';
import rollback from '@/pages/api/editor/pages/rollback';
import schedule from '@/pages/api/editor/pages/schedule';
import unpublish from '@/pages/api/editor/pages/unpublish';
import notifications from '@/pages/api/editor/notifications';
import releasesIndex from '@/pages/api/editor/releases/index';
import releaseItems from '@/pages/api/editor/releases/items';
import releaseAction from '@/pages/api/editor/releases/publish';
import session from '@/pages/api/editor/session';
import settings from '@/pages/api/editor/settings';
import content from '@/pages/api/v2/site-map/content';

const at = (uri: string, lang: string) => `/x?uri=${encodeURIComponent(uri)}&lang=${lang}`;
const hero = (title: string) => ({ title: 'Offer', layout: 'page', seo: {}, data: { root: { props: {} }, content: [{ type: 'Hero', props: { id: 'Hero-1', title } }] } });
const PASSWORD = 'Review#2026pass';

describeWithDatabase('editor review and roles', ({ db }) => {
  // The demo editor (every role), the seeded second editor, and editors with one role each.
  const who: Record<'author' | 'other' | 'onlyAuthor' | 'onlyReviewer' | 'onlyCare', Record<string, string>> = {} as never;
  const signIn = async (email: string, password = PASSWORD) => {
    const reply = await callApi(session, { method: 'POST', url: '/x?lang=en', body: { email, password } });
    return { Cookie: reply.headers.get('set-cookie')?.split(';')[0] ?? '' };
  };
  beforeAll(async () => {
    resetRateLimits();
    for (const [email, roles] of [
      ['only-author@example.com', ['author']],
      ['only-reviewer@example.com', ['reviewer']],
      ['only-care@example.com', ['care']],
    ] as const) {
      await createEditor(db().db, { email, name: email, password: PASSWORD, roles: [...roles] });
    }
    who.author = await signIn('editor@example.com', 'Editor#2026pass');
    who.other = await signIn('reviewer@example.com', 'Reviewer#2026pass');
    who.onlyAuthor = await signIn('only-author@example.com');
    who.onlyReviewer = await signIn('only-reviewer@example.com');
    who.onlyCare = await signIn('only-care@example.com');
  });
  beforeEach(() => invalidate());

  const newPage = async (name: string, title = 'First words') => {
    const uri = `/${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    expect((await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', headers: who.author, body: { uri, locale: 'en', title: 'Offer' } })).status).toBe(201);
    expect((await save(uri, title)).status).toBe(200);
    return uri;
  };
  const save = (uri: string, title: string, as = who.author, lang = 'en') => callApi(draftContent, { method: 'PUT', url: at(uri, lang), headers: as, body: hero(title) });
  const step = (uri: string, action: string, as: Record<string, string>, lang = 'en', note?: string) =>
    callApi(review, { method: 'POST', url: at(uri, lang), headers: as, body: { action, ...(note ? { note } : {}) } });
  const publish = (uri: string, as: Record<string, string>, lang = 'en') => callApi(publishPage, { method: 'POST', url: at(uri, lang), headers: as });
  const state = async (uri: string, lang = 'en') =>
    (await db().db.select({ s: pages.reviewState }).from(pages).where(and(eq(pages.uri, uri), eq(pages.locale, lang))))[0]?.s;
  const live = async (uri: string) => {
    const reply = await callApi(content, { url: `/api/v2/site-map/content${at(uri, 'en')}` });
    return reply.status === 200 ? (reply.json.data.data.content[0].props.title as string) : reply.status;
  };
  const twoPeople = (on: boolean, as = who.author) => callApi(settings, { method: 'PUT', url: '/x?lang=en', headers: as, body: { twoPeople: on } });
  const auditOf = async (uri: string) =>
    (await db().db.select().from(auditLog).where(eq(auditLog.uri, uri)).orderBy(auditLog.id)).map((r) => `${r.actor.split('@')[0]} ${r.action}`);

  it('refuses each step to an editor without its role (403), in the page language', async () => {
    const uri = await newPage('roles');
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const refusals: Array<[string, Parameters<typeof callApi>[0], ApiCall, Record<string, string>]> = [
      ['save', draftContent, { method: 'PUT', url: at(uri, 'en'), body: hero('x') }, who.onlyReviewer],
      ['create', pagesIndex, { method: 'POST', url: '/x?lang=en', body: { uri: `${uri}-2`, locale: 'en', title: 'x' } }, who.onlyReviewer],
      ['submit', review, { method: 'POST', url: at(uri, 'en'), body: { action: 'submit' } }, who.onlyReviewer],
      ['approve', review, { method: 'POST', url: at(uri, 'en'), body: { action: 'approve' } }, who.onlyAuthor],
      ['send back', review, { method: 'POST', url: at(uri, 'en'), body: { action: 'send-back' } }, who.onlyAuthor],
      ['publish', publishPage, { method: 'POST', url: at(uri, 'en') }, who.onlyReviewer],
      ['schedule', schedule, { method: 'POST', url: at(uri, 'en'), body: { at: future } }, who.onlyAuthor],
      ['rollback', rollback, { method: 'POST', url: `${at(uri, 'en')}&version=1` }, who.onlyAuthor],
      ['unpublish', unpublish, { method: 'POST', url: at(uri, 'en') }, who.onlyAuthor],
      ['release publish', releaseAction, { method: 'POST', url: '/x?lang=en', body: { action: 'publish', id: 1 } }, who.onlyAuthor],
      ['release create', releasesIndex, { method: 'POST', url: '/x?lang=en', body: { name: 'x' } }, who.onlyCare],
      ['comment', comments, { method: 'POST', url: at(uri, 'en'), body: { body: 'x' } }, who.onlyCare],
      ['setting', settings, { method: 'PUT', url: '/x?lang=en', body: { twoPeople: true } }, who.onlyReviewer],
    ];
    for (const [name, handler, call, as] of refusals) {
      const reply = await callApi(handler, { ...call, headers: as });
      expect([name, reply.status, reply.json.success]).toEqual([name, 403, false]);
    }
    expect(await state(uri)).toBe('draft');
    const ar = await callApi(publishPage, { method: 'POST', url: at(uri, 'ar'), headers: who.onlyReviewer });
    const ku = await callApi(publishPage, { method: 'POST', url: at(uri, 'ku'), headers: who.onlyReviewer });
    const en = await callApi(publishPage, { method: 'POST', url: at(uri, 'en'), headers: who.onlyReviewer });
    expect([en.json.message, ar.json.message, ku.json.message]).toEqual([
      'Only a publisher can publish, schedule, roll back or change this setting.',
      'النشر والجدولة والتراجع وتغيير هذا الإعداد للناشرين فقط.',
      'تەنها بڵاوکەرەوە دەتوانێت بڵاو بکاتەوە، کاتی بڵاوکردنەوە دابنێت، بگەڕێنێتەوە یان ئەم ڕێکخستنە بگۆڕێت.',
    ]);
    // An author alone may still write and submit; a reviewer alone approves.
    expect((await save(uri, 'By the author', who.onlyAuthor)).status).toBe(200);
    expect((await step(uri, 'submit', who.onlyAuthor)).status).toBe(200);
    expect((await step(uri, 'approve', who.onlyReviewer)).status).toBe(200);
  });

  it('moves a draft through review, and refuses a step from the wrong state (409) saying why, in ar/en/ku', async () => {
    const uri = await newPage('states');
    expect(await state(uri)).toBe('draft');
    // Not submitted: nothing to approve.
    const early = await step(uri, 'approve', who.other, 'en');
    expect([early.status, early.json.message]).toEqual([409, 'This draft cannot be approved: it has not been submitted for review, or it changed since.']);
    const submitted = await step(uri, 'submit', who.author);
    expect(submitted.status).toBe(200);
    expect(submitted.json.data.review).toMatchObject({ state: 'in-review', by: 'editor@example.com', lastAuthor: 'editor@example.com' });
    const twice = await step(uri, 'submit', who.author);
    expect([twice.status, twice.json.message, twice.json.data.state]).toEqual([409, 'This draft cannot be submitted for review: it is in review already.', 'in-review']);
    expect((await step(uri, 'approve', who.other)).status).toBe(200);
    // Saving the same content again (the editor saves before it publishes) keeps the approval...
    expect((await save(uri, 'First words', who.other)).status).toBe(200);
    expect(await state(uri)).toBe('approved');
    // ...a change sends it back to draft, and makes its author the last author.
    expect((await save(uri, 'Second words', who.other)).status).toBe(200);
    const listed = (await callApi(pagesIndex, { url: '/x', headers: who.author })).json.data.find((p: { uri: string }) => p.uri === uri);
    expect(listed.locales.en.review).toMatchObject({ state: 'draft', lastAuthor: 'reviewer@example.com' });
    // The same refusal in Arabic and Kurdish (the page's language is the answer's).
    for (const lang of ['ar', 'ku']) {
      await callApi(pagesIndex, { method: 'POST', url: '/x?lang=en', headers: who.author, body: { uri, locale: lang, title: 'x', copyFrom: uri, copyLocale: 'en' } });
    }
    expect((await step(uri, 'send-back', who.other, 'ar')).json.message).toBe('لا يمكن إعادة هذه المسودة: إنها مسودة أصلاً.');
    expect((await step(uri, 'send-back', who.other, 'ku')).json.message).toBe('ناتوانرێت ئەم ڕەشنووسە بگەڕێنرێتەوە: پێشتر ڕەشنووسە.');
    // Sent back with a note; published (two people off: a publisher publishes any draft); then nothing to submit.
    await step(uri, 'submit', who.other);
    expect((await step(uri, 'send-back', who.author, 'en', 'Shorter title, please')).json.data.review.state).toBe('draft');
    expect((await publish(uri, who.author)).status).toBe(200);
    expect(await state(uri)).toBe('published');
    expect((await step(uri, 'submit', who.author)).json.message).toBe('This draft cannot be submitted for review: it has no changes since it was published.');
    expect(await auditOf(uri)).toEqual(
      expect.arrayContaining(['editor submit', 'reviewer approve', 'reviewer save', 'reviewer submit', 'editor send-back', 'editor publish']),
    );
  });

  it('with two people on, nobody approves or publishes their own change; publishing needs an approval', async () => {
    expect((await twoPeople(true, who.onlyReviewer)).status).toBe(403);
    const on = await twoPeople(true);
    expect([on.status, on.json.data.twoPeople]).toEqual([200, true]);
    try {
      const uri = await newPage('two-people', 'Written by the editor');
      // Not approved: neither published, scheduled nor released.
      const unapproved = await publish(uri, who.other, 'en');
      expect([unapproved.status, unapproved.json.message]).toEqual([409, `en ${uri} is not approved yet: with two people required, a reviewer approves the draft before it is published.`]);
      const future = new Date(Date.now() + 3_600_000).toISOString();
      expect((await callApi(schedule, { method: 'POST', url: at(uri, 'en'), headers: who.other, body: { at: future } })).status).toBe(409);
      const release = (await callApi(releasesIndex, { method: 'POST', url: '/x?lang=en', headers: who.other, body: { name: 'Two people' } })).json.data.id as number;
      await callApi(releaseItems, { method: 'POST', url: '/x?lang=en', headers: who.other, body: { id: release, uri, locale: 'en' } });
      const released = await callApi(releaseAction, { method: 'POST', url: '/x?lang=en', headers: who.other, body: { action: 'publish', id: release } });
      expect([released.status, released.json.message]).toEqual([409, `Nothing was published: en ${uri} in this release is not approved yet.`]);

      await step(uri, 'submit', who.author);
      const own = await step(uri, 'approve', who.author);
      expect([own.status, own.json.message]).toEqual([403, 'You made the last change to this draft: with two people required, another reviewer approves it.']);
      expect((await step(uri, 'approve', who.other)).status).toBe(200);
      const ownPublish = await publish(uri, who.author, 'en');
      expect([ownPublish.status, ownPublish.json.message]).toEqual([403, `You made the last change to en ${uri}: with two people required, another publisher publishes it.`]);
      const ownRelease = await callApi(releaseAction, { method: 'POST', url: '/x?lang=en', headers: who.author, body: { action: 'publish', id: release } });
      expect(ownRelease.status).toBe(403);
      expect(await live(uri)).toBe(404);
      expect((await publish(uri, who.other)).status).toBe(200);
      expect(await live(uri)).toBe('Written by the editor');

      // A scheduled page changed after its approval waits for a new review: the scheduler drops it.
      await save(uri, 'Later words');
      await step(uri, 'submit', who.author);
      await step(uri, 'approve', who.other);
      expect((await callApi(schedule, { method: 'POST', url: at(uri, 'en'), headers: who.other, body: { at: future } })).status).toBe(200);
      expect(await state(uri)).toBe('scheduled');
      await save(uri, 'Unreviewed words');
      expect(await publishDue(new Date(Date.now() + 7_200_000))).toEqual([]);
      expect(await live(uri)).toBe('Written by the editor');
      expect(await auditOf(uri)).toEqual(expect.arrayContaining(['reviewer publish', 'reviewer schedule', 'schedule schedule-refused']));
    } finally {
      await twoPeople(false);
    }
    const [change] = await db().db.select().from(auditLog).where(eq(auditLog.action, 'setting-change')).orderBy(desc(auditLog.id)).limit(1);
    expect(change).toMatchObject({ actor: 'editor@example.com', detail: { setting: 'twoPeople', from: true, to: false } });
  });

  it('comments on the page and on a block, tells the page author, and resolves them', async () => {
    const uri = await newPage('comments');
    const say = (body: object, as = who.other) => callApi(comments, { method: 'POST', url: at(uri, 'en'), headers: as, body });
    const onPage = await say({ body: 'Is the price right?' });
    expect(onPage.status).toBe(201);
    const onBlock = await say({ body: 'A shorter title', blockId: 'Hero-1' });
    expect(onBlock.json.data).toMatchObject({ blockId: 'Hero-1', status: 'open', author: 'reviewer@example.com' });
    const noBlock = await say({ body: 'x', blockId: 'Hero-404' });
    expect([noBlock.status, noBlock.json.message]).toEqual([400, 'This page has no such block (it may have been removed): comment on the page instead.']);
    // The author's own comment tells nobody.
    await say({ body: 'Noted' }, who.author);

    const inbox = (await callApi(notifications, { url: '/x', headers: who.author })).json.data;
    expect(inbox.unread).toBeGreaterThanOrEqual(2);
    expect(inbox.items.slice(0, 2).map((n: { kind: string; uri: string; text: string }) => [n.kind, n.uri, n.text])).toEqual([
      ['comment', uri, 'A shorter title'],
      ['comment', uri, 'Is the price right?'],
    ]);
    expect((await callApi(notifications, { url: '/x', headers: who.other })).json.data.items.some((n: { uri: string }) => n.uri === uri)).toBe(false);
    const read = await callApi(notifications, { method: 'POST', url: '/x', headers: who.author, body: {} });
    expect(read.json.data.unread).toBe(0);

    const resolve = (id: number, status = 'resolved') => callApi(comments, { method: 'PATCH', url: at(uri, 'en'), headers: who.author, body: { id, status } });
    const resolved = await resolve(onBlock.json.data.id);
    expect(resolved.json.data.find((c: { id: number }) => c.id === onBlock.json.data.id)).toMatchObject({ status: 'resolved', resolvedBy: 'editor@example.com' });
    expect((await resolve(onBlock.json.data.id)).status).toBe(409);
    expect((await callApi(comments, { method: 'PATCH', url: at('/about-us', 'en'), headers: who.author, body: { id: onBlock.json.data.id, status: 'open' } })).status).toBe(404);
    const listed = (await callApi(comments, { url: at(uri, 'en'), headers: who.onlyCare })).json.data;
    expect(listed.map((c: { body: string; status: string }) => [c.body, c.status])).toEqual([
      ['Is the price right?', 'open'],
      ['A shorter title', 'resolved'],
      ['Noted', 'open'],
    ]);
    expect(await auditOf(uri)).toEqual(expect.arrayContaining(['reviewer comment', 'editor comment', 'editor comment-resolve']));
  });

  itRace('two parallel approvals: one wins, the other is refused; a publish racing an edit never publishes the edit', async () => {
    expect((await twoPeople(true)).status).toBe(200);
    try {
      const uri = await newPage('race', 'Approved words');
      await step(uri, 'submit', who.author);
      const approvals = await Promise.all([step(uri, 'approve', who.other), step(uri, 'approve', who.onlyReviewer)]);
      expect(approvals.map((r) => r.status).sort()).toEqual([200, 409]);

      let expected: string | number = 404;
      for (let round = 0; round < 4; round++) {
        const [published, edited] = await Promise.all([publish(uri, who.other), save(uri, `Edit ${round}`)]);
        expect(edited.status).toBe(200);
        expect([200, 409]).toContain(published.status);
        // The publish came first (the approved words go live) or the edit did (nothing is published):
        // what is live is always reviewed content, and the edit waits for its own review.
        if (published.status === 200) expected = 'Approved words';
        invalidate();
        expect(await live(uri)).toBe(expected);
        expect(await state(uri)).toBe('draft');
        await save(uri, 'Approved words');
        await step(uri, 'submit', who.author);
        expect((await step(uri, 'approve', who.other)).status).toBe(200);
      }
    } finally {
      await twoPeople(false);
    }
  });
});
