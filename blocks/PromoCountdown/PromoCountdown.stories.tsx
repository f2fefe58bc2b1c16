import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { PromoCountdown } from './PromoCountdown';

const DAY = 86_400_000;
/** Stories count down to a moment a few days after they are opened (and one has already ended). */
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const meta = {
  title: 'Blocks/Marketing/PromoCountdown',
  component: PromoCountdown,
  args: { ...block.defaultProps, endsAt: inDays(3.4), ctaHref: '/personal/add-ons' },
} satisfies Meta<typeof PromoCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'ضعف الإنترنت لعطلة نهاية الأسبوع',
    text: 'فعّل أي باقة إنترنت شهرية قبل انتهاء العرض واحصل على ضعف الغيغابايتات مجاناً.',
    ctaLabel: 'فعّل العرض',
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Double data this weekend',
    text: 'Turn on any monthly internet bundle before the offer ends and get twice the gigabytes at no extra cost.',
    ctaLabel: 'Get the offer',
  },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: {
    title: 'ئینتەرنێتی دووهێندە بۆ کۆتایی هەفتە',
    text: 'پێش کۆتایی هاتنی ئۆفەرەکە هەر پاکێجێکی مانگانەی ئینتەرنێت چالاک بکە و دوو هێندە گیگابایت بەخۆڕایی وەربگرە.',
    ctaLabel: 'ئۆفەرەکە وەربگرە',
  },
};
export const EndedEnglish: Story = {
  globals: { locale: 'en' },
  args: { title: 'Ramadan nights bundle', text: 'Unlimited social media from iftar to suhoor.', endsAt: inDays(-1), ctaLabel: 'Subscribe' },
};
