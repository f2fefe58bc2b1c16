/**
 * The SMS sent to subscribers, for care agents (/editor/messages, issue 30): newest first, 50 at a time,
 * one number's when asked; each with how it left and, over SMPP, its delivery state from the SMSC's
 * receipts (accepted, delivered, undeliverable, expired; queued, in doubt or failed before that). Numbers
 * are masked and codes blanked by the API. In English and Arabic, as the rest of the editor.
 */
import { useState, type FormEvent } from 'react';
import { formatDate } from '@/lib/dates';
import { apiFetch, apiFieldErrors, isApiClientError, useApi } from '@/lib/api';
import type { DeliveryLogPage, SentMessage } from '@/lib/delivery-log';
import { EditorTool } from './EditorTool';
import { fill } from './strings';
import { classed } from '@/ui/classed';
import styles from './ToolScreen.module.css';

export const messageLogStrings = {
  en: {
    title: 'Messages sent',
    nav: 'Messages sent',
    back: 'Pages',
    other: 'العربية',
    loading: 'Loading…',
    signIn: 'Sign in to the editor first.',
    intro: 'Every SMS the site sent, newest first. Over SMPP, the state comes from the operator’s delivery receipts. Codes are never shown.',
    number: 'Mobile number',
    numberHint: 'For example 07701234567. Leave empty for everyone.',
    show: 'Show',
    all: 'Show all',
    none: 'No messages have been sent yet.',
    noneTo: 'No messages have been sent to {number}.',
    shown: 'Messages shown: {count}',
    older: 'Show older messages',
    sentAt: 'Sent',
    to: 'To',
    purpose: 'Purpose',
    via: 'Sent through',
    state: 'Delivery',
    text: 'Text',
    parts: '{count} parts',
    tries: '{count} tries',
    vias: { smpp: 'SMSC (SMPP)', gateway: 'SMS gateway (HTTP)', outbox: 'Demo outbox' },
    noReceipts: 'No receipts for this route',
    states: {
      queued: 'Waiting to be sent',
      accepted: 'Accepted by the SMSC',
      delivered: 'Delivered',
      undeliverable: 'Undeliverable',
      expired: 'Expired before delivery',
      'in-doubt': 'Maybe sent (answer lost, not sent again)',
      failed: 'Not sent',
    },
  },
  ar: {
    title: 'الرسائل المرسلة',
    nav: 'الرسائل المرسلة',
    back: 'الصفحات',
    other: 'English',
    loading: 'جارٍ التحميل…',
    signIn: 'سجّل الدخول إلى المحرر أولاً.',
    intro: 'كل رسالة SMS أرسلها الموقع، الأحدث أولاً. عبر SMPP تأتي الحالة من إشعارات التسليم لدى المشغّل. لا تظهر الرموز أبداً.',
    number: 'رقم الهاتف',
    numberHint: 'مثلاً 07701234567. اتركه فارغاً لعرض الجميع.',
    show: 'اعرض',
    all: 'اعرض الكل',
    none: 'لم تُرسَل أي رسالة بعد.',
    noneTo: 'لم تُرسَل أي رسالة إلى {number}.',
    shown: 'عدد الرسائل المعروضة: {count}',
    older: 'اعرض رسائل أقدم',
    sentAt: 'وقت الإرسال',
    to: 'إلى',
    purpose: 'الغرض',
    via: 'طريق الإرسال',
    state: 'التسليم',
    text: 'النص',
    parts: 'عدد الأجزاء: {count}',
    tries: 'عدد المحاولات: {count}',
    vias: { smpp: 'مركز الرسائل (SMPP)', gateway: 'بوابة الرسائل (HTTP)', outbox: 'صندوق العرض التجريبي' },
    noReceipts: 'لا إشعارات تسليم لهذا الطريق',
    states: {
      queued: 'بانتظار الإرسال',
      accepted: 'قَبِلها مركز الرسائل',
      delivered: 'سُلِّمت',
      undeliverable: 'تعذّر التسليم',
      expired: 'انتهت صلاحيتها قبل التسليم',
      'in-doubt': 'ربما أُرسلت (ضاع الرد، ولن تُرسَل ثانية)',
      failed: 'لم تُرسَل',
    },
  },
} as const;

type Lang = keyof typeof messageLogStrings;
type Strings = (typeof messageLogStrings)[Lang];

export interface MessageLogProps {
  /** Stories and tests swap the network for a stand-in. */
  fetchImpl?: typeof fetch;
  initialLanguage?: Lang;
}

export function MessageLog({ fetchImpl, initialLanguage = 'en' }: MessageLogProps = {}) {
  return (
    <EditorTool strings={messageLogStrings} initialLanguage={initialLanguage} fetchImpl={fetchImpl}>
      {(lang) => <Messages t={messageLogStrings[lang]} lang={lang} fetchImpl={fetchImpl} />}
    </EditorTool>
  );
}

