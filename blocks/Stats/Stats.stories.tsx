import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { Stats } from './Stats';

const meta = { title: 'Blocks/Content/Stats', component: Stats, args: { ...block.defaultProps } } satisfies Meta<typeof Stats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    items: [
      { value: '+5,000,000', label: 'مشترك' },
      { value: '18', label: 'محافظة مغطاة' },
      { value: '99.9%', label: 'جاهزية الشبكة' },
      { value: '24/7', label: 'خدمة العملاء' },
    ],
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    items: [
      { value: '+5,000,000', label: 'Subscribers' },
      { value: '18', label: 'Governorates covered' },
      { value: '99.9%', label: 'Network availability' },
      { value: '24/7', label: 'Customer care' },
    ],
  },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: {
    items: [
      { value: '+5,000,000', label: 'بەشداربوو' },
      { value: '18', label: 'پارێزگای داپۆشراو' },
      { value: '99.9%', label: 'ئامادەیی تۆڕ' },
      { value: '24/7', label: 'خزمەتگوزاری کڕیاران' },
    ],
  },
};
