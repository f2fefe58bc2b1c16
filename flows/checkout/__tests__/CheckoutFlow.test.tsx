/**
 * The checkout steps as a buyer goes through them: errors on the fields (in the page's language), pick-up
 * or delivery, the promo code, the review with the server's prices, and the confirmation that sends one
 * request with an Idempotency-Key and goes to the card page or the order page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import { MoneyApiProvider } from '../../shared/api';
import { fakeApi, ok, refused, testDeviceId, type FakeApi } from '../../shared/testing';
import { CheckoutFlow, type CheckoutProps } from '../CheckoutFlow';
import { demoBag, demoPrefill, demoShops } from '../__fixtures__/checkout';

function renderFlow(api: FakeApi, props: Partial<CheckoutProps> = {}, locale: Locale = 'en') {
  const navigate = jest.fn();
  const rendered = renderWithProviders(
    <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId} navigate={navigate}>
      <CheckoutFlow bag={demoBag} shops={demoShops} prefill={null} {...props} />
    </MoneyApiProvider>,
    { locale },
  );
  return { navigate, unmount: rendered.unmount };
}

const QUOTE = { subtotal: 190_000, discount: 0, deliveryFee: 5_000, total: 195_000 };
const field = (name: string | RegExp) => screen.getByLabelText(name);

async function fillDetails(user: ReturnType<typeof userEvent.setup>, idNumber = 'A12345678') {
  await user.type(field('First name'), 'Zahra');
  await user.type(field('Second name'), 'Ali');
  await user.type(field('Third name'), 'Hassan');
  await user.type(field('Mobile number'), '0771 234 5678');
  await user.type(field('E-mail'), 'zahra@example.com');
  await user.type(field('ID number'), idNumber);
}

beforeEach(() => window.sessionStorage.clear());

describe('checkout', () => {
  it('keeps a guest on the details step until every field is right, with the error on the field', async () => {
    const user = userEvent.setup();
    const api = fakeApi({});
    renderFlow(api);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(field('First name')).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(field('First name')).toHaveFocus());
    expect(field('ID number')).toHaveAccessibleDescription(expect.stringContaining('Required field.'));
    await user.type(field('ID number'), '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(field('ID number')).toHaveAccessibleDescription(expect.stringContaining('6 to 20 letters and digits')));
    // Nothing sent (the list of payment methods the form reads is not a sending).
    expect(api.requests.filter((r) => r.path !== '/api/v1/payments/methods')).toHaveLength(0);
  });

  it('a guest: delivery, cash on delivery, review with the server’s total, one order with an Idempotency-Key, then the order page', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/v1/checkout/quote': ok(QUOTE),
      'POST /api/v1/checkout': ok({ orderNumber: '7KD29XQ4M1', orderUrl: '/en/personal/shop/orders/7KD29XQ4M1?token=abc' }),
    });
    const { navigate } = renderFlow(api);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The step's heading takes focus on the next frame, once the step is painted.
    const stepHeading = await screen.findByRole('heading', { name: 'Pick-up or delivery' });
    await waitFor(() => expect(stepHeading).toHaveFocus());
    await user.click(screen.getByRole('radio', { name: 'Delivery to an address (5,000 IQD)' }));
    await user.selectOptions(field('Governorate'), 'baghdad');
    await user.type(field('City'), 'Baghdad');
    await user.type(field('District (mahalla)'), 'Karrada');
    await user.type(field('Street, alley and house number'), 'Street 12, house 4');
    await user.type(field('Nearest landmark (optional)'), 'Behind the Karrada mosque');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Payment' });
    expect(screen.getByRole('radio', { name: 'Cash on delivery or at pick-up' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Review and confirm' });
    // The review and the order summary beside it say the same total.
    expect(screen.getAllByText('195,000 IQD')).toHaveLength(2);
    expect(screen.getByText('VAT 20%, currently exempted')).toBeInTheDocument();
    expect(screen.getByText('Street 12, house 4, Karrada, Baghdad, Baghdad (Behind the Karrada mosque)')).toBeInTheDocument();

    await user.dblClick(screen.getByRole('button', { name: 'Confirm order' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/personal/shop/orders/7KD29XQ4M1?token=abc&placed=1'));
    const sent = api.calls('POST /api/v1/checkout');
    expect(new Set(sent.map((r) => r.headers.get('Idempotency-Key'))).size).toBe(1);
    expect(sent[0].body).toEqual({
      details: { firstName: 'Zahra', secondName: 'Ali', thirdName: 'Hassan', phone: '07712345678', email: 'zahra@example.com', idType: 'national-id', idNumber: 'A12345678' },
      fulfilment: { method: 'delivery', governorate: 'baghdad', city: 'Baghdad', district: 'Karrada', address: 'Street 12, house 4', landmark: 'Behind the Karrada mosque' },
      payment: 'cod',
    });
  });

  it('a subscriber starts with their details and address filled in; pick-up needs a shop; card goes to the payment page', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/v1/checkout/quote': ok({ ...QUOTE, deliveryFee: 0, total: 190_000 }),
      'POST /api/v1/checkout': ok({ orderNumber: '7KD29XQ4M1', orderUrl: '/en/personal/shop/orders/7KD29XQ4M1?token=abc', paymentUrl: '/pay/xyz?lang=en' }),
    });
    const { navigate } = renderFlow(api, { prefill: demoPrefill });
    expect(field('First name')).toHaveValue('Zahra');
    expect(field('Mobile number')).toHaveValue('07701234567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Pick-up or delivery' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(field('Shop')).toHaveAccessibleDescription(expect.stringContaining('Choose one of the shops in the list.')));
    await user.selectOptions(field('Shop'), 'erbil-100m');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Payment' });
    await user.click(screen.getByRole('radio', { name: 'Card, on the secure payment page' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Review and confirm' });
    expect(screen.getByText('Nour Store - Erbil, 100 Meter Road')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm and pay by card' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pay/xyz?lang=en'));
  });

  it('puts a promo code the server refuses on the promo field, in Arabic', async () => {
    const user = userEvent.setup();
    const message = 'انتهت صلاحية رمز الخصم هذا.';
    const api = fakeApi({ 'POST /api/v1/checkout/quote': refused(400, message, { errors: { promoCode: message } }) });
    renderFlow(api, { prefill: { ...demoPrefill } }, 'ar');
    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    await screen.findByRole('heading', { name: 'الاستلام أو التوصيل' });
    await user.selectOptions(field('المتجر'), 'baghdad-karrada');
    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    await user.type(await screen.findByLabelText('رمز الخصم (اختياري)'), 'EXPIRED1');
    await user.click(screen.getByRole('button', { name: 'تطبيق' }));
    await waitFor(() => expect(field('رمز الخصم (اختياري)')).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(api.calls('POST /api/v1/checkout/quote')[0].body).toEqual({ fulfilment: { method: 'pickup', shopId: 'baghdad-karrada' }, promoCode: 'EXPIRED1' });
  });

  it('the ID at its maximum sends the buyer back to the details step with the message on the ID field', async () => {
    const user = userEvent.setup();
    const message = 'The ID is already registered to the maximum allowed number of lines: contact customer service.';
    const api = fakeApi({
      'POST /api/v1/checkout/quote': ok(QUOTE),
      'POST /api/v1/checkout': refused(400, message, { errors: { 'details.idNumber': message } }),
    });
    renderFlow(api, { prefill: demoPrefill });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Pick-up or delivery' });
    await user.selectOptions(field('Shop'), 'baghdad-karrada');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Payment' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm order' }));
    await screen.findByRole('heading', { name: 'Your details' });
    await waitFor(() => expect(field('ID number')).toHaveAccessibleDescription(expect.stringContaining(message)));
  });

  it('the order summary shows the discount, the delivery fee and the total, not only the review step', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/v1/checkout/quote': ok({ subtotal: 190_000, discount: 19_000, deliveryFee: 5_000, total: 176_000 }) });
    renderFlow(api, { prefill: demoPrefill });
    const summary = () => within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary().getByText('Delivery fee').nextElementSibling).toHaveTextContent('Chosen at the next step');
    expect(summary().getByText('Total').nextElementSibling).toHaveTextContent('190,000 IQD');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: 'Delivery to an address (5,000 IQD)' }));
    expect(summary().getByText('Delivery fee').nextElementSibling).toHaveTextContent('5,000 IQD');
    expect(summary().getByText('Total').nextElementSibling).toHaveTextContent('195,000 IQD');
    await user.selectOptions(field('Governorate'), 'baghdad');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Promo code (optional)'), 'NOUR10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Promo code NOUR10 applied');
    expect(summary().getByText('Discount').nextElementSibling).toHaveTextContent('19,000 IQD');
    expect(summary().getByText('Total').nextElementSibling).toHaveTextContent('176,000 IQD');
  });

  it('a saved address fills the governorate and the nearest landmark too (an older one without them asks for the governorate)', async () => {
    const user = userEvent.setup();
    const addresses = [
      { id: 1, address: 'Street 12, house 4', city: 'Baghdad', district: 'Karrada', governorate: 'baghdad' as const, landmark: 'Near the Karrada mosque', primary: true },
      { id: 2, address: 'Gulan Street 14', city: 'Erbil', district: 'Ankawa', governorate: 'erbil' as const, landmark: 'Behind the Ankawa church', primary: false },
      { id: 3, address: 'Corniche Street 3', city: 'Basra', district: 'Ashar', governorate: null, landmark: null, primary: false },
    ];
    renderFlow(fakeApi({ 'POST /api/v1/checkout/quote': ok(QUOTE) }), { prefill: { ...demoPrefill, addresses } });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: 'Delivery to an address (5,000 IQD)' }));
    // The primary one, whole.
    expect(field('Governorate')).toHaveValue('baghdad');
    expect(field('Nearest landmark (optional)')).toHaveValue('Near the Karrada mosque');
    expect(screen.getByRole('option', { name: 'Gulan Street 14, Ankawa, Erbil, Erbil' })).toBeInTheDocument();

    await user.selectOptions(field('Use a saved address'), '2');
    expect(field('Governorate')).toHaveValue('erbil');
    expect(field('Nearest landmark (optional)')).toHaveValue('Behind the Ankawa church');
    expect(field('City')).toHaveValue('Erbil');

    await user.selectOptions(field('Use a saved address'), '3');
    expect(field('Governorate')).toHaveValue('');
    expect(field('Nearest landmark (optional)')).toHaveValue('');
    expect(field('City')).toHaveValue('Basra');
  });

  it('a reload keeps what was typed, and the step, for this tab', async () => {
    const user = userEvent.setup();
    const first = renderFlow(fakeApi({}));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: 'Delivery to an address (5,000 IQD)' }));
    await user.type(field('City'), 'Basra');
    first.unmount();

    renderFlow(fakeApi({}));
    expect(await screen.findByRole('heading', { name: 'Pick-up or delivery' })).toBeInTheDocument();
    await waitFor(() => expect(field('City')).toHaveValue('Basra'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Zahra');
    expect(field('ID number')).toHaveValue('A12345678');
  });

  it("a draft kept from a visit before signing in never blanks the subscriber's details", async () => {
    window.sessionStorage.setItem('checkout-draft', JSON.stringify({ values: { firstName: '', phone: '', city: 'Basra' }, step: 0 }));
    renderFlow(fakeApi({}), { prefill: demoPrefill });
    await waitFor(() => expect(field('First name')).toHaveValue('Zahra'));
    expect(field('Mobile number')).toHaveValue('07701234567');
  });

  it('asks for the ID only when a line or SIM is in the bag; an ID typed in lower case with a hyphen is accepted and sent in one form', async () => {
    const user = userEvent.setup();
    const phoneOnly = renderFlow(fakeApi({}), { bag: [{ name: 'Nova A35', quantity: 1, unitPrice: 185_000 }] });
    expect(screen.queryByLabelText('ID number')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('ID type')).not.toBeInTheDocument();
    phoneOnly.unmount();
    window.sessionStorage.clear();

    const api = fakeApi({
      'POST /api/v1/checkout/quote': ok(QUOTE),
      'POST /api/v1/checkout': ok({ orderNumber: '7KD29XQ4M1', orderUrl: '/en/personal/shop/orders/7KD29XQ4M1?token=abc' }),
    });
    renderFlow(api);
    await fillDetails(user, 'ab-5236549');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.selectOptions(await screen.findByLabelText('Shop'), 'baghdad-karrada');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm order' }));
    await waitFor(() => expect(api.calls('POST /api/v1/checkout')).toHaveLength(1));
    expect(api.calls('POST /api/v1/checkout')[0].body.details).toMatchObject({ idType: 'national-id', idNumber: 'AB5236549' });
    // Placed: nothing of the form is kept any more.
    expect(window.sessionStorage.getItem('checkout-draft')).toBeNull();
  });

  it('an empty bag says so and leads to the shop', () => {
    renderFlow(fakeApi({}), { bag: [] });
    expect(screen.getByText('Your bag is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', expect.stringContaining('/personal/mobile-mall'));
  });
});
