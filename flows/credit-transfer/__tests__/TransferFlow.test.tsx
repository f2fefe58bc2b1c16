import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import { MoneyApiProvider } from '../../shared/api';
import { fakeApi, ok, refused, testDeviceId, type FakeApi } from '../../shared/testing';
import { TransferFlow } from '../TransferFlow';

const line = ok({ msisdn: '07701234567', type: 'prepaid', status: 'active', balance: 25000, subscriptions: [], bill: null });
const checked = ok({ to: '07709876543', amount: 5000 }, {}, 'You can send this amount to this number.');

function renderFlow(api: FakeApi, locale: Locale = 'en') {
  renderWithProviders(
    <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId} navigate={jest.fn()}>
      <TransferFlow ownMsisdn="07701234567" />
    </MoneyApiProvider>,
    { locale },
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, to: string, amount: string) {
  const receiver = screen.getByLabelText("Receiver's number");
  const sum = screen.getByLabelText('Amount (IQD)');
  await user.clear(receiver);
  if (to) await user.type(receiver, to);
  await user.clear(sum);
  if (amount) await user.type(sum, amount);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('credit transfer', () => {
  it('shows the available balance and refuses bad receivers and amounts on their fields', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'GET /api/v1/account/line': line });
    renderFlow(api);
    expect(await screen.findByText(/Available balance/)).toHaveTextContent('25,000 IQD');
    const receiver = () => screen.getByLabelText("Receiver's number");
    const amount = () => screen.getByLabelText('Amount (IQD)');

    await fill(user, '', '');
    await waitFor(() => expect(receiver()).toHaveAccessibleDescription(expect.stringContaining('Phone is required.')));
    expect(amount()).toHaveAccessibleDescription(expect.stringContaining('Required field.'));
    expect(receiver()).toHaveFocus();

    await fill(user, '07901234567', '999');
    await waitFor(() => expect(receiver()).toHaveAccessibleDescription(expect.stringContaining('Enter a valid Nour Mobile number')));
    expect(amount()).toHaveAccessibleDescription(expect.stringContaining('Enter a whole amount from 1,000 to 60,000 IQD.'));

    // Another Iraqi network's number is a valid number: the service is for Nour lines only.
    await fill(user, '07801234567', '1000');
    await waitFor(() => expect(receiver()).toHaveAccessibleDescription(expect.stringContaining('This service is for Nour Mobile lines: credit can only be sent to a Nour number (077…).')));
    await fill(user, '0750 123 4567', '1000');
    await waitFor(() => expect(receiver()).toHaveAccessibleDescription(expect.stringContaining('This service is for Nour Mobile lines')));

    // More than the balance is refused on this first step, before any review or code.
    await fill(user, '07709876543', '30000');
    await waitFor(() => expect(amount()).toHaveAccessibleDescription(expect.stringContaining('Your balance is not enough to send this amount.')));
    expect(screen.queryByRole('heading', { name: 'Check the transfer' })).toBeNull();

    await fill(user, '07701234567', '60001');
    await waitFor(() => expect(receiver()).toHaveAccessibleDescription(expect.stringContaining('You cannot send credit to your own number.')));
    expect(amount()).toHaveAccessibleDescription(expect.stringContaining('Enter a whole amount from 1,000 to 60,000 IQD.'));
    expect(api.calls('POST /api/v1/credit-transfer')).toHaveLength(0);
    expect(api.calls('POST /api/v1/credit-transfer/check')).toHaveLength(0);
  });

  it.each([
    ['en', "Receiver's number", 'Amount (IQD)', 'Continue', 'Your balance is not enough to send this amount.'],
    ['ar', 'رقم المستلم', 'المبلغ (د.ع)', 'متابعة', 'رصيدك غير كافٍ لتحويل هذا المبلغ.'],
  ] as const)('%s: what the server refuses is said on the first step, before any code is sent', async (locale, toLabel, amountLabel, next, sentence) => {
    const user = userEvent.setup();
    const api = fakeApi({
      // The balance is not known on the screen yet (or changed): the server's check says it.
      'GET /api/v1/account/line': { status: 503, body: { data: null, success: false, message: 'Later.' } },
      'POST /api/v1/credit-transfer/check': refused(400, sentence, { errors: { amount: sentence } }),
      'POST /api/v1/credit-transfer': ok({ transferId: 'T1' }),
    });
    renderFlow(api, locale);
    await user.type(screen.getByLabelText(toLabel), '07709876543');
    await user.type(screen.getByLabelText(amountLabel), '20000');
    await user.click(screen.getByRole('button', { name: next }));
    await waitFor(() => expect(screen.getByLabelText(amountLabel)).toHaveAccessibleDescription(expect.stringContaining(sentence)));
    expect(screen.getByLabelText(amountLabel)).toHaveFocus();
    expect(api.calls('POST /api/v1/credit-transfer/check')[0].body).toEqual({ to: '07709876543', amount: 20000 });
    expect(api.calls('POST /api/v1/credit-transfer')).toHaveLength(0);
  });

  it('reviews, sends the code to the sender, refuses a wrong code and moves the credit with the right one', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/v1/account/line': line,
      'POST /api/v1/credit-transfer/check': checked,
      'POST /api/v1/credit-transfer': ok({ transferId: 'T1' }, {}, 'We sent a code to your number.'),
      'POST /api/v1/credit-transfer/confirm': (request) =>
        request.body.code === '123456'
          ? ok({ balance: 20000 }, {}, 'You sent 5,000 IQD to 07709876543.')
          : refused(400, 'The code is not right.', { errors: { code: 'The code is not right.' }, triesLeft: 4 }),
    });
    renderFlow(api);
    await fill(user, '0770 987 6543', '5,000');

    expect(await screen.findByRole('heading', { name: 'Check the transfer' })).toBeInTheDocument();
    expect(screen.getByText('07709876543')).toBeInTheDocument();
    expect(screen.getByText('5,000 IQD')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me the code' }));

    const code = await screen.findByRole('group', { name: 'Confirmation code' });
    expect(within(code).getByLabelText('Digit 1 of 6')).toHaveFocus();
    expect(within(code).getByLabelText('Digit 1 of 6')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(api.calls('POST /api/v1/credit-transfer')[0].body).toEqual({ to: '07709876543', amount: 5000 });

    // The sixth digit sends the code.
    await user.keyboard('000000');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Confirmation code' })).toHaveAccessibleDescription(expect.stringContaining('The code is not right.')));
    await waitFor(() => expect(screen.getByLabelText('Digit 1 of 6')).toHaveFocus());

    await user.keyboard('123456');
    expect(await screen.findByText('Transfer done')).toBeInTheDocument();
    expect(screen.getByText(/Your new balance/)).toHaveTextContent('20,000 IQD');
    const confirms = api.calls('POST /api/v1/credit-transfer/confirm');
    expect(confirms.map((r) => r.body)).toEqual([
      { transferId: 'T1', code: '000000' },
      { transferId: 'T1', code: '123456' },
    ]);
    expect(confirms.every((r) => r.headers.get('Idempotency-Key'))).toBe(true);
  });

  it('brings the server’s refusals back to their fields (not our line, daily cap)', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/v1/account/line': line,
      'POST /api/v1/credit-transfer/check': checked,
      'POST /api/v1/credit-transfer': (request) =>
        request.body.to === '07711111111'
          ? refused(400, 'Service not available for your line.', { errors: { to: 'Service not available for your line.' } })
          : refused(400, 'Daily limit.', { errors: { amount: 'You can send up to 100,000 IQD a day; 10,000 IQD left today.' } }),
    });
    renderFlow(api);
    await fill(user, '07711111111', '5000');
    await user.click(await screen.findByRole('button', { name: 'Send me the code' }));
    await waitFor(() => expect(screen.getByLabelText("Receiver's number")).toHaveAccessibleDescription(expect.stringContaining('Service not available for your line.')));

    await fill(user, '07709876543', '20000');
    await user.click(await screen.findByRole('button', { name: 'Send me the code' }));
    await waitFor(() => expect(screen.getByLabelText('Amount (IQD)')).toHaveAccessibleDescription(expect.stringContaining('10,000 IQD left today')));
    expect(screen.getByLabelText('Amount (IQD)')).toHaveValue('20000');
  });

  it.each([
    ['en', "Receiver's number", 'Amount (IQD)', 'Continue', 'Send me the code', 'Confirmation code', 'Confirm the transfer', 'Transfer done', 'You sent 5,000 IQD to 07709876543.', 'Your new balance: 20,000 IQD', 'Transfer reference: T3RN5-QW8ZD'],
    ['ar', 'رقم المستلم', 'المبلغ (د.ع)', 'متابعة', 'أرسل لي الرمز', 'رمز التأكيد', 'أكّد التحويل', 'تمّ التحويل', 'حوّلت 5,000 د.ع إلى 07709876543.', 'رصيدك الجديد: 20,000 د.ع', 'مرجع التحويل: T3RN5-QW8ZD'],
  ] as const)('%s: the done screen says each fact once (amount and receiver, new balance, reference)', async (locale, toLabel, amountLabel, next, send, codeLabel, confirm, title, sentence, balance, reference) => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/v1/account/line': line,
      'POST /api/v1/credit-transfer/check': checked,
      'POST /api/v1/credit-transfer': ok({ transferId: 'T1' }),
      // The server's own sentence repeats the amount and the receiver: the screen does not show it again.
      'POST /api/v1/credit-transfer/confirm': ok({ balance: 20000, reference: 'T3RN5QW8ZD' }, {}, locale === 'en' ? '5,000 IQD transferred to 07709876543.' : 'تم تحويل 5,000 د.ع إلى 07709876543.'),
    });
    renderFlow(api, locale);
    await user.type(screen.getByLabelText(toLabel), '07709876543');
    await user.type(screen.getByLabelText(amountLabel), '5000');
    await user.click(screen.getByRole('button', { name: next }));
    await user.click(await screen.findByRole('button', { name: send }));
    expect(await screen.findByRole('group', { name: codeLabel })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: confirm })).toBeInTheDocument();
    await user.keyboard('123456');

    const done = (await screen.findByText(title)).closest('.step') as HTMLElement;
    const text = done.textContent ?? '';
    expect(text).toContain(sentence);
    expect(text).toContain(balance);
    expect(text).toContain(reference);
    // Once each: the amount sent, the receiver, the balance.
    expect(text.split('5,000').length - 1).toBe(1);
    expect(text.split('07709876543').length - 1).toBe(1);
    expect(text.split('20,000').length - 1).toBe(1);
    expect(within(done).getByText('07709876543')).toHaveAttribute('dir', 'ltr');
  });
});
