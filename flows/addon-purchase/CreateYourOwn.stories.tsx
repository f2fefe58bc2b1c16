import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { WithMoneyApi } from '../shared/__fixtures__/money';
import { CreateYourOwnScreen } from './CreateYourOwn';

interface Args {
  signedIn: boolean;
}

/** Create your own bundle: sliders and steppers, the price quoted by the (stand-in) server. */
const meta = {
  title: 'Flows/Add-on purchase/Create your own',
  args: { signedIn: true },
  render: ({ signedIn }, { globals }) => {
    const locale = toLocale(globals.locale);
    return (
      <WithMoneyApi key={locale} locale={locale}>
        <CreateYourOwnScreen signedIn={signedIn} />
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
    await userEvent.click(await canvas.findByRole('button', { name: 'More: Internet' }));
    await userEvent.click(canvas.getByRole('button', { name: 'More: Minutes to every network' }));
    await expect(await canvas.findByText('3,200 IQD')).toBeInTheDocument();
  },
};
export const Kurdish: Story = { globals: { locale: 'ku' } };
export const NotSignedInEnglish: Story = { globals: { locale: 'en' }, args: { signedIn: false } };
