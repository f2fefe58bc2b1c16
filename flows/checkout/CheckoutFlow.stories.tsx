import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { WithMoneyApi } from '../shared/__fixtures__/money';
import { CheckoutFlow } from './CheckoutFlow';
import { demoBag, demoPrefill, demoShops } from './__fixtures__/checkout';

interface Args {
  signedIn: boolean;
  emptyBag: boolean;
}

const QUOTE = { subtotal: 190_000, discount: 19_000, deliveryFee: 5_000, total: 176_000 };

/** /personal/shop/checkout: details, pick-up or delivery, payment and promo code, review and confirm. */
const meta = {
  title: 'Flows/Checkout',
  args: { signedIn: false, emptyBag: false },
  render: ({ signedIn, emptyBag }, { globals }) => {
    const locale = toLocale(globals.locale);
    return (
      <WithMoneyApi
        key={`${locale}-${signedIn}-${emptyBag}`}
        locale={locale}
        overrides={{
          'POST /api/v1/checkout/quote': { body: { data: QUOTE, success: true, message: '' } },
          'POST /api/v1/checkout': { body: { data: { orderNumber: '7KD29XQ4M1', orderUrl: '/personal/shop/orders/7KD29XQ4M1?token=story' }, success: true, message: '' } },
        }}
      >
        <CheckoutFlow bag={emptyBag ? [] : demoBag} shops={demoShops} prefill={signedIn ? demoPrefill : null} />
      </WithMoneyApi>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  args: { signedIn: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Delivery to an address (5,000 IQD)' }));
    await expect(canvas.getByLabelText('Street, alley and house number')).toHaveValue('Street 12, house 4');
    await userEvent.selectOptions(canvas.getByLabelText('Governorate'), 'baghdad');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await canvas.findByLabelText('Promo code (optional)'), 'NOUR10');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { name: 'Review and confirm' })).toBeInTheDocument();
    // The review and the order summary beside it.
    await expect(canvas.getAllByText('176,000 IQD')).toHaveLength(2);
  },
};
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { signedIn: true } };
export const EmptyBagEnglish: Story = { globals: { locale: 'en' }, args: { emptyBag: true } };
