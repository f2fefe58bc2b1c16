import type { Meta, StoryObj } from '@storybook/nextjs';
import { toLocale } from '@/lib/locales';
import { WithMoneyApi } from '@/flows/shared/__fixtures__/money';
import { talentRoutes } from '@/flows/talent/__fixtures__/talent';
import block from './block';
import { TalentVoting } from './TalentVoting';

const meta = {
  title: 'Blocks/Commerce/TalentVoting',
  component: TalentVoting,
  args: { ...block.defaultProps },
  decorators: [
    (Story, { globals }) => {
      const locale = toLocale(globals.locale);
      return (
        <WithMoneyApi key={locale} locale={locale} overrides={talentRoutes(locale, 'closed')}>
          <Story />
        </WithMoneyApi>
      );
    },
  ],
} satisfies Meta<typeof TalentVoting>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' }, args: { view: 'results' } };
export const English: Story = { globals: { locale: 'en' }, args: { view: 'results' } };
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { view: 'results' } };
