import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import { ChatButton } from '../ChatButton';

/**
 * jsdom has no layout: "a wide screen" is the button's box being position: fixed (its CSS from the
 * tablet width up), and boxes get the positions a 1366x768 window would give them.
 */
function wideScreen() {
  const real = window.getComputedStyle;
  jest.spyOn(window, 'getComputedStyle').mockImplementation((el, pseudo) => {
    const style = real(el, pseudo);
    if (el instanceof HTMLElement && el.querySelector(':scope > button[aria-controls]')) return { ...style, position: 'fixed' } as CSSStyleDeclaration;
    return style;
  });
}

function placeAt(el: HTMLElement, left: number, top: number, width: number, height: number) {
  el.getBoundingClientRect = () => ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) });
}

function Page() {
  return (
    <>
      <form>
        <label htmlFor="amount">Amount</label>
        <input id="amount" />
        <button type="submit">Pay by card</button>
      </form>
      <ChatButton />
    </>
  );
}

/**
 * Resolves once the button has decided whether to step aside: shell/chat-clearance.ts (loaded on the
 * visitor's first action) makes that check in an animation frame. Await it inside act(), so that what
 * the check decided is rendered before the test looks.
 */
function clearanceChecked(): Promise<void> {
  const frame = window.requestAnimationFrame.bind(window);
  return new Promise((resolve) => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) =>
      frame((time) => {
        callback(time);
        resolve();
      }),
    );
  });
}

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

  it('steps aside on a wide screen while a form field has focus', async () => {
    wideScreen();
    renderWithProviders(<Page />, { locale: 'en' });
    const chat = screen.getByRole('button', { name: 'Live chat' });
    placeAt(chat, 1200, 700, 140, 48);
    placeAt(screen.getByRole('button', { name: 'Pay by card' }), 20, 100, 120, 44);
    await waitFor(() => expect(chat).toBeVisible());
    await userEvent.click(screen.getByLabelText('Amount'));
    await waitFor(() => expect(chat).not.toBeVisible());
    await userEvent.click(document.body);
    await waitFor(() => expect(chat).toBeVisible());
  });

  it('does not cover a submit button scrolled under it, and comes back once it is clear', async () => {
    wideScreen();
    renderWithProviders(<Page />, { locale: 'ar' });
    const chat = screen.getByRole('button', { name: 'المحادثة المباشرة' });
    const submit = screen.getByRole('button', { name: 'Pay by card' });
    placeAt(chat, 1200, 700, 140, 48);
    placeAt(submit, 1180, 690, 160, 44);
    act(() => void fireEvent.scroll(window));
    await waitFor(() => expect(chat).not.toBeVisible());
    placeAt(submit, 1180, 300, 160, 44);
    act(() => void fireEvent.scroll(window));
    await waitFor(() => expect(chat).toBeVisible());
  });

  it('steps aside from a link it would cover as soon as the pointer moves', async () => {
    wideScreen();
    renderWithProviders(
      <>
        <main>
          <a href="https://example.com/recharge">Recharge</a>
        </main>
        <ChatButton />
      </>,
      { locale: 'en' },
    );
    const chat = screen.getByRole('button', { name: 'Live chat' });
    placeAt(chat, 1200, 700, 140, 48);
    placeAt(screen.getByRole('link', { name: 'Recharge' }), 1100, 640, 240, 120);
    act(() => void fireEvent.pointerMove(window));
    await waitFor(() => expect(chat).not.toBeVisible());
  });

  it('is not pushed aside by an empty message area waiting under it', async () => {
    wideScreen();
    renderWithProviders(
      <>
        <form>
          <div role="alert" data-testid="messages" />
        </form>
        <ChatButton />
      </>,
      { locale: 'en' },
    );
    const chat = screen.getByRole('button', { name: 'Live chat' });
    placeAt(chat, 1200, 700, 140, 48);
    placeAt(screen.getByTestId('messages'), 20, 690, 1300, 16);
    const checked = clearanceChecked();
    await act(async () => {
      fireEvent.scroll(window);
      await checked;
    });
    expect(chat).toBeVisible();
  });

  it('stays in view on a phone, where it is part of the page and covers nothing', async () => {
    renderWithProviders(<Page />, { locale: 'en' });
    const chat = screen.getByRole('button', { name: 'Live chat' });
    const checked = clearanceChecked();
    await act(async () => {
      await userEvent.click(screen.getByLabelText('Amount'));
      await checked;
    });
    expect(screen.getByLabelText('Amount')).toHaveFocus();
    expect(chat).toBeVisible();
  });
});
