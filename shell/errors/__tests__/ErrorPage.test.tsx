import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import { ErrorPage } from '../ErrorPage';

describe('ErrorPage 404', () => {
  it.each([
    ['en', '/en', 'Page not found:', 'Search the site', 'Popular tasks', ['Recharge', 'Pay a bill', 'Buy an add-on', 'Transfer credit', 'My account'], 'Back to home'],
    ['ar', '', 'الصفحة غير موجودة:', 'ابحث في الموقع', 'مهام شائعة', ['تعبئة الرصيد', 'دفع الفاتورة', 'شراء إضافة', 'تحويل الرصيد', 'حسابي'], 'العودة إلى الرئيسية'],
    ['ku', '/ku', 'پەڕەکە نەدۆزرایەوە:', 'لە ماڵپەڕدا بگەڕێ', 'کارە بەناوبانگەکان', ['پڕکردنەوەی باڵانس', 'پارەدانی پسوڵە', 'کڕینی پاکێج', 'گواستنەوەی باڵانس', 'هەژمارەکەم'], 'گەڕانەوە بۆ سەرەکی'],
  ] as const)('in %s offers the site search and the top tasks, not only "not found"', (locale, prefix, notFound, search, tasksLabel, tasks, home) => {
    renderWithProviders(<ErrorPage kind={404} path={`${prefix}/no-such-page`} />, { locale });
    expect(screen.getByText(notFound, { exact: false })).toHaveTextContent(`${prefix}/no-such-page`);
    expect(screen.getByRole('button', { name: search })).toHaveAttribute('aria-haspopup', 'dialog');
    const nav = screen.getByRole('navigation', { name: tasksLabel });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      tasks.map((name, i) => [
        name,
        `${prefix}${['/personal/my-account/recharge', '/personal/my-account/bill', '/personal/add-ons', '/personal/my-account/balance-transfer', '/personal/my-account'][i]}`,
      ]),
    );
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', prefix || '/');
  });

  it('opens the site search from its field, and closing it returns to the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ErrorPage kind={404} path="/en/nothing" />, { locale: 'en' });
    const field = screen.getByRole('button', { name: 'Search the site' });
    await user.click(field);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /What are you looking for/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field).toHaveFocus();
  });

  it('keeps the other error pages short: no search, no top tasks', () => {
    renderWithProviders(<ErrorPage kind={500} />, { locale: 'en' });
    expect(screen.queryByRole('button', { name: 'Search the site' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Popular tasks' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
