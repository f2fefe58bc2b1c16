/**
 * "Side by side" with a language the page does not have: no 404 page in a frame, but what is missing
 * and "Create from <language>", which copies that language's draft and shows the new one at once.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@/lib/storage-keys';
import { SideBySide } from '../SideBySide';

function fakeServer() {
  const calls: Array<{ method: string; url: URL; body: unknown }> = [];
  const fetchImpl = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method: init.method ?? 'GET', url, body });
    return { status: 201, headers: new Headers(), body: null, text: async () => JSON.stringify({ data: {}, success: true, message: '' }) };
  });
  return { calls, fetchImpl };
}

const original = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = original;
});

function renderSideBySide(language: 'en' | 'ar') {
  const server = fakeServer();
  globalThis.fetch = server.fetchImpl as unknown as typeof fetch;
  window.localStorage.setItem(storageKeys.deviceId, 'test-device');
  render(<SideBySide uri="/eid-offer" language={language} titles={{ en: 'Eid offer' }} from="en" />);
  return { server, user: userEvent.setup() };
}

describe('side by side', () => {
  it('frames only the languages the page has, and offers to create each missing one from English', async () => {
    const { server, user } = renderSideBySide('en');
    const frames = () => screen.getAllByTitle(/ (phone|desktop)$/).map((frame) => frame.getAttribute('title'));
    expect(frames()).toEqual(['English phone', 'English desktop']);
    expect(screen.getAllByText('This page has no Arabic version yet.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('This page has no Kurdish version yet.').length).toBeGreaterThan(0);
    const offers = screen.getAllByRole('button', { name: 'Create from English' });
    expect(offers).toHaveLength(2);

    const kurdish = screen.getAllByRole('listitem').find((item) => item.textContent?.includes('Kurdish'))!;
    await user.click(within(kurdish).getByRole('button', { name: 'Create from English' }));

    expect(await screen.findByRole('status')).toHaveTextContent('The Kurdish draft is a copy of English: translate it, then publish.');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(server.calls).toEqual([
      expect.objectContaining({ method: 'POST', body: { uri: '/eid-offer', locale: 'ku', title: 'Eid offer', copyFrom: '/eid-offer', copyLocale: 'en' } }),
    ]);
    expect(server.calls[0].url.pathname).toBe('/api/editor/pages');
    expect(frames()).toEqual(['English phone', 'کوردی phone', 'English desktop', 'کوردی desktop']);
    expect(screen.getByTitle('کوردی phone')).toHaveAttribute('src', '/ku/editor/preview?uri=%2Feid-offer&lang=ku');
    // The new page is one click from the editor.
    expect(screen.getByRole('link', { name: 'Translate the Kurdish page in the editor' })).toHaveAttribute('href', '/editor?uri=%2Feid-offer&lang=ku');
    // Arabic is still missing, and still offered.
    expect(screen.getAllByRole('button', { name: 'Create from English' })).toHaveLength(1);
  });

  it('speaks the editor’s language: Arabic, right to left', () => {
    renderSideBySide('ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('جنباً إلى جنب: /eid-offer');
    expect(screen.getByRole('heading', { level: 1 }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getAllByRole('button', { name: 'أنشئ من الإنجليزية' })).toHaveLength(2);
    expect(screen.getAllByText('لا توجد نسخة من هذه الصفحة باللغة العربية بعد.').length).toBeGreaterThan(0);
  });
});
