import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { ProductGrid } from './ProductGrid';
import { productFixtures } from './ProductGrid.fixtures';

const meta = {
  title: 'Blocks/Commerce/ProductGrid',
  component: ProductGrid,
  args: { ...block.defaultProps, products: productFixtures('en') },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' }, args: { title: 'أحدث الهواتف والأجهزة', products: productFixtures('ar') } };
export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Phones', category: 'phones', products: productFixtures('en', 'phones') },
};
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { title: 'نوێترین مۆبایل و ئامێرەکان', products: productFixtures('ku') } };
export const EmptyEnglish: Story = { globals: { locale: 'en' }, args: { title: 'Routers', category: 'routers', products: [] } };
