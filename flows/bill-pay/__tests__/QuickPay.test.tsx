import { screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import { MoneyApiProvider } from '../../shared/api';
import { fakeApi, ok, refused, testDeviceId, type FakeAnswer, type FakeRoute } from '../../shared/testing';
import { QUICK_PAY_CODE, QUICK_PAY_NUMBER, QUICK_PAY_ORDER, quickPayRoutes } from '../__fixtures__/quick-pay';
import { BillFlow } from '../BillFlow';
import { QuickPayScreen } from '../QuickPay';

function renderFlow(overrides: Record<string, FakeAnswer | FakeRoute> = {}, locale: Locale = 'en', line: Parameters<typeof quickPayRoutes>[0] = 'postpaid') {
  const api = fakeApi({ ...quickPayRoutes(line), ...overrides });
  const navigate = jest.fn();
  renderWithProviders(
    <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId} navigate={navigate}>
      <QuickPayScreen />
    </MoneyApiProvider>,
    { locale },
  );
  return { api, navigate };
}

type User = ReturnType<typeof userEvent.setup>;

async function sendCodeTo(user: User, number: string) {
  await user.type(screen.getByLabelText('Mobile number'), number);
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
}

async function enterCode(user: User, code: string) {
  await user.click(await screen.findByLabelText('Digit 1 of 6'));
  await user.paste(code);
}

