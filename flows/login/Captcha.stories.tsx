import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { demoCaptcha, WithFakeApi } from '../account/__fixtures__/fake-api';
import { Captcha } from './Captcha';

interface CaptchaStoryArgs {
  error: string;
}

/**
 * The proof-of-work captcha asked after failed sign-ins (ALTCHA's widget): tick "I am not a robot" and
 * the device does the work (here a cheap challenge from the stand-in API); nothing to read or type.
 */
const meta = {
  title: 'Flows/Login/Captcha',
  args: { error: '' },
  render: ({ error }) => (
    <div style={{ maxWidth: 480, padding: 16 }}>
      <WithFakeApi routes={{ 'POST /api/v1/captcha': { data: demoCaptcha } }}>
        <Captcha onChange={() => undefined} error={error} />
      </WithFakeApi>
    </div>
  ),
} satisfies Meta<CaptchaStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: 'لست روبوتاً' }, { timeout: 5000 })).toBeInTheDocument();
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    // A native checkbox with its label, in the security-check group: reachable with Tab, ticked with Space.
    const box = await canvas.findByRole('checkbox', { name: 'I am not a robot' }, { timeout: 5000 });
    await expect(box).not.toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Security check' })).toContainElement(box);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
/** The server refused the payload (already used): the message is tied to the checkbox. */
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: { error: 'پشکنینی ئاسایش تەواو نەکراوە یان پێشتر بەکارهاتووە. دووبارە نیشانە لە خانەکە بدە.' },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('checkbox', { name: 'من ڕۆبۆت نیم' }, { timeout: 5000 });
    await expect(box).toHaveAccessibleDescription(/پێشتر بەکارهاتووە/);
  },
};
