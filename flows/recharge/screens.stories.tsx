import type { Meta, StoryObj } from '@storybook/nextjs';
import { toLocale } from '@/lib/locales';
import { sampleAddons, WithMoneyApi } from '../shared/__fixtures__/money';
import { BalanceLowScreen, RechargeConfirmationScreen, ShukranScreen } from './screens';

interface Args {
  screen: 'balance-low' | 'confirmation' | 'shukran';
  signedIn: boolean;
  payment: 'succeeded' | 'declined' | 'pending';
}

/** The low-balance flow's pages and the payment confirmation. */
const meta = {
  title: 'Flows/Recharge/Low balance and confirmation',
  args: { screen: 'balance-low', signedIn: true, payment: 'succeeded' },
  argTypes: {
    screen: { control: 'inline-radio', options: ['balance-low', 'confirmation', 'shukran'] },
    payment: { control: 'inline-radio', options: ['succeeded', 'declined', 'pending'] },
  },
  render: ({ screen, signedIn, payment }, { globals }) => {
    const locale = toLocale(globals.locale);
    const status = { orderId: 'Xb3kQ9vR2mTn8yLp4sWc1A', status: payment, purpose: 'recharge', amount: 10000, msisdn: '07701234568' };
    return (
      <WithMoneyApi key={`${locale}-${payment}`} locale={locale} overrides={{ 'GET /api/v1/payments/*': { body: { data: status, success: true, message: '' } } }}>
        {screen === 'balance-low' && <BalanceLowScreen signedIn={signedIn} offers={sampleAddons(locale).slice(0, 3)} />}
        {screen === 'confirmation' && <RechargeConfirmationScreen orderId="Xb3kQ9vR2mTn8yLp4sWc1A" />}
        {screen === 'shukran' && <ShukranScreen signedIn={signedIn} msisdn="07701234568" amount={10000} />}
      </WithMoneyApi>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = { globals: { locale: 'en' }, args: { screen: 'confirmation' } };
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { screen: 'shukran' } };
export const DeclinedArabic: Story = { globals: { locale: 'ar' }, args: { screen: 'confirmation', payment: 'declined' } };
export const PendingKurdish: Story = { globals: { locale: 'ku' }, args: { screen: 'confirmation', payment: 'pending' } };
export const VisitorEnglish: Story = { globals: { locale: 'en' }, args: { screen: 'balance-low', signedIn: false } };
