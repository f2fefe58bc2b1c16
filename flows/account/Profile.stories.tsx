import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { demoProfile, WithFakeApi } from './__fixtures__/fake-api';
import { Profile } from './Profile';

interface ProfileStoryArgs {
  /** The stand-in server refuses the e-mail as taken. */
  emailTaken: boolean;
}

const taken: Record<string, string> = {
  en: 'This e-mail is already used by another account.',
  ar: 'هذا البريد الإلكتروني مستخدم في حساب آخر.',
  ku: 'ئەم ئیمەیڵە لە هەژمارێکی تردا بەکارهاتووە.',
};

/** /personal/my-account/profile: details, date of birth, interests, ID, addresses. */
const meta = {
  title: 'Flows/Account/Profile',
  args: { emailTaken: false },
  render: ({ emailTaken }, { globals }) => (
    <WithFakeApi
      routes={{
        'GET /api/v1/profile': { data: demoProfile },
        'PUT /api/v1/profile': (request) =>
          emailTaken
            ? { status: 400, message: '', data: { errors: { email: taken[String(globals.locale)] ?? taken.en } } }
            : { data: { ...demoProfile, ...request.body } },
        'POST /api/v1/profile/addresses': (request) => ({ status: 201, data: { id: 3, primary: false, ...request.body } }),
        'DELETE /api/v1/profile/addresses': { data: [demoProfile.addresses[1]] },
        'POST /api/v1/profile/addresses/primary': { data: demoProfile.addresses.map((a) => ({ ...a, primary: !a.primary })) },
      }}
    >
      <div style={{ maxWidth: 900, margin: '0 auto', padding: '0 16px' }}>
        <Profile />
      </div>
    </WithFakeApi>
  ),
} satisfies Meta<ProfileStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = { globals: { locale: 'en' } };
export const Kurdish: Story = { globals: { locale: 'ku' } };
export const EmailTakenEnglish: Story = {
  globals: { locale: 'en' },
  args: { emailTaken: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('This e-mail is already used by another account.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'E-mail (optional)' })).toHaveAttribute('aria-invalid', 'true');
  },
};