describe('quick pay of a bill without an account', () => {
  it('checks the number before sending anything, and shows the server’s refusal on the field', async () => {
    const user = userEvent.setup();
    const { api } = renderFlow({
      'POST /api/v1/bill/quick-pay/send': refused(400, 'Some of the information sent is not valid.', { errors: { phone: 'Service not available for your line.' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    const field = screen.getByLabelText('Mobile number');
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Phone is required.')));
    expect(field).toHaveFocus();
    await user.type(field, '0770123');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter an Iraqi mobile number')));
    // Nothing sent (the list of payment methods the form reads is not a sending).
    expect(api.requests.filter((r) => r.path !== '/api/v1/payments/methods')).toHaveLength(0);

    await user.clear(field);
    await sendCodeTo(user, '07801234567');
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Service not available for your line.')));
    expect(screen.queryByLabelText('Digit 1 of 6')).toBeNull();
  });

  it('number → code → amount due → the payment page, with the grant and an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const { api, navigate } = renderFlow();
    await sendCodeTo(user, '0770 987 6543');
    const [sent] = api.calls('POST /api/v1/bill/quick-pay/send');
    expect(sent.body).toEqual({ phone: QUICK_PAY_NUMBER });
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByText(/we have sent it a 6-digit code/)).toHaveTextContent(QUICK_PAY_NUMBER);
    // Nothing about the bill before the code.
    expect(api.calls('POST /api/v1/bill/quick-pay/bill')).toHaveLength(0);
    expect(screen.queryByText(/IQD/)).toBeNull();

    await enterCode(user, QUICK_PAY_CODE);
    expect(await screen.findByText('32,500 IQD')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/bill/quick-pay/verify')[0].body).toEqual({ phone: QUICK_PAY_NUMBER, code: QUICK_PAY_CODE });
    expect(api.calls('POST /api/v1/bill/quick-pay/bill')[0].body).toEqual({ grant: 'grant-for-tests' });
    // The keyboard and screen-reader user lands on the new step.
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`Bill of ${QUICK_PAY_NUMBER}`);
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.getByText('October 2026')).toBeInTheDocument();
    // The same summary as the signed-in bill page, VAT line included.
    expect(screen.getByText('VAT 20%').nextSibling).toHaveTextContent('currently exempted');

    await user.type(screen.getByLabelText('E-mail for the receipt (optional)'), 'payer@example.com');
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/pay/${QUICK_PAY_ORDER}?lang=en`));
    const [paid] = api.calls('POST /api/v1/bill/quick-pay/pay');
    expect(paid.body).toEqual({ grant: 'grant-for-tests', billId: 3, email: 'payer@example.com' });
    expect(paid.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('a wrong code says so with the tries left and empties the boxes; a dead code asks for a new one', async () => {
    const user = userEvent.setup();
    const { api } = renderFlow({
      'POST /api/v1/bill/quick-pay/verify': (_request, index) =>
        index === 0
          ? refused(400, 'The verification code entered is incorrect.', { errors: { code: 'The verification code entered is incorrect.' }, triesLeft: 4 })
          : refused(400, 'This code can no longer be used. Request a new code.', { errors: { code: 'The verification code entered is incorrect.' }, triesLeft: 0 }),
    });
    await sendCodeTo(user, QUICK_PAY_NUMBER);
    await enterCode(user, '111111');
    const error = await screen.findByText(/incorrect\. 4 tries left\./);
    expect(screen.getByRole('group')).toHaveAccessibleDescription(expect.stringContaining('4 tries left.'));
    expect(error).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveValue('');

    await enterCode(user, '222222');
    expect(await screen.findByText('This code can no longer be used. Request a new code.')).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 1 of 6')).toBeDisabled();
    // A new code only once the countdown is over.
    expect(screen.getByRole('button', { name: 'Send me a new code' })).toBeDisabled();
    expect(screen.getByText(/You can ask for a new code in/, { selector: 'p' })).toHaveTextContent(/0:5\d|1:00/);
    expect(api.calls('POST /api/v1/bill/quick-pay/bill')).toHaveLength(0);
  });

  it('offers a new code when the countdown ends, and the new code works', async () => {
    const user = userEvent.setup();
    const { api } = renderFlow({ 'POST /api/v1/bill/quick-pay/send': ok({ resendAfter: 1, length: 6 }) });
    await sendCodeTo(user, QUICK_PAY_NUMBER);
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }, { timeout: 3000 }));
    await waitFor(() => expect(api.calls('POST /api/v1/bill/quick-pay/send')).toHaveLength(2));
    await enterCode(user, QUICK_PAY_CODE);
    expect(await screen.findByText('32,500 IQD')).toBeInTheDocument();
  });

  it('an expired confirmation goes back to the number with a clear message', async () => {
    const user = userEvent.setup();
    renderFlow({
      'POST /api/v1/bill/quick-pay/bill': refused(401, 'Your confirmation has expired. Enter the number again to get a new code.'),
    });
    await sendCodeTo(user, QUICK_PAY_NUMBER);
    await enterCode(user, QUICK_PAY_CODE);
    expect(await screen.findByText('Your confirmation has expired. Enter the number again to get a new code.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveValue(QUICK_PAY_NUMBER);
    expect(screen.getByRole('heading', { level: 2, name: 'Which line’s bill?' })).toHaveFocus();
  });

  it('a prepaid line is offered a recharge of that number instead', async () => {
    const user = userEvent.setup();
    renderFlow({}, 'en', 'prepaid');
    await sendCodeTo(user, QUICK_PAY_NUMBER);
    await enterCode(user, QUICK_PAY_CODE);
    expect(await screen.findByText('This line is prepaid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recharge your balance' })).toHaveAttribute('href', `/en/personal/my-account/recharge?msisdn=${QUICK_PAY_NUMBER}`);
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
  });

  it('speaks the page’s language: Arabic errors and steps', async () => {
    const user = userEvent.setup();
    renderFlow({}, 'ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('سدّد فاتورة دون تسجيل الدخول');
    await user.click(screen.getByRole('button', { name: 'أرسل لي رمزاً' }));
    await waitFor(() => expect(screen.getByLabelText('رقم الهاتف المحمول')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('رقم الهاتف المحمول')).not.toHaveAccessibleDescription(expect.stringMatching(/[A-Za-z]{3}/));
  });
});

describe('the bill page when the session is gone', () => {
  it('offers to sign in again, or to pay without signing in', async () => {
    const api = fakeApi({ 'GET /api/v1/account/line': refused(401, 'Session expired: log in again.') });
    renderWithProviders(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId} navigate={jest.fn()}>
          <BillFlow />
        </MoneyApiProvider>
      </SWRConfig>,
      { locale: 'en' },
    );
    expect(await screen.findByRole('link', { name: 'Pay without signing in' })).toHaveAttribute('href', '/en/personal/bill/quick-pay');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
