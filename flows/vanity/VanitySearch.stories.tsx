import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { WithMoneyApi } from '../shared/__fixtures__/money';
import { vanityRoutes } from './__fixtures__/vanity';
import { VanityScreen } from './VanitySearch';

/** Vanity numbers: search 4 to 6 digits (4444 finds four here), reserve one (07724444418 is taken meanwhile). */
const meta = {
  title: 'Flows/Vanity numbers',
  args: { signedIn: true },
  render: (args, { globals }) => {
    const locale = toLocale(globals.locale);
    return (
      <WithMoneyApi key={locale} locale={locale} overrides={vanityRoutes(300)}>
        <VanityScreen {...args} />
      </WithMoneyApi>
    );
  },
} satisfies Meta<typeof VanityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' }, args: { initialDigits: '4444' } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Digits to look for'), '4444');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Reserve 07714444444' }));
    await userEvent.type(canvas.getByLabelText('Full name'), 'Zainab Ali Hassan');
    await userEvent.type(canvas.getByLabelText('Contact number'), '07501234567');
    await userEvent.click(canvas.getByRole('button', { name: /Reserve and pay/ }));
    await expect(await canvas.findByText('Number reserved')).toBeInTheDocument();
  },
};
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { initialDigits: '4444' } };
/** A visitor: the dialog asks to sign in and comes back to the same number. */
export const Guest: Story = { globals: { locale: 'en' }, args: { signedIn: false, initialDigits: '4444', initialNumber: '07714444444' } };
