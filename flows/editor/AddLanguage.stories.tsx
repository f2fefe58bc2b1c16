import type { Meta, StoryObj } from '@storybook/nextjs';
import type { Locale } from '@/lib/locales';
import { AddLanguage } from './AddLanguage';
import { editorStrings, type EditorLanguage } from './strings';
import * as S from './styles';

interface AddLanguageStoryArgs {
  language: EditorLanguage;
  /** The languages the page has; the first is the open one. */
  present: Locale[];
}

/** A page's languages on its own screen: open the others, or add a missing one (copy to translate, or empty). */
const meta = {
  title: 'Editor/AddLanguage',
  args: { language: 'en', present: ['en'] },
  argTypes: { language: { control: 'inline-radio', options: ['en', 'ar'] } },
  render: ({ language, present }) => (
    <S.Shell dir={language === 'ar' ? 'rtl' : 'ltr'} lang={language}>
      <AddLanguage
        t={editorStrings[language]}
        source={{ uri: '/eid-offer', locale: present[0], title: present[0] === 'en' ? 'Eid offer' : 'عرض العيد' }}
        present={present}
        onOpen={() => undefined}
        onAdd={async () => undefined}
      />
    </S.Shell>
  ),
} satisfies Meta<AddLanguageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnglishOnly: Story = { globals: { locale: 'en' } };
export const ArabicEditorTwoLanguages: Story = { globals: { locale: 'ar' }, args: { language: 'ar', present: ['ar', 'en'] } };
