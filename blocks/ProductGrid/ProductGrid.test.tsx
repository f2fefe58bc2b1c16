import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import block from './block';
import { ProductGrid } from './ProductGrid';
import { productFixtures } from './ProductGrid.fixtures';

describe('ProductGrid', () => {
  it('shows picture, name linking to the product, brand and price', () => {
    const { container } = renderWithProviders(<ProductGrid title="Shop" category="all" limit={8} products={productFixtures('en')} />, { locale: 'en' });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    const first = items[0];
    expect(within(first).getByRole('link', { name: 'Galaxy A55 256 GB' })).toHaveAttribute('href', '/en/personal/shop/product/11');
    expect(first).toHaveTextContent('Samsung');
    expect(first).toHaveTextContent('850,000 IQD');
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/phone-1.svg');
  });

  it('keeps to its limit', () => {
    renderWithProviders(<ProductGrid title="" category="phones" limit={2} products={productFixtures('ar', 'phones')} />, { locale: 'ar' });
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/personal/shop/product/11', '/personal/shop/product/12']);
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('1,450,000 د.ع');
  });

  it('says so when there is nothing to show', () => {
    const { unmount } = renderWithProviders(<ProductGrid title="Routers" category="routers" limit={8} products={[]} />, { locale: 'en' });
    expect(screen.getByText('No products to show right now.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ProductGrid {...block.defaultProps} />, { locale: 'ku' });
    expect(screen.getByText('لە ئێستادا هیچ بەرهەمێک نییە بۆ پیشاندان.')).toBeInTheDocument();
  });
});
