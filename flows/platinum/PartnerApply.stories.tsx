import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { fakeUpload } from './__fixtures__/partners';
import { PartnerApply } from './PartnerApply';

/** The Platinum partner application of /platinum (FlowEmbed flow "platinum-apply"); the upload goes to a stand-in. */
const meta = {
  title: 'Flows/Platinum partner application',
  args: {},
  render: () => (
    <div style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <PartnerApply upload={fakeUpload()} />
    </div>
  ),
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
/** Sent empty: an error on every field. */
export const EnglishErrors: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(await canvas.findByText('Add your business logo.')).toBeInTheDocument();
  },
};
export const Kurdish: Story = { globals: { locale: 'ku' } };
