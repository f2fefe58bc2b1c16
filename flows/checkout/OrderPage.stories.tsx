import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import type { OrderData } from '@/lib/shop-api';
import { WithMoneyApi } from '../shared/__fixtures__/money';
import { OrderPage } from './OrderPage';
import { declinedOrder, demoOrder } from './__fixtures__/checkout';

interface Args {
  state: 'confirmed' | 'pickup-pending' | 'declined' | 'refunded' | 'not-found';
}

const pickupPending: OrderData = {
  ...demoOrder,
  status: 'pending-payment',
  totalPaid: 0,
  unpaid: { attempt: 'pending', heldUntil: '2026-11-22T07:00:00.000Z', canPay: true },
  deliveryFee: 0,
  total: 171_000,
  fulfilment: { method: 'pickup', shop: { id: 'erbil-100m', name: 'Nour Store - Erbil', city: 'Erbil', address: '100 Meter Road' } },
};

/** A paid order cancelled by the 48-hour timer: its card money went back. */
const refunded: OrderData = { ...demoOrder, status: 'cancelled', refund: { state: 'done', amount: demoOrder.total } };

/** /personal/shop/orders/{orderNumber}: the order and its printable receipt. */
const meta = {
  title: 'Flows/Checkout/Order page',
  args: { state: 'confirmed' },
  argTypes: { state: { control: 'inline-radio', options: ['confirmed', 'pickup-pending', 'declined', 'refunded', 'not-found'] } },
  render: ({ state }, { globals }) => {
    const locale = toLocale(globals.locale);
    const answer =
      state === 'not-found'
        ? { status: 404, body: { data: null, success: false, message: '' } }
        : { body: { data: state === 'confirmed' ? demoOrder : state === 'refunded' ? refunded : state === 'declined' ? declinedOrder : pickupPending, success: true, message: '' } };
    return (
      <WithMoneyApi key={`${locale}-${state}`} locale={locale} overrides={{ 'GET /api/v1/orders/*': answer }}>
        <OrderPage orderNumber="7KD29XQ4M1" token="story" placed={state === 'confirmed'} signedIn />
      </WithMoneyApi>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Receipt' })).toBeInTheDocument();
    await expect(canvas.getByText('VAT 20%, currently exempted')).toBeInTheDocument();
  },
};
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { state: 'pickup-pending' } };
export const NotFoundEnglish: Story = { globals: { locale: 'en' }, args: { state: 'not-found' } };
export const RefundedArabic: Story = { globals: { locale: 'ar' }, args: { state: 'refunded' } };
/** The card was declined: the items are still held, and Pay now starts a new attempt on the same order. */
export const DeclinedEnglish: Story = {
  globals: { locale: 'en' },
  args: { state: 'declined' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Your card was declined/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  },
};
export const DeclinedArabic: Story = { globals: { locale: 'ar' }, args: { state: 'declined' } };
