import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { Heading } from './Heading';

const meta = { title: 'Blocks/Content/Heading', component: Heading, args: { ...block.defaultProps } } satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { text: 'باقات الإنترنت', subtitle: 'اختر الباقة التي تناسب استخدامك اليومي.' },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: { text: 'Internet bundles', subtitle: 'Choose the bundle that fits how you use your phone.', align: 'center' },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: { text: 'پاکێجەکانی ئینتەرنێت', subtitle: 'ئەو پاکێجە هەڵبژێرە کە لەگەڵ بەکارهێنانی ڕۆژانەت دەگونجێت.', level: 3 },
};
