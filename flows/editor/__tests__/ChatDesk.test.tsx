/** The care desk of the live chat (/editor/chat), against a stand-in editor chat API and event stream. */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeStreams } from '@/flows/chat/testing';
import { fakeApi, ok, type FakeAnswer } from '@/flows/shared/testing';
import { storageKeys } from '@/lib/storage-keys';
import type { ConversationSummary } from '@/lib/chat';
import { STREAM_RETRY_MS } from '@/lib/chat';
import { ChatDesk } from '../ChatDesk';

const summary = (over: Partial<ConversationSummary>): ConversationSummary => ({
  id: 'c1',
  status: 'open',
  contactName: null,
  contactMsisdn: null,
  signedIn: false,
  visitorMsisdn: null,
  visitorPath: null,
  locale: 'en',
  updatedAt: '2026-11-23T09:00:00Z',
  unread: 0,
  lastMessage: null,
  ...over,
});

function setup(
  me: unknown = { email: 'editor@example.com', roles: ['care'] },
  initial: ConversationSummary[] = [
    summary({ id: 'c1', unread: 3, lastMessage: { id: 3, author: 'visitor', body: 'Is roaming on?', createdAt: '2026-11-23T09:00:00Z' } }),
    summary({ id: 'c2', contactName: 'Zahra', contactMsisdn: '07701234567', unread: 0, status: 'closed' }),
  ],
) {
  window.localStorage.setItem(storageKeys.deviceId, 'test-device');
  let list = initial;
  const messages = [{ id: 3, author: 'visitor', body: 'Is roaming on?', createdAt: '2026-11-23T09:00:00Z' }];
  const api = fakeApi({
    'GET /api/editor/me': ok(me),
    'GET /api/editor/chat/conversations': () => ok(list),
    'GET /api/editor/chat/conversations/*': ({ path }): FakeAnswer => {
      const id = path.split('/').pop()!;
      list = list.map((c) => (c.id === id ? { ...c, unread: 0 } : c));
      return ok({ ...list.find((c) => c.id === id)!, messages });
    },
    'POST /api/editor/chat/conversations/*/messages': ({ body }) => {
      const message = { id: messages.length + 10, author: 'agent', body: body.body, createdAt: '2026-11-23T09:01:00Z' };
      messages.push(message);
      return ok(message);
    },
    'POST /api/editor/chat/conversations/*/close': () => {
      list = list.map((c) => (c.id === 'c1' ? { ...c, status: 'closed' } : c));
      return ok({ status: 'closed' });
    },
    'POST /api/editor/chat/presence': ok({ online: true }),
  });
  const streams = fakeStreams();
  render(
    <ChatDesk fetchImpl={api.fetchImpl} openStream={streams.open} />,
  );
  return {
    api,
    streams,
    messages,
    setList: (next: ConversationSummary[]) => void (list = next),
    user: userEvent.setup(),
  };
}

