import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { fakeCartFetch } from './fake-cart-api';
import { bagFixture, productFixture } from './fixtures';
import { ProductView } from './ProductView';

/**
 * The product page (/personal/shop/product/{id}) with Nova A35: Black 128 GB has 3 left, Green 256 GB
 * is sold out. The stand-in bag already holds Black 128 GB ("already in your bag" on Add to bag).
 */
const meta = {
  title: 'Shop/Product page',
  args: {},
  render: (_args, { globals }) => {
    const locale = toLocale(globals.locale);
    return <ProductView key={locale} product={productFixture(locale)} api={{ fetchImpl: fakeCartFetch(bagFixture(locale)), deviceId: async () => 'story-device' }} />;
  },
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Only 3 left')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to bag' }));
    await expect(await canvas.findByText('This item is already in your bag (2).')).toBeInTheDocument();
  },
};
export const Kurdish: Story = { globals: { locale: 'ku' } };
export const SoldOutOptionEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Green' }));
    await userEvent.click(canvas.getByRole('radio', { name: /256 GB/ }));
    await expect(canvas.getByText('This option is out of stock. Choose another one.')).toBeInTheDocument();
  },
};
