/** My orders: the real list (each order leads to its page) or the empty state that leads to the shop. */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import { demoOrders } from '../../checkout/__fixtures__/checkout';
import { fakeApi, FakeApiProvider } from '../__fixtures__/fake-api';
import { Orders } from '../Orders';

const renderOrders = (data: unknown, locale: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <FakeApiProvider api={fakeApi({ 'GET /api/v1/orders': { data } })}>
      <Orders />
    </FakeApiProvider>,
    { locale, path: '/en/personal/my-account/orders' },
  );

describe('My orders', () => {
  it('lists the orders with status, date, items and total, each linking to its page', async () => {
    renderOrders(demoOrders);
    const link = await screen.findByRole('link', { name: 'Order 7KD29-XQ4M1' });
    expect(link).toHaveAttribute('href', expect.stringContaining('/personal/shop/orders/7KD29XQ4M1'));
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('2 items')).toBeInTheDocument();
    expect(screen.getByText('176,000 IQD')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says when there are none and leads to the shop, in Arabic', async () => {
    renderOrders([], 'ar');
    expect(await screen.findByText('لا توجد طلبات بعد')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اذهب إلى المتجر' })).toHaveAttribute('href', expect.stringContaining('/personal/mobile-mall'));
  });
});
