/** My orders: the real list (each order leads to its page) or the empty state that leads to the shop. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import { demoOrders } from '../../checkout/__fixtures__/checkout';
import { fakeApi, FakeApiProvider } from '../__fixtures__/fake-api';
import { MoneyApiProvider } from '../../shared/api';
import { Orders } from '../Orders';

const renderOrders = (data: unknown, locale: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <FakeApiProvider api={fakeApi({ 'GET /api/v1/orders': { data } })}>
      <Orders />
    </FakeApiProvider>,
    { locale, path: '/en/personal/my-account/orders' },
  );

describe('My orders', () => {
  it('an unpaid card order after a declined card says so and offers Pay now, which opens a new card attempt', async () => {
    const declined = { orderNumber: 'QX81M0PK3T', createdAt: '2026-11-22T09:30:00.000Z', status: 'pending-payment', total: 60_000, items: 1, unpaid: { attempt: 'declined', heldUntil: '2026-11-22T10:00:00.000Z', canPay: true } };
    const api = fakeApi({ 'GET /api/v1/orders': { data: [declined, ...demoOrders] }, 'POST /api/v1/orders/QX81M0PK3T/pay': { data: { paymentUrl: '/pay/next?lang=en' } } });
    const navigate = jest.fn();
    renderWithProviders(
      <FakeApiProvider api={api}>
        <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={async () => 'test-device'} navigate={navigate}>
          <Orders />
        </MoneyApiProvider>
      </FakeApiProvider>,
      { locale: 'en', path: '/en/personal/my-account/orders' },
    );
    expect(await screen.findByText('Card declined')).toBeInTheDocument();
    // Only the order waiting for its money has the button.
    expect(screen.getAllByRole('button', { name: /Pay now/ })).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay now for order QX81M-0PK3T' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pay/next?lang=en'));
    expect(api.sent.find((r) => r.method === 'POST')).toMatchObject({ path: '/api/v1/orders/QX81M0PK3T/pay', body: {} });
  });

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
