import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { OWN, payment, WithMoneyApi } from '../shared/__fixtures__/money';
import { DeprecatedCheckoutScreen, EnterPasswordScreen, EVoucherScreen, VoucherConfirmationScreen } from './EVoucher';

interface Args {
  screen: 'choose' | 'enter-password' | 'deprecated' | 'confirmation';
  signedIn: boolean;
}

/** E-vouchers: choose, the buyer's number (EnterPassword), review and pay; the old checkout; the confirmation. */
const meta = {
  title: 'Flows/E-voucher',
  args: { screen: 'choose', signedIn: false },
  argTypes: { screen: { control: 'inline-radio', options: ['choose', 'enter-password', 'deprecated', 'confirmation'] } },
  render: ({ screen, signedIn }, { globals }) => {
    const locale = toLocale(globals.locale);
    return (
      <WithMoneyApi key={`${locale}-${screen}`} locale={locale} overrides={{ 'GET /api/v1/payments/*': { body: { data: payment('succeeded', 'e-voucher'), success: true, message: '' } } }}>
        {screen === 'choose' && <EVoucherScreen initialType="prepaid" />}
        {screen === 'enter-password' && <EnterPasswordScreen packageId={2} type="prepaid" ownMsisdn={signedIn ? OWN : null} />}
        {screen === 'deprecated' && <DeprecatedCheckoutScreen initialType="prepaid" ownMsisdn={signedIn ? OWN : null} />}
        {screen === 'confirmation' && <VoucherConfirmationScreen orderId="Xb3kQ9vR2mTn8yLp4sWc1A" />}
      </WithMoneyApi>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  args: { screen: 'enter-password' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Number to send the voucher to'), '07701234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await expect(await canvas.findByRole('button', { name: 'Confirm and pay 10,000 IQD' })).toBeInTheDocument();
  },
};
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { screen: 'confirmation' } };
export const DeprecatedEnglish: Story = {
  globals: { locale: 'en' },
  args: { screen: 'deprecated', signedIn: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /Voucher 5,000/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByRole('dialog', { name: 'Confirm your purchase' })).toBeInTheDocument();
  },
};
export const DeprecatedArabic: Story = { globals: { locale: 'ar' }, args: { screen: 'deprecated' } };
export const EnterPasswordKurdish: Story = { globals: { locale: 'ku' }, args: { screen: 'enter-password', signedIn: true } };
