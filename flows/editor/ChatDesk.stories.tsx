import type { Meta, StoryObj } from '@storybook/nextjs';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { fakeStreams } from '../chat/testing';
import { fakeApi, ok } from '../shared/testing';
import type { ConversationSummary } from '@/lib/chat';
import { ChatDesk } from './ChatDesk';

const conversations: ConversationSummary[] = [
  {
    id: 'c1',
    status: 'open',
    contactName: null,
    contactMsisdn: null,
    signedIn: true,
    visitorMsisdn: '07701234567',
    visitorPath: '/personal/roaming',
    locale: 'ar',
    updatedAt: '2026-11-23T09:05:00Z',
    unread: 2,
    lastMessage: { id: 3, author: 'visitor', body: 'هل يمكنني تفعيل التجوال؟', createdAt: '2026-11-23T09:05:00Z' },
  },
  {
    id: 'c2',
    status: 'open',
    contactName: 'Zahra',
    contactMsisdn: '07701234567',
    signedIn: false,
    visitorMsisdn: null,
    visitorPath: null,
    locale: 'en',
    updatedAt: '2026-11-23T08:00:00Z',
    unread: 1,
    lastMessage: { id: 1, author: 'visitor', body: 'Please call me about my bill.', createdAt: '2026-11-23T08:00:00Z' },
  },
];

/** The care desk against a stand-in of the editor chat API (signed in with the care role). */
function Demo({ language }: { language: 'en' | 'ar' | 'ku' }) {
  const [api] = useState(() =>
    fakeApi({
      'GET /api/editor/me': ok({ email: 'editor@example.com', name: 'Editor', roles: ['care'] }),
      'GET /api/editor/chat/conversations': ok(conversations),
      'GET /api/editor/chat/conversations/*': ({ path }) => {
        const c = conversations.find((x) => path.endsWith(x.id)) ?? conversations[0];
        return ok({ ...c, unread: 0, messages: [c.lastMessage] });
      },
      'POST /api/editor/chat/conversations/*/messages': ({ body }) => ok({ id: 10, author: 'agent', body: body.body, createdAt: '2026-11-23T09:06:00Z' }),
      'POST /api/editor/chat/conversations/*/close': ok({ status: 'closed' }),
      'POST /api/editor/chat/presence': ok({ online: true }),
    }),
  );
  const [streams] = useState(fakeStreams);
  return <ChatDesk fetchImpl={api.fetchImpl} openStream={streams.open} initialLanguage={language} />;
}

const meta = {
  title: 'Editor/Live chat desk',
  args: { language: 'en' },
  render: (args) => <Demo language={args.language} />,
} satisfies Meta<{ language: 'en' | 'ar' | 'ku' }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 unread')).toBeInTheDocument();
  },
};
export const Arabic: Story = { globals: { locale: 'ar' }, args: { language: 'ar' } };
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { language: 'ku' } };
