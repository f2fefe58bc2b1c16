/**
 * The editor as a whole, with a stand-in for the editor API (the handlers have their own tests) and
 * for Puck's canvas, which jsdom cannot lay out: sign-in, search, and duplicating a page.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { storageKeys } from '@/lib/storage-keys';
import EditorApp from '../EditorApp';
import type { Release } from '../Releases';
import type { Draft, PageSummary } from '../types';

jest.mock('@puckeditor/core', () => {
  const { createElement: h } = jest.requireActual<typeof import('react')>('react');
  type Field = { type: string; label?: string };
  // Like Puck: with nothing selected, its field panel shows the page's (root) fields, and a config
  // without `root.fields` gets Puck's own default one, a text field "title".
  const Puck = ({ headerTitle, config }: { headerTitle: string; config: { root?: { fields?: Record<string, Field> } } }) =>
    h(
      'div',
      { 'data-testid': 'puck' },
      h('span', null, headerTitle),
      Object.entries(config.root?.fields ?? { title: { type: 'text' } }).map(([name, field]) => h('label', { key: name }, field.label ?? name, h('input', { name }))),
    );
  // The selected block (BlockComments.tsx): none in these tests.
  return { Puck, createUsePuck: () => () => null };
});

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/** A small in-memory editor API: the session, the page list, drafts, and POST /api/editor/pages. */
function fakeServer({ signedIn }: { signedIn: boolean }) {
  const drafts = new Map<string, Draft>();
  const add = (uri: string, locale: Draft['locale'], title: string) =>
    drafts.set(`${uri}|${locale}`, { uri, locale, title, layout: 'page', seo: {}, data: { root: { props: {} }, content: [] }, publishedVersion: 1, scheduledAt: null });
  add('/personal', 'en', 'Personal');
  add('/personal', 'ar', 'عروض الأفراد');
  add('/about-us', 'en', 'About us');
  // An Arabic translation of the English page whose English words changed after it was saved.
  add('/summer', 'en', 'Summer');
  add('/summer', 'ar', 'الصيف');
  drafts.get('/summer|ar')!.translation = { kind: 'outdated', from: 'en' };
  const calls: Call[] = [];
  // One release whose scheduled publishing the check refused (the job put it back to open).
  const releases: Release[] = [
    { id: 1, name: 'Ramadan', status: 'open', scheduledAt: null, publishedAt: null, refusal: { uri: '/about-us', locale: 'en' }, items: [{ uri: '/about-us', locale: 'en', title: 'About us' }] },
  ];
  const answer = (status: number, data: unknown, message = '') => ({
    status,
    headers: new Headers(),
    body: null,
    text: async () => JSON.stringify({ data, success: status < 400, message }),
  });
  const fetchImpl = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    // The start-up question: 200 either way (`data: null` when nobody is signed in).
    if (url.pathname === '/api/editor/me') return answer(200, signedIn ? { email: 'editor@example.com', name: 'Editor' } : null);
    if (url.pathname === '/api/editor/session') return signedIn ? answer(200, { email: 'editor@example.com', name: 'Editor' }) : answer(401, null, 'Sign in first.');
    if (url.pathname === '/api/editor/pages' && method === 'GET') {
      const list = new Map<string, PageSummary>();
      for (const d of drafts.values()) {
        const page = list.get(d.uri) ?? { uri: d.uri, locales: {} };
        page.locales[d.locale] = { title: d.title, publishedVersion: d.publishedVersion, hasUnpublishedChanges: !d.publishedVersion, scheduledAt: null, translation: d.translation };
        list.set(d.uri, page);
      }
      return answer(200, [...list.values()].sort((a, b) => a.uri.localeCompare(b.uri)));
    }
    if (url.pathname === '/api/editor/pages' && method === 'POST') {
      const { uri, locale, title, copyFrom, copyLocale } = body as { uri: string; locale: Draft['locale']; title: string; copyFrom?: string; copyLocale?: Draft['locale'] };
      if (drafts.has(`${uri}|${locale}`)) return answer(409, null, 'A page already exists at this address in this language.');
      const source = copyFrom ? drafts.get(`${copyFrom}|${copyLocale ?? locale}`)! : { layout: 'page' as const, seo: {}, data: { root: { props: {} }, content: [] } };
      drafts.set(`${uri}|${locale}`, { ...source, uri, locale, title, publishedVersion: null, scheduledAt: null });
      return answer(201, drafts.get(`${uri}|${locale}`));
    }
    // Releases: one list in memory; publishing refuses a release holding /about-us (its draft "fails the check").
    if (url.pathname === '/api/editor/releases' && method === 'GET') return answer(200, releases);
    if (url.pathname === '/api/editor/releases' && method === 'POST') {
      releases.unshift({ id: releases.length + 1, name: (body as { name: string }).name, status: 'open', scheduledAt: null, publishedAt: null, items: [] });
      return answer(201, { id: releases.length });
    }
    if (url.pathname === '/api/editor/releases/items') {
      const { id, uri, locale } = body as { id: number; uri: string; locale: Draft['locale'] };
      releases.find((r) => r.id === id)!.items.push({ uri, locale, title: drafts.get(`${uri}|${locale}`)!.title });
      return answer(200, { id });
    }
    if (url.pathname === '/api/editor/releases/publish') {
      const release = releases.find((r) => r.id === (body as { id: number }).id)!;
      if (release.items.some((i) => i.uri === '/about-us'))
        return { ...answer(400, { page: { uri: '/about-us', locale: 'en' }, problems: [] }, 'Nothing was published: a page of the release fails the check before publishing.'), text: async () => JSON.stringify({ data: { page: { uri: '/about-us', locale: 'en' }, problems: [], errors: { 'Hero-1.title': 'Block 1, Hero, field Title: Required field.' } }, success: false, message: 'Nothing was published: a page of the release fails the check before publishing.' }) };
      release.status = 'published';
      release.publishedAt = '2026-11-28T10:00:00.000Z';
      return answer(200, { id: release.id, pages: release.items });
    }
    if (url.pathname === '/api/editor/pages/content' && method === 'PUT') {
      // Saving a translation brings it up to date with its source (lib/server/content/translations.ts).
      const draft = drafts.get(`${url.searchParams.get('uri')}|${url.searchParams.get('lang')}`)!;
      if (draft.translation && draft.translation.kind !== 'original') draft.translation = { kind: 'up-to-date', from: draft.translation.from };
      return answer(200, draft);
    }
    if (url.pathname === '/api/editor/pages/content') {
      const draft = drafts.get(`${url.searchParams.get('uri')}|${url.searchParams.get('lang')}`);
      return draft ? answer(200, draft) : answer(404, null, 'Not found.');
    }
    return answer(404, null, 'Not found.');
  });
  return { calls, fetchImpl };
}

