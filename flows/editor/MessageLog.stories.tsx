import type { Meta, StoryObj } from '@storybook/nextjs';
import { useState } from 'react';
import { expect } from 'storybook/test';
import type { SentMessage } from '@/lib/delivery-log';
import { fakeApi, ok, refused } from '../shared/testing';
import { MessageLog } from './MessageLog';

const base = { purpose: 'login', via: 'smpp', parts: 1, receipt: null, attempts: 1, lastError: null } as const;

/** 53 messages: the newest page of 50 holds an undeliverable code, a two-part Arabic notice and one in doubt. */
const sample: SentMessage[] = Array.from({ length: 53 }, (_, i): SentMessage => {
  const id = 200 - i;
  const sentAt = new Date(Date.UTC(2026, 10, 27, 12, 0) - i * 60_000).toISOString();
  if (i === 0) return { ...base, id, sentAt, to: '0770•••4567', text: 'Your Nour code is ••••••\n\n@www.nour.iq #••••••', state: 'undeliverable', receipt: 'UNDELIV err 001' };
  if (i === 1) return { ...base, id, sentAt, to: '0770•••1111', purpose: 'transfer-received', text: 'وصلك رصيد 5,000 د.ع من 0770•••4567', state: 'delivered', parts: 2, receipt: 'DELIVRD' };
  if (i === 2) return { ...base, id, sentAt, to: '0770•••4568', text: 'Your Nour code is ••••••', state: 'in-doubt', attempts: 2, lastError: 'no answer to submit_sm' };
  return { ...base, id, sentAt, to: i % 2 ? '0770•••4567' : '0770•••9876', purpose: 'recharge', text: `Your line was recharged (${i})`, state: 'accepted' };
});

/** The log against an in-memory stand-in of /api/editor/messages (signed in as a care agent). */
function Demo({ language }: { language: 'en' | 'ar' }) {
  const [api] = useState(() =>
    fakeApi({
      'GET /api/editor/me': ok({ email: 'editor@example.com', name: 'Editor', roles: ['care'] }),
      'GET /api/editor/messages': ({ query }) => {
        const msisdn = query.get('msisdn');
        if (msisdn !== null && !/^07[578]\d{8}$/.test(msisdn)) return refused(400, 'Not valid.', { errors: { msisdn: 'Enter an Iraqi mobile number: 11 digits starting with 07.' } });
        const before = Number(query.get('before') ?? Infinity);
        const rows = sample.filter((m) => m.id < before && (msisdn === null || m.to === `${msisdn.slice(0, 4)}•••${msisdn.slice(-4)}`));
        return ok({ messages: rows.slice(0, 50), more: rows.length > 50 });
      },
    }),
  );
  return <MessageLog fetchImpl={api.fetchImpl} initialLanguage={language} />;
}

const meta = {
  title: 'Editor/Messages sent',
  args: { language: 'en' },
  render: (args) => <Demo language={args.language} />,
} satisfies Meta<{ language: 'en' | 'ar' }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest 50 with their delivery states, the older three on demand, a wrong number explained, then one number's. */
export const English: Story = {
  args: { language: 'en' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Undeliverable')).toBeInTheDocument();
    await expect(canvas.getByText('UNDELIV err 001')).toBeInTheDocument();
    await expect(canvas.getByText('Maybe sent (answer lost, not sent again)')).toBeInTheDocument();
    await expect(canvas.getByText('Messages shown: 50')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show older messages' }));
    await expect(await canvas.findByText('Messages shown: 53')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Show older messages' })).not.toBeInTheDocument();

    const number = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(number, '0770');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(await canvas.findByText('Enter an Iraqi mobile number: 11 digits starting with 07.')).toBeInTheDocument();
    await expect(number).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(number);
    await userEvent.type(number, '07701234568');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(await canvas.findByText('Messages shown: 1')).toBeInTheDocument();
    await userEvent.clear(number);
    await userEvent.type(number, '07709999999');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(await canvas.findByText('No messages have been sent to 07709999999.')).toBeInTheDocument();
  },
};
export const Arabic: Story = { args: { language: 'ar' } };