function Messages({ t, lang, fetchImpl }: { t: Strings; lang: Lang; fetchImpl?: typeof fetch }) {
  const [draft, setDraft] = useState('');
  const [msisdn, setMsisdn] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [older, setOlder] = useState<{ messages: SentMessage[]; more: boolean } | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const query = msisdn ? { msisdn } : undefined;
  const first = useApi<DeliveryLogPage>('/api/editor/messages', query, { lang, fetchImpl });
  const messages = [...(first.data?.messages ?? []), ...(older?.messages ?? [])];
  const more = older ? older.more : (first.data?.more ?? false);
  const loadError = first.error && !first.data ? first.error.message : '';

  async function ask(event: FormEvent) {
    event.preventDefault();
    const wanted = draft.replace(/\s/g, '');
    setFailure('');
    setOlder(null);
    if (!wanted) {
      setFieldError('');
      setMsisdn('');
      return;
    }
    // The server checks the number (and words the error in this language): ask it before showing.
    try {
      await apiFetch<DeliveryLogPage>('/api/editor/messages', { query: { msisdn: wanted }, lang, fetchImpl });
      setFieldError('');
      setMsisdn(wanted);
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields?.msisdn) {
        setFieldError(fields.msisdn);
        document.getElementById('message-log-number')?.focus();
      } else setFailure(isApiClientError(error) ? error.message : String(error));
    }
  }

  async function showOlder() {
    const last = messages.at(-1);
    if (!last) return;
    setBusy(true);
    setFailure('');
    try {
      const page = (await apiFetch<DeliveryLogPage>('/api/editor/messages', { query: { ...query, before: String(last.id) }, lang, fetchImpl })).data;
      setOlder({ messages: [...(older?.messages ?? []), ...page.messages], more: page.more });
    } catch (error) {
      setFailure(isApiClientError(error) ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Body>
      <p>{t.intro}</p>
      <form onSubmit={ask} aria-label={t.title} noValidate>
        <label htmlFor="message-log-number">{t.number}</label>
        <input
          id="message-log-number"
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="off"
          maxLength={20}
          value={draft}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'message-log-number-error message-log-number-hint' : 'message-log-number-hint'}
          onChange={(e) => setDraft(e.target.value)}
        />
        <small id="message-log-number-hint">{t.numberHint}</small>
        {fieldError && (
          <p id="message-log-number-error" className="error">
            {fieldError}
          </p>
        )}
        <div className="actions">
          <button type="submit">{t.show}</button>
          {msisdn && (
            <button
              type="button"
              onClick={() => {
                setDraft('');
                setMsisdn('');
                setFieldError('');
                setOlder(null);
              }}
            >
              {t.all}
            </button>
          )}
        </div>
      </form>
      <p role="status" className="status">
        {failure || loadError}
      </p>
      {first.data === undefined ? (
        !loadError && <p>{t.loading}</p>
      ) : messages.length === 0 ? (
        <p>{msisdn ? fill(t.noneTo, { number: msisdn }) : t.none}</p>
      ) : (
        <>
          <p>{fill(t.shown, { count: messages.length })}</p>
          <div className="scroll" tabIndex={0} role="region" aria-label={t.title}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t.sentAt}</th>
                  <th scope="col">{t.to}</th>
                  <th scope="col">{t.purpose}</th>
                  <th scope="col">{t.via}</th>
                  <th scope="col">{t.state}</th>
                  <th scope="col">{t.text}</th>
                </tr>
              </thead>
              <tbody>
                {messages.map((m) => (
                  <tr key={m.id} data-state={m.state ?? undefined}>
                    <td>{formatDate(m.sentAt, lang, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                    <td dir="ltr">{m.to}</td>
                    <td dir="ltr">{m.purpose}</td>
                    <td>{t.vias[m.via]}</td>
                    <td>
                      {m.state ? <strong>{t.states[m.state]}</strong> : <small>{t.noReceipts}</small>}
                      {m.receipt && (
                        <>
                          <br />
                          <small dir="ltr">{m.receipt}</small>
                        </>
                      )}
                      {m.parts !== null && m.parts > 1 && (
                        <>
                          <br />
                          <small>{fill(t.parts, { count: m.parts })}</small>
                        </>
                      )}
                      {m.attempts !== null && m.attempts > 1 && (
                        <>
                          <br />
                          <small>{fill(t.tries, { count: m.attempts })}</small>
                        </>
                      )}
                      {m.lastError && (
                        <>
                          <br />
                          <small dir="ltr">{m.lastError}</small>
                        </>
                      )}
                    </td>
                    <td dir="auto">{m.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {more && (
            <button type="button" onClick={() => void showOlder()} disabled={busy} aria-busy={busy || undefined}>
              {t.older}
            </button>
          )}
        </>
      )}
    </Body>
  );
}

const Body = classed.main(styles.Body);