describe('live chat desk', () => {
  it('lists conversations with unread counts, reads one (clearing its count) and answers it', async () => {
    const { api, user } = setup();
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(await within(nav).findByText('3 unread')).toBeInTheDocument();
    expect(within(nav).getByText(/Zahra · Closed/)).toBeInTheDocument();
    await waitFor(() => expect(api.calls('POST /api/editor/chat/presence')).toHaveLength(1));

    await user.click(within(nav).getByRole('button', { name: /Visitor · Open/ }));
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(log).toHaveTextContent('Is roaming on?');
    expect(within(nav).queryByText('3 unread')).toBeNull();

    await user.type(screen.getByLabelText('Your answer'), 'Yes, it is on.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(log).toHaveTextContent('Yes, it is on.'));
    expect(api.calls('POST /api/editor/chat/conversations/c1/messages')[0].body).toEqual({ body: 'Yes, it is on.' });
  });

  it('shows a new visitor message from the stream in the list and in the open thread', async () => {
    const { streams, messages, setList, user } = setup();
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    await user.click(await within(nav).findByRole('button', { name: /Visitor · Open/ }));
    const log = await screen.findByRole('log');
    await waitFor(() => expect(streams.urls).toEqual(['/api/editor/chat/stream']));
    messages.push({ id: 20, author: 'visitor', body: '<b>still waiting</b>', createdAt: '2026-11-23T09:02:00Z' });
    setList([summary({ id: 'c1' }), summary({ id: 'c3', unread: 1, lastMessage: { id: 21, author: 'visitor', body: 'New here', createdAt: '2026-11-23T09:03:00Z' } })]);
    act(() => streams.emit('message', { conversationId: 'c1', id: 20, author: 'visitor', body: '<b>still waiting</b>' }, 20));
    await waitFor(() => expect(log).toHaveTextContent('<b>still waiting</b>'));
    expect(log.querySelector('b')).toBeNull();
    expect(await within(nav).findByText('1 unread')).toBeInTheDocument();
  });

  it("shows the page a visitor is on as a link, and a signed-in visitor's number (never a guest's)", async () => {
    const { user } = setup(undefined, [
      summary({ id: 'c1', signedIn: true, visitorMsisdn: '07701234567', visitorPath: '/en/personal/roaming' }),
      summary({ id: 'c2', visitorPath: '/ar/%D8%A7%D9%84%D8%AA%D8%AC%D9%88%D8%A7%D9%84' }),
    ]);
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    await user.click(await within(nav).findByRole('button', { name: /Subscriber · Open/ }));
    const thread = await screen.findByRole('region', { name: 'Subscriber' });
    expect(await within(thread).findByRole('link', { name: '/en/personal/roaming' })).toHaveAttribute('href', '/en/personal/roaming');
    expect(within(thread).getByText('Their line')).toBeInTheDocument();
    expect(within(thread).getByRole('link', { name: '07701234567' })).toHaveAttribute('href', 'tel:07701234567');

    await user.click(within(nav).getByRole('button', { name: /Visitor · Open/ }));
    const guest = await screen.findByRole('region', { name: 'Visitor' });
    // An Arabic page's address, readable.
    expect(await within(guest).findByRole('link', { name: '/ar/التجوال' })).toHaveAttribute('href', '/ar/%D8%A7%D9%84%D8%AA%D8%AC%D9%88%D8%A7%D9%84');
    expect(within(guest).queryByText('Their line')).toBeNull();
    expect(within(guest).queryByRole('link', { name: /^07/ })).toBeNull();
  });

  it('a refused stream (too many desks open: the browser gives up) is asked for again 30 s later', async () => {
    jest.useFakeTimers();
    try {
      const { streams, setList } = setup();
      const nav = await screen.findByRole('navigation', { name: 'Conversations' });
      await waitFor(() => expect(streams.urls).toEqual(['/api/editor/chat/stream']));
      act(() => streams.refuse());
      // Written while the desk's stream was refused.
      setList([summary({ id: 'c3', unread: 1, lastMessage: { id: 21, author: 'visitor', body: 'Anyone there?', createdAt: '2026-11-23T09:03:00Z' } })]);
      expect(screen.getByText('Connection lost. Reconnecting…')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(STREAM_RETRY_MS - 1));
      expect(streams.urls).toHaveLength(1);
      act(() => jest.advanceTimersByTime(1));
      expect(streams.urls).toEqual(['/api/editor/chat/stream', '/api/editor/chat/stream']);
      expect(streams.live()).toBe(1);
      expect(await within(nav).findByText('Anyone there?')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes a conversation', async () => {
    const { user } = setup();
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    await user.click(await within(nav).findByRole('button', { name: /Visitor · Open/ }));
    await user.click(await screen.findByRole('button', { name: 'Close conversation' }));
    expect(await screen.findByText('This conversation is closed.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your answer')).toBeNull();
  });

  it('turns away editors without the care role, and visitors who are not signed in', async () => {
    setup({ email: 'writer@example.com', roles: [] });
    expect(await screen.findByText(/has no care role/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).toBeNull();
  });

  it('asks a visitor to sign in', async () => {
    setup(null);
    expect(await screen.findByText('Sign in to the editor first.')).toBeInTheDocument();
  });
});
