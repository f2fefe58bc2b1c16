/**
 * The editors' review of Platinum partner applications (/editor/partners, issue 13 part 3): the
 * applications, pending first; each one's logo and PDF (served by an editor-only route); approve, or
 * reject with a reason the applicant receives. Behind the editor session like /editor/devices; the
 * API is /api/editor/partners. In English and Arabic, as the rest of the editor.
 */
import { useState, type FormEvent } from 'react';
import { apiFetch, apiFieldErrors, isApiClientError, useApi } from '@/lib/api';
import { governorateName } from '@/lib/governorates';
import type { PartnerApplicationView } from '@/lib/platinum';
import { EditorTool } from './EditorTool';
import { fill } from './strings';
import { classed } from '@/ui/classed';
import styles from './ToolScreen.module.css';

export const partnerStrings = {
  en: {
    title: 'Platinum partner applications',
    nav: 'Partner applications',
    back: 'Pages',
    other: 'العربية',
    loading: 'Loading…',
    signIn: 'Sign in to the editor first.',
    count: '{pending} pending of {total}',
    none: 'No applications yet.',
    shop: 'Business',
    applicant: 'Applicant',
    where: 'Governorate and address',
    category: 'Category',
    discount: 'Discount',
    status: 'Status',
    files: 'Files',
    actions: 'Decision',
    logo: 'Logo',
    document: 'Document (PDF)',
    approve: 'Approve',
    reject: 'Reject',
    reason: 'Reason for the rejection (sent to the applicant)',
    reasonRequired: 'Give the reason for rejecting the application.',
    confirmReject: 'Reject the application',
    cancel: 'Cancel',
    approved: 'Approved {shop}: it is on the partners map now.',
    rejected: 'Rejected {shop}.',
    pending: 'Pending',
    approvedStatus: 'Approved',
    rejectedStatus: 'Rejected',
    by: 'by {editor}',
    categories: { restaurants: 'Restaurants', fashion: 'Fashion', electronics: 'Electronics', health: 'Health', travel: 'Travel', other: 'Other' },
  },
  ar: {
    title: 'طلبات شراكة بلاتينيوم',
    nav: 'طلبات الشراكة',
    back: 'الصفحات',
    other: 'English',
    loading: 'جارٍ التحميل…',
    signIn: 'سجّل الدخول إلى المحرر أولاً.',
    count: '{pending} قيد المراجعة من {total}',
    none: 'لا طلبات بعد.',
    shop: 'النشاط التجاري',
    applicant: 'مقدّم الطلب',
    where: 'المحافظة والعنوان',
    category: 'الفئة',
    discount: 'الخصم',
    status: 'الحالة',
    files: 'الملفات',
    actions: 'القرار',
    logo: 'الشعار',
    document: 'المستند (PDF)',
    approve: 'موافقة',
    reject: 'رفض',
    reason: 'سبب الرفض (يُرسَل إلى مقدّم الطلب)',
    reasonRequired: 'اكتب سبب رفض الطلب.',
    confirmReject: 'ارفض الطلب',
    cancel: 'إلغاء',
    approved: 'تمت الموافقة على {shop}: يظهر الآن على خريطة الشركاء.',
    rejected: 'تم رفض {shop}.',
    pending: 'قيد المراجعة',
    approvedStatus: 'مقبول',
    rejectedStatus: 'مرفوض',
    by: 'بواسطة {editor}',
    categories: { restaurants: 'مطاعم', fashion: 'أزياء', electronics: 'إلكترونيات', health: 'صحة', travel: 'سفر', other: 'أخرى' },
  },
} as const;

type Lang = keyof typeof partnerStrings;
type Strings = (typeof partnerStrings)[Lang];

export interface PartnerReviewProps {
  /** Stories swap the network for a stand-in. */
  fetchImpl?: typeof fetch;
  initialLanguage?: Lang;
}

export function PartnerReview({ fetchImpl, initialLanguage = 'en' }: PartnerReviewProps = {}) {
  return (
    <EditorTool strings={partnerStrings} initialLanguage={initialLanguage} fetchImpl={fetchImpl}>
      {(lang) => <Applications t={partnerStrings[lang]} lang={lang} fetchImpl={fetchImpl} />}
    </EditorTool>
  );
}

const fileUrl = (id: string, kind: 'logo' | 'document') => `/api/editor/partners/file?${new URLSearchParams({ id, kind })}`;

