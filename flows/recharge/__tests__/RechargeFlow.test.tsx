import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import { MoneyApiProvider } from '../../shared/api';
import { fakeApi, ok, refused, testDeviceId, type FakeApi } from '../../shared/testing';
import { savePendingPurchase } from '../../addon-purchase/resume';
import { returnFor } from '../../payment/return-path';
import { RechargeFlow, type RechargeFlowProps } from '../RechargeFlow';

function renderFlow(api: FakeApi, props: Partial<RechargeFlowProps> = {}, locale: Locale = 'en') {
  const navigate = jest.fn();
  const push = jest.fn(async () => true);
  renderWithProviders(
    <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId} navigate={navigate}>
      <RechargeFlow ownMsisdn={null} {...props} />
    </MoneyApiProvider>,
    { locale, router: { push } },
  );
  return { navigate, push };
}

const field = (name: string) => screen.getByLabelText(name);

describe('recharge by scratch card', () => {
  it('ties the errors to their fields and sends nothing while something is wrong', async () => {
    const user = userEvent.setup();
    const api = fakeApi({});
    renderFlow(api);
    await user.click(screen.getByRole('button', { name: 'Recharge' }));
    await waitFor(() => expect(field('Mobile number')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Mobile number')).toHaveAccessibleDescription(expect.stringContaining('Phone is required.'));
    expect(field('Scratch card number')).toHaveAccessibleDescription(expect.stringContaining('Required field.'));
    expect(field('Mobile number')).toHaveFocus();

    await user.type(field('Mobile number'), '07801234567');
    await user.type(field('Scratch card number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Recharge' }));
    await waitFor(() => expect(field('Mobile number')).toHaveAccessibleDescription(expect.stringContaining('Enter a valid Nour Mobile number')));
    expect(field('Scratch card number')).toHaveAccessibleDescription(expect.stringContaining('A scratch card number has 13 or 14 digits.'));
    // Nothing sent (the list of payment methods the form reads is not a sending).
    expect(api.requests.filter((r) => r.path !== '/api/v1/payments/methods')).toHaveLength(0);
  });

  it('accepts 13 or 14 digits with spaces and sends them as digits, with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/v1/recharge/scratch-card': ok({ value: 10000, balance: 35000 }, {}, 'Recharged.') });
    renderFlow(api);
    await user.type(field('Mobile number'), '0770 123 4567');
    await user.type(field('Scratch card number'), '1234 5678 9012 34');
    await user.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(await screen.findByText('10,000 IQD was added to 07701234567.')).toBeInTheDocument();
    const [sent] = api.calls('POST /api/v1/recharge/scratch-card');
    expect(sent.body).toEqual({ msisdn: '07701234567', cardNumber: '12345678901234' });
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
    expect(sent.query.get('lang')).toBe('en');
  });

  it('puts the server’s refusal of a used or unknown card on the card field', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/v1/recharge/scratch-card': refused(400, 'Some of the information sent is not valid.', { errors: { cardNumber: 'This card cannot be used.' } }),
    });
    renderFlow(api);
    await user.type(field('Mobile number'), '07701234567');
    await user.type(field('Scratch card number'), '1234567890123');
    await user.click(screen.getByRole('button', { name: 'Recharge' }));
    await waitFor(() => expect(field('Scratch card number')).toHaveAccessibleDescription(expect.stringContaining('This card cannot be used.')));
    expect(field('Scratch card number')).toHaveValue('1234567890123');
  });

  it('offers a signed-in subscriber their own number, or another one', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/v1/recharge/scratch-card': ok({ value: 5000 }) });
    renderFlow(api, { ownMsisdn: '07701234567' });
    expect(screen.getByRole('radio', { name: /My number/ })).toBeChecked();
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Another number' }));
    await user.type(field('Mobile number'), '07709876543');
    await user.type(field('Scratch card number'), '1234567890123');
    await user.click(screen.getByRole('button', { name: 'Recharge' }));
    await screen.findByText('5,000 IQD was added to 07709876543.');
    expect(api.calls('POST /api/v1/recharge/scratch-card')[0].body.msisdn).toBe('07709876543');
  });

  it('fills in ?msisdn= as another number', () => {
    renderFlow(fakeApi({}), { ownMsisdn: '07701234567', initialMsisdn: '07701234568' });
    expect(screen.getByRole('radio', { name: 'Another number' })).toBeChecked();
    expect(field('Mobile number')).toHaveValue('07701234568');
  });

  it('goes on to the low-balance thank-you page when the flow says so', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/v1/recharge/scratch-card': ok({ value: 5000 }) });
    const { push } = renderFlow(api, { successPath: '/personal/my-account/balance-low/shukran' });
    await user.type(field('Mobile number'), '07701234568');
    await user.type(field('Scratch card number'), '1234567890123');
    await user.click(screen.getByRole('button', { name: 'Recharge' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/personal/my-account/balance-low/shukran?msisdn=07701234568&amount=5000', undefined, { locale: false }));
  });
});

