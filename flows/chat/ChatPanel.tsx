/**
 * The live-chat panel (issue 13, part 5), loaded by the chat button on its first press (never with the
 * page). A non-modal dialog: the message list is a polite live region (role="log"), so answers are
 * read out as they arrive; Escape closes it (the button takes the focus back). Messages are React
 * text nodes only: nothing anyone types is ever turned into HTML. Answers arrive by Server-Sent Events
 * (/api/v1/chat/stream); the browser's EventSource reconnects by itself with Last-Event-ID.
 * Outside care hours, or with no agent online, the visitor leaves a message and a number instead.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { apiFetch, apiFieldErrors, isApiClientError } from '@/lib/api';
import { brand } from '@/lib/brand';
import { careHoursValues } from '@/lib/care-hours';
import { CHAT_MAX_LENGTH, STREAM_RETRY_MS, isSitePath, type ChatMessage, type ChatState, type ChatUnavailable } from '@/lib/chat';
import { toLocale } from '@/lib/locales';
import { Ltr, Notice, Spinner, TextField } from '@/flows/shared/ui';
import { useDateFormat } from '@/ui/dates';
import { CloseIcon } from '@/ui/icons';
import { Button, VisuallyHidden } from '@/ui/primitives';
import { classed } from '@/ui/classed';
import styles from './ChatPanel.module.css';

/** The part of EventSource the panel uses (tests and stories hand in a stand-in). */
export interface ChatEventSource {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
  onerror: ((event: Event) => void) | null;
  onopen: ((event: Event) => void) | null;
  /** 2 (CLOSED) when the browser gave up: the server refused the stream (e.g. too many open, a 429). */
  readonly readyState?: number;
}

/** After a refused stream (too many chat windows open), the panel asks again this much later. */
export { STREAM_RETRY_MS };

export interface ChatPanelProps {
  id: string;
  onClose(): void;
  /** Stories and tests swap the network for a stand-in. */
  fetchImpl?: typeof fetch;
  openStream?: (url: string) => ChatEventSource;
}

const noDeviceId = async () => null;

/** The page the visitor is on, for care to see (`{ path }`, left out when it is not a plain site path of at most 300 characters). */
function pageOfVisitor(): { path?: string } {
  const path = typeof window === 'undefined' ? '' : window.location.pathname;
  return isSitePath(path) ? { path } : {};
}
const browserStream = (url: string): ChatEventSource => new EventSource(url);

type Status = 'open' | 'closed';

export function ChatPanel({ id, onClose, fetchImpl, openStream = browserStream }: ChatPanelProps) {
  const t = useTranslations('liveChat');
  const lang = toLocale(useLocale());
  const titleId = useId();
  const [state, setState] = useState<ChatState | null>(null);
  const [loadError, setLoadError] = useState('');
  const [offline, setOffline] = useState<ChatUnavailable | null>(null);
  const call = useCallback(
    <T,>(path: string, options: { method?: 'POST'; body?: unknown } = {}) => apiFetch<T>(path, { ...options, lang, fetchImpl, deviceId: noDeviceId }),
    [lang, fetchImpl],
  );

  useEffect(() => {
    let live = true;
    call<ChatState>('/api/v1/chat/conversations/current').then(
      (answer) => {
        if (!live || !answer.data) return;
        setState(answer.data);
        if (answer.data.unavailable && answer.data.conversation?.status !== 'open') setOffline(answer.data.unavailable);
      },
      (error: unknown) => live && setLoadError(isApiClientError(error) ? error.message : t('sendFailed')),
    );
    return () => {
      live = false;
    };
  }, [call, t]);

  return (
    <Sheet id={id} role="dialog" aria-labelledby={titleId} onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), onClose())}>
      <header>
        <h2 id={titleId}>{t('title')}</h2>
        <button type="button" className="close" onClick={onClose} aria-label={t('close')}>
          <CloseIcon />
        </button>
      </header>
      {loadError ? (
        <Notice kind="error">{loadError}</Notice>
      ) : !state ? (
        <Spinner label={t('loading')} />
      ) : offline ? (
        <OfflineForm reason={offline} call={call} />
      ) : (
        <Conversation initial={state} call={call} openStream={openStream} onUnavailable={setOffline} />
      )}
    </Sheet>
  );
}

