/**
 * A page that runs a test, opened by a visitor who has no variant yet (the cached page, the same for
 * everybody): its blocks stay hidden until the server says which variant this visitor sees, so a B
 * visitor never sees A's words first; a visitor with no variant for them, or a server that fails, gets
 * the page as it is.
 */
import { screen, waitFor } from '@testing-library/react';
import type { PageDocument } from '@/lib/content';
import { renderWithProviders } from '@/lib/testing/render';
import { ContentPage } from '../ContentPage';

const doc = (variantPending: boolean): PageDocument => ({
  uri: '/summer',
  locale: 'en',
  version: 1,
  layout: 'page',
  title: 'Summer',
  seo: {},
  publishedAt: '2026-11-01T00:00:00.000Z',
  data: { root: { props: {} }, content: [{ type: 'Heading', props: { id: 'Heading-1', text: 'Summer bundles', level: 2, align: 'start', subtitle: '' } }] },
  variantPending,
});

/** The assignment call, answered when the test says. */
function holdAssign() {
  let answer: (body: unknown, status?: number) => void = () => undefined;
  const fetchMock = jest.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = (body, status = 200) => resolve({ ok: status < 400, status, json: async () => body } as Response);
      }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, answer: (body: unknown, status?: number) => answer(body, status) };
}

describe('ContentPage while a test runs on the page', () => {
  it('hides the blocks until the visitor has a variant, then shows that variant in place (B never sees A first)', async () => {
    const { fetchMock, answer } = holdAssign();
    let replaced: () => void = () => undefined;
    const replace = jest.fn(() => new Promise<boolean>((resolve) => (replaced = () => resolve(true))));
    renderWithProviders(<ContentPage doc={doc(true)} siteUrl="https://nour.example" />, { path: '/en/summer', router: { replace } });
    // Blocks load as their own chunks (next/dynamic): found once there.
    const heading = await screen.findByRole('heading', { level: 2, hidden: true });
    expect(heading).not.toBeVisible();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({ uri: '/summer' });
    answer({ data: { variant: 'b' }, success: true, message: '' });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en/summer', undefined, { scroll: false }));
    // Until B's page has replaced this one, A's blocks stay hidden.
    expect(heading).not.toBeVisible();
    replaced();
    await waitFor(() => expect(heading).toBeVisible());
  });

  it.each([
    ['no variant for this visitor (not targeted)', { data: { variant: null }, success: true, message: '' }, 200],
    ['a server that fails', { data: null, success: false, message: 'Something went wrong' }, 503],
  ])('shows the page as it is on %s', async (_, body, status) => {
    const { answer } = holdAssign();
    const replace = jest.fn();
    renderWithProviders(<ContentPage doc={doc(true)} siteUrl="https://nour.example" />, { path: '/en/summer', router: { replace } });
    // Blocks load as their own chunks (next/dynamic): found once there.
    const heading = await screen.findByRole('heading', { level: 2, hidden: true });
    expect(heading).not.toBeVisible();
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    answer(body, status);
    await waitFor(() => expect(heading).toBeVisible());
    expect(replace).not.toHaveBeenCalled();
  });

  it('shows the page as it is when no answer comes within 1.5 s (the reading mode turns the CSS fallback off)', async () => {
    holdAssign();
    renderWithProviders(<ContentPage doc={doc(true)} siteUrl="https://nour.example" />, { path: '/en/summer', router: { replace: jest.fn() } });
    const heading = await screen.findByRole('heading', { level: 2, hidden: true });
    expect(heading).not.toBeVisible();
    await waitFor(() => expect(heading).toBeVisible(), { timeout: 3_000 });
  });

  it('shows a page without a test at once, and asks nothing', async () => {
    const { fetchMock } = holdAssign();
    renderWithProviders(<ContentPage doc={doc(false)} siteUrl="https://nour.example" />, { path: '/en/summer' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Summer bundles' })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
