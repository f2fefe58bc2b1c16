import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { CallToAction } from './CallToAction';

const meta = { title: 'Blocks/Marketing/CallToAction', component: CallToAction, args: { ...block.defaultProps } } satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'انتقل إلى نور موبايل واحتفظ برقمك', text: 'خدمة نقل الرقم مجانية وتتم خلال 24 ساعة.', buttonLabel: 'ابدأ الآن', buttonHref: '/personal/number-portability' },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Switch to Nour Mobile and keep your number', text: 'Moving your number is free and takes less than 24 hours.', buttonLabel: 'Get started', buttonHref: '/personal/number-portability', tone: 'accent' },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: { title: 'بگوازەرەوە بۆ نوور مۆبایل و ژمارەکەت بپارێزە', text: 'گواستنەوەی ژمارە بە خۆڕاییە و لە ماوەی 24 کاتژمێردا تەواو دەبێت.', buttonLabel: 'ئێستا دەست پێبکە', buttonHref: '/personal/number-portability', tone: 'light' },
};
