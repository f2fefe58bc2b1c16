import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { WithMoneyApi } from '../shared/__fixtures__/money';
import { RoamingSearch } from './RoamingSearch';

/** The roaming country combobox (FlowEmbed flow "roaming"); Turkey has a bundle here. */
const meta = {
  title: 'Flows/Roaming search',
  args: {},
  render: (_args, { globals }) => {
    const locale = toLocale(globals.locale);
    return (
      <WithMoneyApi key={locale} locale={locale}>
        <div style={{ maxWidth: 900, minHeight: 420, margin: '0 auto', padding: 16 }}>
          <RoamingSearch />
        </div>
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
    await userEvent.type(await canvas.findByRole('combobox'), 'tur');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Turkey roaming 5 GB' })).toBeInTheDocument();
  },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('combobox'), 'ئە');
    await expect(canvas.getByRole('listbox')).toBeVisible();
  },
};
