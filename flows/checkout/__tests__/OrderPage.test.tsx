/**
 * The order page: the receipt shows what spec section 3 lists (number, dates, status, items, totals, VAT
 * line, payment method, where it goes), the guest's link token is sent to the API (also when the card
 * page sent the payer back without it), and an order that cannot be read says how to reach it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import { MoneyApiProvider } from '../../shared/api';
import { fakeApi, ok, refused, testDeviceId, type FakeApi } from '../../shared/testing';
import { OrderPage, type OrderPageProps } from '../OrderPage';
import { rememberOrderToken } from '../order-token';
import { declinedOrder, demoOrder } from '../__fixtures__/checkout';

function renderPage(api: FakeApi, props: Partial<OrderPageProps> = {}, locale: Locale = 'en') {
  const navigate = jest.fn();
  renderWithProviders(
    <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId} navigate={navigate}>
      <OrderPage orderNumber="7KD29XQ4M1" token={null} signedIn={false} {...props} />
    </MoneyApiProvider>,
    { locale },
  );
  return { navigate };
}

beforeEach(() => window.sessionStorage.clear());

describe('order page', () => {
  it('shows the receipt with every line of the order and prints it', async () => {
    const api = fakeApi({ 'GET /api/v1/orders/7KD29XQ4M1': ok(demoOrder) });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderPage(api, { token: 'abc', placed: true });
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    const r = within(receipt);
    expect(r.getByText('7KD29-XQ4M1')).toBeInTheDocument();
    expect(r.getByText('Confirmed')).toBeInTheDocument();
    expect(r.getByRole('rowheader', { name: 'Nova A35 · Midnight black · 128 GB' })).toBeInTheDocument();
    expect(r.getByText('VAT 20%, currently exempted')).toBeInTheDocument();
    expect(r.getByText('Street 12, house 4, Karrada, Baghdad, Baghdad')).toBeInTheDocument();
    expect(r.getByText('Nearest landmark').nextElementSibling).toHaveTextContent('Near the Karrada mosque');
    expect(r.getByText('Total paid').nextElementSibling).toHaveTextContent('176,000 IQD');
    expect(r.getByText('Card')).toBeInTheDocument();
    // The confirmation thanks the buyer and says what happens next, and when.
    expect(screen.getByText('Thank you for your order!')).toBeInTheDocument();
    expect(screen.getByText(/Our courier brings your order to you within 48 hours and calls 07701234567 before coming\. Your card payment of 176,000 IQD is received\./)).toBeInTheDocument();
    expect(api.calls('GET /api/v1/orders/7KD29XQ4M1')[0].query.get('token')).toBe('abc');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalled();
  });

  it('joins the address with the Arabic comma in Arabic', async () => {
    renderPage(fakeApi({ 'GET /api/v1/orders/7KD29XQ4M1': ok(demoOrder) }), { token: 'abc' }, 'ar');
    const receipt = await screen.findByRole('region', { name: 'الإيصال' });
    expect(within(receipt).getByText('Street 12, house 4، Karrada، Baghdad، Baghdad')).toBeInTheDocument();
  });

  it('uses the token the checkout kept when the card page sends the payer back without it', async () => {
    rememberOrderToken('/personal/shop/orders/7KD29XQ4M1?token=kept');
    const api = fakeApi({ 'GET /api/v1/orders/7KD29XQ4M1': ok({ ...demoOrder, status: 'pending-payment', totalPaid: 0 }) });
    renderPage(api);
    expect(await screen.findByText('Waiting for payment')).toBeInTheDocument();
    expect(screen.getByText(/The items are kept for 30 minutes/)).toBeInTheDocument();
    expect(api.calls('GET /api/v1/orders/7KD29XQ4M1')[0].query.get('token')).toBe('kept');
  });

  it('a declined card: says so, until when the items are held, and Pay now starts a new attempt on the same order', async () => {
    const api = fakeApi({
      'GET /api/v1/orders/7KD29XQ4M1': ok(declinedOrder),
      'POST /api/v1/orders/7KD29XQ4M1/pay': ok({ paymentUrl: '/pay/second-attempt?lang=en' }),
    });
    const { navigate } = renderPage(api, { token: 'declined-link', placed: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined. Your items are held for you until 10:00 AM: pay now with the same or another card.');
    expect(screen.queryByText('Thank you for your order!')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pay/second-attempt?lang=en'));
    const [sent] = api.calls('POST /api/v1/orders/7KD29XQ4M1/pay');
    expect(sent.body).toEqual({ token: 'declined-link' });
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('after a declined card, Pay now offers the other ways to pay and starts the attempt with the one chosen', async () => {
    const api = fakeApi({
      'GET /api/v1/orders/7KD29XQ4M1': ok(declinedOrder),
      'GET /api/v1/payments/methods': ok({ methods: ['demo-card', 'zaincash', 'fib'] }),
      'POST /api/v1/orders/7KD29XQ4M1/pay': ok({ paymentUrl: '/pay/third-attempt?lang=en' }),
    });
    const { navigate } = renderPage(api, { token: 'declined-link' });
    const methods = await screen.findByRole('group', { name: 'How do you want to pay?' });
    const user = userEvent.setup();
    await user.click(within(methods).getByRole('radio', { name: /First Iraqi Bank/ }));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pay/third-attempt?lang=en'));
    expect(api.calls('POST /api/v1/orders/7KD29XQ4M1/pay')[0].body).toEqual({ token: 'declined-link', method: 'fib' });
  });

  it('writes the "held until" time as every time on the site (the date formatter, Baghdad time), in English', async () => {
    // 11:05 UTC is 14:05 in Baghdad.
    const afternoon = { ...declinedOrder, unpaid: { ...declinedOrder.unpaid!, attempt: 'pending' as const, heldUntil: '2026-11-22T11:05:00.000Z' } };
    renderPage(fakeApi({ 'GET /api/v1/orders/7KD29XQ4M1': ok(afternoon) }), { token: 'held-en' });
    expect(await screen.findByText('Your card payment has not gone through yet. Your items are held for you until 2:05 PM.')).toBeInTheDocument();
  });

  it('writes the "held until" time in Arabic as the site does (12-hour, ص/م)', async () => {
    const afternoon = { ...declinedOrder, unpaid: { ...declinedOrder.unpaid!, attempt: 'pending' as const, heldUntil: '2026-11-22T11:05:00.000Z' } };
    renderPage(fakeApi({ 'GET /api/v1/orders/7KD29XQ4M1': ok(afternoon) }), { token: 'held-ar' }, 'ar');
    expect(await screen.findByText('لم يكتمل الدفع بالبطاقة بعد. نحتفظ لك بالمنتجات حتى 2:05 م.')).toBeInTheDocument();
  });

  it('Pay now refused (paid meanwhile) says why, in Arabic', async () => {
    const api = fakeApi({
      'GET /api/v1/orders/7KD29XQ4M1': ok(declinedOrder),
      'POST /api/v1/orders/7KD29XQ4M1/pay': refused(409, 'هذا الطلب مدفوع بالفعل.'),
    });
    renderPage(api, { token: 'refused-link' }, 'ar');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'ادفع الآن' }));
    expect(await screen.findByText('هذا الطلب مدفوع بالفعل.')).toBeInTheDocument();
  });

  it('no Pay now once the hold is over', async () => {
    renderPage(fakeApi({ 'GET /api/v1/orders/7KD29XQ4M1': ok({ ...declinedOrder, unpaid: { ...declinedOrder.unpaid!, canPay: false } }) }), { token: 'hold-over-link' });
    expect(await screen.findByText(/The 30 minutes this order was held for are over/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('a paid order that was cancelled says its card money is on its way back, then that it was refunded (Arabic)', async () => {
    const cancelled = { ...demoOrder, status: 'cancelled' as const, refund: { state: 'due' as const, amount: 176_000 } };
    renderPage(fakeApi({ 'GET /api/v1/orders/7KD29XQ4M1': ok(cancelled) }), {}, 'ar');
    expect(await screen.findByText('أُلغي هذا الطلب بعد دفعه: مبلغ 176,000 د.ع في طريقه إلى بطاقتك.')).toBeInTheDocument();
    expect(screen.getByText('المبلغ في طريقه إليك').nextElementSibling).toHaveTextContent('176,000');
  });

  it('a refunded order shows the refund on the receipt', async () => {
    renderPage(fakeApi({ 'GET /api/v1/orders/7KD29XQ4M1': ok({ ...demoOrder, status: 'cancelled', refund: { state: 'done', amount: 176_000 } }) }));
    expect(await screen.findByText(/176,000 IQD was refunded to your card/)).toBeInTheDocument();
    const receipt = screen.getByRole('region', { name: 'Receipt' });
    expect(within(receipt).getByText('Refunded to your card').nextElementSibling).toHaveTextContent('−176,000 IQD');
  });

  it('an order it may not read: how to reach it, in Kurdish', async () => {
    const api = fakeApi({ 'GET /api/v1/orders/7KD29XQ4M1': refused(404, 'Not found.') });
    renderPage(api, {}, 'ku');
    expect(await screen.findByRole('alert')).toHaveTextContent('ئەم داواکارییەمان نەدۆزییەوە');
  });
});
