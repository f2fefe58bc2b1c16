import type { Meta, StoryObj } from '@storybook/nextjs';
import { SWRConfig } from 'swr';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { BagView } from './BagView';
import { fakeCartFetch } from './fake-cart-api';
import { bagFixture } from './fixtures';

interface Args {
  empty: boolean;
}

/** The bag page (/personal/shop/bag) against a stand-in cart API: two lines (one with only 3 left), or empty. */
const meta = {
  title: 'Shop/Bag page',
  args: { empty: false },
  render: ({ empty }, { globals }) => {
    const locale = toLocale(globals.locale);
    const bag = empty ? { items: [], subtotal: 0, count: 0 } : bagFixture(locale);
    return (
      <SWRConfig key={`${locale}-${empty}`} value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <BagView api={{ fetchImpl: fakeCartFetch(bag), deviceId: async () => 'story-device' }} />
      </SWRConfig>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Zaha 33 W from the bag' }));
    await expect(await canvas.findByText('370,000 IQD', { selector: '.subtotal bdi' })).toBeInTheDocument();
  },
};
export const Kurdish: Story = { globals: { locale: 'ku' } };
export const EmptyArabic: Story = { globals: { locale: 'ar' }, args: { empty: true } };
