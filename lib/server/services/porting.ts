/**
 * Number porting to Nour (issue 33 part 7). A customer of another Iraqi operator (Asiacell, Zain Iraq,
 * Korek) asks to bring the number: the number, its operator, the ID number, and a 6-digit code sent BY
 * SMS TO THAT NUMBER (one-time-code service, purpose 'porting', bound to the operator and the ID), so
 * nobody asks to move someone else's number. The request is then tracked by its reference and number:
 *
 *   submitted → approved (by the other operator) → scheduled → done
 *        ↘ refused (with a reason) from any step before done
 *
 * Care editors (role `care`) see and move requests (/editor/porting); a move out of this order is
 * refused (409), and a move is one conditional UPDATE on the status it starts from, so two editors
 * cannot both move one request. Each status is told to the customer by SMS to the number (in the
 * language of the request) and, when the request was made signed in, by a notification; each move is
 * in the audit log. One open request per number (a partial unique index).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { brand } from '@/lib/brand';
import { formatDate } from '@/lib/dates';
import { PORT_NEXT, type PortCodeSent, type PortDonor, type PortRequestRow, type PortRequestView, type PortStatus } from '@/lib/lines';
import { toLocale } from '@/lib/locales';
import { isOperatorMsisdn } from '@/lib/validation/rules';
import { ApiError } from '../api/errors';
import { getDb } from '../db';
import { auditLog, portRequests } from '../db/schema';
import { serverTranslator } from '../i18n';
import { logSendFailure, messaging } from '../messaging';
import { codeFailure, sendCode } from './accounts/codes';
import type { RequestInfo } from './accounts/login';
import { notifyEvent } from './notify-events';
import { CODE_TTL_MINUTES, verifyCode } from './otp';

export const PORTING_PURPOSE = 'porting';
export const PORTING_PATH = '/personal/porting';

export interface PortInput {
  msisdn: string;
  donor: PortDonor;
  idNumber: string;
}

const binding = (input: PortInput) => ({ donor: input.donor, id: input.idNumber });

function assertNotOurs(msisdn: string): void {
  if (isOperatorMsisdn(msisdn)) throw new ApiError(400, 'porting.api.alreadyOurs', { errors: { msisdn: 'porting.api.alreadyOurs' } });
}

async function openRequestOf(msisdn: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: portRequests.id })
    .from(portRequests)
    .where(and(eq(portRequests.msisdn, msisdn), sql`${portRequests.status} NOT IN ('done', 'refused')`));
  return Boolean(row);
}

const alreadyOpen = () => new ApiError(409, 'porting.api.alreadyOpen', { errors: { msisdn: 'porting.api.alreadyOpen' } });

/** Step 1: sends the code to the number to be moved. */
export async function startPort(input: PortInput, req: RequestInfo): Promise<PortCodeSent> {
  assertNotOurs(input.msisdn);
  if (await openRequestOf(input.msisdn)) throw alreadyOpen();
  return sendCode({
    purpose: PORTING_PURPOSE,
    subject: input.msisdn,
    binding: binding(input),
    deliver: { sms: (code) => req.t('porting.sms.code', { code, brand: brand.name[req.lang], minutes: CODE_TTL_MINUTES }) },
    deviceId: req.deviceId,
    ip: req.ip,
  });
}

function toView(row: typeof portRequests.$inferSelect): PortRequestView {
  return {
    reference: row.reference,
    msisdn: row.msisdn,
    donor: row.donor as PortDonor,
    status: row.status,
    reason: row.reason,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    history: row.history.map(({ status, at }) => ({ status, at })),
  };
}

/** Tells the customer a status: SMS to the number (request's language), and a notification when signed in. */
async function tell(row: typeof portRequests.$inferSelect): Promise<void> {
  const lang = toLocale(row.lang);
  const t = serverTranslator(lang);
  const when = row.scheduledFor ? formatDate(row.scheduledFor, lang, { dateStyle: 'medium', timeStyle: 'short' }) : '';
  const values = { reference: row.reference, reason: row.reason ?? '', date: when, brand: brand.name[lang] };
  try {
    await messaging().sendSms({ to: row.msisdn, text: t(`porting.sms.${row.status}`, values), purpose: `porting-${row.status}` });
  } catch (error) {
    logSendFailure(error, `porting-${row.status}`); // the status is recorded; the SMS is a courtesy
  }
  if (row.accountId !== null) {
    await notifyEvent(
      { accountId: row.accountId },
      { event: 'portStatus', reference: `port:${row.id}:${row.status}`, values: { reference: row.reference, status: statusWords(row.status) }, link: PORTING_PATH },
    );
  }
}

