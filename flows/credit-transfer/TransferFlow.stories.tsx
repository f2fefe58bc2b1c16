import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { OWN, WithMoneyApi } from '../shared/__fixtures__/money';
import { TransferScreen } from './TransferFlow';

/** Credit transfer: receiver and amount → review → code (123456 here) → done. */
const meta = {
  title: 'Flows/Credit transfer',
  args: {},
  render: (_args, { globals }) => {
    const locale = toLocale(globals.locale);
    return (
      <WithMoneyApi key={locale} locale={locale}>
        <TransferScreen ownMsisdn={OWN} />
      </WithMoneyApi>
    );
  },
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText("Receiver's number"), '07709876543');
    await userEvent.type(canvas.getByLabelText('Amount (IQD)'), '5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Send me the code' }));
    // The code boxes take the focus; the sixth digit sends the code.
    await expect(await canvas.findByRole('group', { name: 'Confirmation code' })).toBeInTheDocument();
    await userEvent.keyboard('123456');
    await expect(await canvas.findByText('Transfer done')).toBeInTheDocument();
  },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'بەردەوامبە' }));
    await expect(canvas.getByLabelText('ژمارەی وەرگر')).toHaveAttribute('aria-invalid', 'true');
  },
};
