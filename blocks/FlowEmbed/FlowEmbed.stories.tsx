import type { Meta, StoryObj } from '@storybook/nextjs';
import { WithMoneyApi } from '@/flows/shared/__fixtures__/money';
import block from './block';
import { FlowEmbed } from './FlowEmbed';

const meta = {
  title: 'Blocks/Commerce/FlowEmbed',
  component: FlowEmbed,
  args: { ...block.defaultProps },
} satisfies Meta<typeof FlowEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { flow: 'recharge', title: 'اشحن رصيدك', text: 'بكارت التعبئة أو بالبطاقة المصرفية، من 5,000 إلى 100,000 د.ع في كل عملية.' },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: { flow: 'bill-pay', title: 'Pay your postpaid bill', text: 'See what you owe and pay it by card in under a minute.' },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: { flow: 'credit-transfer', title: 'باڵانس بنێرە بۆ هاوڕێکەت', text: 'لە 1,000 تا 60,000 د.ع بگوازەرەوە بۆ هەر ژمارەیەکی نوور مۆبایل.' },
};
/** The roaming country search shown in place (its code is downloaded only where it is placed), with a stand-in API. */
export const RoamingInPlaceEnglish: Story = {
  globals: { locale: 'en' },
  args: { flow: 'roaming', title: 'Find your destination', text: 'Pick the country you are travelling to.' },
  decorators: [
    (Story) => (
      <WithMoneyApi locale="en">
        <Story />
      </WithMoneyApi>
    ),
  ],
};
