import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { MoneyApiProvider } from '../shared/api';
import { testDeviceId } from '../shared/testing';
import { partnersApi } from './__fixtures__/partners';
import { PartnerMap } from './PartnerMap';

/** The Platinum partners map and list of /platinum (FlowEmbed flow "platinum-partners"), with a stand-in API. */
const meta = {
  title: 'Flows/Platinum partners map',
  args: {},
  render: (_args, { globals }) => (
    <MoneyApiProvider key={toLocale(globals.locale)} fetchImpl={partnersApi().fetchImpl} deviceId={testDeviceId}>
      <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
        <PartnerMap />
      </div>
    </MoneyApiProvider>
  ),
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'خريطة العراق مع شركاء بلاتينيوم' })).toBeInTheDocument();
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Category' }), 'electronics');
    await expect(await canvas.findByText('(1 partner)')).toBeInTheDocument();
  },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'نەخشەی عێراق لەگەڵ هاوبەشەکانی پلاتینیۆم' })).toBeInTheDocument();
  },
};
