import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { DEMO_CHANGE_CODE, demoProfile, profileChangeRoutes, WithFakeApi } from './__fixtures__/fake-api';
import { Profile } from './Profile';

interface ProfileStoryArgs {
  /** The e-mail link (?confirmEmail=&code=) the page was opened with, if any. */
  link: { email: string; code: string } | null;
}

/**
 * /personal/my-account/profile: details, date of birth, interests, ID, the password, addresses. A new
 * e-mail or password asks for the code sent by SMS first; the stand-in server accepts 123456.
 */
const meta = {
  title: 'Flows/Account/Profile',
  args: { link: null },
  render: ({ link }, { globals }) => (
    <WithFakeApi
      routes={{
        ...profileChangeRoutes(String(globals.locale ?? 'en')),
        'POST /api/v1/profile/addresses': (request) => ({ status: 201, data: { id: 3, primary: false, ...request.body } }),
        'DELETE /api/v1/profile/addresses': { data: [demoProfile.addresses[1]] },
        'POST /api/v1/profile/addresses/primary': { data: demoProfile.addresses.map((a) => ({ ...a, primary: !a.primary })) },
      }}
    >
      <div style={{ maxWidth: 900, margin: '0 auto', padding: '0 16px' }}>
        <Profile link={link} />
      </div>
    </WithFakeApi>
  ),
} satisfies Meta<ProfileStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = { globals: { locale: 'en' } };
export const Kurdish: Story = { globals: { locale: 'ku' } };

/** A new e-mail: the code step (a wrong code first), then the note that the new address must confirm it. */
export const ChangeEmailEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const email = await canvas.findByRole('textbox', { name: 'E-mail (optional)' });
    await userEvent.clear(email);
    await userEvent.type(email, 'sara.new@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('heading', { name: 'Confirm with the SMS code' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('111111');
    await expect(await canvas.findByText('The verification code entered is incorrect. 4 tries left.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard(DEMO_CHANGE_CODE);
    await expect(await canvas.findByText(/Open the link in it to start using this address/)).toBeInTheDocument();
    // The current address stays until the new one is confirmed.
    await expect(await canvas.findByDisplayValue(String(demoProfile.email))).toBeInTheDocument();
  },
};

/** A new password: its rules, then the code step in Arabic. */
export const ChangePasswordArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    const password = await canvas.findByLabelText('كلمة المرور الجديدة');
    await userEvent.type(password, 'Sara#2026new');
    await userEvent.type(canvas.getByLabelText('تأكيد كلمة المرور الجديدة'), 'Sara#2026new');
    await userEvent.click(canvas.getByRole('button', { name: 'تغيير كلمة المرور' }));
    await expect(await canvas.findByRole('heading', { name: 'التأكيد بالرمز المرسل في الرسالة' })).toBeInTheDocument();
    await expect(password).toHaveAttribute('readonly');
  },
};

/** Opened from the link mailed to a new address: it is confirmed and shown. */
export const ConfirmedLinkKurdish: Story = {
  globals: { locale: 'ku' },
  args: { link: { email: 'sara.new@example.com', code: DEMO_CHANGE_CODE } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue('sara.new@example.com')).toBeInTheDocument();
  },
};
