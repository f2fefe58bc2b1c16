import type { Meta, StoryObj } from '@storybook/nextjs';
import { toLocale } from '@/lib/locales';
import type { PaymentStatusData } from '@/lib/account-api';
import { payment, WithMoneyApi } from '../shared/__fixtures__/money';
import { PaymentResult } from './PaymentResult';

interface Args {
  status: PaymentStatusData['status'] | 'unknown';
  purpose: PaymentStatusData['purpose'];
}

/** The end of a card payment: the receipt (VAT 20% currently exempted) or "Payment unsuccessful". */
const meta = {
  title: 'Flows/Payment/Payment result',
  args: { status: 'succeeded', purpose: 'recharge' },
  argTypes: {
    status: { control: 'inline-radio', options: ['succeeded', 'declined', 'pending', 'unknown'] },
    purpose: { control: 'inline-radio', options: ['recharge', 'bill', 'e-voucher'] },
  },
  render: ({ status, purpose }, { globals }) => {
    const locale = toLocale(globals.locale);
    const answer = status === 'unknown' ? { status: 404, body: { data: null, success: false, message: 'Not found.' } } : { body: { data: payment(status, purpose), success: true, message: '' } };
    return (
      <WithMoneyApi key={`${locale}-${status}-${purpose}`} locale={locale} overrides={{ 'GET /api/v1/payments/*': answer }}>
        <PaymentResult orderId="Xb3kQ9vR2mTn8yLp4sWc1A" />
      </WithMoneyApi>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = { globals: { locale: 'en' }, args: { purpose: 'bill' } };
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { status: 'declined' } };
export const DeclinedEnglish: Story = { globals: { locale: 'en' }, args: { status: 'declined' } };
export const UnknownArabic: Story = { globals: { locale: 'ar' }, args: { status: 'unknown' } };
