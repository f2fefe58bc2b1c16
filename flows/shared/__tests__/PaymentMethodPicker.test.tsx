import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import { MoneyApiProvider } from '../api';
import { PaymentMethodPicker, usePaymentMethodChoice } from '../PaymentMethodPicker';
import { fakeApi, ok, testDeviceId } from '../testing';

function Harness() {
  const { methods, method, setMethod } = usePaymentMethodChoice();
  return (
    <>
      <PaymentMethodPicker methods={methods} value={method} onChange={setMethod} />
      <output data-testid="chosen">{method ?? 'default'}</output>
    </>
  );
}

function renderPicker(methods: string[], locale: Locale) {
  const api = fakeApi({ 'GET /api/v1/payments/methods': ok({ methods }) });
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId} navigate={jest.fn()}>
        <Harness />
      </MoneyApiProvider>
    </SWRConfig>,
    { locale },
  );
  return api;
}

describe('PaymentMethodPicker', () => {
  it('offers each enabled method by name with its short line, the first chosen; arrow keys move the choice (en)', async () => {
    const user = userEvent.setup();
    renderPicker(['demo-card', 'fib', 'zaincash'], 'en');
    const group = await screen.findByRole('group', { name: 'How do you want to pay?' });
    expect(group).toBeInTheDocument();
    const card = screen.getByRole('radio', { name: 'Card (demo)' });
    const fib = screen.getByRole('radio', { name: 'First Iraqi Bank (FIB)' });
    const wallet = screen.getByRole('radio', { name: 'ZainCash' });
    expect(fib).toHaveAccessibleDescription('Pay in the FIB app: scan a QR code or type a code.');
    expect(card).toBeChecked();
    expect(screen.getByTestId('chosen')).toHaveTextContent('demo-card');

    await user.click(wallet);
    expect(wallet).toBeChecked();
    expect(screen.getByTestId('chosen')).toHaveTextContent('zaincash');
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(fib).toBeChecked());
    expect(screen.getByTestId('chosen')).toHaveTextContent('fib');
  });

  it('speaks Arabic on an Arabic page', async () => {
    renderPicker(['demo-card', 'fib'], 'ar');
    expect(await screen.findByRole('group', { name: 'كيف تريد أن تدفع؟' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'المصرف العراقي الأول (FIB)' })).toHaveAccessibleDescription('ادفع في تطبيق FIB: امسح رمز QR أو اكتب الرمز.');
    expect(screen.getByRole('radio', { name: 'بطاقة (تجريبية)' })).toBeChecked();
  });

  it('shows nothing when there is only one method (the API takes its default), and ignores an unknown id', async () => {
    const api = renderPicker(['demo-card', 'bitcoin'], 'en');
    await waitFor(() => expect(api.calls('GET /api/v1/payments/methods')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('chosen')).toHaveTextContent('default'));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
