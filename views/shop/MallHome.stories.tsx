import type { Meta, StoryObj } from '@storybook/nextjs';
import { toLocale, type Locale } from '@/lib/locales';
import { cardsFixture } from './fixtures';
import { MallHome, type MallHomeProps } from './MallHome';

const names: Record<Locale, MallHomeProps['categories']> = {
  ar: [
    { id: 'phones', name: 'الهواتف', count: 11, image: '/images/phone-1.svg' },
    { id: 'sims', name: 'الشرائح', count: 5, image: '/images/sim-card.svg' },
    { id: 'routers', name: 'الراوترات وأجهزة MiFi', count: 4, image: '/images/router-mifi.svg' },
    { id: 'accessories', name: 'الإكسسوارات', count: 5, image: '/images/products/earbuds.svg' },
  ],
  en: [
    { id: 'phones', name: 'Phones', count: 11, image: '/images/phone-1.svg' },
    { id: 'sims', name: 'SIM cards', count: 5, image: '/images/sim-card.svg' },
    { id: 'routers', name: 'Routers and MiFi', count: 4, image: '/images/router-mifi.svg' },
    { id: 'accessories', name: 'Accessories', count: 5, image: '/images/products/earbuds.svg' },
  ],
  ku: [
    { id: 'phones', name: 'مۆبایلەکان', count: 11, image: '/images/phone-1.svg' },
    { id: 'sims', name: 'سیمکارتەکان', count: 5, image: '/images/sim-card.svg' },
    { id: 'routers', name: 'ڕاوتەر و MiFi', count: 4, image: '/images/router-mifi.svg' },
    { id: 'accessories', name: 'پاشکۆکان', count: 5, image: '/images/products/earbuds.svg' },
  ],
};

const brands: Record<Locale, MallHomeProps['brands']> = {
  ar: [
    { id: 'nova', name: 'نوفا', category: 'phones' },
    { id: 'zaha', name: 'زها', category: 'accessories' },
  ],
  en: [
    { id: 'nova', name: 'Nova', category: 'phones' },
    { id: 'zaha', name: 'Zaha', category: 'accessories' },
  ],
  ku: [
    { id: 'nova', name: 'نۆڤا', category: 'phones' },
    { id: 'zaha', name: 'زەها', category: 'accessories' },
  ],
};

/** The mobile mall's home (/personal/mobile-mall): categories, brands and featured products. */
const meta = {
  title: 'Shop/Mobile mall',
  args: {},
  render: (_args, { globals }) => {
    const locale = toLocale(globals.locale);
    return <MallHome categories={names[locale]} brands={brands[locale]} featured={cardsFixture(locale)} />;
  },
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = { globals: { locale: 'en' } };
export const Kurdish: Story = { globals: { locale: 'ku' } };
