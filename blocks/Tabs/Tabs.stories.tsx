import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { Tabs } from './Tabs';

const meta = { title: 'Blocks/Content/Tabs', component: Tabs, args: { ...block.defaultProps } } satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    tabs: [
      { label: 'الباقات اليومية', html: '<p>إنترنت لمدة 24 ساعة بسعر يبدأ من <strong>1,000 د.ع</strong>.</p>' },
      { label: 'الباقات الأسبوعية', html: '<p>سبعة أيام من التصفح مع مكالمات مجانية داخل الشبكة.</p><ul><li>5 غيغابايت</li><li>10 غيغابايت</li></ul>' },
      { label: 'الباقات الشهرية', html: '<p>أفضل قيمة للاستخدام اليومي: حتى <strong>100 غيغابايت</strong> شهريًا.</p>' },
    ],
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    tabs: [
      { label: 'Daily bundles', html: '<p>Internet for 24 hours from <strong>1,000 IQD</strong>.</p>' },
      { label: 'Weekly bundles', html: '<p>Seven days of browsing with free on-net calls.</p><ul><li>5 GB</li><li>10 GB</li></ul>' },
      { label: 'Monthly bundles', html: '<p>The best value for everyday use: up to <strong>100 GB</strong> a month.</p>' },
    ],
  },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: {
    tabs: [
      { label: 'پاکێجە ڕۆژانەکان', html: '<p>ئینتەرنێت بۆ 24 کاتژمێر بە نرخی <strong>1,000 د.ع</strong>.</p>' },
      { label: 'پاکێجە هەفتانەکان', html: '<p>حەوت ڕۆژ گەڕان لە ئینتەرنێت لەگەڵ پەیوەندی بەخۆڕایی لەناو تۆڕدا.</p>' },
      { label: 'پاکێجە مانگانەکان', html: '<p>باشترین بەها بۆ بەکارهێنانی ڕۆژانە: تا <strong>100 گیگابایت</strong> لە مانگێکدا.</p>' },
    ],
  },
};
