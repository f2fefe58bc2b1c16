/** eSIM in the account: step-up, then a new code shown once (QR + text), in English, Arabic and Kurdish. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import { fakeApi, FakeApiProvider, type FakeHandler } from '../__fixtures__/fake-api';
import { Esim } from '../Esim';

const activation = {
  activationCode: 'LPA:1$smdp.nour.iq$ABCDE-FGHJK-MNPQR-STUVW',
  smdpAddress: 'smdp.nour.iq',
  matchingId: 'ABCDE-FGHJK-MNPQR-STUVW',
  qrSvg: 'data:image/svg+xml;base64,PHN2Zy8+',
};

function renderEsim(view: FakeHandler, locale: Locale) {
  const api = fakeApi({
    'POST /api/v1/account/step-up/start': { data: { resendAfter: 60, length: 6, email: 'd***@example.com' } },
    'POST /api/v1/account/step-up/confirm': { data: { stepUpToken: 'tok', expiresAt: '2026-11-28T05:00:00.000Z', action: 'esim' } },
    'POST /api/v1/account/esim': { data: { viewToken: 'view-7' } },
    'POST /api/v1/account/esim/view': view,
  });
  renderWithProviders(
    <FakeApiProvider api={api}>
      <Esim />
    </FakeApiProvider>,
    { locale, path: `/${locale}/personal/my-account/esim` },
  );
  return api;
}

async function passCheck(user: ReturnType<typeof userEvent.setup>, issue: string, password: string) {
  await user.click(screen.getByRole('button', { name: issue }));
  await user.type(screen.getByLabelText(password), 'Right#2026pass{Enter}');
  await user.click(await screen.findByRole('textbox', { name: /1/ }));
  await user.keyboard('123456');
}

describe('eSIM', () => {
  it('issues a code after the check and shows it once as QR code and text (en)', async () => {
    const user = userEvent.setup();
    const api = renderEsim({ data: activation }, 'en');
    await passCheck(user, 'Get an eSIM activation code', 'Account password');
    expect(await screen.findByRole('img', { name: 'QR code of the eSIM activation code' })).toHaveAttribute('src', activation.qrSvg);
    expect(screen.getByTestId('lpa')).toHaveTextContent(activation.activationCode);
    expect(screen.getByTestId('lpa')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(/shown only once/, { selector: 'p.note' })).toBeInTheDocument();
    expect(api.sent.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
      ['/api/v1/account/step-up/start', { action: 'esim', password: 'Right#2026pass' }],
      ['/api/v1/account/step-up/confirm', { action: 'esim', code: '123456' }],
      ['/api/v1/account/esim', { stepUpToken: 'tok' }],
      ['/api/v1/account/esim/view', { viewToken: 'view-7' }],
    ]);
  });

  it('says the server refusal of a code already shown (ar)', async () => {
    const user = userEvent.setup();
    renderEsim({ status: 410, message: 'عُرض رمز الشريحة الإلكترونية هذا من قبل ولا يمكن عرضه مرة أخرى.', data: { reissue: true } }, 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'الشريحة الإلكترونية (eSIM)' })).toBeInTheDocument();
    await passCheck(user, 'احصل على رمز تفعيل الشريحة الإلكترونية', 'كلمة مرور الحساب');
    expect(await screen.findByRole('alert')).toHaveTextContent('عُرض رمز الشريحة الإلكترونية هذا من قبل');
  });

  it('labels the code in Kurdish', async () => {
    const user = userEvent.setup();
    renderEsim({ data: activation }, 'ku');
    await passCheck(user, 'کۆدی چالاککردنی eSIM وەربگرە', 'وشەی نهێنی هەژمار');
    expect(await screen.findByRole('heading', { name: 'کۆدی چالاککردنی eSIMەکەت' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'کۆدی QRی کۆدی چالاککردنی eSIM' })).toBeInTheDocument();
  });
});
