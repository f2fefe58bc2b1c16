import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { talentRound } from '@/flows/talent/__fixtures__/talent';
import { toLocale } from '@/lib/locales';
import { TalentPage } from './TalentPage';

/** A season's winners page (/personal/talent-program/talent-winner-{year}), here as the co-branded (/yooz-index) variant. */
const meta = {
  title: 'Views/Talent winners page',
  args: { coBranded: true },
  render: (args, { globals }) => {
    const locale = toLocale(globals.locale);
    return (
      <TalentPage
        doc={null}
        winners={talentRound(locale, 'closed')}
        coBrand={args.coBranded ? { name: 'Yooz', logo: '/images/partner-yooz.svg' } : null}
        path="/personal/talent-program/talent-winner-2026"
        locale={locale}
        siteUrl="http://localhost:3000"
      />
    );
  },
} satisfies Meta<{ coBranded: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'نتائج تصويت 2026' })).toBeInTheDocument();
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: { coBranded: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'The 2026 public vote' })).toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: 'Yooz' })).not.toBeInTheDocument();
  },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Yooz' })).toBeInTheDocument();
  },
};
