import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { Hero } from './Hero';

const meta = { title: 'Blocks/Marketing/Hero', component: Hero, args: { ...block.defaultProps } } satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { eyebrow: 'عرض جديد', title: 'إنترنت أسرع في كل مكان', text: 'باقات الجيل الرابع تبدأ من 5,000 د.ع.', ctaLabel: 'اشترك الآن', ctaHref: '/personal/add-ons' },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: { eyebrow: 'New offer', title: 'Faster internet everywhere', text: '4G bundles from 5,000 IQD.', ctaLabel: 'Subscribe now', ctaHref: '/personal/add-ons', secondaryLabel: 'See plans', secondaryHref: '/personal/plans' },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: { title: 'ئینتەرنێتی خێراتر لە هەموو شوێنێک', text: 'پاکێجەکانی 4G لە 5,000 دینارەوە.', ctaLabel: 'ئێستا بەشداربە', ctaHref: '/personal/add-ons', tone: 'brand' },
};
