import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import { MoneyApiProvider } from '../../shared/api';
import { fakeApi, ok, refused, testDeviceId, type FakeApi } from '../../shared/testing';
import { PurchaseModal } from '../PurchaseModal';
import { pendingPurchase, savePendingPurchase, type PendingPurchase } from '../resume';

const detail = (PID: string) =>
  ok({ addOnDetail: { title: 'Internet 10 GB, 7 days', price: 5000 }, PID, gtag: { event: 'view_item', item_id: '101' } }, { isBlocked: false }, 'Code sent.');

function renderModal(api: FakeApi, locale: Locale = 'en', onClose = jest.fn()) {
  renderWithProviders(
    <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId}>
      <button type="button">Opener</button>
      <PurchaseModal addonId={101} addonTitle="Internet 10 GB, 7 days" onClose={onClose} />
    </MoneyApiProvider>,
    { locale },
  );
  return { onClose, dialog: screen.getByRole('dialog') };
}

async function enterNumber(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText('Mobile number'), number);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('the add-on purchase modal', () => {
  it('is a labelled dialog with the number field focused', () => {
    const { dialog } = renderModal(fakeApi({}));
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Buy Internet 10 GB, 7 days');
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
  });

  it('refuses a malformed number with the validation.msisdn popup, without calling the server', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/v1/transactional': detail('P1') });
    renderModal(api);
    for (const wrong of ['0770123456', '077012345678', '07901234567', 'abc']) {
      await user.clear(screen.getByLabelText('Mobile number'));
      await enterNumber(user, wrong);
      const popup = screen.getByRole('alertdialog');
      expect(popup).toHaveTextContent('Please enter a valid mobile number: 077 followed by 8 digits.');
      const close = within(popup).getByRole('button', { name: 'CLOSE' });
      expect(close).toHaveFocus();
      await user.click(close);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    }
    expect(api.requests).toHaveLength(0);
  });

  it('shows a spinner until the detail arrives, then the title, the price and the code field (auto-focused, one-time-code)', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const api = fakeApi({
      'POST /api/v1/transactional': () => new Promise((resolve) => (answer = () => resolve(detail('P1')))),
    });
    renderModal(api);
    await enterNumber(user, '0770 123 4567');
    expect(await screen.findByRole('status')).toHaveTextContent('Getting the add-on details…');
    await act(async () => answer());
    const code = await screen.findByLabelText('Confirmation code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Internet 10 GB, 7 days');
    expect(dialog).toHaveTextContent('5,000 IQD');
    expect(dialog).toHaveTextContent('We sent a 6-character code by SMS to 07701234567');

    const [sent] = api.calls('POST /api/v1/transactional');
    expect(sent.body).toEqual({ msisdn: '07701234567', addOnItemId: 101 });
    expect(sent.query.get('lang')).toBe('en');
    expect(sent.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('keeps the form with the invalid-code flag on a wrong code, then succeeds with the right one', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/v1/transactional': detail('P1'),
      'POST /api/v1/transactional/confirm/101': (request) =>
        request.body.passcode === 'AB12CD'
          ? ok(null, { invalidOTP: false, isBlocked: false, analyticData: { params: { Amount: 5000, 'Bundle-Name': 'Internet 10 GB' } }, gtag: { event: 'purchase' } }, 'Subscribed.')
          : { body: { data: null, success: false, message: 'Wrong code.', invalidOTP: true, isBlocked: false, triesLeft: 4 } },
    });
    renderModal(api);
    await enterNumber(user, '07701234567');
    const code = await screen.findByLabelText('Confirmation code');

    await user.type(code, 'zzzzzz');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(expect.stringContaining('The verification code entered is incorrect. 4 tries left.'));
    expect(code).toHaveFocus();

    await user.clear(code);
    await user.type(code, 'ab12cd');
    expect(code).toHaveValue('AB12CD');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Purchase complete')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('Internet 10 GB, 7 days is now active on 07701234567.');
    expect(screen.getByRole('dialog')).toHaveTextContent('To cancel a subscription, text 0 to 2020.');

    const confirms = api.calls('POST /api/v1/transactional/confirm/101');
    expect(confirms.map((r) => r.body)).toEqual([
      { passcode: 'ZZZZZZ', PID: 'P1' },
      { passcode: 'AB12CD', PID: 'P1' },
    ]);
    expect(confirms[0].query.get('msisdn')).toBe('07701234567');
    // One key per user action.
    expect(confirms[0].headers.get('Idempotency-Key')).not.toBe(confirms[1].headers.get('Idempotency-Key'));
  });

  it('checks the code is 6 letters or digits before sending it', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/v1/transactional': detail('P1') });
    renderModal(api);
    await enterNumber(user, '07701234567');
    await user.type(await screen.findByLabelText('Confirmation code'), '12a');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText('Confirmation code')).toHaveAccessibleDescription(expect.stringContaining('Enter the 6-character code from the SMS'));
    expect(api.calls('POST /api/v1/transactional/confirm/101')).toHaveLength(0);
  });

  it('shows the server message of a blocked line instead of the form', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/v1/transactional': refused(403, 'This line cannot buy add-ons. Call 107.', null, { isBlocked: true }),
    });
    renderModal(api);
    await enterNumber(user, '07700000009');
    expect(await screen.findByText('This line cannot buy add-ons. Call 107.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Confirmation code')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
  });

  it.each([
    ['en', 'Mobile number', 'Continue', 'Service not available for your line.'],
    ['ar', 'رقم الهاتف المحمول', 'متابعة', 'الخدمة غير متاحة لخطك.'],
  ] as const)('%s: another Iraqi network’s number is asked, and gets "service not available", not "enter a valid number"', async (locale, label, next, sentence) => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/v1/transactional': { body: { data: null, success: false, isBlocked: false, message: sentence } } });
    renderModal(api, locale);
    await user.type(screen.getByLabelText(label), '07801234567');
    await user.click(screen.getByRole('button', { name: next }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls('POST /api/v1/transactional')[0].body).toMatchObject({ msisdn: '07801234567' });
  });

  describe('Escape closes the dialog in every state, wherever the focus is', () => {
    const states = {
      number: fakeApi({}),
      loading: fakeApi({ 'POST /api/v1/transactional': () => new Promise(() => undefined) }),
      'other network (blocked)': fakeApi({ 'POST /api/v1/transactional': { body: { data: null, success: false, isBlocked: false, message: 'Service not available for your line.' } } }),
      form: fakeApi({ 'POST /api/v1/transactional': detail('P1') }),
    };
    it.each(Object.keys(states) as Array<keyof typeof states>)('%s', async (state) => {
      const user = userEvent.setup();
      const { onClose } = renderModal(states[state]);
      if (state !== 'number') await enterNumber(user, state === 'other network (blocked)' ? '07801234567' : '07701234567');
      if (state === 'other network (blocked)') await screen.findByText('Service not available for your line.');
      if (state === 'form') await screen.findByLabelText('Confirmation code');
      // The focus left with a control that went away (or the customer clicked outside any control).
      (document.activeElement as HTMLElement | null)?.blur();
      expect(document.activeElement).toBe(document.body);
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });

  it('shows "service not available" for another operator’s number in the blocked state', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/v1/transactional': { body: { data: null, success: false, isBlocked: false, message: 'Service not available for your line.' } },
    });
    renderModal(api);
    await enterNumber(user, '07711111111');
    expect(await screen.findByText('Service not available for your line.')).toBeInTheDocument();
  });

  it('moves to the error state with the recharge button when the balance is too low', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/v1/transactional': detail('P9'),
      'POST /api/v1/transactional/confirm/101': {
        body: { data: null, success: false, invalidOTP: false, isBlocked: false, message: 'Not enough balance to subscribe: recharge and retry.' },
      },
    });
    renderModal(api);
    await enterNumber(user, '07701234568');
    await user.type(await screen.findByLabelText('Confirmation code'), 'QWERTY');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Not enough balance to subscribe: recharge and retry.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recharge' })).toHaveAttribute('href', '/en/personal/my-account/recharge?msisdn=07701234568');
  });

  it('shows a blocked answer to the confirmation on the form', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/v1/transactional': detail('P1'),
      'POST /api/v1/transactional/confirm/101': { body: { data: null, success: false, invalidOTP: false, isBlocked: true, message: 'Purchases are blocked on this line.' } },
    });
    renderModal(api);
    await enterNumber(user, '07701234567');
    await user.type(await screen.findByLabelText('Confirmation code'), 'QWERTY');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Purchases are blocked on this line.');
    expect(screen.getByLabelText('Confirmation code')).toBeInTheDocument();
  });

  it('"Resend Code" asks for the detail again and confirms with the new PID', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/v1/transactional': (_request, index) => detail(`P${index + 1}`),
      'POST /api/v1/transactional/confirm/101': ok(null, { invalidOTP: false, isBlocked: false }, 'Subscribed.'),
    });
    renderModal(api);
    await enterNumber(user, '07701234567');
    await screen.findByLabelText('Confirmation code');
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('A new code was sent to 07701234567.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirmation code'), 'NEW123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Purchase complete');
    const details = api.calls('POST /api/v1/transactional');
    expect(details).toHaveLength(2);
    expect(details[0].headers.get('Idempotency-Key')).not.toBe(details[1].headers.get('Idempotency-Key'));
    expect(api.calls('POST /api/v1/transactional/confirm/101')[0].body).toEqual({ passcode: 'NEW123', PID: 'P2' });
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal(fakeApi({}));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the focus inside the dialog', async () => {
    const user = userEvent.setup();
    renderModal(fakeApi({}));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('speaks Arabic on an Arabic page', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/v1/transactional': detail('P1') });
    renderModal(api, 'ar');
    await user.type(screen.getByLabelText('رقم الهاتف المحمول'), '123');
    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(/077/);
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });

  describe('the number popup gives the focus back to the number field', () => {
    // jsdom does not implement `inert`; browsers refuse focus inside an inert subtree, so this does too
    // (the number field is inert while the popup is open).
    beforeEach(() => {
      const focus = HTMLElement.prototype.focus;
      jest.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options?: FocusOptions) {
        if (!this.closest('[inert]')) focus.call(this, options);
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it.each([
      ['en', 'Mobile number', 'Continue', 'CLOSE'],
      ['ar', 'رقم الهاتف المحمول', 'متابعة', 'إغلاق'],
    ] as const)('%s: with CLOSE and with Escape, the dialog staying open', async (locale, label, next, close) => {
      const user = userEvent.setup();
      const { onClose } = renderModal(fakeApi({}), locale);
      await user.type(screen.getByLabelText(label), '0780');
      await user.click(screen.getByRole('button', { name: next }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: close }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.getByLabelText(label)).toHaveFocus();
      expect(screen.getByLabelText(label)).toHaveValue('0780');

      await user.keyboard('{Enter}');
      expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: close })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.getByLabelText(label)).toHaveFocus();
      expect(onClose).not.toHaveBeenCalled();
    });

    it('also after the server said the number is not valid', async () => {
      const user = userEvent.setup();
      const api = fakeApi({
        'POST /api/v1/transactional': refused(400, 'Please enter a valid mobile number: 077 followed by 8 digits.', { errors: { msisdn: 'Please enter a valid mobile number: 077 followed by 8 digits.' } }),
      });
      renderModal(api);
      await enterNumber(user, '07701234567');
      const closeButton = await within(await screen.findByRole('alertdialog')).findByRole('button', { name: 'CLOSE' });
      await waitFor(() => expect(closeButton).toHaveFocus());
      await user.click(closeButton);
      expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    });
  });

  describe('not enough balance after the code', () => {
    afterEach(() => window.sessionStorage.clear());

    const lowBalance = (message: string) => ({
      body: { data: { balance: 500, price: 5000 }, success: false, invalidOTP: false, isBlocked: false, notEnoughBalance: true, message },
    });

    it.each([
      ['en', 'Mobile number', 'Continue', 'Confirmation code', 'Confirm', 'Your balance is 500 IQD; this add-on costs 5,000 IQD.', 'Recharge now'],
      ['ar', 'رقم الهاتف المحمول', 'متابعة', 'رمز التأكيد', 'تأكيد', 'رصيدك 500 د.ع، وسعر هذه الباقة 5,000 د.ع.', 'اشحن الآن'],
    ] as const)('%s: says the balance and the price, offers a recharge and remembers the purchase', async (locale, numberLabel, next, codeLabel, confirm, sentence, recharge) => {
      const user = userEvent.setup();
      const api = fakeApi({ 'POST /api/v1/transactional': detail('P9'), 'POST /api/v1/transactional/confirm/101': lowBalance('(server sentence)') });
      renderModal(api, locale);
      await user.type(screen.getByLabelText(numberLabel), '07701234568');
      await user.click(screen.getByRole('button', { name: next }));
      await user.type(await screen.findByLabelText(codeLabel), 'QWERTY');
      await user.click(screen.getByRole('button', { name: confirm }));

      expect(await screen.findByText(sentence)).toBeInTheDocument();
      expect(screen.getByText(sentence).closest('[tabindex="-1"]')).toHaveFocus();
      const link = screen.getByRole('link', { name: recharge });
      expect(link).toHaveAttribute('href', `${locale === 'en' ? '/en' : ''}/personal/my-account/recharge?msisdn=07701234568`);
      expect(pendingPurchase('07701234568')).toMatchObject({ addonId: 101, msisdn: '07701234568', pid: 'P9', price: 5000, title: 'Internet 10 GB, 7 days' });
      // Nothing is remembered for another number.
      expect(pendingPurchase('07701234567')).toBeNull();
    });

    it('continues a remembered purchase at its code (same PID), and forgets it once bought', async () => {
      const user = userEvent.setup();
      const resume: PendingPurchase = { addonId: 101, msisdn: '07701234568', pid: 'P9', title: 'Internet 10 GB, 7 days', price: 5000, codeSentAt: Date.now() - 60_000 };
      savePendingPurchase(resume);
      const api = fakeApi({ 'POST /api/v1/transactional/confirm/101': ok({ balance: 500, reference: 'PX4K7Q2M9Z' }, { invalidOTP: false, isBlocked: false }, 'You have subscribed to Internet 10 GB, 7 days.') });
      renderWithProviders(
        <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId}>
          <PurchaseModal addonId={101} onClose={jest.fn()} resume={resume} />
        </MoneyApiProvider>,
        { locale: 'en' },
      );
      const code = screen.getByLabelText('Confirmation code');
      expect(code).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent('Welcome back. Enter the code we sent to 07701234568 to finish buying this add-on.');
      expect(screen.getByRole('dialog')).toHaveTextContent('5,000 IQD');
      await user.type(code, 'QWERTY');
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Purchase complete')).toBeInTheDocument();
      // Each fact once: the title is in the success sentence, not again in the server's; then the reference.
      expect(screen.getByRole('dialog')).toHaveTextContent('Internet 10 GB, 7 days is now active on 07701234568.');
      expect(screen.getByRole('dialog')).not.toHaveTextContent('You have subscribed');
      expect(screen.getByRole('dialog')).toHaveTextContent('Purchase reference: PX4K7-Q2M9Z');
      const [sent] = api.calls('POST /api/v1/transactional/confirm/101');
      expect(sent.body).toEqual({ passcode: 'QWERTY', PID: 'P9' });
      expect(sent.query.get('msisdn')).toBe('07701234568');
      expect(api.calls('POST /api/v1/transactional')).toHaveLength(0);
      expect(pendingPurchase()).toBeNull();
    });

    it('forgets a purchase whose code has expired (10 minutes)', () => {
      savePendingPurchase({ addonId: 101, msisdn: '07701234568', pid: 'P9', title: 'X', price: 5000, codeSentAt: Date.now() - 10 * 60_000 });
      expect(pendingPurchase('07701234568')).toBeNull();
    });
  });
});
