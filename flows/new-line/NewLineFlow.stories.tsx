import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { WithMoneyApi } from '../shared/__fixtures__/money';
import { AT_LIMIT_ID, NEW_LINE_CODE, newLineRoutes } from './__fixtures__/new-line';
import { NewLineScreen } from './NewLineFlow';

/** Asking for a new line: offer → name, number and city → code by SMS (123456 here) → details and ID → done. */
const meta = {
  title: 'Flows/New-line offer',
  render: (_args, { globals }) => {
    const locale = toLocale(globals.locale);
    return (
      <WithMoneyApi key={locale} locale={locale} overrides={newLineRoutes(locale)}>
        <NewLineScreen />
      </WithMoneyApi>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /باقة البداية/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'متابعة' }));
    await expect(await canvas.findByLabelText('رقم التواصل')).toBeInTheDocument();
  },
};

/** The whole way to the details, where the demo ID at the line limit is refused. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Data max/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await canvas.findByLabelText('Full name'), 'Zainab Ali Hassan');
    await userEvent.type(canvas.getByLabelText('Number to contact'), '07501112233');
    await userEvent.selectOptions(await canvas.findByLabelText('City'), 'erbil');
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a code' }));
    await userEvent.click(await canvas.findByLabelText('Digit 1 of 6'));
    await userEvent.paste(NEW_LINE_CODE);
    await userEvent.type(await canvas.findByLabelText('Second name'), 'Ali');
    await userEvent.type(canvas.getByLabelText('Third name'), 'Hassan');
    await userEvent.selectOptions(canvas.getByLabelText('ID type'), 'national-id');
    await userEvent.type(canvas.getByLabelText('ID number'), AT_LIMIT_ID);
    await userEvent.click(canvas.getByRole('button', { name: 'Send my request' }));
    await expect(await canvas.findByText(/maximum allowed number of lines/)).toBeInTheDocument();
  },
};

export const Kurdish: Story = {
  globals: { locale: 'ku' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'بەردەوامبە' }));
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  },
};
