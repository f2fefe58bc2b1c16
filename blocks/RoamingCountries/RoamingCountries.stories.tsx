import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { RoamingCountries } from './RoamingCountries';
import { roamingFixtures } from './RoamingCountries.fixtures';

const meta = {
  title: 'Blocks/Commerce/RoamingCountries',
  component: RoamingCountries,
  args: { ...block.defaultProps, countries: roamingFixtures('en') },
} satisfies Meta<typeof RoamingCountries>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'التجوال حول العالم',
    intro: 'ابحث عن وجهتك واختر باقة التجوال المناسبة قبل السفر. تُفعَّل الباقة فور وصولك.',
    countries: roamingFixtures('ar'),
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Roaming around the world',
    intro: 'Find your destination and pick a roaming add-on before you travel. It starts working as soon as you land.',
    countries: roamingFixtures('en'),
  },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: {
    title: 'ڕۆمینگ بە دەوری جیهاندا',
    intro: 'شوێنی گەشتەکەت بدۆزەرەوە و پێش سەفەر پاکێجێکی ڕۆمینگ هەڵبژێرە. هەر کە گەیشتیت کار دەکات.',
    countries: roamingFixtures('ku'),
  },
};
export const UnavailableEnglish: Story = { globals: { locale: 'en' }, args: { title: 'Roaming', countries: [] } };
