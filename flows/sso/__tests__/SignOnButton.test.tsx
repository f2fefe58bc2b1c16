import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import { MoneyApiProvider } from '../../shared/api';
import { fakeApi, ok, refused, testDeviceId, type FakeAnswer } from '../../shared/testing';
import { PartnerArrival } from '../PartnerArrival';
import { LazySignOnButton } from '../LazySignOnButton';
import { SignOnButton } from '../SignOnButton';

function renderButton(answer: FakeAnswer, site: 'mall' | 'partner-world' = 'mall', locale: 'ar' | 'en' | 'ku' = 'en') {
  const api = fakeApi({ [`POST /api/v1/sso/${site}`]: answer });
  const navigate = jest.fn();
  renderWithProviders(
    <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId} navigate={navigate}>
      <SignOnButton site={site} />
    </MoneyApiProvider>,
    { locale },
  );
  return { api, navigate };
}

describe('partner sign-on button', () => {
  it('asks for a fresh sign-on link on the click and goes there', async () => {
    const user = userEvent.setup();
    const { api, navigate } = renderButton(ok({ redirectUrl: 'https://mall.partner.example/sso?token=abc.def', expiresAt: '2026-11-24T10:01:00Z' }));
    expect(api.requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Open the mobile mall' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://mall.partner.example/sso?token=abc.def'));
    expect(api.calls('POST /api/v1/sso/mall')).toHaveLength(1);
  });

  it('the light version (mobile mall) loads its code at the press and signs on with that one press', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/v1/sso/mall': ok({ redirectUrl: 'https://mall.partner.example/sso?token=x.y', expiresAt: '2026-11-24T10:01:00Z' }) });
    const navigate = jest.fn();
    renderWithProviders(
      <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId} navigate={navigate}>
        <LazySignOnButton site="mall" />
      </MoneyApiProvider>,
      { locale: 'en' },
    );
    expect(screen.getByRole('button', { name: 'Open the mobile mall' })).toHaveAccessibleDescription(/already signed in/);
    await user.click(screen.getByRole('button', { name: 'Open the mobile mall' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://mall.partner.example/sso?token=x.y'));
    expect(api.calls('POST /api/v1/sso/mall')).toHaveLength(1);
  });

  it('a guest is sent to the sign-in and back to this page', async () => {
    const user = userEvent.setup();
    const { navigate } = renderButton(refused(401, 'Session expired: log in again.'), 'partner-world');
    await user.click(screen.getByRole('button', { name: 'Go to partner world' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/en\/personal\/my-account\/login\?redirect=/)));
    expect(screen.getByRole('button', { name: 'Go to partner world' })).toBeEnabled();
  });

  it('says when the partner site is not available, in the page language', async () => {
    const user = userEvent.setup();
    const { navigate } = renderButton(refused(503, 'هذه الخدمة غير متاحة الآن. حاول لاحقاً.'), 'mall', 'ar');
    await user.click(screen.getByRole('button', { name: 'افتح المول الإلكتروني' }));
    expect(await screen.findByText('هذه الخدمة غير متاحة الآن. حاول لاحقاً.')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('demo partner page', () => {
  it('shows who arrived, masked, or why the link did not sign in', () => {
    const { unmount } = renderWithProviders(<PartnerArrival site="mall" outcome={{ ok: true, masked: '0770•••4567' }} />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Welcome to the Mobile mall');
    expect(screen.getByText(/You arrived signed in from Nour Mobile as/)).toHaveTextContent('0770•••4567');
    unmount();
    renderWithProviders(<PartnerArrival site="partner-world" outcome={{ ok: false, reason: 'used' }} />, { locale: 'ku' });
    expect(screen.getByText('ئەم بەستەری چوونەژوورەوەیە پێشتر بەکارهاتووە. بگەڕێوە و دووبارە دوگمەکە دابگرە.')).toBeInTheDocument();
  });
});
