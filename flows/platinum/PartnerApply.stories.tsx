import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { MoneyApiProvider } from '../shared/api';
import { fakeApi } from '../shared/testing';
import { fakeUpload, partnerCodeRoutes } from './__fixtures__/partners';
import { PartnerApply } from './PartnerApply';

/** The Platinum partner application of /platinum (FlowEmbed flow "platinum-apply"); the upload goes to a stand-in. */
const meta = {
  title: 'Flows/Platinum partner application',
  args: {},
  render: () => (
    <div style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      {/* The code step's confirm and resend go to a stand-in too (the right code is 123456). */}
      <MoneyApiProvider fetchImpl={fakeApi(partnerCodeRoutes()).fetchImpl}>
        <PartnerApply upload={fakeUpload()} />
      </MoneyApiProvider>
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
