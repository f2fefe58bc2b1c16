import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import type { HistoryType } from '@/lib/usage';
import { WithFakeApi } from './__fixtures__/fake-api';
import { demoUsage } from './__fixtures__/usage';
import { Usage } from './Usage';

interface UsageStoryArgs {
  empty: boolean;
}

/** /personal/my-account/usage: filter, totals by type and week, the list, the CSV link, the empty state. */
const meta = {
  title: 'Flows/Account/Usage',
  args: { empty: false },
  render: ({ empty }) => (
    <WithFakeApi routes={{ 'GET /api/v1/account/usage': (request) => ({ data: demoUsage((request.query.get('type') as HistoryType | null) ?? null, empty) }) }}>
      <div style={{ maxWidth: 900, margin: '0 auto', padding: '0 16px' }}>
        <Usage />
      </div>
    </WithFakeApi>
  ),
} satisfies Meta<UsageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Outgoing call')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Recharges' }));
    await expect(await canvas.findByText('Recharge')).toBeInTheDocument();
  },
};
export const Kurdish: Story = { globals: { locale: 'ku' } };
export const EmptyEnglish: Story = { globals: { locale: 'en' }, args: { empty: true } };
