import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { demoCaptcha, WithFakeApi } from '../account/__fixtures__/fake-api';
import { Captcha } from './Captcha';

interface CaptchaStoryArgs {
  error: string;
}

/** The captcha asked after failed sign-ins, with its accessible alternative ("Read the digits"). */
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

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Read the digits' }));
    await expect(canvas.getByText('four, two, seven, one, nine, three')).toBeInTheDocument();
  },
};
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { error: 'کۆدی پشکنینەکە هەڵەیە.' } };
