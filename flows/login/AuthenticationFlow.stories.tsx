import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { demoProfile, WithFakeApi } from '../account/__fixtures__/fake-api';
import { AuthenticationFlow, type AuthMode } from './AuthenticationFlow';

interface AuthStoryArgs {
  mode: AuthMode;
}

/** /personal/my-account/authentication: register, forgot password, reset password. */
const meta = {
  title: 'Flows/Login/AuthenticationFlow',
  args: { mode: 'register' },
  argTypes: { mode: { control: 'inline-radio', options: ['register', 'forgot', 'reset'] } },
  render: ({ mode }) => (
    <WithFakeApi
      routes={{
        'POST /api/v1/register/start': { data: { resendAfter: 60, length: 6 } },
        'POST /api/v1/register/confirm': { data: { token: 't', profile: demoProfile } },
        'POST /api/v1/password/forgot': { data: null },
        'POST /api/v1/password/reset': { data: null },
      }}
    >
      <AuthenticationFlow mode={mode} email={mode === 'reset' ? 'demo@example.com' : null} code={mode === 'reset' ? '123456' : null} demoOutbox />
    </WithFakeApi>
  ),
} satisfies Meta<AuthStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RegisterArabic: Story = { globals: { locale: 'ar' } };
export const RegisterEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '07701111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the code' }));
    await expect(await canvas.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    // The password rules tick as the password is typed.
    await userEvent.type(canvas.getByLabelText('Password'), 'abcD1');
    await expect(canvas.getByText('An uppercase letter (A–Z)').closest('li')).toHaveAttribute('data-met', 'true');
    await expect(canvas.getByText('A special character, such as # or !').closest('li')).toHaveAttribute('data-met', 'false');
  },
};
export const ForgotKurdish: Story = { globals: { locale: 'ku' }, args: { mode: 'forgot' } };
export const ResetEnglish: Story = { globals: { locale: 'en' }, args: { mode: 'reset' } };
export const ResetArabic: Story = { globals: { locale: 'ar' }, args: { mode: 'reset' } };
