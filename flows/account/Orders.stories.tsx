import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { demoOrders } from '../checkout/__fixtures__/checkout';
import { WithFakeApi } from './__fixtures__/fake-api';
import { Orders } from './Orders';

interface OrdersStoryArgs {
  empty: boolean;
}

/** /personal/my-account/orders: the subscriber's orders, or the empty state. */
const meta = {
  title: 'Flows/Account/Orders',
  args: { empty: false },
  render: ({ empty }) => (
    <WithFakeApi key={String(empty)} routes={{ 'GET /api/v1/orders': { data: empty ? [] : demoOrders } }}>
      <div style={{ maxWidth: 900, margin: '0 auto', padding: '0 16px' }}>
        <Orders />
      </div>
    </WithFakeApi>
  ),
} satisfies Meta<OrdersStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Order 7KD29-XQ4M1' })).toBeInTheDocument();
  },
};
export const Kurdish: Story = { globals: { locale: 'ku' } };
export const EmptyEnglish: Story = { globals: { locale: 'en' }, args: { empty: true } };
