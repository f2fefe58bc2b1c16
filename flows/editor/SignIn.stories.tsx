import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { SignIn } from './SignIn';
import { editorStrings, type EditorLanguage } from './strings';
import * as S from './styles';

interface SignInStoryArgs {
  language: EditorLanguage;
  /** The stand-in server refuses every password. */
  wrongPassword: boolean;
}

// What the server answers for a wrong password, in the request's language (locales/*.json).
const refusal: Record<EditorLanguage, string> = {
  en: 'The e-mail or the password is wrong.',
  ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
};

/** The editor's sign-in form (/editor before signing in), with a stand-in for POST /api/editor/session. */
const meta = {
  title: 'Editor/SignIn',
  args: { language: 'en', wrongPassword: false },
  argTypes: { language: { control: 'inline-radio', options: ['en', 'ar'] } },
  render: ({ language, wrongPassword }) => (
    <S.Shell dir={language === 'ar' ? 'rtl' : 'ltr'} lang={language}>
      <SignIn
        t={editorStrings[language]}
        language={language}
        onSignedIn={() => undefined}
        signIn={async (email) => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          if (wrongPassword) throw new Error(refusal[language]);
          return { email, name: 'Editor' };
        }}
      />
    </S.Shell>
  ),
} satisfies Meta<SignInStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { globals: { locale: 'en' } };
export const Arabic: Story = { globals: { locale: 'ar' }, args: { language: 'ar' } };

const refused: Story = {
  args: { wrongPassword: true },
  play: async ({ canvas, userEvent, args }) => {
    const t = editorStrings[args.language];
    await userEvent.type(canvas.getByLabelText(t.email), 'editor@example.com');
    await userEvent.type(canvas.getByLabelText(t.password), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: t.signIn }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(refusal[args.language]);
  },
};

export const WrongPasswordEnglish: Story = { ...refused, globals: { locale: 'en' } };
export const WrongPasswordArabic: Story = { ...refused, globals: { locale: 'ar' }, args: { wrongPassword: true, language: 'ar' } };