describe('recharge by bank card', () => {
  async function openCardTab(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('tab', { name: 'Bank card' }));
  }

  it('is reached with the arrow keys from the scratch-card tab', async () => {
    const user = userEvent.setup();
    renderFlow(fakeApi({}));
    await user.click(screen.getByRole('tab', { name: 'Scratch card' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Bank card' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Bank card' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Bank card');
  });

  it('refuses amounts outside 5,000 to 100,000 IQD and fractions, and a malformed e-mail', async () => {
    const user = userEvent.setup();
    const api = fakeApi({});
    renderFlow(api);
    await openCardTab(user);
    await user.type(field('Mobile number'), '07701234567');
    for (const wrong of ['4999', '100001', '5000.5', 'abc']) {
      await user.clear(field('Amount (IQD)'));
      await user.type(field('Amount (IQD)'), wrong);
      await user.click(screen.getByRole('button', { name: 'Pay by card' }));
      await waitFor(() =>
        expect(field('Amount (IQD)')).toHaveAccessibleDescription(
          expect.stringMatching(wrong === '5000.5' ? /Enter a whole number\./ : /Enter a whole amount from 5,000 to 100,000 IQD\./),
        ),
      );
    }
    await user.clear(field('Amount (IQD)'));
    await user.type(field('Amount (IQD)'), '10000');
    await user.type(field('E-mail for the receipt (optional)'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Pay 10,000 IQD by card' }));
    await waitFor(() => expect(field('E-mail for the receipt (optional)')).toHaveAccessibleDescription(expect.stringContaining('Invalid email, try again.')));
    // Nothing sent (the list of payment methods the form reads is not a sending).
    expect(api.requests.filter((r) => r.path !== '/api/v1/payments/methods')).toHaveLength(0);
  });

  it('takes a quick amount, starts the payment and goes to the payment page', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/v1/recharge/card': ok({ orderId: 'ord_123456', paymentUrl: '/pay/ord_123456?lang=en' }) });
    const { navigate } = renderFlow(api);
    await openCardTab(user);
    await user.type(field('Mobile number'), '07701234568');
    const quick = within(screen.getByRole('group', { name: 'Quick amounts (IQD)' }));
    await user.click(quick.getByRole('button', { name: '25,000' }));
    expect(quick.getByRole('button', { name: '25,000' })).toHaveAttribute('aria-pressed', 'true');
    expect(field('Amount (IQD)')).toHaveValue('25,000');
    await user.type(field('E-mail for the receipt (optional)'), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Pay 25,000 IQD by card' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pay/ord_123456?lang=en'));
    const [sent] = api.calls('POST /api/v1/recharge/card');
    expect(sent.body).toEqual({ msisdn: '07701234568', amount: 25000, email: 'me@example.com' });
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('says what went wrong when the server cannot be reached, keeping what was typed', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/v1/recharge/card': refused(503, 'Cannot fetch information now.') });
    renderFlow(api);
    await openCardTab(user);
    await user.type(field('Mobile number'), '07701234567');
    await user.type(field('Amount (IQD)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Pay 5,000 IQD by card' }));
    expect(await screen.findByText('Cannot fetch information now.')).toBeInTheDocument();
    expect(field('Amount (IQD)')).toHaveValue('5000');
  });

  it('speaks Kurdish on a Kurdish page', async () => {
    const user = userEvent.setup();
    renderFlow(fakeApi({}), {}, 'ku');
    await user.click(screen.getByRole('tab', { name: 'کارتی بانکی' }));
    expect(screen.getByLabelText('بڕ (د.ع)')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Scratch card', 'Bank card', 'Mobile number'],
    ['ar', 'بطاقة الشحن', 'البطاقة المصرفية', 'رقم الهاتف المحمول'],
  ] as const)('%s: switching between scratch card and bank card keeps the number typed', async (locale, scratchTab, cardTab, numberLabel) => {
    const user = userEvent.setup();
    renderFlow(fakeApi({}), {}, locale);
    await user.type(field(numberLabel), '0770 123 4568');
    await user.click(screen.getByRole('tab', { name: cardTab }));
    expect(field(numberLabel)).toHaveValue('0770 123 4568');
    await user.clear(field(numberLabel));
    await user.type(field(numberLabel), '07709876543');
    await user.click(screen.getByRole('tab', { name: scratchTab }));
    expect(field(numberLabel)).toHaveValue('07709876543');
  });

  it('keeps a subscriber’s choice of another number across the tabs too', async () => {
    const user = userEvent.setup();
    renderFlow(fakeApi({}), { ownMsisdn: '07701234567' });
    await user.click(screen.getByRole('radio', { name: 'Another number' }));
    await user.type(field('Mobile number'), '07709876543');
    await user.click(screen.getByRole('tab', { name: 'Bank card' }));
    expect(screen.getByRole('radio', { name: 'Another number' })).toBeChecked();
    expect(field('Mobile number')).toHaveValue('07709876543');
  });
});

describe('a recharge started by an add-on purchase short of balance', () => {
  const waiting = (msisdn: string) =>
    savePendingPurchase({ addonId: 101, msisdn, pid: 'P9', title: 'Internet 10 GB, 7 days', price: 5000, codeSentAt: Date.now() - 60_000 });
  afterEach(() => window.sessionStorage.clear());

  it.each([
    ['en', 'Mobile number', 'Scratch card number', 'Recharge', 'Continue your purchase', '/en/personal/add-on/101?resume=1'],
    ['ar', 'رقم الهاتف المحمول', 'رقم بطاقة الشحن', 'اشحن', 'أكمل عملية الشراء', '/personal/add-on/101?resume=1'],
  ] as const)('%s: the scratch card success offers "Continue your purchase", back to the add-on', async (locale, numberLabel, cardLabel, submit, resume, href) => {
    waiting('07701234568');
    const user = userEvent.setup();
    renderFlow(fakeApi({ 'POST /api/v1/recharge/scratch-card': ok({ value: 5000 }) }), {}, locale);
    await user.type(field(numberLabel), '07701234568');
    await user.type(field(cardLabel), '1234567890123');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByRole('link', { name: resume })).toHaveAttribute('href', href);
  });

  it('offers nothing to continue for another number, or with no purchase waiting', async () => {
    waiting('07709876543');
    const user = userEvent.setup();
    renderFlow(fakeApi({ 'POST /api/v1/recharge/scratch-card': ok({ value: 5000 }) }));
    await user.type(field('Mobile number'), '07701234568');
    await user.type(field('Scratch card number'), '1234567890123');
    await user.click(screen.getByRole('button', { name: 'Recharge' }));
    await screen.findByText('5,000 IQD was added to 07701234568.');
    expect(screen.queryByRole('link', { name: 'Continue your purchase' })).toBeNull();
  });

  it('a card recharge tells the confirmation page to continue the purchase', async () => {
    waiting('07701234568');
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/v1/recharge/card': ok({ orderId: 'ord_777777', paymentUrl: '/pay/ord_777777?lang=en' }) });
    const { navigate } = renderFlow(api);
    await user.click(screen.getByRole('tab', { name: 'Bank card' }));
    await user.type(field('Mobile number'), '07701234568');
    await user.type(field('Amount (IQD)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Pay 5,000 IQD by card' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pay/ord_777777?lang=en'));
    expect(returnFor('ord_777777')).toEqual({ path: '/personal/add-on/101?resume=1', kind: 'purchase' });
  });
});
