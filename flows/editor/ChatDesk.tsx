/**
 * The care desk of the live chat (/editor/chat, issue 13 part 5), for editors with the 'care' role:
 * the conversations (open first, unread counts), a thread, a reply box and a close button. New
 * messages arrive through /api/editor/chat/stream (Server-Sent Events); while the page is open it
 * sends a heartbeat, which is what tells visitors an agent is online. Messages are shown as text only.
 * A thread says which page the visitor is on (a link) and, when it is signed in, its line's number.
 * A refused stream (a 429: too many open) is asked for again STREAM_RETRY_MS later, like the visitor's.
 * In English, Arabic and Kurdish, like the rest of the site (the editor's other screens: en and ar).
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { apiFetch, apiFieldErrors, isApiClientError } from '@/lib/api';
import { CHAT_MAX_LENGTH, STREAM_RETRY_MS, isSitePath, type ChatMessage, type ConversationSummary } from '@/lib/chat';
import type { ChatEventSource } from '@/flows/chat/ChatPanel';
import * as S from './styles';
import { classed } from '@/ui/classed';
import classes from './ChatDesk.module.css';


export const chatDeskStrings = {
  en: {
    title: 'Live chat',
    back: 'Pages',
    language: 'Language',
    loading: 'Loading…',
    signIn: 'Sign in to the editor first.',
    noRole: 'Your editor account has no care role: ask an administrator for it to answer the live chat.',
    conversations: 'Conversations',
    none: 'No conversations yet.',
    visitor: 'Visitor',
    subscriber: 'Subscriber',
    callBack: 'Call back',
    unread: '{count} unread',
    open: 'Open',
    closed: 'Closed',
    pick: 'Choose a conversation.',
    thread: 'Messages',
    you: 'Care',
    them: 'Visitor',
    reply: 'Your answer',
    send: 'Send',
    close: 'Close conversation',
    isClosed: 'This conversation is closed.',
    online: 'You are online: visitors can chat with care.',
    page: 'On page',
    line: 'Their line',
    reconnecting: 'Connection lost. Reconnecting…',
  },
  ar: {
    title: 'الدردشة المباشرة',
    back: 'الصفحات',
    language: 'اللغة',
    loading: 'جارٍ التحميل…',
    signIn: 'سجّل الدخول إلى المحرر أولاً.',
    noRole: 'لا يملك حسابك دور خدمة العملاء: اطلبه من المسؤول للرد على الدردشة المباشرة.',
    conversations: 'المحادثات',
    none: 'لا توجد محادثات بعد.',
    visitor: 'زائر',
    subscriber: 'مشترك',
    callBack: 'معاودة الاتصال',
    unread: '{count} غير مقروءة',
    open: 'مفتوحة',
    closed: 'مغلقة',
    pick: 'اختر محادثة.',
    thread: 'الرسائل',
    you: 'خدمة العملاء',
    them: 'الزائر',
    reply: 'ردّك',
    send: 'إرسال',
    close: 'إغلاق المحادثة',
    isClosed: 'هذه المحادثة مغلقة.',
    online: 'أنت متصل: يمكن للزوار الدردشة مع خدمة العملاء.',
    page: 'الصفحة التي يتصفحها',
    line: 'رقم خطّه',
    reconnecting: 'انقطع الاتصال. جارٍ إعادة الاتصال…',
  },
  ku: {
    title: 'چاتی ڕاستەوخۆ',
    back: 'پەڕەکان',
    language: 'زمان',
    loading: 'بار دەکرێت…',
    signIn: 'سەرەتا بچۆ ژوورەوەی دەستکاریکەر.',
    noRole: 'هەژمارەکەت ڕۆڵی خزمەتگوزاری نییە: لە بەڕێوەبەر داوای بکە بۆ وەڵامدانەوەی چاتی ڕاستەوخۆ.',
    conversations: 'گفتوگۆکان',
    none: 'هێشتا هیچ گفتوگۆیەک نییە.',
    visitor: 'سەردانکەر',
    subscriber: 'بەشداربوو',
    callBack: 'پەیوەندیکردنەوە',
    unread: '{count} نەخوێندراوە',
    open: 'کراوە',
    closed: 'داخراو',
    pick: 'گفتوگۆیەک هەڵبژێرە.',
    thread: 'نامەکان',
    you: 'خزمەتگوزاری',
    them: 'سەردانکەر',
    reply: 'وەڵامەکەت',
    send: 'ناردن',
    close: 'داخستنی گفتوگۆ',
    isClosed: 'ئەم گفتوگۆیە داخراوە.',
    online: 'تۆ سەرهێڵیت: سەردانکەران دەتوانن لەگەڵ خزمەتگوزاری چات بکەن.',
    page: 'ئەو پەڕەیەی لەسەریەتی',
    line: 'ژمارەی هێڵەکەی',
    reconnecting: 'پەیوەندی پچڕا. دووبارە پەیوەندی دەکرێتەوە…',
  },
} as const;

type Lang = keyof typeof chatDeskStrings;
type Strings = (typeof chatDeskStrings)[Lang];
/** A visitor's path as people read it (percent-encoded Arabic or Kurdish slugs decoded). */
function readablePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

