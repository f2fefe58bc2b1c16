import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { PlanCard } from './PlanCard';

const meta = {
  title: 'Blocks/Commerce/PlanCard',
  component: PlanCard,
  args: { ...block.defaultProps, ctaHref: '/personal/plans/super-25' },
  decorators: [(Story) => <div style={{ maxWidth: 340, padding: 16 }}><Story /></div>],
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    name: 'سوبر 25',
    price: 25000,
    period: 'month',
    features: [{ text: '40 غيغابايت إنترنت 4G' }, { text: 'مكالمات غير محدودة داخل الشبكة' }, { text: '500 دقيقة لكل الشبكات' }],
    ctaLabel: 'اشترك الآن',
    highlighted: true,
    badge: 'الأكثر طلباً',
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    name: 'Weekly Starter',
    price: 5000,
    period: 'week',
    features: [{ text: '7 GB of 4G internet' }, { text: '100 minutes to all networks' }, { text: 'Free WhatsApp' }],
    ctaLabel: 'Subscribe',
  },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: {
    name: 'سیمکارتی نوێ',
    price: 10000,
    period: 'once',
    features: [{ text: '10 گیگابایت ئینتەرنێت بۆ مانگی یەکەم' }, { text: 'ژمارەیەکی نوێ بە ناوی خۆت' }],
    ctaLabel: 'ئێستا بیکڕە',
    badge: 'نوێ',
  },
};
