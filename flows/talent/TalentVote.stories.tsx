import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { WithMoneyApi } from '../shared/__fixtures__/money';
import { TALENT_CODE, talentRoutes } from './__fixtures__/talent';
import { TalentVote } from './TalentVote';

/** The talent vote: contestants with their vote buttons; a visitor confirms a Nour number by SMS code (123456 here). */
const meta = {
  title: 'Flows/Talent vote',
  render: (_args, { globals }) => {
    const locale = toLocale(globals.locale);
    return (
      <WithMoneyApi key={locale} locale={locale} overrides={talentRoutes(locale)}>
        <TalentVote />
      </WithMoneyApi>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'صوّت لـ شيلان رشيد' }));
    await userEvent.type(await canvas.findByLabelText('رقم هاتفك'), '07701234567');
    await userEvent.click(canvas.getByRole('button', { name: 'أرسل الرمز' }));
    await expect(await canvas.findByRole('group', { name: 'الرمز' })).toBeInTheDocument();
    await userEvent.keyboard(TALENT_CODE);
    await expect(await canvas.findByRole('heading', { name: 'صوّتَّ مسبقاً' })).toBeInTheDocument();
  },
};

/** The whole visitor's way: number, code, thanks. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Vote for Ali Hussein' }));
    await userEvent.type(await canvas.findByLabelText(/Your mobile number/), '07705550000');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the code' }));
    await expect(await canvas.findByRole('group', { name: 'Code' })).toBeInTheDocument();
    await userEvent.keyboard(TALENT_CODE);
    await expect(await canvas.findByRole('heading', { name: 'Thank you for voting!' })).toBeInTheDocument();
  },
};

export const Kurdish: Story = {
  globals: { locale: 'ku' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'دەنگ بدە بە حەسەن فەلاح' }));
    await userEvent.type(await canvas.findByLabelText(/ژمارەی مۆبایلەکەت/), '07705550001');
    await userEvent.click(canvas.getByRole('button', { name: 'کۆدەکە بنێرە' }));
    await expect(await canvas.findByRole('group', { name: 'کۆد' })).toBeInTheDocument();
    await userEvent.keyboard('999999');
    await expect(await canvas.findByText(/کۆدەکە هەڵەیە/)).toBeInTheDocument();
  },
};
