import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { QuickActions } from './QuickActions';

const meta = { title: 'Blocks/Content/QuickActions', component: QuickActions, args: { ...block.defaultProps } } satisfies Meta<typeof QuickActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'ماذا تريد أن تفعل اليوم؟',
    items: [
      { label: 'تعبئة الرصيد', href: '/personal/my-account/recharge', icon: 'recharge' },
      { label: 'دفع الفاتورة', href: '/personal/my-account/bill', icon: 'bill' },
      { label: 'شراء إضافة', href: '/personal/add-ons', icon: 'addon' },
      { label: 'تحويل الرصيد', href: '/personal/my-account/balance-transfer', icon: 'transfer' },
      { label: 'حسابي', href: '/personal/my-account', icon: 'account' },
    ],
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: {
    title: '',
    items: [
      { label: 'پڕکردنەوەی باڵانس', href: '/personal/my-account/recharge', icon: 'recharge' },
      { label: 'پارەدانی پسوڵە', href: '/personal/my-account/bill', icon: 'bill' },
      { label: 'کڕینی پاکێج', href: '/personal/add-ons', icon: 'addon' },
      { label: 'گواستنەوەی باڵانس', href: '/personal/my-account/balance-transfer', icon: 'transfer' },
      { label: 'هەژمارەکەم', href: '/personal/my-account', icon: 'account' },
    ],
  },
};