const statusWords = (status: PortStatus) => Object.fromEntries((['ar', 'en', 'ku'] as const).map((l) => [l, serverTranslator(l)(`porting.status.${status}`)])) as Record<'ar' | 'en' | 'ku', string>;

/** Step 2: the right code files the request (status submitted). */
export async function confirmPort(input: PortInput & { code: string }, req: RequestInfo, accountId: number | null): Promise<PortRequestView> {
  assertNotOurs(input.msisdn);
  const result = await verifyCode({ purpose: PORTING_PURPOSE, subject: input.msisdn, code: input.code, binding: binding(input) });
  if (!result.ok) throw codeFailure(result, 'code');
  const db = await getDb();
  const [row] = await db
    .insert(portRequests)
    .values({
      msisdn: input.msisdn,
      donor: input.donor,
      idNumber: input.idNumber,
      accountId,
      lang: req.lang,
      history: [{ status: 'submitted', at: new Date().toISOString(), by: 'customer' }],
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw alreadyOpen();
  await tell(row);
  return toView(row);
}

/** The status page: a request by its reference and number (both needed, so references cannot be browsed). */
export async function portStatus(reference: string, msisdn: string): Promise<PortRequestView> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(portRequests)
    .where(and(eq(portRequests.reference, reference.trim().toUpperCase().replace(/[\s-]/g, '')), eq(portRequests.msisdn, msisdn)));
  if (!row) throw new ApiError(404, 'porting.api.notFound');
  return toView(row);
}

// Editors ----------------------------------------------------------------------------------------------

export async function listPortRequests(limit = 200): Promise<PortRequestRow[]> {
  const db = await getDb();
  const rows = await db.select().from(portRequests).orderBy(desc(portRequests.id)).limit(limit);
  return rows.map((row) => ({ ...toView(row), id: row.id, idNumber: row.idNumber, updatedAt: row.updatedAt.toISOString() }));
}

export interface PortMove {
  id: number;
  status: PortStatus;
  reason?: string;
  scheduledFor?: Date;
}

/**
 * Moves a request to its next status (PORT_NEXT), as one editor: refused (409) out of order or when
 * another editor moved it meanwhile; `refused` needs a reason, `scheduled` a date. Audited; told.
 */
export async function movePortRequest(move: PortMove, editor: { email: string }): Promise<PortRequestRow> {
  const db = await getDb();
  const [current] = await db.select().from(portRequests).where(eq(portRequests.id, move.id));
  if (!current) throw new ApiError(404, 'porting.api.notFound');
  if (!PORT_NEXT[current.status].includes(move.status)) {
    throw new ApiError(409, 'porting.api.outOfOrder', { values: { from: current.status, to: move.status } });
  }
  if (move.status === 'refused' && !move.reason?.trim()) throw new ApiError(400, 'porting.api.reasonRequired', { errors: { reason: 'porting.api.reasonRequired' } });
  if (move.status === 'scheduled' && !move.scheduledFor) throw new ApiError(400, 'porting.api.dateRequired', { errors: { scheduledFor: 'porting.api.dateRequired' } });
  const now = new Date();
  const step = JSON.stringify([{ status: move.status, at: now.toISOString(), by: editor.email }]);
  const [row] = await db
    .update(portRequests)
    .set({
      status: move.status,
      updatedAt: now,
      history: sql`${portRequests.history} || ${step}::jsonb`,
      ...(move.status === 'refused' ? { reason: move.reason!.trim() } : {}),
      ...(move.status === 'scheduled' ? { scheduledFor: move.scheduledFor } : {}),
    })
    .where(and(eq(portRequests.id, move.id), eq(portRequests.status, current.status)))
    .returning();
  if (!row) throw new ApiError(409, 'porting.api.movedMeanwhile');
  await db.insert(auditLog).values({ actor: editor.email, action: 'port-request-moved', detail: { id: row.id, reference: row.reference, from: current.status, to: row.status } });
  await tell(row);
  return { ...toView(row), id: row.id, idNumber: row.idNumber, updatedAt: row.updatedAt.toISOString() };
}
