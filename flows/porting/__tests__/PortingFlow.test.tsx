/** Number porting: the form, the code sent to the number, the status; in English, Arabic and Kurdish. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import { MoneyApiProvider } from '../../shared/api';
import { fakeApi, refused, testDeviceId, type FakeAnswer, type FakeRoute } from '../../shared/testing';
import { PortingFlow } from '../PortingFlow';

const submitted = {
  reference: '7KD29XQ4M1',
  msisdn: '07801234567',
  donor: 'zain',
  status: 'submitted',
  reason: null,
  scheduledFor: null,
  createdAt: '2026-11-28T04:00:00.000Z',
  history: [{ status: 'submitted', at: '2026-11-28T04:00:00.000Z' }],
};

function renderFlow(routes: Record<string, FakeAnswer | FakeRoute>, locale: Locale) {
  const api = fakeApi(routes);
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId}>
        <PortingFlow />
      </MoneyApiProvider>
    </SWRConfig>,
    { locale },
  );
  return api;
}

const ok = (data: unknown): FakeAnswer => ({ body: { data, success: true, message: '' } });

describe('number porting', () => {
  it('checks the form, sends the code to the number and shows the filed request (en)', async () => {
    const user = userEvent.setup();
    const api = renderFlow({ 'POST /api/v1/porting/start': ok({ resendAfter: 60, length: 6 }), 'POST /api/v1/porting/confirm': ok(submitted) }, 'en');
    await user.click(screen.getByRole('button', { name: 'Send a code to this number' }));
    const number = screen.getAllByLabelText('Number to move')[0];
    expect(number).toHaveFocus();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Current operator')).toHaveAccessibleDescription(/Choose the current operator/);

    await user.type(number, '0780 123 4567');
    await user.selectOptions(screen.getByLabelText('Current operator'), 'Zain Iraq');
    await user.type(screen.getAllByLabelText('ID number')[0], 'A1234567');
    await user.click(screen.getByRole('button', { name: 'Send a code to this number' }));
    expect(await screen.findByText(/We sent a 6-digit code by SMS to/)).toHaveTextContent('07801234567');
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeInTheDocument();
    expect(screen.getByTestId('port-status')).toHaveTextContent('Submitted');
    expect(api.calls('POST /api/v1/porting/confirm')[0].body).toEqual({ msisdn: '07801234567', donor: 'zain', idNumber: 'A1234567', code: '123456' });
  });

  it('says the server refusal of our own number on its field (ar)', async () => {
    const user = userEvent.setup();
    renderFlow({ 'POST /api/v1/porting/start': refused(400, 'هذا الرقم من أرقام نور أصلاً.', { errors: { msisdn: 'هذا الرقم من أرقام نور أصلاً.' } }) }, 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'انقل رقمك إلى نور' })).toBeInTheDocument();
    await user.type(screen.getAllByLabelText('الرقم المراد نقله')[0], '07701234567');
    await user.selectOptions(screen.getByLabelText('المشغّل الحالي'), 'آسياسيل');
    await user.type(screen.getAllByLabelText('رقم الهوية')[0], 'A1234567');
    await user.click(screen.getByRole('button', { name: 'أرسل رمزاً إلى هذا الرقم' }));
    expect(await screen.findByText('هذا الرقم من أرقام نور أصلاً.')).toBeInTheDocument();
    expect(screen.getAllByLabelText('الرقم المراد نقله')[0]).toHaveAttribute('aria-invalid', 'true');
  });

  it('follows a refused request with its reason (ku)', async () => {
    const user = userEvent.setup();
    const refusedRequest = { ...submitted, status: 'refused', reason: 'ناسنامەکە هاوتا نییە', history: [...submitted.history, { status: 'refused', at: '2026-11-28T05:00:00.000Z' }] };
    const api = renderFlow({ 'GET /api/v1/porting/status': ok(refusedRequest) }, 'ku');
    const numbers = screen.getAllByLabelText('ژمارەی گواستنەوە');
    await user.type(numbers[1], '07801234567');
    await user.type(screen.getByLabelText('ژمارەی داواکاری'), '7KD29-XQ4M1');
    await user.click(screen.getByRole('button', { name: 'دۆخەکە پیشان بدە' }));
    const card = await screen.findByTestId('port-status');
    expect(card).toHaveTextContent('ڕەتکرایەوە');
    expect(card).toHaveTextContent('ناسنامەکە هاوتا نییە');
    expect(api.calls('GET /api/v1/porting/status')[0].query.get('reference')).toBe('7KD29-XQ4M1');
  });
});