function Applications({ t, lang, fetchImpl }: { t: Strings; lang: Lang; fetchImpl?: typeof fetch }) {
  const list = useApi<PartnerApplicationView[]>('/api/editor/partners', undefined, { lang, fetchImpl });
  const rows = list.data ?? [];
  const [rejecting, setRejecting] = useState<PartnerApplicationView | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  async function decide(application: PartnerApplicationView, decision: 'approved' | 'rejected', why?: string) {
    setBusy(true);
    try {
      await apiFetch('/api/editor/partners', { method: 'POST', body: { id: application.id, decision, ...(why !== undefined ? { reason: why } : {}) }, lang, fetchImpl });
      setStatus(fill(decision === 'approved' ? t.approved : t.rejected, { shop: application.shopName }));
      setRejecting(null);
      setReason('');
      await list.mutate();
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields?.reason) setReasonError(fields.reason);
      else setStatus(isApiClientError(error) ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  function submitReject(event: FormEvent) {
    event.preventDefault();
    if (!rejecting) return;
    if (!reason.trim()) {
      setReasonError(t.reasonRequired);
      document.getElementById('partner-reason')?.focus();
      return;
    }
    setReasonError('');
    void decide(rejecting, 'rejected', reason.trim());
  }

  const statusText = (a: PartnerApplicationView) => ({ pending: t.pending, approved: t.approvedStatus, rejected: t.rejectedStatus })[a.status];
  const pending = rows.filter((a) => a.status === 'pending').length;

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
          <p>{fill(t.count, { pending, total: rows.length })}</p>
          {rejecting && (
            <form onSubmit={submitReject} aria-label={`${t.confirmReject}: ${rejecting.shopName}`}>
              <h2>
                {t.confirmReject}: {rejecting.shopName}
              </h2>
              <label htmlFor="partner-reason">{t.reason}</label>
              <textarea
                id="partner-reason"
                value={reason}
                maxLength={500}
                rows={3}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? 'partner-reason-error' : undefined}
                onChange={(e) => setReason(e.target.value)}
              />
              {reasonError && (
                <p id="partner-reason-error" className="error">
                  {reasonError}
                </p>
              )}
              <div className="actions">
                <button type="submit" disabled={busy}>
                  {t.confirmReject}
                </button>
                <button type="button" onClick={() => setRejecting(null)}>
                  {t.cancel}
                </button>
              </div>
            </form>
          )}
          <div className="scroll" tabIndex={0} role="region" aria-label={t.title}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t.shop}</th>
                  <th scope="col">{t.applicant}</th>
                  <th scope="col">{t.where}</th>
                  <th scope="col">{t.category}</th>
                  <th scope="col">{t.discount}</th>
                  <th scope="col">{t.status}</th>
                  <th scope="col">{t.files}</th>
                  <th scope="col">{t.actions}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((a) => (
                  <tr key={a.id} className={a.status}>
                    <th scope="row">
                      {a.shopName}
                      <br />
                      <small dir="ltr">{a.reference}</small>
                    </th>
                    <td>
                      {a.fullName}
                      <br />
                      <span dir="ltr">{a.contactMsisdn}</span>
                      {a.email && (
                        <>
                          <br />
                          <span dir="ltr">{a.email}</span>
                        </>
                      )}
                    </td>
                    <td>
                      {governorateName(a.governorate, lang)}
                      <br />
                      {a.address}
                    </td>
                    <td>{t.categories[a.category]}</td>
                    <td dir="ltr">{a.discount}%</td>
                    <td>
                      {statusText(a)}
                      {a.reviewedBy && a.reviewedBy !== 'seed' && (
                        <>
                          <br />
                          <small>{fill(t.by, { editor: a.reviewedBy })}</small>
                        </>
                      )}
                      {a.rejectReason && (
                        <>
                          <br />
                          <small>{a.rejectReason}</small>
                        </>
                      )}
                    </td>
                    <td>
                      {a.hasLogo && (
                        <a href={fileUrl(a.id, 'logo')} target="_blank" rel="noreferrer" className="logo-link">
                          {/* An uploaded image of any size, from an API route: a plain img. */}
                          {/* eslint-disable-next-line @next/next/no-img-element */}
                          <img src={fileUrl(a.id, 'logo')} alt={`${t.logo}: ${a.shopName}`} width={48} height={48} />
                        </a>
                      )}
                      {a.hasDocument && (
                        <a href={fileUrl(a.id, 'document')} download aria-label={`${t.document}: ${a.shopName}`}>
                          {t.document}
                        </a>
                      )}
                    </td>
                    <td>
                      {a.status === 'pending' && (
                        <div className="actions">
                          <button type="button" disabled={busy} onClick={() => void decide(a, 'approved')} aria-label={`${t.approve}: ${a.shopName}`}>
                            {t.approve}
                          </button>
                          <button
                            type="button"
                            disabled={busy}
                            onClick={() => {
                              setRejecting(a);
                              setReason('');
                              setReasonError('');
                              // The reason field appears above the table: take the visitor there.
                              setTimeout(() => document.getElementById('partner-reason')?.focus(), 0);
                            }}
                            aria-label={`${t.reject}: ${a.shopName}`}
                          >
                            {t.reject}
                          </button>
                        </div>
                      )}
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
