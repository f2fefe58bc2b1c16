import type { Meta, StoryObj } from '@storybook/nextjs';
import { postpaidLine, prepaidLine, WithFakeApi } from './__fixtures__/fake-api';
import { LineInfo } from './LineInfo';
import { Orders } from './Orders';

interface LineInfoStoryArgs {
  screen: 'lineinfo' | 'orders';
  postpaid: boolean;
}

/** /personal/lineinfo and /personal/my-account/orders (its empty state). */
const meta = {
  title: 'Flows/Account/LineInfo and Orders',
  args: { screen: 'lineinfo', postpaid: false },
  argTypes: { screen: { control: 'inline-radio', options: ['lineinfo', 'orders'] } },
  render: ({ screen, postpaid }) => (
    <WithFakeApi
      routes={{
        'GET /api/v1/account/line': { data: postpaid ? postpaidLine : prepaidLine },
        'GET /api/v1/account/mifi': { data: [{ msisdn: '07705555555', status: 'active', type: 'prepaid' }] },
      }}
    >
      <div style={{ maxWidth: 900, margin: '0 auto', padding: '0 16px' }}>{screen === 'orders' ? <Orders /> : <LineInfo />}</div>
    </WithFakeApi>
  ),
} satisfies Meta<LineInfoStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = { globals: { locale: 'en' }, args: { postpaid: true } };
export const Kurdish: Story = { globals: { locale: 'ku' } };
export const OrdersEnglish: Story = { globals: { locale: 'en' }, args: { screen: 'orders' } };
export const OrdersArabic: Story = { globals: { locale: 'ar' }, args: { screen: 'orders' } };
