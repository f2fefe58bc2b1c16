import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import type { ChatMessage, ChatState } from '@/lib/chat';
import { fakeApi, ok } from '@/flows/shared/testing';
import { ChatPanel } from './ChatPanel';
import { fakeStreams } from './testing';

/**
 * The live-chat panel as the chat button opens it, against a stand-in API: a conversation under way,
 * a fresh one (empty), and the "leave a message" form (outside care hours).
 */
const messages: ChatMessage[] = [
  { id: 1, author: 'visitor', body: 'My internet stopped working after the recharge.', createdAt: '2026-11-23T09:00:00Z' },
  { id: 2, author: 'agent', body: 'Sorry about that. Please restart your phone and tell me if it works.', createdAt: '2026-11-23T09:01:00Z' },
];

const stateApi = (state: ChatState) =>
  fakeApi({
    'GET /api/v1/chat/conversations/current': ok(state),
    'POST /api/v1/chat/conversations': ok({ ...state, conversation: { id: 'c1', status: 'open' } }),
    'POST /api/v1/chat/messages': (request) => ok({ id: 99, author: 'visitor', body: request.body.body, createdAt: '2026-11-23T09:02:00Z' }),
    'POST /api/v1/chat/offline-message': ok({ conversationId: 'c2' }, {}, 'Thank you. We received your message and will call you back.'),
  });

const meta = {
  title: 'Flows/Live chat/Panel',
  component: ChatPanel,
  args: { id: 'chat-panel', onClose: () => undefined },
  render: (args: Parameters<typeof ChatPanel>[0] & { state?: ChatState }) => {
    const { state = { unavailable: null, conversation: { id: 'c1', status: 'open' }, messages }, ...props } = args;
    const api = stateApi(state);
    return (
      <div style={{ maxWidth: 380, margin: 16 }}>
        <ChatPanel {...props} fetchImpl={api.fetchImpl} openStream={fakeStreams().open} />
      </div>
    );
  },
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta> & { args?: { state?: ChatState } };

const open: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('log')).toHaveTextContent(/restart your phone/);
  },
};
export const OpenChatArabic: Story = { ...open, globals: { locale: 'ar' } };
export const OpenChatEnglish: Story = { ...open, globals: { locale: 'en' } };
export const OpenChatKurdish: Story = { ...open, globals: { locale: 'ku' } };

const empty: Story = { args: { state: { unavailable: null, conversation: null, messages: [] } } };
export const EmptyArabic: Story = { ...empty, globals: { locale: 'ar' } };
export const EmptyEnglish: Story = { ...empty, globals: { locale: 'en' } };
export const EmptyKurdish: Story = { ...empty, globals: { locale: 'ku' } };

const offline: Story = { args: { state: { unavailable: 'closed-hours', conversation: null, messages: [] } } };
export const OfflineFormArabic: Story = { ...offline, globals: { locale: 'ar' } };
export const OfflineFormEnglish: Story = { ...offline, globals: { locale: 'en' } };
export const OfflineFormKurdish: Story = { ...offline, globals: { locale: 'ku' } };
