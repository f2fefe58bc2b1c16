/**
 * Issue 28, section 4: the footer links the legal pages and shows the current year; the cookie notice
 * informs, closes for good and covers nothing; the language menu offers only the languages a page
 * exists in (a missing one was a link to a 404).
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import { storageKeys } from '@/lib/storage-keys';
import { CookieNotice } from '../CookieNotice';
import { Footer } from '../Footer';
import { LanguageSwitch } from '../header/LanguageSwitch';

describe('the footer', () => {
  it.each([
    ['en', '/en', ['Terms of use', 'Privacy policy', 'Cookie policy']],
    ['ar', '', ['شروط الاستخدام', 'سياسة الخصوصية', 'سياسة ملفات تعريف الارتباط']],
    ['ku', '/ku', ['مەرجەکانی بەکارهێنان', 'سیاسەتی تایبەتمەندی', 'سیاسەتی کووکی']],
  ] as const)('links the terms, privacy and cookie pages in %s', (locale, prefix, names) => {
    renderWithProviders(<Footer items={[]} />, { locale });
    const legal = screen.getAllByRole('navigation').find((nav) => within(nav).queryByRole('link', { name: names[0] }))!;
    const links = within(legal).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([...names]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`${prefix}/terms`, `${prefix}/privacy`, `${prefix}/cookies`]);
  });

  it('shows the current year (Baghdad), not a year written in the code', () => {
    jest.useFakeTimers({ now: new Date('2031-12-31T21:30:00Z'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'setTimeout'] });
    try {
      renderWithProviders(<Footer items={[]} />, { locale: 'en' });
      // 21:30 UTC on 31 December is already 1 January in Baghdad.
      expect(screen.getByText(/© 2032 Nour Mobile/)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the cookie notice', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-cookie-notice');
  });

  it('says only necessary cookies are used, links the cookie page, and closes for good', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<CookieNotice />, { locale: 'en' });
    const notice = screen.getByRole('region', { name: 'Cookies' });
    expect(notice).toHaveTextContent('only the cookies it needs to work');
    expect(within(notice).getByRole('link', { name: 'About cookies' })).toHaveAttribute('href', '/en/cookies');
    await user.click(within(notice).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.cookieNotice)).toBe('seen');
    expect(document.documentElement).toHaveAttribute('data-cookie-notice', 'seen');
    unmount();
    // The next page: closed already.
    renderWithProviders(<CookieNotice />, { locale: 'ar' });
    await act(async () => {});
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is in Arabic on Arabic pages, and is part of the page flow (never fixed over it)', () => {
    renderWithProviders(<CookieNotice />, { locale: 'ar' });
    const notice = screen.getByRole('region', { name: 'ملفات تعريف الارتباط' });
    expect(within(notice).getByRole('button', { name: 'حسناً' })).toBeInTheDocument();
    expect(getComputedStyle(notice).position).not.toBe('fixed');
    expect(getComputedStyle(notice).position).not.toBe('sticky');
  });
});

describe('the language menu', () => {
  const offered = () => screen.queryAllByRole('link').map((link) => link.getAttribute('hreflang'));

  it('offers the two other languages of a page that exists in all three', () => {
    renderWithProviders(<LanguageSwitch />, { locale: 'en', path: '/en/personal' });
    expect(offered()).toEqual(['ar', 'ku']);
  });

  it('offers only the languages the page exists in', () => {
    renderWithProviders(<LanguageSwitch languages={['en', 'ku']} />, { locale: 'en', path: '/en/only-en-ku' });
    expect(offered()).toEqual(['ku']);
  });

  it('is not shown for a page in one language', () => {
    renderWithProviders(<LanguageSwitch languages={['en']} />, { locale: 'en', path: '/en/only-en' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
