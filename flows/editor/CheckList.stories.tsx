import type { Meta, StoryObj } from '@storybook/nextjs';
import type { Locale } from '@/lib/locales';
import type { PageData } from '@/lib/blocks/types';
import { CheckList } from './CheckList';
import { checkPage } from './checks';
import { editorStrings, type EditorLanguage } from './strings';
import * as S from './styles';

type Sample = 'problems' | 'clean';

interface CheckListStoryArgs {
  language: EditorLanguage;
  /** The page the check runs on, in the language of the page. */
  sample: Sample;
  pageLocale: Locale;
}

const existing = new Set(['/', '/personal', '/personal/roaming', '/personal/add-ons']);

const page = (content: PageData['content']): PageData => ({ root: { props: {} }, content });

/** Real pages for checks.ts: the list shows what checkPage finds, not made-up results. */
const samples: Record<Sample, Record<Locale, PageData>> = {
  problems: {
    en: page([
      { type: 'Hero', props: { id: 'Hero-1', title: '' } },
      { type: 'Hero', props: { id: 'Hero-2', title: 'باقات الصيف', image: '/images/hero-roaming.svg', imageAlt: '' } },
      { type: 'CallToAction', props: { id: 'CallToAction-1', title: 'Travel light', buttonLabel: 'See roaming', buttonHref: '/personal/roming' } },
    ]),
    ar: page([
      { type: 'Hero', props: { id: 'Hero-1', title: '' } },
      { type: 'Hero', props: { id: 'Hero-2', title: 'پاکێجی نوێ بۆ هەمووان', image: '/images/hero-4g.svg' } },
      { type: 'CallToAction', props: { id: 'CallToAction-1', title: 'سافر بلا قلق', buttonLabel: 'التجوال', buttonHref: '/personal/roming' } },
    ]),
    ku: page([
      { type: 'Hero', props: { id: 'Hero-1', title: 'باقة جديدة للجميع', image: '/images/hero-4g.svg', imageAlt: 'مۆبایل' } },
      { type: 'Nope', props: { id: 'Nope-1' } },
    ]),
  },
  clean: {
    en: page([{ type: 'Hero', props: { id: 'Hero-1', title: 'Roaming', image: '/images/hero-roaming.svg', imageAlt: 'A traveller at the airport', ctaLabel: 'See', ctaHref: '/personal/roaming' } }]),
    ar: page([{ type: 'Hero', props: { id: 'Hero-1', title: 'التجوال', image: '/images/hero-roaming.svg', imageAlt: 'مسافر في المطار', ctaLabel: 'اعرف المزيد', ctaHref: '/personal/roaming' } }]),
    ku: page([{ type: 'Hero', props: { id: 'Hero-1', title: 'ڕۆمینگ', image: '/images/hero-roaming.svg', imageAlt: 'گەشتیارێک لە فڕۆکەخانە', ctaLabel: 'زیاتر', ctaHref: '/personal/roaming' } }]),
  },
};

/** The "Before publishing" list (checks.ts): errors block publishing, warnings do not. */
const meta = {
  title: 'Editor/CheckList',
  args: { language: 'en', sample: 'problems', pageLocale: 'en' },
  argTypes: {
    language: { control: 'inline-radio', options: ['en', 'ar'] },
    sample: { control: 'inline-radio', options: ['problems', 'clean'] },
    pageLocale: { control: 'inline-radio', options: ['ar', 'en', 'ku'] },
  },
  render: ({ language, sample, pageLocale }) => (
    <S.Shell dir={language === 'ar' ? 'rtl' : 'ltr'} lang={language}>
      <CheckList t={editorStrings[language]} result={checkPage(samples[sample][pageLocale], pageLocale, existing, editorStrings[language])} />
    </S.Shell>
  ),
} satisfies Meta<CheckListStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnglishPage: Story = { globals: { locale: 'en' } };
export const ArabicPageArabicEditor: Story = { globals: { locale: 'ar' }, args: { language: 'ar', pageLocale: 'ar' } };
export const KurdishPage: Story = { globals: { locale: 'en' }, args: { pageLocale: 'ku' } };
export const NoProblems: Story = { globals: { locale: 'en' }, args: { sample: 'clean' } };
export const NoProblemsArabic: Story = { globals: { locale: 'ar' }, args: { language: 'ar', sample: 'clean', pageLocale: 'ar' } };
