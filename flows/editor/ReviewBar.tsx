/**
 * The editor's notifications (a comment on a page the editor last changed, their draft approved or sent
 * back: in the editor only, an unread count and a list, no e-mail) and the "two people" setting, which a
 * publisher changes (lib/server/content/review.ts; audited on the server).
 */
import { useId, useState } from 'react';
import { apiFetch, isApiClientError, useApi } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import type { Locale } from '@/lib/locales';
import { fillIn, reviewStrings } from './Review';
import type { EditorLanguage } from './strings';

interface Notice {
  id: number;
  kind: 'comment' | 'approved' | 'sent-back';
  actor: string;
  uri: string;
  locale: Locale;
  text: string | null;
  read: boolean;
  createdAt: string;
}

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** A button with the unread count that opens the list; each entry opens its page. */
export function Notifications({ language, onOpen, fetchImpl }: { language: EditorLanguage; onOpen: (uri: string, locale: Locale) => void; fetchImpl?: typeof fetch }) {
  const r = reviewStrings[language];
  const id = useId();
  const inbox = useApi<{ unread: number; items: Notice[] }>('/api/editor/notifications', undefined, { lang: language, fetchImpl, swr: { refreshInterval: 30_000 } });
  const [open, setOpen] = useState(false);
  const unread = inbox.data?.unread ?? 0;
  return (
    <div className="notifications">
      <button type="button" aria-expanded={open} aria-controls={`${id}-list`} onClick={() => setOpen(!open)}>
        {r.notifications}
        {unread > 0 && <span className="count"> ({fillIn(r.unread, { count: unread })})</span>}
      </button>
      {open && (
        <section id={`${id}-list`} aria-label={r.notifications} className="notification-list">
          {(inbox.data?.items.length ?? 0) === 0 ? (
            <p>{r.noNotifications}</p>
          ) : (
            <ul>
              {inbox.data?.items.map((n) => (
                <li key={n.id} data-read={n.read}>
                  <button type="button" onClick={() => onOpen(n.uri, n.locale)}>
                    {fillIn(r.notice[n.kind], { actor: n.actor, page: `${n.locale} ${n.uri}` })}
                  </button>
                  {n.text && <span dir="auto"> “{n.text}”</span>}
                  <span className="meta"> · {formatDate(n.createdAt, language, dateTime)}</span>
                </li>
              ))}
            </ul>
          )}
          {unread > 0 && (
            <button type="button" onClick={() => void apiFetch('/api/editor/notifications', { method: 'POST', body: {}, lang: language, fetchImpl }).then(() => inbox.mutate())}>
              {r.markRead}
            </button>
          )}
        </section>
      )}
    </div>
  );
}

/** The "two people" switch: publishers change it; everyone sees whether it is on. */
export function TwoPeopleSetting({ language, canChange, fetchImpl }: { language: EditorLanguage; canChange: boolean; fetchImpl?: typeof fetch }) {
  const r = reviewStrings[language];
  const setting = useApi<{ twoPeople: boolean }>('/api/editor/settings', undefined, { lang: language, fetchImpl });
  const [error, setError] = useState('');
  const on = setting.data?.twoPeople ?? false;
  if (setting.data === undefined) return null;
  return (
    <div className="two-people">
      {canChange ? (
        <label>
          <input
            type="checkbox"
            checked={on}
            onChange={async (e) => {
              setError('');
              try {
                await apiFetch('/api/editor/settings', { method: 'PUT', body: { twoPeople: e.target.checked }, lang: language, fetchImpl });
                await setting.mutate();
              } catch (failure) {
                setError(isApiClientError(failure) ? failure.message : String(failure));
              }
            }}
          />{' '}
          {r.twoPeople}
        </label>
      ) : null}
      <p className="meta">{on ? r.twoPeopleOn : r.twoPeopleOff}</p>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </div>
  );
}
