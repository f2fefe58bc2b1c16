/**
 * Platinum partners (issue 13 part 3): the approved partners of the /platinum map, applications sent
 * through the partner form (files kept in the database), and the editors' review: approve or reject
 * with a reason, once per application, with an audit entry, an SMS (and e-mail) to the applicant and a
 * notification on the applicant's account when the number has one.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { brand } from '@/lib/brand';
import { governorateName, governorates } from '@/lib/governorates';
import { isLocale, locales, type Locale } from '@/lib/locales';
import type { LogoType, PartnerApplicationView, PartnerCategory, PartnerView } from '@/lib/platinum';
import { formatReference } from '@/lib/reference';
import { logSendFailure, messaging } from '../messaging';
import { getDb, lockKey } from '../db';
import { partnerApplications } from '../db/schema';
import { ApiError } from '../api/errors';
import { serverTranslator, type ServerTranslator } from '../i18n';
import { codeFailure, sendCode } from './accounts/codes';
import { CODE_TTL_MINUTES, verifyCode } from './otp';
import { audit } from './editor-auth';
import { notifyPartnerDecision } from './notify-events';

/** Every column but the files (lists never read the bytes). */
const summary = {
  id: partnerApplications.id,
  reference: partnerApplications.reference,
  fullName: partnerApplications.fullName,
  names: partnerApplications.names,
  addresses: partnerApplications.addresses,
  governorate: partnerApplications.governorate,
  category: partnerApplications.category,
  discount: partnerApplications.discount,
  lat: partnerApplications.lat,
  lng: partnerApplications.lng,
  contactMsisdn: partnerApplications.contactMsisdn,
  email: partnerApplications.email,
  lang: partnerApplications.lang,
  status: partnerApplications.status,
  rejectReason: partnerApplications.rejectReason,
  reviewedBy: partnerApplications.reviewedBy,
  reviewedAt: partnerApplications.reviewedAt,
  createdAt: partnerApplications.createdAt,
  logoType: partnerApplications.logoType,
  hasDocument: sql<boolean>`${partnerApplications.document} is not null`,
};

/** Where a partner without coordinates is pinned: its governorate's centre. */
function locationOf(row: { lat: number | null; lng: number | null; governorate: string }): { lat: number; lng: number } {
  if (row.lat !== null && row.lng !== null) return { lat: row.lat, lng: row.lng };
  const centre = governorates.find((g) => g.id === row.governorate);
  return centre ? { lat: centre.lat, lng: centre.lng } : { lat: 33.315, lng: 44.366 };
}

export const logoPath = (id: string) => `/api/v1/platinum/partners/${id}/logo`;

