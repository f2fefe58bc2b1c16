import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { Image } from './Image';

const meta = { title: 'Blocks/Media/Image', component: Image, args: { ...block.defaultProps } } satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { src: '/images/hero-roaming.svg', alt: 'مسافر يستخدم هاتفه في المطار', caption: 'التجوال متاح في أكثر من 120 دولة.' },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: { src: '/images/router-mifi.svg', alt: 'A pocket Wi-Fi router', caption: 'Take your internet with you: 4G MiFi from 35,000 IQD.', width: 240, height: 320, rounded: false },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: { src: '/images/sim-card.svg', alt: 'سیمکارتی نوور مۆبایل', caption: 'سیمکارتی نوێ بە خۆڕایی لە هەموو فرۆشگاکانمان.', width: 240, height: 320 },
};
