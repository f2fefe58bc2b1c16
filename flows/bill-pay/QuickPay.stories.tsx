import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { WithMoneyApi } from '../shared/__fixtures__/money';
import { QUICK_PAY_CODE, QUICK_PAY_NUMBER, quickPayRoutes } from './__fixtures__/quick-pay';
import { QuickPayScreen } from './QuickPay';

interface Args {
  line: 'postpaid' | 'prepaid' | 'paid';
}

/** Paying a postpaid bill without an account: number → code by SMS (123456 here) → amount due → card. */
const meta = {
  title: 'Flows/Bill quick pay',
  args: { line: 'postpaid' },
  argTypes: { line: { control: 'inline-radio', options: ['postpaid', 'prepaid', 'paid'] } },
  render: ({ line }, { globals }) => {
    const locale = toLocale(globals.locale);
    return (
      <WithMoneyApi key={`${locale}-${line}`} locale={locale} overrides={quickPayRoutes(line)}>
        <QuickPayScreen />
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
    await userEvent.type(canvas.getByLabelText('Mobile number'), QUICK_PAY_NUMBER);
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a code' }));
    await userEvent.click(await canvas.findByLabelText('Digit 1 of 6'));
    await userEvent.paste(QUICK_PAY_CODE);
    await expect(await canvas.findByText('32,500 IQD')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay by card' })).toBeInTheDocument();
  },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'کۆدێکم بۆ بنێرە' }));
    await expect(canvas.getByLabelText('ژمارەی مۆبایل')).toHaveAttribute('aria-invalid', 'true');
  },
};
export const PrepaidArabic: Story = {
  globals: { locale: 'ar' },
  args: { line: 'prepaid' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('رقم الهاتف المحمول'), QUICK_PAY_NUMBER);
    await userEvent.click(canvas.getByRole('button', { name: 'أرسل لي رمزاً' }));
    await userEvent.click(await canvas.findByLabelText('الرقم 1 من 6'));
    await userEvent.paste(QUICK_PAY_CODE);
    await expect(await canvas.findByText('هذا الخط مسبق الدفع')).toBeInTheDocument();
  },
};
