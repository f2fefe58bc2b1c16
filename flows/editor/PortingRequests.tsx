/**
 * Number porting requests for care editors (/editor/porting, issue 33 part 7): the latest requests,
 * each with the moves its status allows (submitted → approved → scheduled → done, or refused with a
 * reason before done). The server refuses a move out of order and says why; the customer is told each
 * move by SMS (and in the account when the request was made signed in). API: /api/editor/porting
 * (editor session with the `care` role). In English and Arabic, as the rest of the editor.
 */
import { useState, type FormEvent } from 'react';
import { apiFetch, apiFieldErrors, isApiClientError, useApi } from '@/lib/api';
import { PORT_NEXT, type PortRequestRow, type PortStatus } from '@/lib/lines';
import { formatDate } from '@/lib/dates';
import { EditorTool } from './EditorTool';
import { fill } from './strings';
import { classed } from '@/ui/classed';
import styles from './ToolScreen.module.css';

export const portingStrings = {
  en: {
    title: 'Number porting requests',
    back: 'Pages',
    other: 'العربية',
    loading: 'Loading…',
    signIn: 'Sign in to the editor first.',
    none: 'No porting requests yet.',
    count: '{open} open of {total}',
    reference: 'Request',
    number: 'Number',
    donor: 'From',
    idNumber: 'ID number',
    status: 'Status',
    actions: 'Move to',
    moveTo: 'Move {reference} to {status}',
    reason: 'Reason for the refusal (sent to the customer)',
    reasonRequired: 'Give the reason for the refusal.',
    date: 'Date and time of the transfer',
    dateRequired: 'Give the date and time of the transfer.',
    confirm: 'Confirm',
    cancel: 'Cancel',
    moved: '{reference} is now: {status}.',
    donors: { asiacell: 'Asiacell', zain: 'Zain Iraq', korek: 'Korek' } as Record<string, string>,
    statuses: { submitted: 'Submitted', approved: 'Approved by the operator', scheduled: 'Scheduled', done: 'Done', refused: 'Refused' } as Record<PortStatus, string>,
  },
  ar: {
    title: 'طلبات نقل الأرقام',
    back: 'الصفحات',
    other: 'English',
    loading: 'جارٍ التحميل…',
    signIn: 'سجّل الدخول إلى المحرر أولاً.',
    none: 'لا طلبات نقل بعد.',
    count: '{open} مفتوح من {total}',
    reference: 'الطلب',
    number: 'الرقم',
    donor: 'من',
    idNumber: 'رقم الهوية',
    status: 'الحالة',
    actions: 'انقل إلى',
    moveTo: 'انقل {reference} إلى {status}',
    reason: 'سبب الرفض (يُرسل إلى العميل)',
    reasonRequired: 'اكتب سبب الرفض.',
    date: 'تاريخ النقل ووقته',
    dateRequired: 'حدد تاريخ النقل ووقته.',
    confirm: 'تأكيد',
    cancel: 'إلغاء',
    moved: '{reference} أصبح الآن: {status}.',
    donors: { asiacell: 'آسياسيل', zain: 'زين العراق', korek: 'كورك' } as Record<string, string>,
    statuses: { submitted: 'مُرسل', approved: 'وافق عليه المشغّل', scheduled: 'محدد الموعد', done: 'تم', refused: 'مرفوض' } as Record<PortStatus, string>,
  },
};

type Lang = keyof typeof portingStrings;
type Strings = (typeof portingStrings)[Lang];

export function PortingRequests({ fetchImpl, initialLanguage = 'en' }: { fetchImpl?: typeof fetch; initialLanguage?: Lang } = {}) {
  return (
    <EditorTool strings={portingStrings} initialLanguage={initialLanguage} fetchImpl={fetchImpl}>
      {(lang) => <Requests t={portingStrings[lang]} lang={lang} fetchImpl={fetchImpl} />}
    </EditorTool>
  );
}

