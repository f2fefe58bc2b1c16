import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatState } from '@/lib/chat';
import { fakeApi, ok, refused } from '@/flows/shared/testing';
import { renderWithProviders } from '@/lib/testing/render';
import { ChatPanel, STREAM_RETRY_MS } from '../ChatPanel';
import { fakeStreams } from '../testing';

const openChat: ChatState = {
  unavailable: null,
  conversation: { id: 'c1', status: 'open' },
  messages: [{ id: 5, author: 'agent', body: 'Hello, how can I help?', createdAt: '2026-11-23T09:00:00Z' }],
};

function setup(state: ChatState = openChat, locale: 'en' | 'ar' | 'ku' = 'en', extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/v1/chat/conversations/current': ok(state),
    'POST /api/v1/chat/conversations': ok({ ...state, conversation: { id: 'c9', status: 'open' }, messages: [] }),
    'POST /api/v1/chat/messages': (request) => ok({ id: 6 + api.calls('POST /api/v1/chat/messages').length, author: 'visitor', body: request.body.body.trim(), createdAt: '2026-11-23T09:01:00Z' }),
    'POST /api/v1/chat/offline-message': ok({ conversationId: 'c2' }, {}, 'Thank you. We received your message and will call you back.'),
    ...extra,
  });
  const streams = fakeStreams();
  const onClose = jest.fn();
  renderWithProviders(<ChatPanel id="chat" onClose={onClose} fetchImpl={api.fetchImpl} openStream={streams.open} />, { locale });
  return { api, streams, onClose };
}

