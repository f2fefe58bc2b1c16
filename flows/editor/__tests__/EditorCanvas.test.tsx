/**
 * The editor's canvas and publishing, with a stand-in for the editor API and for Puck (jsdom cannot
 * run Puck: its ESM-only dependencies). The stand-in keeps Puck's contract where it matters here: it
 * renders each block through the config's `render`, reads `data` once per mount, and shows its own
 * "Publish" header action unless `overrides.headerActions` replaces it.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { Providers } from '@/lib/testing/render';
import type { Locale } from '@/lib/locales';
import { storageKeys } from '@/lib/storage-keys';
import { addonFixtures } from '@/blocks/AddonCard/AddonCard.fixtures';
import EditorApp from '../EditorApp';
import type { Draft, PageSummary } from '../types';

jest.mock('@puckeditor/core', () => {
  const react = jest.requireActual<typeof import('react')>('react');
  const { createElement: h, Fragment, useState } = react;
  type Item = { type: string; props: Record<string, unknown> };
  type Props = {
    config: { components: Record<string, { render: (p: Record<string, unknown>) => unknown }> };
    data: { content: Item[] };
    headerTitle: string;
    onPublish?: () => void;
    overrides?: { headerActions?: (p: { children: unknown }) => unknown };
  };
  function Puck({ config, data, headerTitle, onPublish, overrides }: Props) {
    // Like Puck: `data` is the initial data of this mount.
    const [initial] = useState(data);
    const ownActions = h('button', { type: 'button', onClick: () => onPublish?.() }, 'Publish');
    const actions = (overrides?.headerActions ? overrides.headerActions({ children: ownActions }) : ownActions) as never;
    return h(
      'div',
      { 'data-testid': 'puck' },
      h('header', null, h('span', null, headerTitle), actions),
      h(
        'div',
        { 'data-testid': 'blocks' },
        initial.content.map((item, i) => h(Fragment, { key: i }, config.components[item.type].render({ ...item.props, puck: {}, editMode: true }) as never)),
      ),
    );
  }
  // The selected block (BlockComments.tsx): none in these tests.
  return { Puck, createUsePuck: () => () => null };
});

const home = (locale: Locale, heading: string): Draft => ({
  uri: '/',
  locale,
  title: heading,
  layout: 'page',
  seo: {},
  data: {
    root: { props: {} },
    content: [
      { type: 'Heading', props: { id: 'h', text: heading, level: 2, align: 'start' } },
      { type: 'AddonCard', props: { id: 'a', addonId: 101, badge: '' } },
    ],
  } as unknown as Draft['data'],
  publishedVersion: 2,
  scheduledAt: null,
});

function fakeServer() {
  const drafts = new Map<string, Draft>([
    ['/|en', home('en', 'Home v2')],
    ['/|ar', home('ar', 'الرئيسية')],
  ]);
  const versions = [
    { version: 2, publishedAt: '2026-11-20T10:00:00Z', author: 'editor@example.com' },
    { version: 1, publishedAt: '2026-11-10T10:00:00Z', author: 'editor@example.com' },
  ];
  const calls: Array<{ method: string; url: URL; body: any }> = [];
  const answer = (status: number, data: unknown, message = '') => ({ status, headers: new Headers(), body: null, text: async () => JSON.stringify({ data, success: status < 400, message }) });
  const fetchImpl = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const lang = url.searchParams.get('lang') as Locale;
    if (url.pathname === '/api/editor/me') return answer(200, { email: 'editor@example.com', name: 'Editor' });
    if (url.pathname === '/api/editor/pages') {
      const d = drafts.get('/|en')!;
      const summary: PageSummary = {
        uri: '/',
        locales: { en: { title: d.title, publishedVersion: d.publishedVersion, hasUnpublishedChanges: false, scheduledAt: null }, ar: { title: 'الرئيسية', publishedVersion: 1, hasUnpublishedChanges: false, scheduledAt: null } },
      };
      return answer(200, [summary]);
    }
    if (url.pathname === '/api/editor/pages/content' && method === 'GET') return answer(200, drafts.get(`${url.searchParams.get('uri')}|${lang}`));
    if (url.pathname === '/api/editor/resolve') {
      // As the server does: the add-on in the asked language.
      const addon = addonFixtures(lang).find((a) => a.id === body.props.addonId) ?? null;
      return answer(200, body.type === 'AddonCard' ? { addon } : {});
    }
    if (url.pathname === '/api/editor/pages/versions') return answer(200, versions);
    if (url.pathname === '/api/editor/pages/content' && method === 'PUT') return answer(200, drafts.get(`/|${lang}`));
    if (url.pathname === '/api/editor/pages/publish') {
      const version = versions[0].version + 1;
      versions.unshift({ version, publishedAt: '2026-11-24T06:30:00Z', author: 'editor@example.com' });
      return answer(200, { version });
    }
    if (url.pathname === '/api/editor/pages/rollback') {
      const from = Number(url.searchParams.get('version'));
      const version = versions[0].version + 1;
      versions.unshift({ version, publishedAt: '2026-11-24T06:00:00Z', author: 'editor@example.com' });
      drafts.set('/|en', { ...home('en', `Home v${from}`), publishedVersion: version });
      return answer(200, { version });
    }
    return answer(404, null, 'Not found.');
  });
  return { calls, fetchImpl };
}

const original = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = original;
});

/** The editor at /editor: the route's locale is Arabic, the site's default. */
async function openEnglishHome() {
  const server = fakeServer();
  globalThis.fetch = server.fetchImpl as unknown as typeof fetch;
  window.localStorage.setItem(storageKeys.deviceId, 'test-device');
  const user = userEvent.setup();
  render(
    <Providers locale="ar" path="/editor">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <EditorApp />
      </SWRConfig>
    </Providers>,
  );
  const list = await screen.findByRole('navigation', { name: 'Pages' });
  await user.click(await within(list).findByRole('button', { name: 'en /' }));
  await screen.findByTestId('puck');
  return { server, user };
}