/** Approved partners, filtered, by governorate then name in the page's language. */
export async function listPartners(query: { governorate?: string; category?: PartnerCategory }, locale: Locale): Promise<PartnerView[]> {
  const db = await getDb();
  const where: SQL[] = [eq(partnerApplications.status, 'approved')];
  if (query.governorate) where.push(eq(partnerApplications.governorate, query.governorate));
  if (query.category) where.push(eq(partnerApplications.category, query.category));
  const rows = await db.select(summary).from(partnerApplications).where(and(...where));
  return rows
    .map((row): PartnerView => {
      const name = governorateName(row.governorate, locale);
      return {
        id: row.id,
        name: row.names[locale],
        discount: row.discount,
        category: row.category,
        governorate: { id: row.governorate, name },
        address: row.addresses[locale],
        logoUrl: row.logoType ? logoPath(row.id) : null,
        location: locationOf(row),
      };
    })
    .sort((a, b) => a.governorate.name.localeCompare(b.governorate.name, locale) || a.name.localeCompare(b.name, locale));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isPartnerId = (id: string) => UUID.test(id);

/** An approved partner's logo, or null (unknown, not approved, no logo). */
export async function partnerLogo(id: string): Promise<{ data: Buffer; type: string } | null> {
  if (!isPartnerId(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ logo: partnerApplications.logo, type: partnerApplications.logoType })
    .from(partnerApplications)
    .where(and(eq(partnerApplications.id, id), eq(partnerApplications.status, 'approved'), isNotNull(partnerApplications.logo)));
  return row?.logo && row.type ? { data: row.logo, type: row.type } : null;
}

export interface ApplicationInput {
  fullName: string;
  shopName: string;
  address: string;
  governorate: string;
  category: PartnerCategory;
  discount: number;
  phone: string;
  email: string | null;
  lat?: number;
  lng?: number;
  logo: { data: Buffer; type: LogoType };
  document: { data: Buffer; fileName: string };
  lang: Locale;
}

export const PARTNER_CODE_PURPOSE = 'partner-apply';
/** Applications one contact number may send unverified in a day: each one texts a code, which costs money. */
const UNVERIFIED_PER_DAY = 5;

export interface CodeRequestInfo {
  lang: Locale;
  t: ServerTranslator;
  deviceId: string | null;
  ip: string;
}

export interface ApplicationCodeSent {
  applicationId: string;
  resendAfter: number;
  length: number;
}

async function sendApplicationCode(id: string, phone: string, req: CodeRequestInfo): Promise<ApplicationCodeSent> {
  const sent = await sendCode({
    purpose: PARTNER_CODE_PURPOSE,
    subject: phone,
    binding: { application: id },
    deliver: { sms: (code) => req.t('platinum.apply.codeSms', { code, brand: brand.name[req.lang], minutes: CODE_TTL_MINUTES }) },
    deviceId: req.deviceId,
    ip: req.ip,
  });
  return { applicationId: id, resendAfter: sent.resendAfter, length: sent.length };
}

/**
 * Stores an application, NOT yet pending review: the contact number must first be proven by the code
 * texted to it (confirmApplication). Until then editors do not see it and nothing else is sent to that
 * number, so the form cannot be used to text the decision (or anything) to someone else's phone.
 */
export async function submitApplication(input: ApplicationInput, req: CodeRequestInfo): Promise<ApplicationCodeSent> {
  const db = await getDb();
  const dayAgo = new Date(Date.now() - 86_400_000);
  const same = (value: string) => Object.fromEntries(locales.map((l) => [l, value])) as Record<Locale, string>;
  // The count and the row it allows in one transaction under the number's lock: parallel applications
  // from one number are counted one after the other, so they cannot pass the daily limit together.
  const row = await db.transaction(async (tx) => {
    await lockKey(tx, `partner-apply:${input.phone}`);
    const [open] = await tx
      .select({ n: count() })
      .from(partnerApplications)
      .where(and(eq(partnerApplications.contactMsisdn, input.phone), isNull(partnerApplications.phoneVerifiedAt), gt(partnerApplications.createdAt, dayAgo)));
    if (open.n >= UNVERIFIED_PER_DAY) throw new ApiError(429, 'errors.tooManyCodes', { headers: { 'Retry-After': '3600' } });
    const [inserted] = await tx
      .insert(partnerApplications)
      .values({
        id: randomUUID(),
        fullName: input.fullName,
        names: same(input.shopName),
        addresses: same(input.address),
        governorate: input.governorate,
        category: input.category,
        discount: input.discount,
        lat: input.lat ?? null,
        lng: input.lng ?? null,
        contactMsisdn: input.phone,
        email: input.email,
        lang: input.lang,
        logo: input.logo.data,
        logoType: input.logo.type,
        document: input.document.data,
        documentName: input.document.fileName.slice(0, 120) || 'document.pdf',
      })
      .returning({ id: partnerApplications.id });
    return inserted;
  });
  // The code goes out after the commit (never an SMS while holding the lock); a failed send removes
  // the application again.
  try {
    return await sendApplicationCode(row.id, input.phone, req);
  } catch (error) {
    // No code went out (too soon, hourly limit, gateway down): no application either.
    await db.delete(partnerApplications).where(and(eq(partnerApplications.id, row.id), isNull(partnerApplications.phoneVerifiedAt)));
    throw error;
  }
}

/** The contact number of an application still waiting for its code, or a 404. */
async function unverifiedPhone(id: string): Promise<string> {
  if (!isPartnerId(id)) throw new ApiError(404, 'platinum.apply.notFound');
  const db = await getDb();
  const [row] = await db
    .select({ phone: partnerApplications.contactMsisdn })
    .from(partnerApplications)
    .where(and(eq(partnerApplications.id, id), isNull(partnerApplications.phoneVerifiedAt)));
  if (!row) throw new ApiError(404, 'platinum.apply.notFound');
  return row.phone;
}

/** A new code for an application waiting for one (after the resend delay; wrong tries carry over). */
export async function resendApplicationCode(id: string, req: CodeRequestInfo): Promise<ApplicationCodeSent> {
  return sendApplicationCode(id, await unverifiedPhone(id), req);
}

/**
 * The right code proves the contact number: the application becomes pending review, once. A wrong
 * code counts a try (5 kill it, see ./otp.ts).
 */
export async function confirmApplication(id: string, code: string, now = new Date()): Promise<{ applicationId: string; reference: string; status: 'pending' }> {
  const phone = await unverifiedPhone(id);
  const result = await verifyCode({ purpose: PARTNER_CODE_PURPOSE, subject: phone, code, binding: { application: id } });
  if (!result.ok) throw codeFailure(result, 'code');
  const db = await getDb();
  const [row] = await db
    .update(partnerApplications)
    .set({ phoneVerifiedAt: now })
    .where(and(eq(partnerApplications.id, id), isNull(partnerApplications.phoneVerifiedAt)))
    .returning({ reference: partnerApplications.reference });
  if (!row) throw new ApiError(404, 'platinum.apply.notFound');
  return { applicationId: id, reference: formatReference(row.reference), status: 'pending' };
}

/** Job: forgets applications whose number was never proven, a day after they were sent (files included). */
export async function purgeUnverifiedApplications(now: Date): Promise<number> {
  const db = await getDb();
  const gone = await db
    .delete(partnerApplications)
    .where(and(isNull(partnerApplications.phoneVerifiedAt), lt(partnerApplications.createdAt, new Date(now.getTime() - 86_400_000))))
    .returning({ id: partnerApplications.id });
  return gone.length;
}

/** A row as `summary` selects it. */
type SummaryRow = Omit<typeof partnerApplications.$inferSelect, 'logo' | 'document' | 'documentName' | 'phoneVerifiedAt'> & { hasDocument: boolean };

function toApplication(row: SummaryRow): PartnerApplicationView {
  return {
    id: row.id,
    reference: formatReference(row.reference),
    fullName: row.fullName,
    shopName: row.names.en,
    address: row.addresses.en,
    governorate: row.governorate,
    category: row.category,
    discount: row.discount,
    contactMsisdn: row.contactMsisdn,
    email: row.email,
    status: row.status,
    rejectReason: row.rejectReason,
    reviewedBy: row.reviewedBy,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    hasLogo: row.logoType !== null,
    hasDocument: Boolean(row.hasDocument),
  };
}

/**
 * Applications for the editors: pending first (oldest first, as a queue), then the decided ones, newest
 * first. Only those whose contact number was proven by its code.
 */
export async function listApplications(limit = 200): Promise<PartnerApplicationView[]> {
  const db = await getDb();
  const rows = await db
    .select(summary)
    .from(partnerApplications)
    .where(isNotNull(partnerApplications.phoneVerifiedAt))
    .orderBy(
      sql`case when ${partnerApplications.status} = 'pending' then 0 else 1 end`,
      sql`case when ${partnerApplications.status} = 'pending' then ${partnerApplications.createdAt} end asc`,
      desc(partnerApplications.createdAt),
      asc(partnerApplications.id),
    )
    .limit(limit);
  return rows.map(toApplication);
}

/**
 * An application's logo or PDF, for editors. Named after the application's reference and the type its
 * bytes were checked to be (`7KD29-XQ4M1.pdf`), never after the uploaded name: a PDF uploaded as
 * `invoice.html` must not be saved on an editor's computer as a page that runs its script when opened.
 */
export async function applicationFile(id: string, kind: 'logo' | 'document'): Promise<{ data: Buffer; type: string; fileName: string } | null> {
  if (!isPartnerId(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ reference: partnerApplications.reference, logo: partnerApplications.logo, logoType: partnerApplications.logoType, document: partnerApplications.document })
    .from(partnerApplications)
    .where(and(eq(partnerApplications.id, id), isNotNull(partnerApplications.phoneVerifiedAt)));
  if (!row) return null;
  const reference = formatReference(row.reference);
  if (kind === 'logo') {
    if (!row.logo || !row.logoType) return null;
    return { data: row.logo, type: row.logoType, fileName: `${reference}-logo` };
  }
  return row.document ? { data: row.document, type: 'application/pdf', fileName: reference } : null;
}

export type DecisionOutcome = { outcome: 'decided'; application: PartnerApplicationView } | { outcome: 'not-found' } | { outcome: 'already-decided'; status: string };

/**
 * Approves or rejects a pending application. The decision is one conditional UPDATE (only while it is
 * pending), so two editors deciding at once cannot both win, nor send the applicant two messages.
 */
export async function decideApplication(input: {
  id: string;
  decision: 'approved' | 'rejected';
  reason?: string;
  editor: string;
  now?: Date;
}): Promise<DecisionOutcome> {
  if (!isPartnerId(input.id)) return { outcome: 'not-found' };
  const db = await getDb();
  const reason = input.decision === 'rejected' ? (input.reason ?? '').trim() : null;
  const [row] = await db
    .update(partnerApplications)
    .set({ status: input.decision, rejectReason: reason, reviewedBy: input.editor, reviewedAt: input.now ?? new Date() })
    .where(and(eq(partnerApplications.id, input.id), eq(partnerApplications.status, 'pending'), isNotNull(partnerApplications.phoneVerifiedAt)))
    .returning(summary);
  if (!row) {
    const [existing] = await db
      .select({ status: partnerApplications.status })
      .from(partnerApplications)
      .where(and(eq(partnerApplications.id, input.id), isNotNull(partnerApplications.phoneVerifiedAt)));
    return existing ? { outcome: 'already-decided', status: existing.status } : { outcome: 'not-found' };
  }
  await audit(input.editor, `partner-${input.decision === 'approved' ? 'approve' : 'reject'}`, {
    detail: { applicationId: row.id, reference: row.reference, shopName: row.names.en, ...(reason ? { reason } : {}) },
  });
  await tellApplicant(row, input.decision, reason ?? '');
  return { outcome: 'decided', application: toApplication(row) };
}

/** The SMS (and e-mail) of the decision, in the application's language; a failed send is logged, not thrown. */
async function tellApplicant(row: SummaryRow, decision: 'approved' | 'rejected', reason: string): Promise<void> {
  const lang: Locale = isLocale(row.lang) ? row.lang : 'ar';
  const t = serverTranslator(lang);
  const values = { shopName: row.names[lang], reason, reference: formatReference(row.reference) };
  const text = t(`platinum.decision.${decision}.sms`, values);
  try {
    await messaging().sendSms({ to: row.contactMsisdn, text, purpose: 'partner-decision' });
  } catch (error) {
    logSendFailure(error, 'partner-decision');
  }
  if (row.email) {
    try {
      await messaging().sendEmail({ to: row.email, subject: t(`platinum.decision.${decision}.subject`, values), text, purpose: 'partner-decision' });
    } catch (error) {
      logSendFailure(error, 'partner-decision');
    }
  }
  await notifyPartnerDecision({ target: { msisdn: row.contactMsisdn }, applicationId: row.id, shopName: row.names[lang], decision, reason });
}
