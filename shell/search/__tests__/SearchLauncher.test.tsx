import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFetch } from '@/lib/api';
import { renderWithProviders } from '@/lib/testing/render';
import { SearchLauncher } from '../SearchLauncher';

jest.mock('@/lib/api', () => ({ apiFetch: jest.fn(async () => ({ data: {}, success: true, message: '' })) }));

describe('SearchLauncher', () => {
  it('ctrl+K shows the dialog even where the header hides the launcher (phone widths), and Escape goes back to where the focus was', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <button type="button">Roaming</button>
        {/* The phone header: the launcher sits in the collapsed menu. */}
        <div hidden>
          <SearchLauncher />
        </div>
      </>,
      { locale: 'en' },
    );
    const link = screen.getByRole('button', { name: 'Roaming' });
    link.focus();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search the site' });
    expect(dialog).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'What are you looking for?' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    expect(apiFetch).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('the header button opens it in Arabic, and closing gives the focus back to the button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchLauncher />, { locale: 'ar' });
    await user.click(screen.getByRole('button', { name: 'بحث' }));
    await screen.findByRole('dialog', { name: 'ابحث في الموقع' });
    await user.click(screen.getByRole('button', { name: 'أغلق البحث' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'بحث' })).toHaveFocus();
  });
});