/** The heartbeat's period: well inside the 60 s after which an agent counts as gone. */
const HEARTBEAT_MS = 20_000;
/** The list is also reread now and then (a close by another agent on another server sends no event). */
const LIST_REFRESH_MS = 30_000;

export interface ChatDeskProps {
  fetchImpl?: typeof fetch;
  openStream?: (url: string) => ChatEventSource;
  initialLanguage?: Lang;
}

const browserStream = (url: string): ChatEventSource => new EventSource(url);

export function ChatDesk({ fetchImpl, openStream = browserStream, initialLanguage = 'en' }: ChatDeskProps) {
  const [lang, setLang] = useState<Lang>(initialLanguage);
  const t = chatDeskStrings[lang];
  const [access, setAccess] = useState<'loading' | 'signed-out' | 'no-role' | 'care'>('loading');
  useEffect(() => {
    apiFetch<{ roles?: string[] } | null>('/api/editor/me', { fetchImpl }).then(
      (answer) => setAccess(!answer.data ? 'signed-out' : answer.data.roles?.includes('care') ? 'care' : 'no-role'),
      () => setAccess('signed-out'),
    );
  }, [fetchImpl]);
  return (
    <S.Shell dir={lang === 'en' ? 'ltr' : 'rtl'} lang={lang}>
      <S.TopBar>
        <h1>{t.title}</h1>
        {/* A full page load between the editor screens, each its own client-only app. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/editor">{t.back}</a>
        <label htmlFor="chat-desk-lang">{t.language}</label>
        <select id="chat-desk-lang" value={lang} onChange={(e) => setLang(e.target.value as Lang)}>
          <option value="en" lang="en">
            English
          </option>
          <option value="ar" lang="ar">
            العربية
          </option>
          <option value="ku" lang="ku">
            کوردی
          </option>
        </select>
      </S.TopBar>
      {access === 'loading' ? (
        <p>{t.loading}</p>
      ) : access === 'care' ? (
        <Desk t={t} fetchImpl={fetchImpl} openStream={openStream} />
      ) : (
        <S.Card>
          <p>{access === 'signed-out' ? t.signIn : t.noRole}</p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/editor">{t.back}</a>
        </S.Card>
      )}
    </S.Shell>
  );
}

type Thread = ConversationSummary & { messages: ChatMessage[] };

function Desk({ t, fetchImpl, openStream }: { t: Strings; fetchImpl?: typeof fetch; openStream: (url: string) => ChatEventSource }) {
  const [list, setList] = useState<ConversationSummary[] | null>(null);
  const [thread, setThread] = useState<Thread | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [reconnecting, setReconnecting] = useState(false);
  // Bumped to open the stream again after the browser gave up on it (a refusal).
  const [streamAttempt, setStreamAttempt] = useState(0);
  const selected = useRef<string | null>(null);
  const replyId = useId();

  const loadList = useCallback(
    () => apiFetch<ConversationSummary[]>('/api/editor/chat/conversations', { fetchImpl }).then((answer) => setList(answer.data ?? [])),
    [fetchImpl],
  );

  const openThread = useCallback(
    async (id: string) => {
      selected.current = id;
      const answer = await apiFetch<Thread>(`/api/editor/chat/conversations/${id}`, { fetchImpl });
      if (selected.current !== id || !answer.data) return;
      setThread(answer.data);
      // Reading it cleared its unread count.
      setList((items) => items?.map((c) => (c.id === id ? { ...c, unread: 0 } : c)) ?? null);
    },
    [fetchImpl],
  );

  useEffect(() => {
    void loadList().catch(() => undefined);
    const refresh = setInterval(() => void loadList().catch(() => undefined), LIST_REFRESH_MS);
    const beat = () => void apiFetch('/api/editor/chat/presence', { method: 'POST', fetchImpl }).catch(() => undefined);
    beat();
    const heartbeat = setInterval(beat, HEARTBEAT_MS);
    return () => {
      clearInterval(refresh);
      clearInterval(heartbeat);
    };
  }, [loadList, fetchImpl]);

  useEffect(() => {
    const source = openStream('/api/editor/chat/stream');
    source.addEventListener('message', (event) => {
      let message: ChatMessage & { conversationId: string };
      try {
        message = JSON.parse(String(event.data)) as ChatMessage & { conversationId: string };
      } catch {
        return;
      }
      if (message.conversationId === selected.current) {
        // The open thread: shown at once (and marked read by rereading it).
        void openThread(message.conversationId).catch(() => undefined);
      }
      void loadList().catch(() => undefined);
    });
    let retry: ReturnType<typeof setTimeout> | undefined;
    source.onopen = () => setReconnecting(false);
    source.onerror = () => {
      setReconnecting(true);
      // The browser reconnects by itself after a dropped stream, but not after a refusal (an error
      // status such as 429 when this agent has too many desks open): ask again later.
      if (source.readyState === 2 && retry === undefined) retry = setTimeout(() => setStreamAttempt((n) => n + 1), STREAM_RETRY_MS);
    };
    if (streamAttempt > 0) {
      // What was written while the stream was refused: the list and the open thread read again.
      void loadList().catch(() => undefined);
      if (selected.current) void openThread(selected.current).catch(() => undefined);
    }
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [openStream, loadList, openThread, streamAttempt]);

  const reply = async (event: FormEvent) => {
    event.preventDefault();
    if (!thread || !text.trim()) return;
    setError('');
    try {
      await apiFetch(`/api/editor/chat/conversations/${thread.id}/messages`, { method: 'POST', body: { body: text }, fetchImpl });
      setText('');
      await openThread(thread.id);
    } catch (failure) {
      setError(apiFieldErrors(failure)?.body ?? (isApiClientError(failure) ? failure.message : String(failure)));
    }
  };

  const close = async () => {
    if (!thread) return;
    try {
      await apiFetch(`/api/editor/chat/conversations/${thread.id}/close`, { method: 'POST', fetchImpl });
      await Promise.all([openThread(thread.id), loadList()]);
    } catch (failure) {
      setError(isApiClientError(failure) ? failure.message : String(failure));
    }
  };

  const who = (c: ConversationSummary) => c.contactName ?? (c.signedIn ? t.subscriber : t.visitor);
  return (
    <Layout>
      <p className="online" role="status">
        {reconnecting ? t.reconnecting : t.online}
      </p>
      <nav aria-labelledby="chat-desk-list">
        <h2 id="chat-desk-list">{t.conversations}</h2>
        {list === null ? (
          <p>{t.loading}</p>
        ) : list.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <ul>
            {list.map((c) => (
              <li key={c.id}>
                <button type="button" aria-current={thread?.id === c.id ? 'true' : undefined} onClick={() => void openThread(c.id)}>
                  <span className="who">
                    {who(c)} · {c.status === 'open' ? t.open : t.closed}
                  </span>
                  {c.lastMessage && <span className="last">{c.lastMessage.body.slice(0, 80)}</span>}
                  {c.unread > 0 && <span className="badge">{fill(t.unread, { count: c.unread })}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </nav>
      <section aria-labelledby="chat-desk-thread">
        <h2 id="chat-desk-thread">{thread ? who(thread) : t.thread}</h2>
        {!thread ? (
          <p>{t.pick}</p>
        ) : (
          <>
            {(thread.visitorMsisdn || (thread.visitorPath && isSitePath(thread.visitorPath))) && (
              <dl className="visitor">
                {thread.visitorMsisdn && (
                  <div>
                    <dt>{t.line}</dt>
                    <dd>
                      <a href={`tel:${thread.visitorMsisdn}`} dir="ltr">
                        {thread.visitorMsisdn}
                      </a>
                    </dd>
                  </div>
                )}
                {thread.visitorPath && isSitePath(thread.visitorPath) && (
                  <div>
                    <dt>{t.page}</dt>
                    <dd>
                      <a href={thread.visitorPath} target="_blank" rel="noopener noreferrer" dir="ltr">
                        {readablePath(thread.visitorPath)}
                      </a>
                    </dd>
                  </div>
                )}
              </dl>
            )}
            {thread.contactMsisdn && (
              <p>
                {t.callBack}: <a href={`tel:${thread.contactMsisdn}`} dir="ltr">{thread.contactMsisdn}</a>
              </p>
            )}
            <div className="log" role="log" aria-live="polite" aria-label={t.thread} tabIndex={0}>
              {thread.messages.map((m) => (
                <p key={m.id} className={m.author}>
                  <strong>{m.author === 'agent' ? t.you : t.them}: </strong>
                  <span dir="auto">{m.body}</span>
                </p>
              ))}
            </div>
            {thread.status === 'open' ? (
              <form onSubmit={reply}>
                <label htmlFor={replyId}>{t.reply}</label>
                <textarea
                  id={replyId}
                  value={text}
                  rows={3}
                  dir="auto"
                  maxLength={CHAT_MAX_LENGTH}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${replyId}-error`}
                  onChange={(e) => setText(e.target.value)}
                />
                <p id={`${replyId}-error`} className="error" role="alert">
                  {error}
                </p>
                <div className="actions">
                  <button type="submit">{t.send}</button>
                  <button type="button" onClick={() => void close()}>
                    {t.close}
                  </button>
                </div>
              </form>
            ) : (
              <p>{t.isClosed}</p>
            )}
          </>
        )}
      </section>
    </Layout>
  );
}

const Layout = classed.div(classes.Layout);
