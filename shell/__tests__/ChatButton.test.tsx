import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import { ChatButton } from '../ChatButton';

const cleanups: Array<() => void> = [];
const afterTest = (fn: () => void) => cleanups.push(fn);
afterEach(() => {
  jest.restoreAllMocks();
  cleanups.splice(0).forEach((fn) => fn());
});

describe('ChatButton', () => {
  it('loads the chat panel on the first press; Escape closes it and gives the focus back', async () => {
    const answer = { data: { unavailable: null, conversation: null, messages: [] }, success: true, message: '' };
    const fetchMock = jest.fn(async (_url: string) => ({ status: 200, ok: true, headers: new Headers({ 'Content-Type': 'application/json' }), text: async () => JSON.stringify(answer) }));
    const realFetch = globalThis.fetch;
    Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
    afterTest(() => Object.defineProperty(globalThis, 'fetch', { value: realFetch, configurable: true, writable: true }));
    renderWithProviders(<ChatButton />, { locale: 'en' });
    const button = screen.getByRole('button', { name: 'Live chat' });
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const dialog = await screen.findByRole('dialog', { name: 'Chat with Nour care' });
    expect(await screen.findByLabelText('Your message')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toMatch(/^\/api\/v1\/chat\/conversations\/current/);
    await userEvent.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('is not shown on game and careers pages', () => {
    renderWithProviders(<ChatButton />, { locale: 'en', path: '/personal/game/spin' });
    expect(screen.queryByRole('button', { name: 'Live chat' })).toBeNull();
  });
});