const original = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = original;
});

function renderEditor(server: ReturnType<typeof fakeServer>) {
  globalThis.fetch = server.fetchImpl as unknown as typeof fetch;
  // A stored device id, so no browser fingerprint is computed.
  window.localStorage.setItem(storageKeys.deviceId, 'test-device');
  const Fresh = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
  return { user: userEvent.setup(), ...render(<EditorApp />, { wrapper: Fresh }) };
}

describe('the editor', () => {
  it('asks for sign-in when no editor is signed in', async () => {
    renderEditor(fakeServer({ signedIn: false }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('starts without a failing request when nobody is signed in: it only asks who is signed in, and gets a 200', async () => {
    const server = fakeServer({ signedIn: false });
    renderEditor(server);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    // The editor API (pages, session) answers 401 without a session: none of it is called before sign-in.
    expect(server.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['GET /api/editor/me']);
    const statuses = await Promise.all(server.fetchImpl.mock.results.map(async (r) => (await r.value).status));
    expect(statuses).toEqual([200]);
  });

  it('finds a page, duplicates it under a new address with copyFrom, opens the copy and lists it', async () => {
    const server = fakeServer({ signedIn: true });
    const { user } = renderEditor(server);
    const list = await screen.findByRole('navigation', { name: 'Pages' });

    await user.type(within(list).getByRole('searchbox', { name: 'Find a page' }), 'about');
    expect(within(list).queryByRole('button', { name: 'en /personal' })).toBeNull();
    await user.clear(within(list).getByRole('searchbox'));

    await user.click(await within(list).findByRole('button', { name: 'en /personal' }));
    expect(await screen.findByTestId('puck')).toHaveTextContent('Personal');

    await user.click(within(list).getByRole('button', { name: 'Duplicate page' }));
    await user.type(within(list).getByLabelText('Address of the copy'), '/personal-2');
    await user.clear(within(list).getByLabelText('Title of the copy'));
    await user.type(within(list).getByLabelText('Title of the copy'), 'Personal 2');
    await user.click(within(list).getByRole('button', { name: 'Duplicate' }));

    await waitFor(() => expect(within(list).getByRole('button', { name: 'en /personal-2' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('puck')).toHaveTextContent('Personal 2');
    expect(screen.getByText(/Copied to/)).toHaveTextContent('/personal-2');
    const create = server.calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/editor/pages');
    expect(create?.body).toEqual({ uri: '/personal-2', title: 'Personal 2', locale: 'en', copyFrom: '/personal' });
    expect(create?.url.searchParams.get('lang')).toBe('en');
    // Only the English document was copied.
    expect(within(list).getByRole('button', { name: 'ar /personal-2' })).toBeDisabled();
  });

  it('marks an outdated translation in the list and in the page, and a save brings it up to date', async () => {
    const { user } = renderEditor(fakeServer({ signedIn: true }));
    const list = await screen.findByRole('navigation', { name: 'Pages' });
    const arabic = await within(list).findByRole('button', { name: 'ar /summer' });
    expect(arabic).toHaveAccessibleDescription('translation outdated');
    expect(arabic).toHaveTextContent('ar!');
    expect(within(list).getByRole('button', { name: 'en /summer' })).not.toHaveAccessibleDescription(/outdated/);
    expect(within(list).getByText('! marks a translation whose source language changed since it was last saved.')).toBeInTheDocument();

    await user.click(arabic);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('note')).toHaveTextContent('This translation is outdated: the English version changed after it was last saved.');
    await user.click(within(main).getByRole('button', { name: 'Save draft' }));
    expect(await within(main).findByText('Translated from English; up to date.')).toBeInTheDocument();
    expect(within(main).queryByRole('note')).toBeNull();
    await waitFor(() => expect(within(list).getByRole('button', { name: 'ar /summer' })).not.toHaveAccessibleDescription(/outdated/));
  });

  it('starts a release, adds open pages to it, and publishes them at once; a refusal names the page and its problem', async () => {
    const { user } = renderEditor(fakeServer({ signedIn: true }));
    const list = await screen.findByRole('navigation', { name: 'Pages' });
    await user.click(await within(list).findByRole('button', { name: 'en /summer' }));
    await user.click(within(list).getByRole('button', { name: 'Releases' }));
    const panel = await screen.findByRole('region', { name: 'Releases' });
    const ramadan = await within(panel).findByRole('region', { name: 'Ramadan' });
    expect(within(ramadan).getByText('Its scheduled publishing was refused: en /about-us failed the check before publishing. Fix that draft, then publish or schedule again.')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Start a release' }));
    expect(within(panel).getByText('Give the release a name.')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Name of a new release'), 'Eid');
    await user.click(within(panel).getByRole('button', { name: 'Start a release' }));
    const eid = await within(panel).findByRole('region', { name: 'Eid' });
    expect(within(eid).getByText('No pages in this release yet.')).toBeInTheDocument();
    await user.click(within(eid).getByRole('button', { name: 'Add the open page (en /summer)' }));
    expect(await within(eid).findByText('Summer')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'ar /summer' }));
    await user.click(await within(eid).findByRole('button', { name: 'Add the open page (ar /summer)' }));
    await user.click(await within(eid).findByRole('button', { name: 'Publish all now' }));
    expect(await within(panel).findByText('Pages published: 2.')).toBeInTheDocument();
    expect(await within(panel).findByRole('button', { name: 'Roll back all' })).toBeInTheDocument();

    // A second release holding a page whose draft fails the check: refused, the page and the problem named.
    await user.type(within(panel).getByLabelText('Name of a new release'), 'About');
    await user.click(within(panel).getByRole('button', { name: 'Start a release' }));
    await user.click(within(list).getByRole('button', { name: 'en /about-us' }));
    const about = await within(panel).findByRole('region', { name: 'About' });
    await user.click(await within(about).findByRole('button', { name: 'Add the open page (en /about-us)' }));
    await user.click(await within(about).findByRole('button', { name: 'Publish all now' }));
    const said = within(panel).getByRole('status');
    await waitFor(() => expect(said).toHaveTextContent('Nothing was published: a page of the release fails the check before publishing.'));
    expect(said).toHaveTextContent('Refused because of en /about-us:');
    expect(said).toHaveTextContent('Block 1, Hero, field Title: Required field.');
  });

  it('shows one Title field, the one saved with the draft: Puck adds no page title of its own', async () => {
    const { user } = renderEditor(fakeServer({ signedIn: true }));
    const list = await screen.findByRole('navigation', { name: 'Pages' });
    await user.click(await within(list).findByRole('button', { name: 'en /about-us' }));
    const main = await screen.findByRole('main');
    await within(main).findByTestId('puck');
    expect(within(main).getAllByRole('textbox', { name: /title/i })).toEqual([within(main).getByRole('textbox', { name: 'Title' })]);
    expect(within(main).getByRole('textbox', { name: 'Title' })).toHaveValue('About us');
  });

  it('adds Arabic to an English-only page from its own screen, as a copy to translate, and opens it', async () => {
    const server = fakeServer({ signedIn: true });
    const { user } = renderEditor(server);
    const list = await screen.findByRole('navigation', { name: 'Pages' });
    await user.click(await within(list).findByRole('button', { name: 'en /about-us' }));
    const languages = await screen.findByRole('region', { name: 'Languages of this page' });
    expect(within(languages).getByText('English (open)')).toBeInTheDocument();

    // From the keyboard: the button opens the form with the title field focused, prefilled to translate.
    within(languages).getByRole('button', { name: 'Add Arabic' }).focus();
    await user.keyboard('{Enter}');
    const form = within(languages).getByRole('form', { name: 'New Arabic page' });
    const title = within(form).getByLabelText('Title of the Arabic page');
    expect(title).toHaveFocus();
    expect(title).toHaveValue('About us');
    expect(title).toHaveAttribute('dir', 'rtl');
    expect(within(form).getByRole('radio', { name: 'A copy of the English page, to translate' })).toBeChecked();
    // An empty title is refused on the field, which keeps the focus.
    await user.clear(title);
    await user.keyboard('{Enter}');
    expect(title).toHaveAccessibleDescription('Enter a title.');
    expect(title).toHaveFocus();
    await user.type(title, 'من نحن');
    await user.click(within(form).getByRole('button', { name: 'Create the Arabic draft' }));

    await waitFor(() => expect(within(list).getByRole('button', { name: 'ar /about-us' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('puck')).toHaveTextContent('من نحن');
    expect(screen.getByText('The Arabic draft is a copy of English: translate it, then publish.')).toHaveAttribute('role', 'status');
    const create = server.calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/editor/pages');
    expect(create?.body).toEqual({ uri: '/about-us', locale: 'ar', title: 'من نحن', layout: 'page', copyFrom: '/about-us', copyLocale: 'en' });
    // The Arabic page's own screen: English opens with one click, Kurdish can still be added.
    const now = screen.getByRole('region', { name: 'Languages of this page' });
    expect(within(now).getByRole('button', { name: 'Open English' })).toBeInTheDocument();
    expect(within(now).getByRole('button', { name: 'Add Kurdish' })).toBeInTheDocument();
  });

  it('adds an empty Kurdish page when the editor chooses so, and words it all in Arabic for an Arabic editor', async () => {
    const server = fakeServer({ signedIn: true });
    const { user } = renderEditor(server);
    await user.click(await screen.findByRole('button', { name: 'العربية' }));
    const list = await screen.findByRole('navigation', { name: 'الصفحات' });
    await user.click(await within(list).findByRole('button', { name: 'en /about-us' }));
    const languages = await screen.findByRole('region', { name: 'لغات هذه الصفحة' });
    await user.click(within(languages).getByRole('button', { name: 'أضف الكردية' }));
    await user.click(within(languages).getByRole('radio', { name: 'صفحة فارغة' }));
    const title = within(languages).getByLabelText('العنوان الرئيسي باللغة الكردية');
    await user.clear(title);
    await user.type(title, 'دەربارەی ئێمە');
    await user.click(within(languages).getByRole('button', { name: 'أنشئ المسودة باللغة الكردية' }));
    await waitFor(() => expect(within(list).getByRole('button', { name: 'ku /about-us' })).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText('أُنشئت مسودة فارغة باللغة الكردية.')).toBeInTheDocument();
    const create = server.calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/editor/pages');
    expect(create?.body).toEqual({ uri: '/about-us', locale: 'ku', title: 'دەربارەی ئێمە', layout: 'page' });
  });

  it('opens the page a link names (/editor?uri=&lang=, from Side by side)', async () => {
    window.history.pushState({}, '', '/editor?uri=%2Fpersonal&lang=ar');
    try {
      renderEditor(fakeServer({ signedIn: true }));
      const list = await screen.findByRole('navigation', { name: 'Pages' });
      await waitFor(() => expect(within(list).getByRole('button', { name: 'ar /personal' })).toHaveAttribute('aria-pressed', 'true'));
      expect(await screen.findByTestId('puck')).toHaveTextContent('عروض الأفراد');
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});
