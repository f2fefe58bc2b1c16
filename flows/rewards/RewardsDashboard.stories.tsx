import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { WithMoneyApi } from '../shared/__fixtures__/money';
import { rewardsRoutes, type RewardsFixture } from './__fixtures__/rewards';
import { RewardsDashboard } from './RewardsDashboard';

/** The live part of /personal/rewards: balance, check-in week, catalogue with the redeem dialog, history; visitors see a sign-in prompt. */
const meta = {
  title: 'Flows/Rewards dashboard',
  args: { signedIn: true, points: 120, streak: 2, checkedInToday: false, emptyHistory: false },
  render: (args, { globals }) => {
    const locale = toLocale(globals.locale);
    return (
      <WithMoneyApi key={`${locale}-${JSON.stringify(args)}`} locale={locale} overrides={rewardsRoutes(locale, args)}>
        <div style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
          <RewardsDashboard />
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
    await userEvent.click(await canvas.findByRole('button', { name: 'استبدل إنترنت 10 جيجا، 7 أيام مقابل 50 نقطة' }));
    await userEvent.click(canvas.getByRole('button', { name: 'نعم، استبدل' }));
    await expect(await canvas.findByText('رصيدك الآن 70 نقطة.')).toBeInTheDocument();
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Redeem Coffee voucher at Qahwa House for 80 points' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, redeem' }));
    await expect(await canvas.findByText('We sent the voucher code to your number by SMS.')).toBeInTheDocument();
  },
};
export const EnglishVisitor: Story = { globals: { locale: 'en' }, args: { signedIn: false } };
export const EnglishNewMember: Story = { globals: { locale: 'en' }, args: { points: 0, streak: 0, emptyHistory: true } };
export const Kurdish: Story = { globals: { locale: 'ku' } };
export const KurdishVisitor: Story = { globals: { locale: 'ku' }, args: { signedIn: false } };
