import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { FeatureList } from './FeatureList';

const meta = { title: 'Blocks/Marketing/FeatureList', component: FeatureList, args: { ...block.defaultProps } } satisfies Meta<typeof FeatureList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'لماذا نور موبايل؟',
    items: [
      { icon: 'signal', title: 'تغطية في كل المحافظات', text: 'شبكة الجيل الرابع تصل إلى المدن والطرق الرئيسية.' },
      { icon: 'speed', title: 'سرعات عالية', text: 'تصفح وشاهد الفيديو دون انتظار.' },
      { icon: 'globe', title: 'تجوال في 120 دولة', text: 'ابقَ على اتصال أينما سافرت.' },
    ],
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Why Nour Mobile?',
    columns: 4,
    items: [
      { icon: 'signal', title: 'Coverage in every governorate', text: 'Our 4G network reaches cities and main roads.' },
      { icon: 'speed', title: 'High speeds', text: 'Browse and stream without waiting.' },
      { icon: 'shield', title: 'Safe browsing', text: 'Free protection against scam messages.' },
      { icon: 'gift', title: 'Rewards', text: 'Earn points with every recharge.' },
    ],
  },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: {
    title: 'بۆچی نوور مۆبایل؟',
    columns: 2,
    items: [
      { icon: 'wifi', title: 'ئینتەرنێتی ماڵەوە', text: 'ڕاوتەری 4G بێ پێویستی بە هێڵی تەلەفۆن.' },
      { icon: 'phone', title: 'مۆبایلی نوێ بە قیست', text: 'مۆبایلەکەت بە پارەدانی مانگانە بکڕە.' },
    ],
  },
};
