import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import { BAG_EVENT } from '@/lib/shop';
import { BagSlot } from '../BagSlot';

const setBagCookie = (value: string) => {
  document.cookie = value ? `bag=${value}; Path=/` : 'bag=; Path=/; Max-Age=0';
};

afterEach(() => setBagCookie(''));

describe('the header bag', () => {
  it('shows nothing while the bag is empty (no cookie)', () => {
    renderWithProviders(<BagSlot />, { locale: 'en' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links to the bag with its count once the cart API has set the count cookie, and follows changes', async () => {
    setBagCookie('2');
    renderWithProviders(<BagSlot />, { locale: 'ar' });
    const link = await screen.findByRole('link', { name: 'السلة، منتجان' });
    expect(link).toHaveAttribute('href', '/personal/shop/bag');
    // The digits are drawn by CSS (data-count), so the visible text adds nothing the name lacks.
    expect(link).toHaveTextContent(/^$/);
    expect(link.querySelector('[data-count]')).toHaveAttribute('data-count', '2');
    setBagCookie('');
    act(() => {
      window.dispatchEvent(new Event(BAG_EVENT));
    });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
