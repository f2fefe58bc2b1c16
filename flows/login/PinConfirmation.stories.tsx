import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { demoCaptcha, demoProfile, WithFakeApi, type FakeHandler } from '../account/__fixtures__/fake-api';
import { PinConfirmation } from './PinConfirmation';

interface PinStoryArgs {
  scenario: 'works' | 'wrongPin' | 'dead';
  wait: number;
}

const wrong: Record<string, string> = {
  en: 'The verification code entered is incorrect.',
  ar: 'رمز التحقق الذي أدخلته غير صحيح.',
  ku: 'ئەو کۆدی پشتڕاستکردنەوەیەی نووسیت هەڵەیە.',
};

function routes(scenario: PinStoryArgs['scenario'], locale: string): Record<string, FakeHandler> {
  const message = wrong[locale] ?? wrong.en;
  return {
    'POST /api/v1/captcha': { data: demoCaptcha },
    'POST /api/v1/login': { data: { resendAfter: 60, length: 6 } },
    'POST /api/v1/smsvalidation':
      scenario === 'works'
        ? { data: { token: 't', profile: demoProfile } }
        : { status: 400, message, data: { errors: { pin: message }, triesLeft: scenario === 'dead' ? 0 : 3, captchaRequired: false } },
  };
}

/** /personal/my-account/confirmation: the six code boxes, the errors and the resend countdown. */
const meta = {
  title: 'Flows/Login/PinConfirmation',
  args: { scenario: 'wrongPin', wait: 60 },
  argTypes: { scenario: { control: 'inline-radio', options: ['works', 'wrongPin', 'dead'] } },
  render: ({ scenario, wait }, { globals }) => (
    <WithFakeApi routes={routes(scenario, String(globals.locale ?? 'ar'))}>
      <PinConfirmation phone="07701234567" redirect="/personal/my-account" wait={wait} />
    </WithFakeApi>
  ),
} satisfies Meta<PinStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = { globals: { locale: 'en' } };
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { wait: 0 } };

export const WrongPinEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('123450');
    await expect(await canvas.findByText('The verification code entered is incorrect. 3 tries left.')).toBeInTheDocument();
  },
};
