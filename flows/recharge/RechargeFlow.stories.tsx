import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { OWN, WithMoneyApi } from '../shared/__fixtures__/money';
import { RechargeScreen } from './screens';
import type { RechargeTab } from './RechargeFlow';

interface Args {
  signedIn: boolean;
  tab: RechargeTab;
  msisdn: string;
}

/** Recharge by scratch card (12345678901234 works here) or bank card, for a visitor or a subscriber. */
const meta = {
  title: 'Flows/Recharge/Recharge',
  args: { signedIn: false, tab: 'scratch', msisdn: '' },
  argTypes: { tab: { control: 'inline-radio', options: ['scratch', 'card'] } },
  render: ({ signedIn, tab, msisdn }, { globals }) => {
    const locale = toLocale(globals.locale);
    return (
      <WithMoneyApi key={locale} locale={locale}>
        <RechargeScreen ownMsisdn={signedIn ? OWN : null} initialMsisdn={msisdn || null} initialTab={tab} />
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
    await userEvent.type(canvas.getByLabelText('Mobile number'), '07701234567');
    await userEvent.type(canvas.getByLabelText('Scratch card number'), '1234 5678 9012 34');
    await userEvent.click(canvas.getByRole('button', { name: 'Recharge' }));
    await expect(await canvas.findByText('10,000 IQD was added to 07701234567.')).toBeInTheDocument();
  },
};
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { signedIn: true } };
export const CardSignedInEnglish: Story = { globals: { locale: 'en' }, args: { signedIn: true, tab: 'card' } };
export const CardErrorsArabic: Story = {
  globals: { locale: 'ar' },
  args: { tab: 'card', msisdn: '07701234568' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('المبلغ (د.ع)'), '1000');
    await userEvent.click(canvas.getByRole('button', { name: 'الدفع بالبطاقة' }));
    await expect(canvas.getByLabelText('المبلغ (د.ع)')).toHaveAttribute('aria-invalid', 'true');
  },
};
