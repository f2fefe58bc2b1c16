/**
 * The profile's identifier changes (design.md section 7): a new e-mail or password first asks for the
 * code sent by SMS to the number, then sends the change with it; wrong codes, resend and cancel; the
 * mailed link of a new e-mail confirms it; everything in the page's language.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import { notify } from '@/shell/feedback/toast';
import { DEMO_CHANGE_CODE, demoProfile, fakeApi, FakeApiProvider, profileChangeRoutes, type FakeHandler } from '../__fixtures__/fake-api';
import { Profile, type ProfileProps } from '../Profile';

jest.mock('@/shell/feedback/toast', () => ({ notify: jest.fn(async () => 'toast') }));

function renderProfile(locale: Locale = 'en', extra: Record<string, FakeHandler> = {}, props: ProfileProps = {}, resendAfter = 60) {
  const api = fakeApi({ ...profileChangeRoutes(locale, { resendAfter }), ...extra });
  const replace = jest.fn(async () => true);
  renderWithProviders(
    <FakeApiProvider api={api}>
      <Profile {...props} />
    </FakeApiProvider>,
    { locale, router: { replace }, path: '/en/personal/my-account/profile' },
  );
  return { api, replace };
}

const sentTo = (api: ReturnType<typeof fakeApi>, method: string, path: string) => api.sent.filter((r) => r.method === method && r.path === path);

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string, name = 'Digit 1 of 6') {
  await user.click(screen.getByRole('textbox', { name }));
  await user.keyboard(code);
}

beforeEach(() => jest.mocked(notify).mockClear());

describe('changing the e-mail', () => {
  it('asks for the SMS code, refuses a wrong one with the tries left, then saves and waits for the new address', async () => {
    const user = userEvent.setup();
    const { api } = renderProfile();
    const email = await screen.findByRole('textbox', { name: 'E-mail (optional)' });
    await user.clear(email);
    await user.type(email, 'sara.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { name: 'Confirm with the SMS code' })).toBeInTheDocument();
    expect(screen.getByText(/To change your e-mail, enter the 6-digit code we sent by SMS to/)).toHaveTextContent('07701234567');
    expect(sentTo(api, 'POST', '/api/v1/profile/code').map((r) => r.body)).toEqual([{ purpose: 'change-email', email: 'sara.new@example.com' }]);
    expect(sentTo(api, 'PUT', '/api/v1/profile')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus());

    await typeCode(user, '111111');
    expect(await screen.findByText('The verification code entered is incorrect. 4 tries left.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAccessibleDescription(/^The verification code entered is incorrect\. 4 tries left\.$/);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus());

    await typeCode(user, DEMO_CHANGE_CODE);
    expect(await screen.findByText(/We have sent a message to/)).toHaveTextContent('sara.new@example.com. Open the link in it to start using this address.');
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.stringMatching(/^Your profile has been saved\. We have sent a message/), 'success'));
    expect(sentTo(api, 'PUT', '/api/v1/profile').at(-1)?.body).toMatchObject({ email: 'sara.new@example.com', code: DEMO_CHANGE_CODE, firstName: 'Sara' });
    // The current address stays in the field until the new one is confirmed.
    expect(screen.getByRole('textbox', { name: 'E-mail (optional)' })).toHaveValue(demoProfile.email);
    expect(screen.queryByRole('heading', { name: 'Confirm with the SMS code' })).not.toBeInTheDocument();
  });

  it('sends a new code after the countdown, and cancel sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderProfile('en', {}, {}, 0);
    const email = await screen.findByRole('textbox', { name: 'E-mail (optional)' });
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Confirm with the SMS code' })).toBeInTheDocument();
    expect(sentTo(api, 'POST', '/api/v1/profile/code')[0].body).toEqual({ purpose: 'change-email', email: '' });

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(sentTo(api, 'POST', '/api/v1/profile/code')).toHaveLength(2));
    // No countdown here (the stand-in answers resendAfter 0): the button stays, and that is announced.
    expect(await screen.findByText('You can now ask for a new code.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'Confirm with the SMS code' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail (optional)' })).toHaveFocus();
    expect(sentTo(api, 'PUT', '/api/v1/profile')).toHaveLength(0);
  });

  it('saves the other details at once when the e-mail stays (in any case)', async () => {
    const user = userEvent.setup();
    const { api } = renderProfile();
    const email = await screen.findByRole('textbox', { name: 'E-mail (optional)' });
    await user.clear(email);
    await user.type(email, 'DEMO@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Your profile has been saved.', 'success'));
    expect(sentTo(api, 'POST', '/api/v1/profile/code')).toHaveLength(0);
    expect(sentTo(api, 'PUT', '/api/v1/profile')[0].body.code).toBeUndefined();
  });

  it('speaks the page’s language: the step and the server’s errors in Kurdish', async () => {
    const user = userEvent.setup();
    renderProfile('ku');
    const email = await screen.findByRole('textbox', { name: /ئیمەیڵ/ });
    await user.clear(email);
    await user.type(email, 'sara.new@example.com');
    await user.click(screen.getByRole('button', { name: 'پاشەکەوتکردنی گۆڕانکارییەکان' }));
    expect(await screen.findByRole('heading', { name: 'دڵنیاکردنەوە بە کۆدی نامەکە' })).toBeInTheDocument();
    await typeCode(user, '999999', 'ژمارەی 1 لە 6');
    expect(await screen.findByText('ئەو کۆدی پشتڕاستکردنەوەیەی نووسیت هەڵەیە. 4 هەوڵ ماون.')).toBeInTheDocument();
  });
});

describe('changing the password', () => {
  it('checks the rules, asks for the code for that password, and changes it with the code', async () => {
    const user = userEvent.setup();
    const { api } = renderProfile();
    const password = await screen.findByLabelText('New password');
    await user.type(password, 'weak');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText(/Password must be strong/)).toBeInTheDocument();
    expect(sentTo(api, 'POST', '/api/v1/profile/code')).toHaveLength(0);

    await user.clear(password);
    await user.type(password, 'Sara#2026new');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Sara#2026new');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText(/To change your password, enter the 6-digit code/)).toBeInTheDocument();
    expect(sentTo(api, 'POST', '/api/v1/profile/code')[0].body).toEqual({ purpose: 'change-password', password: 'Sara#2026new', confirmPassword: 'Sara#2026new' });
    // The code is for this password: it cannot be edited now.
    expect(password).toHaveAttribute('readonly');

    await typeCode(user, '222222');
    expect(await screen.findByText('The verification code entered is incorrect. 4 tries left.')).toBeInTheDocument();
    await typeCode(user, DEMO_CHANGE_CODE);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Your password has been changed. Your other devices have been signed out.', 'success'));
    expect(sentTo(api, 'POST', '/api/v1/profile/password').at(-1)?.body).toEqual({ password: 'Sara#2026new', confirmPassword: 'Sara#2026new', code: DEMO_CHANGE_CODE });
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('readonly');
  });

  it('a dead code says to ask for a new one (Arabic)', async () => {
    const user = userEvent.setup();
    renderProfile('ar', {
      'POST /api/v1/profile/password': {
        status: 400,
        message: 'لم يعد هذا الرمز صالحاً (انتهت صلاحيته أو استُخدم أو أُدخل خطأً مرات كثيرة). اطلب رمزاً جديداً.',
        data: { errors: { code: 'رمز التحقق الذي أدخلته غير صحيح.' }, triesLeft: 0 },
      },
    });
    await user.type(await screen.findByLabelText('كلمة المرور الجديدة'), 'Sara#2026new');
    await user.type(screen.getByLabelText('تأكيد كلمة المرور الجديدة'), 'Sara#2026new');
    await user.click(screen.getByRole('button', { name: 'تغيير كلمة المرور' }));
    await typeCode(user, '333333', 'الرقم 1 من 6');
    expect(await screen.findByText(/لم يعد هذا الرمز صالحاً/)).toBeInTheDocument();
  });
});

describe('the link mailed to a new e-mail', () => {
  it('confirms it once and shows the new address', async () => {
    const { api } = renderProfile('en', {}, { link: { email: 'sara.new@example.com', code: DEMO_CHANGE_CODE } });
    expect(await screen.findByDisplayValue('sara.new@example.com')).toBeInTheDocument();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Your e-mail address has been confirmed and saved.', 'success'));
    expect(sentTo(api, 'POST', '/api/v1/profile/email/confirm').map((r) => r.body)).toEqual([{ email: 'sara.new@example.com', code: DEMO_CHANGE_CODE }]);
  });

  it('says when it cannot be used, in the page’s language, and keeps the current address', async () => {
    renderProfile('ar', {}, { link: { email: 'sara.new@example.com', code: '000000' } });
    expect(await screen.findByText(/لم يعد هذا الرمز صالحاً/)).toBeInTheDocument();
    expect(screen.getByDisplayValue(String(demoProfile.email))).toBeInTheDocument();
  });

  it('reads the link from the address and takes the code out of it', async () => {
    const replace = jest.fn(async () => true);
    const api = fakeApi(profileChangeRoutes('en'));
    renderWithProviders(
      <FakeApiProvider api={api}>
        <Profile />
      </FakeApiProvider>,
      {
        locale: 'en',
        router: { replace, pathname: '/personal/my-account/profile', query: { confirmEmail: 'sara.new@example.com', code: DEMO_CHANGE_CODE, tab: '1' } },
        path: '/en/personal/my-account/profile',
      },
    );
    expect(await screen.findByDisplayValue('sara.new@example.com')).toBeInTheDocument();
    await waitFor(() => expect(replace).toHaveBeenCalledWith({ pathname: '/personal/my-account/profile', query: { tab: '1' } }, undefined, { shallow: true }));
  });
});