function Requests({ t, lang, fetchImpl }: { t: Strings; lang: Lang; fetchImpl?: typeof fetch }) {
  const list = useApi<PortRequestRow[]>('/api/editor/porting', undefined, { lang, fetchImpl });
  const rows = list.data ?? [];
  const [moving, setMoving] = useState<{ row: PortRequestRow; status: PortStatus } | null>(null);
  const [reason, setReason] = useState('');
  const [date, setDate] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  async function move(row: PortRequestRow, to: PortStatus, extra: { reason?: string; scheduledFor?: string } = {}) {
    setBusy(true);
    try {
      await apiFetch('/api/editor/porting', { method: 'POST', body: { id: row.id, status: to, ...extra }, lang, fetchImpl });
      setStatus(fill(t.moved, { reference: row.reference, status: t.statuses[to] }));
      setMoving(null);
      await list.mutate();
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields?.reason || fields?.scheduledFor) setFieldError(fields.reason ?? fields.scheduledFor ?? '');
      else setStatus(isApiClientError(error) ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  function choose(row: PortRequestRow, to: PortStatus) {
    setFieldError('');
    setStatus('');
    if (to === 'refused' || to === 'scheduled') {
      setMoving({ row, status: to });
      setReason('');
      setDate('');
      setTimeout(() => document.getElementById('porting-extra')?.focus(), 0);
    } else void move(row, to);
  }

  function submitExtra(event: FormEvent) {
    event.preventDefault();
    if (!moving) return;
    if (moving.status === 'refused') {
      if (!reason.trim()) return setFieldError(t.reasonRequired);
      void move(moving.row, 'refused', { reason: reason.trim() });
    } else {
      const when = date ? new Date(date) : null;
      if (!when || Number.isNaN(when.getTime())) return setFieldError(t.dateRequired);
      void move(moving.row, 'scheduled', { scheduledFor: when.toISOString() });
    }
  }

  const open = rows.filter((r) => r.status !== 'done' && r.status !== 'refused').length;
  return (
    <Body>
      <p role="status" className="status">
        {status}
      </p>
      {list.data === undefined ? (
        <p>{t.loading}</p>
      ) : rows.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <>
          <p>{fill(t.count, { open, total: rows.length })}</p>
          {moving && (
            <form onSubmit={submitExtra} aria-label={fill(t.moveTo, { reference: moving.row.reference, status: t.statuses[moving.status] })}>
              <h2>{fill(t.moveTo, { reference: moving.row.reference, status: t.statuses[moving.status] })}</h2>
              <label htmlFor="porting-extra">{moving.status === 'refused' ? t.reason : t.date}</label>
              {moving.status === 'refused' ? (
                <textarea
                  id="porting-extra"
                  rows={3}
                  maxLength={300}
                  value={reason}
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={fieldError ? 'porting-extra-error' : undefined}
                  onChange={(e) => setReason(e.target.value)}
                />
              ) : (
                <input
                  id="porting-extra"
                  type="datetime-local"
                  value={date}
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={fieldError ? 'porting-extra-error' : undefined}
                  onChange={(e) => setDate(e.target.value)}
                />
              )}
              {fieldError && (
                <p id="porting-extra-error" className="error">
                  {fieldError}
                </p>
              )}
              <div className="actions">
                <button type="submit" disabled={busy}>
                  {t.confirm}
                </button>
                <button type="button" onClick={() => setMoving(null)}>
                  {t.cancel}
                </button>
              </div>
            </form>
          )}
          <div className="scroll" tabIndex={0} role="region" aria-label={t.title}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t.reference}</th>
                  <th scope="col">{t.number}</th>
                  <th scope="col">{t.donor}</th>
                  <th scope="col">{t.idNumber}</th>
                  <th scope="col">{t.status}</th>
                  <th scope="col">{t.actions}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-status={row.status}>
                    <th scope="row" dir="ltr">
                      {row.reference}
                    </th>
                    <td dir="ltr">{row.msisdn}</td>
                    <td>{t.donors[row.donor] ?? row.donor}</td>
                    <td dir="ltr">{row.idNumber}</td>
                    <td>
                      {t.statuses[row.status]}
                      {row.scheduledFor && (
                        <>
                          <br />
                          <small>{formatDate(row.scheduledFor, lang, { dateStyle: 'medium', timeStyle: 'short' })}</small>
                        </>
                      )}
                      {row.reason && (
                        <>
                          <br />
                          <small>{row.reason}</small>
                        </>
                      )}
                    </td>
                    <td>
                      <div className="actions">
                        {PORT_NEXT[row.status].map((to) => (
                          <button
                            key={to}
                            type="button"
                            disabled={busy}
                            onClick={() => choose(row, to)}
                            aria-label={fill(t.moveTo, { reference: row.reference, status: t.statuses[to] })}
                          >
                            {t.statuses[to]}
                          </button>
                        ))}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Body>
  );
}

const Body = classed.main(styles.Body);
