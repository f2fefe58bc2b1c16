import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import block from './block';
import { PlanCard } from './PlanCard';

const plan = {
  ...block.defaultProps,
  name: 'Super 25',
  price: 25000,
  features: [{ text: '40 GB of 4G internet' }, { text: 'Unlimited on-net calls' }],
  ctaLabel: 'Subscribe',
  ctaHref: '/personal/plans/super-25',
};

describe('PlanCard', () => {
  it('shows the name, the price per period, what it includes and a localised link', () => {
    renderWithProviders(<PlanCard {...plan} badge="Most popular" highlighted />, { locale: 'en' });
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'Super 25' })).toBeInTheDocument();
    expect(card).toHaveTextContent('25,000 IQD per month');
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['40 GB of 4G internet', 'Unlimited on-net calls']);
    expect(within(card).getByText('Most popular')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/en/personal/plans/super-25');
  });

  it('translates the price and the period (Arabic, weekly; Kurdish, one-time)', () => {
    const { unmount } = renderWithProviders(<PlanCard {...plan} price={5000} period="week" />, { locale: 'ar' });
    expect(screen.getByRole('article')).toHaveTextContent('5,000 د.ع أسبوعياً');
    unmount();
    renderWithProviders(<PlanCard {...plan} price={0} period="once" ctaLabel="" features={[]} />, { locale: 'ku' });
    expect(screen.getByRole('article')).toHaveTextContent('0 د.ع یەک جار پارەدان');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('takes only whole, non-negative prices', () => {
    for (const price of [-1, 12.5, Number.NaN]) {
      expect(block.schema.safeParse({ ...block.defaultProps, price }).success).toBe(false);
    }
    expect(block.schema.safeParse({ ...block.defaultProps, features: [{ text: '' }] }).success).toBe(false);
  });
});
