import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import { sampleMenus } from '../__fixtures__/menus';
import { SiteLayout } from '../layouts';

// The account menu asks the server for the unread count only when signed in; visitors here.
jest.mock('../header/unread', () => ({ fetchUnread: jest.fn() }));

describe('the dashboard layout (my account)', () => {
  it.each(['en', 'ar'] as const)('puts the screen before the account menu (the balance first on phones) and marks the current page, in %s', (locale) => {
    const menus = sampleMenus(locale);
    const current = menus.account[1];
    renderWithProviders(
      <SiteLayout name="dashboard" menus={menus}>
        <h1>Balance</h1>
      </SiteLayout>,
      { locale, path: `${locale === 'ar' ? '' : `/${locale}`}${current.permalink}` },
    );
    const main = screen.getByRole('main');
    const heading = within(main).getByRole('heading', { level: 1, name: 'Balance' });
    const side = within(main).getByRole('complementary');
    expect(heading.compareDocumentPosition(side) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const marked = within(side).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(marked.map((link) => link.textContent)).toEqual([current.name]);
  });
});
