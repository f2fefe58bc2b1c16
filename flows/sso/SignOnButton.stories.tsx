import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { WithMoneyApi } from '../shared/__fixtures__/money';
import { ok } from '../shared/testing';
import { SignOnButton } from './SignOnButton';

interface Args {
  site: 'mall' | 'partner-world';
}

/** The sign-on button of the mobile mall and the partner world: asks for a 60-second link, then goes there. */
const meta = {
  title: 'Flows/Partner sign-on button',
  args: { site: 'mall' },
  argTypes: { site: { control: 'inline-radio', options: ['mall', 'partner-world'] } },
  render: ({ site }, { globals }) => {
    const locale = toLocale(globals.locale);
    return (
      <WithMoneyApi
        key={`${locale}-${site}`}
        locale={locale}
        overrides={{ 'POST /api/v1/sso/*': ok({ redirectUrl: `/dev/partner?site=${site}&token=demo.token`, expiresAt: '2026-11-24T10:01:00.000Z' }) }}
      >
        <SignOnButton site={site} />
      </WithMoneyApi>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open the mobile mall' })).toBeEnabled();
  },
};
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { site: 'partner-world' } };
