import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { WithMoneyApi } from '../shared/__fixtures__/money';
import { PurchaseModal } from './PurchaseModal';

interface Args {
  /** A number typed in advance (the signed-in subscriber's). */
  initialMsisdn: string;
  /** Milliseconds the stand-in API takes to answer. */
  delay: number;
}

/**
 * The add-on purchase modal (spec section 4) against a stand-in API: 07700000009 is blocked, 07701234568
 * has too little balance; the right code is ABC234, any other is wrong.
 */
const meta = {
  title: 'Flows/Add-on purchase/Purchase modal',
  args: { initialMsisdn: '', delay: 0 },
  render: ({ initialMsisdn, delay }, { globals }) => {
    const locale = toLocale(globals.locale);
    return (
      <WithMoneyApi key={locale} locale={locale} delay={delay}>
        <PurchaseModal addonId={101} addonTitle={{ ar: 'باقة أسبوعية 10 غيغابايت', en: 'Internet 10 GB, 7 days', ku: 'ئینتەرنێتی 10 گیگابایت، 7 ڕۆژ' }[locale]} initialMsisdn={initialMsisdn} onClose={() => undefined} />
      </WithMoneyApi>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  args: { initialMsisdn: '07701234567' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByLabelText('Confirmation code')).toHaveFocus();
  },
};
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { initialMsisdn: '07701234567', delay: 400 } };
export const WrongNumberArabic: Story = {
  globals: { locale: 'ar' },
  args: { initialMsisdn: '0780123' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'متابعة' }));
    await expect(canvas.getByRole('alertdialog')).toBeInTheDocument();
  },
};
export const WrongCodeEnglish: Story = {
  globals: { locale: 'en' },
  args: { initialMsisdn: '07701234567' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await canvas.findByLabelText('Confirmation code'), 'ZZZ999');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText(/The verification code entered is incorrect/)).toBeInTheDocument();
  },
};
export const SuccessKurdish: Story = {
  globals: { locale: 'ku' },
  args: { initialMsisdn: '07701234567' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'بەردەوامبە' }));
    await userEvent.type(await canvas.findByLabelText('کۆدی دڵنیاکردنەوە'), 'ABC234');
    await userEvent.click(canvas.getByRole('button', { name: 'دڵنیاکردنەوە' }));
    await expect(await canvas.findByText('کڕین تەواو بوو')).toBeInTheDocument();
  },
};
export const BlockedEnglish: Story = {
  globals: { locale: 'en' },
  args: { initialMsisdn: '07700000009' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Purchases are blocked on this line. Call 107.')).toBeInTheDocument();
  },
};
export const NotEnoughBalanceArabic: Story = {
  globals: { locale: 'ar' },
  args: { initialMsisdn: '07701234568' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'متابعة' }));
    await userEvent.type(await canvas.findByLabelText('رمز التأكيد'), 'QQQ222');
    await userEvent.click(canvas.getByRole('button', { name: 'تأكيد' }));
    await expect(await canvas.findByText('رصيدك 500 د.ع، وسعر هذه الباقة 5,000 د.ع.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'اشحن الآن' })).toBeInTheDocument();
  },
};
