import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { Video } from './Video';

const meta = { title: 'Blocks/Media/Video', component: Video, args: { ...block.defaultProps } } satisfies Meta<typeof Video>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', title: 'كيف تفعّل باقة التجوال قبل السفر' },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: { url: 'https://youtu.be/aqz-KE-bpKQ', title: 'How to turn on roaming before you travel' },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'چۆن پێش گەشتکردن پاکێجی ڕۆمینگ چالاک بکەیت' },
};
