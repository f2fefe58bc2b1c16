import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { HeroCarousel } from './HeroCarousel';

const meta = { title: 'Blocks/Marketing/HeroCarousel', component: HeroCarousel, args: { ...block.defaultProps } } satisfies Meta<typeof HeroCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    slides: [
      { title: 'إنترنت أسرع في كل مكان', text: 'باقات الجيل الرابع تبدأ من 5,000 د.ع.', image: '/images/hero-4g.svg', imageAlt: '', ctaLabel: 'اشترك الآن', ctaHref: '/personal/add-ons' },
      { title: 'سافر وابقَ على اتصال', text: 'باقات التجوال في أكثر من 120 دولة.', image: '/images/hero-roaming.svg', imageAlt: '', ctaLabel: 'باقات التجوال', ctaHref: '/personal/roaming' },
      { title: 'اربح مع كل شحن', text: 'اجمع النقاط واستبدلها بدقائق وإنترنت مجاني.', image: '/images/hero-rewards.svg', imageAlt: '', ctaLabel: 'اكتشف المكافآت', ctaHref: '/personal/rewards' },
    ],
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    slides: [
      { title: 'Faster internet everywhere', text: '4G bundles from 5,000 IQD.', image: '/images/hero-4g.svg', imageAlt: '', ctaLabel: 'Subscribe now', ctaHref: '/personal/add-ons' },
      { title: 'Travel and stay connected', text: 'Roaming bundles in more than 120 countries.', image: '/images/hero-roaming.svg', imageAlt: '', ctaLabel: 'Roaming bundles', ctaHref: '/personal/roaming' },
      { title: 'Earn with every recharge', text: 'Collect points and swap them for free minutes and data.', image: '/images/hero-rewards.svg', imageAlt: '', ctaLabel: 'Discover rewards', ctaHref: '/personal/rewards' },
    ],
    intervalSeconds: 0,
  },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: {
    slides: [
      { title: 'ئینتەرنێتی خێراتر لە هەموو شوێنێک', text: 'پاکێجەکانی 4G لە 5,000 د.عەوە.', image: '/images/hero-4g.svg', imageAlt: '', ctaLabel: 'ئێستا بەشداربە', ctaHref: '/personal/add-ons' },
      { title: 'گەشت بکە و پەیوەندیت بەردەوام بێت', text: 'پاکێجەکانی ڕۆمینگ لە زیاتر لە 120 وڵات.', image: '/images/hero-roaming.svg', imageAlt: '', ctaLabel: 'پاکێجەکانی ڕۆمینگ', ctaHref: '/personal/roaming' },
    ],
  },
};
