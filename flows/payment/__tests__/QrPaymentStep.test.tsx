import { screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import { payment } from '../../shared/__fixtures__/money';
import { MoneyApiProvider } from '../../shared/api';
import { fakeApi, ok, testDeviceId } from '../../shared/testing';
import { QrPaymentStep, type QrStep } from '../QrPaymentStep';

const ORDER = 'Xb3kQ9vR2mTn8yLp4sWc1A';
const step = (validUntil: Date): QrStep => ({
  kind: 'qr',
  readableCode: 'AB12-CD34',
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
  appLinks: { personal: 'https://personal.example/pay', business: 'https://business.example/pay' },
  validUntil: validUntil.toISOString(),
});

function renderStep(statuses: Array<'pending' | 'succeeded' | 'declined'>, validUntil: Date, locale: Locale) {
  const api = fakeApi({ 'GET /api/v1/payments/*': (_r, i) => ok(payment(statuses[Math.min(i, statuses.length - 1)])) });
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId} navigate={jest.fn()}>
        <QrPaymentStep orderId={ORDER} reference="7KD29-XQ4M1" amount={10_000} step={step(validUntil)} nextUrl="/en/personal/my-account/recharge-confirmation?orderId=x" />
      </MoneyApiProvider>
    </SWRConfig>,
    { locale },
  );
  return api;
}

describe('QrPaymentStep', () => {
  it('shows the code, the QR, the app links and until when, then announces the payment once the bank has it (en)', async () => {
    const api = renderStep(['pending', 'succeeded'], new Date(Date.now() + 5 * 60_000), 'en');
    expect(screen.getByRole('heading', { name: 'Pay in the FIB app' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of the payment 7KD29-XQ4M1' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByText('AB12-CD34')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Personal app' })).toHaveAttribute('href', 'https://personal.example/pay');
    expect(screen.getByRole('link', { name: 'Business app' })).toBeInTheDocument();
    expect(screen.getByText(/^Valid until /)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for your payment…');
    expect(await screen.findByText('Payment received. Taking you on…', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Payment received.');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/en/personal/my-account/recharge-confirmation?orderId=x');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(api.calls(`GET /api/v1/payments/${ORDER}`).length).toBeGreaterThanOrEqual(2);
  });

  it('says in Arabic when the time to pay has passed, and hides the code', async () => {
    renderStep(['pending'], new Date(Date.now() - 1_000), 'ar');
    expect(await screen.findByText('انتهى وقت الدفع. لم يُخصم أي مبلغ.')).toBeInTheDocument();
    expect(screen.queryByText('AB12-CD34')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'متابعة' })).toBeInTheDocument();
  });

  it('says in Arabic when the bank declined it', async () => {
    renderStep(['declined'], new Date(Date.now() + 5 * 60_000), 'ar');
    expect(await screen.findByText('رُفضت الدفعة. لم يُخصم أي مبلغ.')).toBeInTheDocument();
  });
});
