import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { apiFetch } from '@/lib/api';
import type { Locale } from '@/lib/locales';
import type { SearchGroups } from '@/lib/search';
import { renderWithProviders } from '@/lib/testing/render';
import SearchOverlay from '../SearchOverlay';

jest.mock('@/lib/api', () => ({ apiFetch: jest.fn() }));

const answers: Record<Locale, SearchGroups> = {
  en: {
    '1': [
      { id: 'screen:recharge', keyword: 'Recharge (top up)', link: '/personal/my-account/recharge' },
      { id: 'page:/personal/roaming', keyword: 'Roaming', link: '/personal/roaming' },
    ],
    '2': [],
    '3': [{ id: '101', keyword: 'Internet 10 GB, 7 days', link: '101' }],
  },
  ar: {
    '1': [
      { id: 'screen:recharge', keyword: 'شحن الرصيد', link: '/personal/my-account/recharge' },
      { id: 'page:/personal/roaming', keyword: 'التجوال الدولي', link: '/personal/roaming' },
    ],
    '2': [],
    '3': [{ id: '101', keyword: 'إنترنت 10 غيغابايت، 7 أيام', link: '101' }],
  },
  ku: {},
};

const labels = {
  en: { input: 'What are you looking for?', dialog: 'Search the site', close: 'Close search', none: 'No results for “zzzz”.', keys: '↑ ↓ to move through the results, Enter to open, Esc to close' },
  ar: { input: 'عمّ تبحث؟', dialog: 'ابحث في الموقع', close: 'أغلق البحث', none: 'لا نتائج عن «zzzz».', keys: '↑ ↓ للتنقّل بين النتائج، Enter للفتح، Esc للإغلاق' },
} as const;

const push = jest.fn(async () => true);

/** A page with a button that opens the overlay, as the header's launcher does. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open search
      </button>
      <button type="button">After</button>
      {open && <SearchOverlay onClose={() => setOpen(false)} />}
    </>
  );
}

async function openAndType(locale: 'en' | 'ar', keyword: string) {
  const user = userEvent.setup();
  renderWithProviders(<Page />, { locale, router: { push } });
  const opener = screen.getByRole('button', { name: 'Open search' });
  await user.click(opener);
  const input = screen.getByRole('combobox', { name: labels[locale].input });
  expect(input).toHaveFocus();
  await user.type(input, keyword);
  return { user, input, opener };
}

beforeEach(() => {
  push.mockClear();
  jest.mocked(apiFetch).mockImplementation(async (_path, options) => {
    const keyword = String((options?.query as { keyword: string }).keyword);
    const data = keyword === 'zzzz' ? { '1': [], '2': [], '3': [] } : answers[(options?.lang ?? 'ar') as Locale];
    return { data, success: true, message: '' };
  });
});

describe.each(['en', 'ar'] as const)('search overlay keyboard use (%s)', (locale) => {
  const l = labels[locale];

  it('arrows move the active option and wrap, Enter opens it', async () => {
    const { user, input } = await openAndType(locale, 'rech');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(3);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByText(labels[locale].keys)).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2].id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2].id);
    expect(input).toHaveFocus();

    await user.keyboard('{Enter}');
    const prefix = locale === 'ar' ? '' : '/en';
    expect(push).toHaveBeenCalledWith(`${prefix}/personal/add-on/101`, undefined, { locale: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Enter without moving opens the first result', async () => {
    const { user } = await openAndType(locale, 'rech');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith(`${locale === 'ar' ? '' : '/en'}/personal/my-account/recharge`, undefined, { locale: false });
  });

  it('Escape closes and gives the focus back to what opened the search', async () => {
    const { user, opener } = await openAndType(locale, 'rech');
    expect(screen.getByRole('dialog', { name: l.dialog })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(push).not.toHaveBeenCalled();
  });

  it('keeps Tab and Shift+Tab inside the dialog, and the page behind out of reach', async () => {
    const { user, input } = await openAndType(locale, 'rech');
    await screen.findAllByRole('option');
    const close = screen.getByRole('button', { name: l.close });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(input).toHaveFocus();
    expect(screen.getByRole('button', { name: 'After', hidden: true }).closest('[inert]')).not.toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('says so when nothing is found, in the page language', async () => {
    const { input } = await openAndType(locale, 'zzzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(l.none));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByText(l.keys)).not.toBeInTheDocument();
  });
});
