import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import { sampleMenus } from '../../__fixtures__/menus';
import { Header } from '../Header';

// The account menu asks the server for the unread count only when signed in; visitors here.
jest.mock('../unread', () => ({ fetchUnread: jest.fn() }));

/**
 * The top-task list of the header row (outside the drawer). The row is shown from the lg breakpoint
 * by a media query, which jsdom does not apply: hence `hidden: true`.
 */
function taskRow(name: string): HTMLElement {
  const drawer = document.getElementById(screen.getByRole('button', { expanded: false }).getAttribute('aria-controls')!)!;
  const rows = screen.getAllByRole('navigation', { name, hidden: true }).filter((nav) => !drawer.contains(nav));
  expect(rows).toHaveLength(1);
  return rows[0];
}

const hrefs = (prefix: string) =>
  ['/personal/my-account/recharge', '/personal/my-account/bill', '/personal/add-ons', '/personal/my-account/balance-transfer', '/personal/my-account'].map(
    (path) => `${prefix}${path}`,
  );

function expectTasks(nav: HTMLElement, names: readonly string[], prefix: string) {
  const links = within(nav).getAllByRole('link', { hidden: true });
  expect(links.map((link) => link.textContent)).toEqual([...names]);
  expect(links.map((link) => link.getAttribute('href'))).toEqual(hrefs(prefix));
}

describe('Header top tasks', () => {
  it.each([
    ['en', '/en', 'Top tasks', ['Recharge', 'Pay a bill', 'Buy an add-on', 'Transfer credit', 'My account'], 'Open menu', 'Menu'],
    ['ar', '', 'المهام الأكثر استخداماً', ['تعبئة الرصيد', 'دفع الفاتورة', 'شراء إضافة', 'تحويل الرصيد', 'حسابي'], 'افتح القائمة', 'القائمة'],
  ] as const)('offers the five top tasks in %s, in the header row and in the phone drawer', async (locale, prefix, label, names, openMenu, menu) => {
    const user = userEvent.setup();
    renderWithProviders(<Header menus={sampleMenus(locale)} />, { locale, path: `${prefix}/personal` });
    expectTasks(taskRow(label), names, prefix);
    // The drawer is closed: its list is not shown.
    expect(screen.queryByRole('navigation', { name: label })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: openMenu }));
    expectTasks(within(screen.getByRole('dialog', { name: menu })).getByRole('navigation', { name: label }), names, prefix);
  });

  it('shows the top tasks also in the collapse layout, which has no section menu row', async () => {
    renderWithProviders(<Header menus={sampleMenus('en')} collapsed />, { locale: 'en', path: '/en/personal' });
    expectTasks(taskRow('Top tasks'), ['Recharge', 'Pay a bill', 'Buy an add-on', 'Transfer credit', 'My account'], '/en');
    // No section menu row; the drawer's section menu is there once the drawer opens (its code loads then).
    expect(screen.queryAllByRole('navigation', { name: 'Section menu', hidden: true })).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findAllByRole('navigation', { name: 'Section menu', hidden: true })).toHaveLength(1);
  });

  it('marks the task of the current page', () => {
    renderWithProviders(<Header menus={sampleMenus('en')} />, { locale: 'en', path: '/en/personal/my-account/bill?from=sms' });
    const row = taskRow('Top tasks');
    expect(within(row).getByRole('link', { name: 'Pay a bill', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(within(row).getByRole('link', { name: 'My account', hidden: true })).not.toHaveAttribute('aria-current');
  });
});

describe('Header phone drawer', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('opens as a modal dialog, locks the page scroll, and Escape closes it and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header menus={sampleMenus('en')} />, { locale: 'en', path: '/en/personal' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(toggle);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', drawer.id);
    expect(document.body.style.overflow).toBe('hidden');
    // Focus moves into the drawer (its close button).
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(within(drawer).getByRole('navigation', { name: 'Top tasks' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Business' })).toHaveAttribute('href', '/en/business');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('expands a section in place with a disclosure button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header menus={sampleMenus('ar')} />, { locale: 'ar', path: '/personal' });
    await user.click(screen.getByRole('button', { name: 'افتح القائمة' }));
    const drawer = screen.getByRole('dialog', { name: 'القائمة' });
    const sections = within(drawer).getByRole('navigation', { name: 'قائمة القسم' });
    const addOns = within(sections).getByRole('button', { name: 'الإضافات' });
    expect(addOns).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(addOns.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await user.click(addOns);
    expect(addOns).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'باقات الإنترنت' })).toHaveAttribute('href', '/personal/add-ons#internet');
    expect(within(panel).getByRole('link', { name: 'المزيد في الإضافات' })).toHaveAttribute('href', '/personal/add-ons');

    await user.click(addOns);
    expect(addOns).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('opens the section of the current page and marks its link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header menus={sampleMenus('en')} />, { locale: 'en', path: '/en/personal/four-g-lte/volte' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sections = within(screen.getByRole('dialog')).getByRole('navigation', { name: 'Section menu' });
    expect(within(sections).getByRole('button', { name: '4G' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(sections).getByRole('button', { name: 'Add-ons' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(sections).getByRole('link', { name: 'Plans' })).not.toHaveAttribute('aria-current');
  });

  it('keeps Tab inside the open drawer and closes with its own close button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header menus={sampleMenus('en')} />, { locale: 'en', path: '/en/personal' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const drawer = screen.getByRole('dialog');
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    // Shift+Tab from the first control wraps to the last one, Tab from the last back to the first.
    await user.tab({ shift: true });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(close);
    await user.tab();
    expect(close).toHaveFocus();

    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it.each(['routeChangeComplete', 'hashChangeComplete'])('closes after a navigation (%s), also to a section of the same page', async (event) => {
    const user = userEvent.setup();
    const handlers = new Map<string, Set<() => void>>();
    const events = {
      on: (name: string, fn: () => void) => void handlers.set(name, (handlers.get(name) ?? new Set()).add(fn)),
      off: (name: string, fn: () => void) => void handlers.get(name)?.delete(fn),
      emit: (name: string) => handlers.get(name)?.forEach((fn) => fn()),
    };
    renderWithProviders(<Header menus={sampleMenus('en')} />, { locale: 'en', path: '/en/personal/add-ons', router: { events } });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => events.emit(event));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});
