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
import type { Draft, PageSummary } from '../types';

jest.mock('@puckeditor/core', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return { Puck: ({ headerTitle }: { headerTitle: string }) => createElement('div', { 'data-testid': 'puck' }, headerTitle) };
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
  const calls: Call[] = [];
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
        page.locales[d.locale] = { title: d.title, publishedVersion: d.publishedVersion, hasUnpublishedChanges: !d.publishedVersion, scheduledAt: null };
        list.set(d.uri, page);
      }
      return answer(200, [...list.values()].sort((a, b) => a.uri.localeCompare(b.uri)));
    }
    if (url.pathname === '/api/editor/pages' && method === 'POST') {
      const { uri, locale, title, copyFrom } = body as { uri: string; locale: Draft['locale']; title: string; copyFrom: string };
      if (drafts.has(`${uri}|${locale}`)) return answer(409, null, 'A page already exists at this address in this language.');
      const source = drafts.get(`${copyFrom}|${locale}`)!;
      drafts.set(`${uri}|${locale}`, { ...source, uri, title, publishedVersion: null });
      return answer(201, drafts.get(`${uri}|${locale}`));
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
});
