import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { WithMoneyApi } from '../shared/__fixtures__/money';
import { rewardsRoutes, type RewardsFixture } from './__fixtures__/rewards';
import { CheckInWeek } from './CheckInWeek';

/** The daily check-in week: seven tiles (done, today, locked, in words) and the check-in button. */
const meta = {
  title: 'Flows/Daily check-in',
  args: { streak: 2, checkedInToday: false },
  render: (args, { globals }) => {
    const locale = toLocale(globals.locale);
    return (
      <WithMoneyApi key={`${locale}-${JSON.stringify(args)}`} locale={locale} overrides={rewardsRoutes(locale, args)}>
        <div style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
          <CheckInWeek />
        </div>
      </WithMoneyApi>
    );
  },
} satisfies Meta<RewardsFixture>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'سجّل حضوري اليوم' }));
    await expect(await canvas.findByText('سجّلت حضور اليوم 3: ربحت 15 نقطة.')).toBeInTheDocument();
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const EnglishDay7: Story = { globals: { locale: 'en' }, args: { streak: 6 } };
export const EnglishDoneToday: Story = { globals: { locale: 'en' }, args: { streak: 3, checkedInToday: true } };
export const Kurdish: Story = { globals: { locale: 'ku' } };
