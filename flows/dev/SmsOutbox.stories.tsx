import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { WithFakeApi } from '../account/__fixtures__/fake-api';
import { SmsOutbox, type OutboxItem } from './SmsOutbox';

interface OutboxStoryArgs {
  empty: boolean;
}

const items: OutboxItem[] = [
  {
    to: '07701234567',
    text: '482913 is your Nour Mobile sign-in code. It is valid for 10 minutes. Do not share it with anyone.\n@localhost #482913',
    code: '482913',
    purpose: 'login',
    createdAt: '2026-11-22T09:15:00.000Z',
    channel: 'sms',
    subject: null,
    // SMS_TRANSPORT=smpp: the SMSC's delivery receipt.
    delivery: 'delivered',
  },
  { to: 'demo@example.com', text: 'Choose a new password: http://localhost:3000/en/personal/my-account/authentication?mode=reset&email=demo%40example.com&code=551204', code: '551204', purpose: 'reset', createdAt: '2026-11-22T09:10:00.000Z', channel: 'email', subject: 'Reset your password' },
];

/** /dev/sms (demo mode): the outbox and the "on the operator's network" switch. */
const meta = {
  title: 'Flows/Dev/SmsOutbox',
  args: { empty: false },
  render: ({ empty }) => (
    <WithFakeApi routes={{ 'GET /api/dev/sms-outbox': { data: empty ? [] : items }, 'POST /api/dev/network': (request) => ({ data: { msisdn: request.body?.msisdn ?? null } }) }}>
      <div style={{ maxWidth: 900, margin: '0 auto', padding: '0 16px' }}>
        <SmsOutbox networkMsisdn={null} />
      </div>
    </WithFakeApi>
  ),
} satisfies Meta<OutboxStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  // An SMS sent over SMPP shows the SMSC's delivery receipt; one from the demo outbox shows none.
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Delivered')).toBeVisible();
    await expect(canvas.queryByText('Could not be delivered')).toBeNull();
  },
};
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { empty: true } };
