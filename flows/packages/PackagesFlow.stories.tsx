import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { OWN, sampleAddons, WithMoneyApi } from '../shared/__fixtures__/money';
import { PackagesScreen } from './PackagesFlow';

/** Offers & packages: subscribe or gift, confirm with the code (123456 here), success with the cancellation rule. */
const meta = {
  title: 'Flows/Packages',
  args: {},
  render: (_args, { globals }) => {
    const locale = toLocale(globals.locale);
    return (
      <WithMoneyApi key={locale} locale={locale}>
        <PackagesScreen addons={sampleAddons(locale)} ownMsisdn={OWN} />
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
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe Internet 10 GB, 7 days' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send me the code' }));
    // The code boxes take the focus; the sixth digit sends the code.
    await expect(await canvas.findByRole('group', { name: 'Confirmation code' })).toBeInTheDocument();
    await userEvent.keyboard('123456');
    await expect(await canvas.findByText('To cancel a subscription, text 0 to 2020.')).toBeInTheDocument();
  },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: /بە دیاری بیدە/ })[0]);
    await expect(await canvas.findByLabelText('ئەو ژمارەیەی دیارییەکەی بۆ دەچێت')).toBeInTheDocument();
  },
};
