import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { WithMoneyApi } from '../shared/__fixtures__/money';
import { talentRoutes } from './__fixtures__/talent';
import { TalentResultsLive } from './TalentResults';

/** The programme page's results: ranked with their votes once the round has closed; while open, when it closes and a link to vote. */
const meta = {
  title: 'Flows/Talent results',
  args: { state: 'closed' as 'open' | 'closed' },
  render: (args, { globals }) => {
    const locale = toLocale(globals.locale);
    return (
      <WithMoneyApi key={`${locale}-${args.state}`} locale={locale} overrides={talentRoutes(locale, args.state)}>
        <TalentResultsLive />
      </WithMoneyApi>
    );
  },
} satisfies Meta<{ state: 'open' | 'closed' }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('12,840 صوت')).toBeInTheDocument();
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
    await expect(canvas.getByText('1 vote')).toBeInTheDocument();
  },
};
/** While the round is open: no counts, a link to vote. */
export const KurdishWhileOpen: Story = {
  globals: { locale: 'ku' },
  args: { state: 'open' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'ئێستا دەنگ بدە' })).toBeInTheDocument();
  },
};