describe('ChatPanel', () => {
  it('is a named dialog with a polite message log; sends a message and shows it', async () => {
    const { api } = setup();
    expect(screen.getByRole('dialog', { name: 'Chat with Nour care' })).toBeInTheDocument();
    const log = await screen.findByRole('log', { name: 'Chat messages' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(log).toHaveTextContent('Hello, how can I help?');
    const input = screen.getByLabelText('Your message');
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, '  My data is slow  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(log).toHaveTextContent('My data is slow'));
    // The page the visitor writes from goes with the message (jsdom's page is "/").
    expect(api.calls('POST /api/v1/chat/messages')[0].body).toEqual({ body: 'My data is slow', path: '/' });
    expect(input).toHaveValue('');
    // Enter sends too.
    await userEvent.type(input, 'Second line{Enter}');
    await waitFor(() => expect(api.calls('POST /api/v1/chat/messages')).toHaveLength(2));
  });

  it('shows an answer that arrives on the stream without a reload, once, and resumes after the last id', async () => {
    const { streams } = setup();
    const log = await screen.findByRole('log');
    await waitFor(() => expect(streams.urls).toEqual(['/api/v1/chat/stream?after=5']));
    act(() => streams.emit('message', { id: 7, author: 'agent', body: 'Please restart your phone.', createdAt: '2026-11-23T09:02:00Z' }, 7));
    expect(log).toHaveTextContent('Please restart your phone.');
    // Each message says when it was written, in Baghdad time (issue 28: the visitor's panel had no times).
    const answer = [...log.querySelectorAll('p')].at(-1)!;
    expect(answer.querySelector('time')).toHaveAttribute('datetime', '2026-11-23T09:02:00Z');
    expect(answer.querySelector('time')).toHaveTextContent('12:02 PM');
    act(() => streams.emit('message', { id: 7, author: 'agent', body: 'Please restart your phone.', createdAt: '2026-11-23T09:02:00Z' }, 7));
    expect(log.querySelectorAll('p')).toHaveLength(2);
    act(() => streams.emit('status', { status: 'closed' }));
    expect(screen.getByText('This chat has ended. Thank you for contacting us.')).toBeInTheDocument();
    expect(streams.live()).toBe(0);
  });

  it('a refused stream (too many chat windows open: the browser gives up) is asked for again 30 s later, after the last id', async () => {
    jest.useFakeTimers();
    try {
      const { streams } = setup();
      await screen.findByRole('log');
      await waitFor(() => expect(streams.urls).toEqual(['/api/v1/chat/stream?after=5']));
      act(() => streams.refuse());
      expect(screen.getByText('Connection lost. Reconnecting…')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(STREAM_RETRY_MS - 1));
      expect(streams.urls).toHaveLength(1);
      act(() => jest.advanceTimersByTime(1));
      expect(streams.urls).toEqual(['/api/v1/chat/stream?after=5', '/api/v1/chat/stream?after=5']);
      expect(streams.live()).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows markup as text, never as HTML', async () => {
    const { streams } = setup();
    const log = await screen.findByRole('log');
    await waitFor(() => expect(streams.urls).toHaveLength(1));
    act(() => streams.emit('message', { id: 8, author: 'agent', body: '<img src=x onerror=alert(1)>', createdAt: '2026-11-23T09:02:00Z' }, 8));
    expect(log).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(log.querySelector('img')).toBeNull();
  });

  it('closes on Escape', async () => {
    const { onClose } = setup();
    const input = await screen.findByLabelText('Your message');
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('starts a conversation on the first message of a fresh chat', async () => {
    const { api, streams } = setup({ unavailable: null, conversation: null, messages: [] });
    expect(await screen.findByText('Write your question and a care agent will answer here.')).toBeInTheDocument();
    expect(streams.urls).toEqual([]);
    await userEvent.type(screen.getByLabelText('Your message'), 'Hi{Enter}');
    await waitFor(() => expect(api.calls('POST /api/v1/chat/messages')).toHaveLength(1));
    expect(api.calls('POST /api/v1/chat/conversations')).toHaveLength(1);
    await waitFor(() => expect(streams.urls).toHaveLength(1));
  });

  it('tells care the page the visitor is on when it starts a chat and when it writes (a site path only)', async () => {
    window.history.pushState({}, '', '/en/personal/roaming');
    try {
      const { api } = setup({ unavailable: null, conversation: null, messages: [] });
      await userEvent.type(await screen.findByLabelText('Your message'), 'Hi{Enter}');
      await waitFor(() => expect(api.calls('POST /api/v1/chat/messages')).toHaveLength(1));
      expect(api.calls('POST /api/v1/chat/conversations')[0].body).toEqual({ path: '/en/personal/roaming' });
      expect(api.calls('POST /api/v1/chat/messages')[0].body).toEqual({ body: 'Hi', path: '/en/personal/roaming' });
      // A path longer than 300 characters is left out rather than cut.
      window.history.pushState({}, '', `/en/${'a'.repeat(300)}`);
      await userEvent.type(screen.getByLabelText('Your message'), 'Again{Enter}');
      await waitFor(() => expect(api.calls('POST /api/v1/chat/messages')).toHaveLength(2));
      expect(api.calls('POST /api/v1/chat/messages')[1].body).toEqual({ body: 'Again' });
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('shows the server error of a refused message in the page language, tied to the box', async () => {
    setup(openChat, 'ar', { 'POST /api/v1/chat/messages': refused(429, 'محاولات كثيرة. حاول لاحقاً.') });
    await userEvent.type(await screen.findByLabelText('رسالتك'), 'مرحبا{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('محاولات كثيرة');
    expect(screen.getByLabelText('رسالتك')).toHaveAttribute('aria-invalid', 'true');
  });

  it('outside care hours: the leave-a-message form, with field errors and a thank-you', async () => {
    const { api } = setup({ unavailable: 'closed-hours', conversation: null, messages: [] }, 'en', {
      'POST /api/v1/chat/offline-message': (request, index) =>
        index === 0 ? refused(400, 'Check the form.', { errors: { msisdn: 'Enter an Iraqi mobile number.' } }) : ok({ conversationId: 'c2' }, {}, 'Thank you. We received your message and will call you back.'),
    });
    expect(await screen.findByText(/Live chat is open every day 08:00–22:00, Friday 14:00–22:00/)).toBeInTheDocument();
    // The phone line is the one that answers around the clock, as the home page says (issue 28).
    expect(screen.getByText(/Or call care on/)).toHaveTextContent('Or call care on 107, which answers around the clock.');
    expect(screen.queryByRole('log')).toBeNull();
    await userEvent.type(screen.getByLabelText('Your name'), 'Zahra');
    await userEvent.type(screen.getByLabelText('Number to call you back'), '123');
    await userEvent.type(screen.getByLabelText('Message'), 'Call me please');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter an Iraqi mobile number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Number to call you back')).toHaveFocus();
    await userEvent.clear(screen.getByLabelText('Number to call you back'));
    await userEvent.type(screen.getByLabelText('Number to call you back'), '07701234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you. We received your message and will call you back.')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/chat/offline-message')[1].body).toEqual({ name: 'Zahra', msisdn: '07701234567', body: 'Call me please' });
  });

  it('switches to the message form when the chat cannot start (no agent online)', async () => {
    setup({ unavailable: null, conversation: null, messages: [] }, 'ku', {
      'POST /api/v1/chat/conversations': refused(409, 'x', { unavailable: 'no-agent' }),
    });
    await userEvent.type(await screen.findByLabelText('نامەکەت'), 'سڵاو{Enter}');
    expect(await screen.findByText(/ئێستا هیچ کارمەندێکی خزمەتگوزاری بەردەست نییە/)).toBeInTheDocument();
  });
});
