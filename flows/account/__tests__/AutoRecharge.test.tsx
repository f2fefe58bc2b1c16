/**
 * Auto-recharge settings (issue 33 part 3): the form explains what is wrong in the page's language
 * (ar, en, ku) before anything is sent; the card goes to the provider's card-saving form and only its
 * token to our settings; the rule is shown and cancelled at once.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { AutoRechargeView } from '@/lib/account-api';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import { MoneyApiProvider } from '../../shared/api';
import { fakeApi, ok, testDeviceId, type FakeAnswer, type FakeRoute } from '../../shared/testing';
import { AutoRechargeScreen } from '../AutoRecharge';

const off: AutoRechargeView = { rule: null, methods: ['demo-card'], monthSpent: 0, charges: [] };
const on: AutoRechargeView = {
  rule: { kind: 'below', threshold: 2_000, dayOfMonth: null, amount: 5_000, monthlyCap: 20_000, card: '•••• 4242', createdAt: '2026-11-28T10:00:00.000Z' },
  methods: ['demo-card'],
  monthSpent: 5_000,
  charges: [{ id: 1, amount: 5_000, status: 'succeeded', failures: 0, createdAt: '2026-11-28T10:00:00.000Z', orderId: 'Xb3kQ9vR2mTn8yLp4sWc1A' }],
};

function render(locale: Locale, routes: Record<string, FakeAnswer | FakeRoute> = {}) {
  const api = fakeApi({ 'GET /api/v1/account/auto-recharge': ok(off), ...routes });
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId} navigate={jest.fn()}>
        <AutoRechargeScreen />
      </MoneyApiProvider>
    </SWRConfig>,
    { locale },
  );
  return api;
}

describe('auto-recharge settings', () => {
  it.each([
    ['en', 'Turn on auto-recharge', 'Choose when to recharge.', 'Amount to recharge (IQD)', 'Enter an amount.', 'Enter the card number, expiry and security code.'],
    ['ar', 'فعّل التعبئة التلقائية', 'اختر متى تتم التعبئة.', 'مبلغ التعبئة (د.ع)', 'أدخل مبلغاً.', 'أدخل رقم البطاقة وتاريخ انتهائها ورمز الأمان.'],
    ['ku', 'پڕکردنەوەی خۆکار چالاک بکە', 'هەڵبژێرە کەی پڕبکرێتەوە.', 'بڕی پڕکردنەوە (د.ع)', 'بڕێک بنووسە.', 'ژمارەی کارت و بەرواری بەسەرچوون و کۆدی پاراستن بنووسە.'],
  ] as const)('%s: an empty form says what is missing, in the page’s language, and sends nothing', async (locale, save, kind, amountLabel, required, card) => {
    const api = render(locale);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: save }));
    expect(await screen.findByText(kind)).toBeInTheDocument();
    expect(screen.getByLabelText(amountLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(amountLabel)).toHaveAccessibleDescription(expect.stringContaining(required));
    expect(screen.getAllByText(card).length).toBeGreaterThan(0);
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('sends the card to the provider and only its token to the settings; shows the rule, its receipt, and cancels it', async () => {
    const api = render('en', {
      'POST /api/dev/payment-provider/cards': ok({ token: 'card_abc', label: '•••• 4242' }),
      'PUT /api/v1/account/auto-recharge': ok(on, {}, 'Auto-recharge is on.'),
      'DELETE /api/v1/account/auto-recharge': ok({ ...on, rule: null }, {}, 'Auto-recharge is cancelled. Nothing more will be charged.'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'When my balance falls below an amount' }));
    await user.type(screen.getByLabelText('Balance below (IQD)'), '2,000');
    await user.type(screen.getByLabelText('Amount to recharge (IQD)'), '5000');
    await user.type(screen.getByLabelText('Monthly cap (IQD)'), '4000');
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/39');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.click(screen.getByRole('button', { name: 'Turn on auto-recharge' }));
    // The cap below the amount is caught before anything is sent, and the field gets the focus.
    expect(await screen.findByText('The monthly cap must be at least the amount to recharge.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Monthly cap (IQD)')).toHaveFocus());
    await user.clear(screen.getByLabelText('Monthly cap (IQD)'));
    await user.type(screen.getByLabelText('Monthly cap (IQD)'), '20000');
    await user.click(screen.getByRole('button', { name: 'Turn on auto-recharge' }));

    expect(await screen.findByText('Auto-recharge is on.')).toBeInTheDocument();
    expect(api.calls('POST /api/dev/payment-provider/cards')[0].body).toEqual({ cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' });
    const sent = api.calls('PUT /api/v1/account/auto-recharge')[0].body;
    expect(sent).toEqual({ kind: 'below', threshold: 2_000, amount: 5_000, monthlyCap: 20_000, cardToken: 'card_abc' });
    expect(JSON.stringify(sent)).not.toContain('4242');
    expect(screen.getByText('When the balance falls below 2,000 IQD, recharge 5,000 IQD.')).toBeInTheDocument();
    expect(screen.getByText(/From card .•••• 4242./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receipt (PDF)' })).toHaveAttribute('href', '/api/v1/payments/Xb3kQ9vR2mTn8yLp4sWc1A/receipt?lang=en');

    await user.click(screen.getByRole('button', { name: 'Cancel auto-recharge' }));
    expect(await screen.findByText('Auto-recharge is cancelled. Nothing more will be charged.')).toBeInTheDocument();
    expect(screen.getByText('Auto-recharge is off.')).toBeInTheDocument();
  });
});
