import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { demoCaptcha, demoProfile, WithFakeApi, type FakeHandler } from '../account/__fixtures__/fake-api';
import { LoginFlow } from './LoginFlow';

interface LoginStoryArgs {
  /** What the stand-in API answers. */
  scenario: 'works' | 'wrongPassword' | 'captcha' | 'offNetwork';
  reason: '' | 'required';
}

const quickFailed: Record<string, string> = {
  en: "Quick login failed: make sure you are on the operator's data network",
  ar: 'فشل الدخول السريع: تأكد من أنك متصل بشبكة بيانات المشغّل',
  ku: 'چوونەژوورەوەی خێرا سەرکەوتوو نەبوو: دڵنیابە کە لەسەر تۆڕی داتای کۆمپانیاکەیت',
};

function routes(scenario: LoginStoryArgs['scenario'], locale: string): Record<string, FakeHandler> {
  const refused = { status: 401, message: locale === 'ar' ? 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' : 'The e-mail or the password is wrong.' };
  return {
    'POST /api/v1/captcha': { data: demoCaptcha },
    'POST /api/v1/login': (request) =>
      request.body?.email
        ? scenario === 'works'
          ? { data: { token: 't', profile: demoProfile } }
          : { ...refused, data: { captchaRequired: scenario === 'captcha' } }
        : { data: { resendAfter: 60, length: 6 } },
    'POST /api/v1/login/quick': scenario === 'offNetwork' ? { status: 401, message: quickFailed[locale] ?? quickFailed.en } : { data: { token: 't', profile: demoProfile } },
  };
}

/** /personal/my-account/login: phone or e-mail, captcha after failures, quick login. */
const meta = {
  title: 'Flows/Login/LoginFlow',
  args: { scenario: 'works', reason: '' },
  argTypes: { scenario: { control: 'inline-radio', options: ['works', 'wrongPassword', 'captcha', 'offNetwork'] }, reason: { control: 'inline-radio', options: ['', 'required'] } },
  render: ({ scenario, reason }, { globals }) => (
    <WithFakeApi routes={routes(scenario, String(globals.locale ?? 'ar'))}>
      <LoginFlow reason={reason || null} redirect="/personal/my-account/profile" />
    </WithFakeApi>
  ),
} satisfies Meta<LoginStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' }, args: { reason: 'required' } };
export const English: Story = { globals: { locale: 'en' } };
export const Kurdish: Story = { globals: { locale: 'ku' } };

/** Quick login off the operator's network: the failure screen of spec section 8. */
export const QuickLoginFailsEnglish: Story = {
  globals: { locale: 'en' },
  args: { scenario: 'offNetwork' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: "Sign in over the operator's network" }));
    await expect(await canvas.findByRole('heading', { name: 'Quick login failed' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
  },
};

/** A wrong password: the server asks for the security check (the proof-of-work widget, in Arabic). */
export const CaptchaArabic: Story = {
  globals: { locale: 'ar' },
  args: { scenario: 'captcha' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'البريد الإلكتروني' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'demo@example.com');
    await userEvent.type(canvas.getByLabelText('كلمة المرور'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول' }));
    const check = await canvas.findByRole('group', { name: 'تحقق أمني' });
    await expect(check).toBeInTheDocument();
    await expect(await canvas.findByRole('checkbox', { name: 'لست روبوتاً' }, { timeout: 5000 })).not.toBeChecked();
  },
};
