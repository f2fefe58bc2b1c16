import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { RichText } from './RichText';

const meta = {
  title: 'Blocks/Content/RichText',
  component: RichText,
  args: { ...block.defaultProps },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { html: '<h2>التجوال</h2><p>استخدم خطك في أكثر من <strong>120 دولة</strong>. فعّل التجوال قبل السفر.</p><ul><li>باقات يومية</li><li>باقات أسبوعية</li></ul>' },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: { html: '<h2>Roaming</h2><p>Use your line in more than <strong>120 countries</strong>. Turn roaming on before you travel.</p><ul><li>Daily bundles</li><li>Weekly bundles</li></ul>' },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: { html: '<h2>ڕۆمینگ</h2><p>هێڵەکەت لە زیاتر لە <strong>١٢٠ وڵات</strong> بەکاربهێنە. پێش گەشتکردن ڕۆمینگ چالاک بکە.</p>' },
};
