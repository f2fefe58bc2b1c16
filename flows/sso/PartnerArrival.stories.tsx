import type { Meta, StoryObj } from '@storybook/nextjs';
import { PartnerArrival, type PartnerOutcome } from './PartnerArrival';

interface Args {
  site: 'mall' | 'partner-world';
  outcome: PartnerOutcome;
}

/** /dev/partner (demo mode): the partner site a sign-on button leads to, signed in or refused. */
const meta = {
  title: 'Flows/Demo partner page',
  component: PartnerArrival,
  args: { site: 'mall', outcome: { ok: true, masked: '0770•••4567' } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = { globals: { locale: 'en' }, args: { site: 'partner-world', outcome: { ok: false, reason: 'used' } } };
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { outcome: { ok: false, reason: 'expired' } } };
