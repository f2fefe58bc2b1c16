import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { payment, WithMoneyApi } from '../shared/__fixtures__/money';
import { DemoPaymentPage } from './DemoPaymentPage';

interface Args {
  status: 'pending' | 'succeeded';
}

/** The demo payment provider's page (/pay/{orderId}); 4242 4242 4242 4242 pays here. */
const meta = {
  title: 'Flows/Payment/Demo payment page',
  args: { status: 'pending' },
  argTypes: { status: { control: 'inline-radio', options: ['pending', 'succeeded'] } },
  parameters: { layout: 'fullscreen' },
  render: ({ status }, { globals }) => {
    const locale = toLocale(globals.locale);
    return (
      <WithMoneyApi key={`${locale}-${status}`} locale={locale} overrides={{ 'GET /api/v1/payments/*': { body: { data: payment(status), success: true, message: '' } } }}>
        <DemoPaymentPage orderId="Xb3kQ9vR2mTn8yLp4sWc1A" />
      </WithMoneyApi>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay 10,000 IQD' }));
    await expect(canvas.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Kurdish: Story = { globals: { locale: 'ku' } };
export const AlreadyPaidEnglish: Story = { globals: { locale: 'en' }, args: { status: 'succeeded' } };