describe('the editor canvas', () => {
  it('shows the English home page’s add-on cards in English, with their English names', async () => {
    const { server } = await openEnglishHome();
    const blocks = screen.getByTestId('blocks');
    expect(await within(blocks).findByRole('heading', { name: 'Weekly 10 GB' })).toBeInTheDocument();
    expect(within(blocks).getByText(/^Buy/)).toBeInTheDocument();
    expect(within(blocks).getByText('Validity')).toBeInTheDocument();
    // Not the Arabic fallback of an unresolved card.
    expect(blocks).not.toHaveTextContent('هذه الباقة لم تعد متوفرة');
    expect(blocks).not.toHaveTextContent('This add-on is no longer available');
    const resolve = server.calls.find((c) => c.url.pathname === '/api/editor/resolve');
    expect(resolve?.url.searchParams.get('lang')).toBe('en');
    expect(resolve?.body).toEqual({ type: 'AddonCard', props: { addonId: 101, badge: '' } });
  });

  it('has one Publish button: Puck’s own header action is gone', async () => {
    await openEnglishHome();
    expect(screen.getAllByRole('button', { name: /^(check and )?publish$/i }).map((b) => b.textContent)).toEqual(['Check and publish']);
  });

  it('after a rollback updates the canvas, the version list and says so, without a reload', async () => {
    const { user } = await openEnglishHome();
    expect(within(screen.getByTestId('blocks')).getByRole('heading', { name: 'Home v2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Versions' }));
    const panel = await screen.findByRole('region', { name: 'Versions' });
    const rows = () => within(panel).getAllByRole('listitem');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('Version 2');
    expect(rows()[0]).toHaveTextContent('Live');
    // Publishing the live version again makes no sense: only older ones offer it.
    expect(within(rows()[0]).queryByRole('button', { name: 'Publish this version again' })).toBeNull();

    await user.click(within(rows()[1]).getByRole('button', { name: 'Publish this version again' }));

    expect(await screen.findByText('Version 1 is live again, published as version 3.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]).toHaveTextContent('Version 3');
    expect(rows()[0]).toHaveTextContent('Live');
    expect(rows()[0]).toHaveAttribute('aria-current', 'true');
    expect(rows()[1]).not.toHaveTextContent('Live');
    // The canvas shows the restored content (Puck remounted with the new draft).
    await waitFor(() => expect(within(screen.getByTestId('blocks')).getByRole('heading', { name: 'Home v1' })).toBeInTheDocument());
  });

  it('after publishing, the open version list shows the new version on top, live', async () => {
    const { user } = await openEnglishHome();
    await user.click(screen.getByRole('button', { name: 'Versions' }));
    const panel = await screen.findByRole('region', { name: 'Versions' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Check and publish' }));
    expect(await screen.findByText('Published as version 3.')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
    const [first, second] = within(panel).getAllByRole('listitem');
    expect(first).toHaveTextContent('Version 3');
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(second).not.toHaveAttribute('aria-current');
    // Written by the site's date formatter, Baghdad time (10:00 UTC is 1:00 PM there), not the browser's.
    expect(second).toHaveTextContent('Nov 20, 2026, 1:00 PM · editor@example.com');
    expect(within(second).getByRole('button', { name: 'Publish this version again' })).toBeInTheDocument();
  });

  it('words the server’s refusal to publish in the editor’s language, naming each block by place and name, not by id', async () => {
    const { server } = await openEnglishHome();
    const user = userEvent.setup();
    // The server knows what the browser cannot (another page's anchors): it refuses, in the page's language.
    const refusal = {
      errors: { 'CallToAction-5f3a.buttonHref': 'Block 2 › Second column › 1, Call to action, field Button link: the link /careers#nowhere points to a part of the page that does not exist' },
      problems: [
        {
          type: 'CallToAction',
          blockId: 'CallToAction-5f3a',
          path: 'content[1].props.end[0]',
          position: '2 › Second column › 1',
          label: 'Call to action',
          field: 'buttonHref',
          message: 'the link /careers#nowhere points to a part of the page that does not exist',
          ref: 'editorCheck.anchorMissing?href=%2Fcareers%23nowhere',
        },
      ],
    };
    globalThis.fetch = (async (input: string, init: RequestInit = {}) =>
      new URL(input, 'http://localhost').pathname === '/api/editor/pages/publish'
        ? { status: 400, headers: new Headers(), body: null, text: async () => JSON.stringify({ data: refusal, success: false, message: 'The page was not published: fix the problems listed first.' }) }
        : server.fetchImpl(input, init)) as unknown as typeof fetch;

    await user.click(screen.getByRole('button', { name: 'العربية' }));
    await user.click(screen.getByRole('button', { name: 'افحص وانشر' }));
    const check = await screen.findByRole('region', { name: 'قبل النشر' });
    expect(within(check).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'الكتلة 2 › العمود الثاني › 1، دعوة إلى إجراء، الحقل «Button link»: الرابط /careers#nowhere يشير إلى جزء غير موجود في الصفحة',
    ]);
    expect(check).not.toHaveTextContent('5f3a');
    // The block's name and its column are in the editor's language, not English (issue 28).
    expect(check).not.toHaveTextContent(/Call to action|Second column/);
  });
});
