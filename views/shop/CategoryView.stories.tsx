import type { Meta, StoryObj } from '@storybook/nextjs';
import { toLocale } from '@/lib/locales';
import type { ShopSort } from '@/lib/shop';
import { CategoryView } from './CategoryView';
import { listingFixture } from './fixtures';

interface Args {
  brand: string | null;
  sort: ShopSort;
}

/** A shop category (/personal/shop/phones) with its brand filter and order links. */
const meta = {
  title: 'Shop/Category page',
  args: { brand: null, sort: 'featured' },
  argTypes: { sort: { control: { type: 'select' }, options: ['featured', 'price-asc', 'price-desc', 'newest'] } },
  render: ({ brand, sort }, { globals }) => <CategoryView listing={listingFixture(toLocale(globals.locale))} brand={brand} sort={sort} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = { globals: { locale: 'en' } };
export const Kurdish: Story = { globals: { locale: 'ku' } };
export const OneBrandCheapestFirstEnglish: Story = { globals: { locale: 'en' }, args: { brand: 'nova', sort: 'price-asc' } };
