/** Lost SIM: the step-up (password, then e-mail code) before each action, in English, Arabic and Kurdish. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import type { Locale } from '@/lib/locales';
import { fakeApi, FakeApiProvider, type FakeHandler } from '../__fixtures__/fake-api';
import { LostSim } from '../LostSim';

const NUMBER = '07701234567';
const active = { msisdn: NUMBER, status: 'active', hasPassword: true, hasEmail: true };

function renderLostSim(routes: Record<string, FakeHandler>, locale: Locale = 'en') {
  const api = fakeApi(routes);
  renderWithProviders(
    <FakeApiProvider api={api}>
      <LostSim />
    </FakeApiProvider>,
    { locale, path: `/${locale}/personal/my-account/lost-sim` },
  );
  return api;
}

describe('Lost SIM', () => {
  it('blocks the line after the password and the e-mailed code, and says a wrong password on its field (en)', async () => {
    const user = userEvent.setup();
    const api = renderLostSim({
      'GET /api/v1/account/lost-sim': { data: active },
      'POST /api/v1/account/step-up/start': (request) =>
        request.body.password === 'Right#2026pass'
          ? { data: { resendAfter: 60, length: 6, email: 'd***@example.com' } }
          : { status: 400, message: 'The password is not correct.', data: { errors: { password: 'The password is not correct.' } } },
      'POST /api/v1/account/step-up/confirm': { data: { stepUpToken: 'tok', expiresAt: '2026-11-28T05:00:00.000Z', action: 'block' } },
      'POST /api/v1/account/lost-sim': { data: { ...active, status: 'suspended' }, message: 'Your line is blocked.' },
    });
    expect(await screen.findByText(/is active/)).toHaveTextContent(`Your line ${NUMBER} is active.`);
    await user.click(screen.getByRole('button', { name: 'Block my line' }));
    expect(screen.getByRole('heading', { name: 'Confirm it is you: block your line' })).toBeInTheDocument();
    const password = screen.getByLabelText('Account password');
    await user.type(password, 'Wrong#2026pass{Enter}');
    expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.clear(password);
    await user.type(password, 'Right#2026pass{Enter}');
    expect(await screen.findByText(/We sent a 6-digit code to/)).toHaveTextContent('d***@example.com');
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    expect(await screen.findByText(/is blocked/)).toHaveTextContent(`Your line ${NUMBER} is blocked`);
    expect(api.sent.find((r) => r.path === '/api/v1/account/lost-sim' && r.method === 'POST')?.body).toEqual({ action: 'block', stepUpToken: 'tok' });
    expect(screen.getByRole('button', { name: 'Unblock my line' })).toBeInTheDocument();
  });

  it('tells an account without a password or e-mail to add them or visit a shop (ar)', async () => {
    renderLostSim({ 'GET /api/v1/account/lost-sim': { data: { ...active, hasPassword: false, hasEmail: false } } }, 'ar');
    expect(await screen.findByRole('heading', { name: 'أضف كلمة مرور وبريداً إلكترونياً أولاً' })).toBeInTheDocument();
    expect(screen.getByText('ليس لحسابك كلمة مرور.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اذهب إلى ملفي الشخصي' })).toHaveAttribute('href', expect.stringContaining('/personal/my-account/profile'));
    expect(screen.getByRole('link', { name: 'ابحث عن متجر' })).toHaveAttribute('href', expect.stringContaining('/support/shops'));
    expect(screen.queryByRole('button', { name: 'احظر خطي' })).not.toBeInTheDocument();
  });

  it('shows the PUK after the check, and the server refusal of a spent check (ku)', async () => {
    const user = userEvent.setup();
    renderLostSim(
      {
        'GET /api/v1/account/lost-sim': { data: active },
        'POST /api/v1/account/step-up/start': { data: { resendAfter: 60, length: 6, email: 'd***@example.com' } },
        'POST /api/v1/account/step-up/confirm': { data: { stepUpToken: 'tok', expiresAt: '2026-11-28T05:00:00.000Z', action: 'puk' } },
        'POST /api/v1/account/lost-sim/puk': (_request, calls) =>
          calls === 1 ? { data: { puk: '12345678' } } : { status: 403, message: 'بۆ پاراستنت، دووبارە بە وشەی نهێنی و کۆدێک بە ئیمەیڵ دڵنیا بکەرەوە.', data: { stepUpRequired: true } },
      },
      'ku',
    );
    await user.click(await screen.findByRole('button', { name: 'کۆدی PUK پیشان بدە' }));
    await user.type(screen.getByLabelText('وشەی نهێنی هەژمار'), 'Right#2026pass{Enter}');
    await user.click(await screen.findByRole('textbox', { name: /1/ }));
    await user.keyboard('123456');
    expect(await screen.findByRole('heading', { name: 'کۆدی PUKی تۆ' })).toBeInTheDocument();
    expect(screen.getByTestId('puk')).toHaveTextContent('12345678');
    expect(screen.getByTestId('puk')).toHaveAttribute('dir', 'ltr');

    await user.click(screen.getByRole('button', { name: 'کۆدی PUK پیشان بدە' }));
    await user.type(screen.getByLabelText('وشەی نهێنی هەژمار'), 'Right#2026pass{Enter}');
    await user.click(await screen.findByRole('textbox', { name: /1/ }));
    await user.keyboard('123456');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('بۆ پاراستنت، دووبارە بە وشەی نهێنی'));
  });
});
