import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announceUnread } from '@/lib/account-events';
import { clearSignedInFlag } from '@/lib/signed-in';
import { renderWithProviders } from '@/lib/testing/render';
import { AccountMenu } from '../AccountMenu';
import { fetchUnread } from '../unread';

jest.mock('../unread', () => ({ fetchUnread: jest.fn() }));

const items = [
  { name: 'My Profile', permalink: '/personal/my-account/profile' },
  { name: 'Sign out', permalink: '/personal/my-account/logout' },
];

afterEach(() => {
  document.cookie = 'signed_in=; path=/; max-age=0';
  jest.mocked(fetchUnread).mockReset();
});

describe('AccountMenu', () => {
  it('shows visitors "Sign in" and asks the server nothing', () => {
    renderWithProviders(<AccountMenu items={items} />, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/personal/my-account/login');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchUnread).not.toHaveBeenCalled();
  });

  it('with the signed_in flag, shows the account menu with the unread count, which follows the notifications page', async () => {
    const user = userEvent.setup();
    document.cookie = 'signed_in=1; path=/';
    jest.mocked(fetchUnread).mockResolvedValue(2);
    renderWithProviders(<AccountMenu items={items} />, { locale: 'en' });
    const button = await screen.findByRole('button', { name: 'My account, 2 unread notifications' });
    expect(fetchUnread).toHaveBeenCalledWith('en');
    await user.click(button);
    expect(screen.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Notifications (2)' })).toHaveAttribute('href', '/en/personal/my-account/notifications');
    expect(screen.getByRole('link', { name: 'Sign out' })).toBeInTheDocument();

    act(() => announceUnread(0));
    expect(screen.getByRole('button', { name: 'My account' })).toBeInTheDocument();

    // The session turned out to be gone: the flag is cleared and the header says "Sign in" again.
    act(() => clearSignedInFlag());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument());
  });

  it('in Arabic, a space separates "الإشعارات" from its count outside the left-to-right count (issue 28: "الإشعارات(2)")', async () => {
    const user = userEvent.setup();
    document.cookie = 'signed_in=1; path=/';
    jest.mocked(fetchUnread).mockResolvedValue(2);
    renderWithProviders(<AccountMenu items={items} />, { locale: 'ar' });
    // The button's name joins its parts with the Arabic comma.
    const button = await screen.findByRole('button', { name: /^حسابي، / });
    await user.click(button);
    const link = screen.getByRole('link', { name: /الإشعارات/ });
    expect(link.textContent).toBe('الإشعارات (2)');
    const count = within(link).getByText('(2)');
    expect(count).toHaveAttribute('dir', 'ltr');
    // The space is in the right-to-left text before the count, not inside the count's own direction.
    expect(count.textContent).toBe('(2)');
    expect(count.previousSibling?.textContent?.endsWith(' ')).toBe(true);
  });

  it('works with the keyboard: Enter opens the menu, Tab reaches its links, Escape closes it and returns to the button', async () => {
    const user = userEvent.setup();
    document.cookie = 'signed_in=1; path=/';
    jest.mocked(fetchUnread).mockResolvedValue(0);
    renderWithProviders(<AccountMenu items={items} />, { locale: 'en' });
    const button = await screen.findByRole('button', { name: 'My account' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('has Notifications and Bills and marks the page the subscriber is on', async () => {
    const user = userEvent.setup();
    document.cookie = 'signed_in=1; path=/';
    jest.mocked(fetchUnread).mockResolvedValue(0);
    const withBills = [{ name: 'My Balance', permalink: '/personal/my-account' }, { name: 'My Bills', permalink: '/personal/my-account/bill' }, ...items];
    const { unmount } = renderWithProviders(<AccountMenu items={withBills} />, { locale: 'en', path: '/en/personal/my-account/bill' });
    await user.click(await screen.findByRole('button', { name: 'My account' }));
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    expect(within(menu).getByRole('link', { name: 'My Bills' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'My Bills' })).toHaveAttribute('href', '/en/personal/my-account/bill');
    // "My Balance" is /personal/my-account, a prefix of every account page: only an exact match counts.
    expect(within(menu).getByRole('link', { name: 'My Balance' })).not.toHaveAttribute('aria-current');
    expect(within(menu).getByRole('link', { name: 'Notifications' })).not.toHaveAttribute('aria-current');
    unmount();

    renderWithProviders(<AccountMenu items={withBills} />, { locale: 'ar', path: '/personal/my-account/notifications' });
    await user.click(await screen.findByRole('button', { name: 'حسابي' }));
    expect(screen.getByRole('link', { name: 'الإشعارات' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current'))).toHaveLength(1);
  });
});