type Call = <T>(path: string, options?: { method?: 'POST'; body?: unknown }) => ReturnType<typeof apiFetch<T>>;

function Conversation({
  initial,
  call,
  openStream,
  onUnavailable,
}: {
  initial: ChatState;
  call: Call;
  openStream: (url: string) => ChatEventSource;
  onUnavailable(reason: ChatUnavailable): void;
}) {
  const t = useTranslations('liveChat');
  const formatDate = useDateFormat();
  const inputId = useId();
  const [messages, setMessages] = useState<ChatMessage[]>(initial.messages);
  const [conversation, setConversation] = useState(initial.conversation);
  const [status, setStatus] = useState<Status | null>(initial.conversation?.status ?? null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const [reconnecting, setReconnecting] = useState(false);
  // Bumped to open the stream again after the browser gave up on it.
  const [streamAttempt, setStreamAttempt] = useState(0);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const lastId = useRef(initial.messages.at(-1)?.id ?? 0);

  const add = useCallback((incoming: ChatMessage[]) => {
    const fresh = incoming.filter((m) => m.id > lastId.current);
    if (fresh.length === 0) return;
    lastId.current = Math.max(...fresh.map((m) => m.id));
    setMessages((list) => [...list, ...fresh]);
  }, []);

  // The focus goes to the message box when the panel opens (it is what the visitor came for).
  useEffect(() => inputRef.current?.focus(), []);

  useEffect(() => {
    logRef.current?.scrollTo?.({ top: logRef.current.scrollHeight });
  }, [messages]);

  const conversationId = conversation?.status === 'open' ? conversation.id : null;
  useEffect(() => {
    if (!conversationId) return;
    const source = openStream(`/api/v1/chat/stream?after=${lastId.current}`);
    source.addEventListener('message', (event) => {
      try {
        add([JSON.parse(String(event.data)) as ChatMessage]);
      } catch {
        // Not one of ours: ignored.
      }
    });
    source.addEventListener('status', (event) => {
      try {
        const next = (JSON.parse(String(event.data)) as { status: Status }).status;
        setStatus(next);
        if (next === 'closed') source.close();
      } catch {
        // ignored
      }
    });
    let retry: ReturnType<typeof setTimeout> | undefined;
    source.onopen = () => setReconnecting(false);
    source.onerror = () => {
      setReconnecting(true);
      // The browser reconnects by itself after a dropped stream, but not after a refusal (an error
      // status such as 429 when this visitor has too many chat windows open): ask again later.
      if (source.readyState === 2 && retry === undefined) retry = setTimeout(() => setStreamAttempt((n) => n + 1), STREAM_RETRY_MS);
    };
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [conversationId, openStream, add, streamAttempt]);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    setError('');
    try {
      if (status !== 'open') {
        const started = await call<ChatState>('/api/v1/chat/conversations', { method: 'POST', body: pageOfVisitor() });
        if (started.data) {
          setConversation(started.data.conversation);
          setStatus('open');
          if (started.data.conversation?.id !== conversation?.id) {
            lastId.current = 0;
            setMessages([]);
          }
        }
      }
      const sent = await call<ChatMessage>('/api/v1/chat/messages', { method: 'POST', body: { body, ...pageOfVisitor() } });
      if (sent.data) add([sent.data]);
      setText('');
    } catch (failure) {
      const unavailable = isApiClientError(failure) ? (failure.envelope?.data as { unavailable?: ChatUnavailable } | null)?.unavailable : undefined;
      if (unavailable) onUnavailable(unavailable);
      else setError(apiFieldErrors(failure)?.body ?? (isApiClientError(failure) ? failure.message : t('sendFailed')));
    } finally {
      setSending(false);
      inputRef.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line (as in every chat).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event as unknown as FormEvent);
  };

  const left = CHAT_MAX_LENGTH - text.length;
  return (
    <>
      <Log ref={logRef} role="log" aria-live="polite" aria-label={t('log')} tabIndex={0}>
        {messages.length === 0 && <p className="empty">{t('empty')}</p>}
        {messages.map((m) => (
          <p key={m.id} className={m.author}>
            <VisuallyHidden>{m.author === 'agent' ? t('agent') : t('you')}: </VisuallyHidden>
            <span className="body" dir="auto">
              {m.body}
            </span>
            {/* When it was written, in the page's language (ui/dates.ts). */}
            <time className="time" dateTime={m.createdAt}>
              {formatDate(m.createdAt, { timeStyle: 'short' })}
            </time>
          </p>
        ))}
      </Log>
      {reconnecting && status === 'open' && <p className="muted">{t('reconnecting')}</p>}
      {status === 'closed' && <Notice kind="info">{t('ended')}</Notice>}
      <Compose onSubmit={send} noValidate>
        <label htmlFor={inputId}>{status === 'closed' ? t('newChat') : t('inputLabel')}</label>
        <textarea
          id={inputId}
          ref={inputRef}
          value={text}
          maxLength={CHAT_MAX_LENGTH}
          rows={2}
          dir="auto"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-error ${inputId}-left`}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id={`${inputId}-left`} className="muted" aria-live="polite">
          {left <= 100 ? t('charsLeft', { count: left }) : ''}
        </p>
        <p id={`${inputId}-error`} className="error" role="alert">
          {error}
        </p>
        <Button type="submit" disabled={sending}>
          {sending ? t('sending') : t('send')}
        </Button>
      </Compose>
    </>
  );
}

function OfflineForm({ reason, call }: { reason: ChatUnavailable; call: Call }) {
  const t = useTranslations('liveChat');
  const prefix = useId();
  const [values, setValues] = useState({ name: '', msisdn: '', body: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [sent, setSent] = useState('');
  const [sending, setSending] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);

  useEffect(() => firstField.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailure('');
    try {
      const answer = await call<{ conversationId: string }>('/api/v1/chat/offline-message', { method: 'POST', body: values });
      setSent(answer.message || t('offlineSent'));
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors(fields ?? {});
      if (!fields) setFailure(isApiClientError(error) ? error.message : t('sendFailed'));
      else document.getElementById(`${prefix}-${['name', 'msisdn', 'body'].find((f) => fields[f])}`)?.focus();
    } finally {
      setSending(false);
    }
  };

  if (sent) return <Notice kind="success">{sent}</Notice>;
  const field = (name: keyof typeof values) => ({
    id: `${prefix}-${name}`,
    value: values[name],
    error: errors[name] ?? '',
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  return (
    <Compose onSubmit={submit} noValidate>
      <h3>{t('offlineTitle')}</h3>
      <p>{reason === 'closed-hours' ? t('offlineClosedHours', careHoursValues()) : t('offlineNoAgent')}</p>
      <TextField ref={firstField} label={t('name')} autoComplete="name" maxLength={100} {...field('name')} />
      <TextField label={t('msisdn')} type="tel" inputMode="tel" autoComplete="tel" ltr {...field('msisdn')} />
      <div className="field">
        <label htmlFor={`${prefix}-body`}>{t('message')}</label>
        <textarea
          id={`${prefix}-body`}
          rows={3}
          dir="auto"
          maxLength={CHAT_MAX_LENGTH}
          value={values.body}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${prefix}-body-error` : undefined}
          onChange={(e) => setValues((v) => ({ ...v, body: e.target.value }))}
        />
        {errors.body && (
          <p id={`${prefix}-body-error`} className="error" role="alert">
            {errors.body}
          </p>
        )}
      </div>
      {failure && <Notice kind="error">{failure}</Notice>}
      <Button type="submit" disabled={sending}>
        {t('sendOffline')}
      </Button>
      <p className="muted">
        {t.rich('callUs', { number: brand.customerCareNumber, ltr: (chunks) => <Ltr>{chunks}</Ltr> })}
      </p>
    </Compose>
  );
}

const Sheet = classed.section(styles.Sheet);

const Log = classed.div(styles.Log);

const Compose = classed.form(styles.Compose);
