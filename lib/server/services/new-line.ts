/**
 * New-line offer (spec section 7: new-offer, submit-details). A visitor picks an offer and a city and
 * gives a name and a number to contact; a 6-digit code goes to that number (the one-time-code service,
 * purpose 'new-line', bound to this request) so that nobody files requests in another person's name.
 * The right code confirms the request once and answers a short-lived, signed details token; with it the
 * visitor sends the personal details and ID (once). An ID that already holds the maximum number of lines
 * is refused, as for SIM orders (./id-lines.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/locales';
import { ID_TYPES, NEW_LINE_OFFERS, SIM_TYPES, type CityData, type NewLineCodeSent, type NewLineConfirmed, type NewLineRequestRow, type NewLineSubmitted } from '@/lib/new-line';
import { messages } from '@/lib/validation/rules';
import { zv } from '@/lib/validation/zod';
import { ApiError } from '../api/errors';
import { getDb } from '../db';
import { newLineRequests } from '../db/schema';
import { serverEnv } from '../env';
import { logSendFailure, messaging } from '../messaging';
import type { ServerTranslator } from '../i18n';
import { codeFailure, sendCode } from './accounts/codes';
import { issueNewLineEsim } from './esim';
import { idAtLineLimit } from './id-lines';
import { CODE_TTL_MINUTES, verifyCode } from './otp';

export const NEW_LINE_PURPOSE = 'new-line';
/** How long the right code lets the visitor send the personal details. */
export const DETAILS_TTL_MINUTES = 60;
const NAME_MAX = 50;

type Names = Record<Locale, string>;

/** Iraq's governorates, where a new line can be picked up or delivered. */
const CITIES: Array<{ id: string; name: Names }> = [
  { id: 'baghdad', name: { ar: 'بغداد', en: 'Baghdad', ku: 'بەغدا' } },
  { id: 'basra', name: { ar: 'البصرة', en: 'Basra', ku: 'بەسرە' } },
  { id: 'nineveh', name: { ar: 'نينوى', en: 'Nineveh', ku: 'نەینەوا' } },
  { id: 'erbil', name: { ar: 'أربيل', en: 'Erbil', ku: 'هەولێر' } },
  { id: 'sulaymaniyah', name: { ar: 'السليمانية', en: 'Sulaymaniyah', ku: 'سلێمانی' } },
  { id: 'duhok', name: { ar: 'دهوك', en: 'Duhok', ku: 'دهۆک' } },
  { id: 'halabja', name: { ar: 'حلبجة', en: 'Halabja', ku: 'هەڵەبجە' } },
  { id: 'kirkuk', name: { ar: 'كركوك', en: 'Kirkuk', ku: 'کەرکووک' } },
  { id: 'najaf', name: { ar: 'النجف', en: 'Najaf', ku: 'نەجەف' } },
  { id: 'karbala', name: { ar: 'كربلاء', en: 'Karbala', ku: 'کەربەلا' } },
  { id: 'babil', name: { ar: 'بابل', en: 'Babil', ku: 'بابل' } },
  { id: 'anbar', name: { ar: 'الأنبار', en: 'Anbar', ku: 'ئەنبار' } },
  { id: 'diyala', name: { ar: 'ديالى', en: 'Diyala', ku: 'دیالە' } },
  { id: 'dhi-qar', name: { ar: 'ذي قار', en: 'Dhi Qar', ku: 'زیقار' } },
  { id: 'maysan', name: { ar: 'ميسان', en: 'Maysan', ku: 'مەیسان' } },
  { id: 'muthanna', name: { ar: 'المثنى', en: 'Muthanna', ku: 'موسەننا' } },
  { id: 'qadisiyyah', name: { ar: 'القادسية', en: 'Al-Qadisiyyah', ku: 'قادسیە' } },
  { id: 'wasit', name: { ar: 'واسط', en: 'Wasit', ku: 'واست' } },
  { id: 'salahaddin', name: { ar: 'صلاح الدين', en: 'Salah al-Din', ku: 'سەلاحەدین' } },
];
const CITY_IDS = CITIES.map((c) => c.id) as [string, ...string[]];

export function cities(lang: Locale): CityData[] {
  return CITIES.map((c) => ({ id: c.id, name: c.name[lang] }));
}

export function cityName(id: string, lang: Locale): string {
  return CITIES.find((c) => c.id === id)?.name[lang] ?? id;
}

// Request bodies ---------------------------------------------------------------------------------------

const requestId = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: messages.required }).int({ error: messages.invalid }).positive({ error: messages.invalid }).max(2_147_483_647, { error: messages.invalid }),
  );

export const addBody = z.object({
  name: zv.text(NAME_MAX * 3),
  msisdn: zv.iraqiMsisdn(),
  city: z.enum(CITY_IDS, { error: 'newLine.api.chooseCity' }),
  offer: z.enum(NEW_LINE_OFFERS, { error: 'newLine.api.chooseOffer' }),
  simType: z.enum(SIM_TYPES, { error: 'validation.invalid' }).optional(),
});
export type AddBody = z.infer<typeof addBody>;

export const resendBody = z.object({ msisdn: zv.iraqiMsisdn(), requestId: requestId() });
export const confirmBody = z.object({ code: zv.pin(), requestId: requestId() });

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : (v ?? undefined));

export const detailsBody = z.object({
  detailsToken: z.string({ error: 'newLine.api.detailsExpired' }).min(1, { error: 'newLine.api.detailsExpired' }).max(200, { error: 'newLine.api.detailsExpired' }),
  firstName: zv.text(NAME_MAX),
  secondName: zv.text(NAME_MAX),
  thirdName: zv.text(NAME_MAX),
  email: z.preprocess(emptyToUndefined, zv.email().optional()),
  idType: z.enum(ID_TYPES, { error: 'newLine.api.chooseIdType' }),
  idNumber: zv.idNumber(),
});
export type DetailsBody = z.infer<typeof detailsBody>;

// Details token ----------------------------------------------------------------------------------------

function mac(id: number, expires: number): Buffer {
  // The purpose is in the signed text, so no other HMAC of APP_SECRET passes for this token.
  return createHmac('sha256', serverEnv().APP_SECRET).update(`new-line-details\n${id}\n${expires}`).digest();
}

export function issueDetailsToken(id: number, now = Date.now()): { detailsToken: string; expiresAt: string } {
  const expires = now + DETAILS_TTL_MINUTES * 60_000;
  return { detailsToken: `${id}.${expires}.${mac(id, expires).toString('base64url')}`, expiresAt: new Date(expires).toISOString() };
}

/** The request a details token was issued for, or a 401 (made up, altered or expired: start again). */
export function detailsTokenRequest(token: string, now = Date.now()): number {
  const expired = () => new ApiError(401, 'newLine.api.detailsExpired');
  const parts = token.split('.');
  if (parts.length !== 3 || !/^\d{1,9}$/.test(parts[0]) || !/^\d{1,15}$/.test(parts[1])) throw expired();
  const [id, expires] = [Number(parts[0]), Number(parts[1])];
  const expected = mac(id, expires);
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw expired();
  if (expires <= now) throw expired();
  return id;
}

// Steps ------------------------------------------------------------------------------------------------

export interface RequestInfo {
  lang: Locale;
  t: ServerTranslator;
  deviceId: string | null;
  ip: string;
}

/** Unconfirmed requests one contact number may open in a day: each asks for a code, and the SMS cost money. */
const OPEN_REQUESTS_PER_DAY = 10;

async function sendRequestCode(id: number, msisdn: string, req: RequestInfo): Promise<NewLineCodeSent> {
  const sent = await sendCode({
    purpose: NEW_LINE_PURPOSE,
    subject: msisdn,
    binding: { request: id },
    deliver: { sms: (code) => req.t('newLine.sms.code', { code, brand: brand.name[req.lang], minutes: CODE_TTL_MINUTES }) },
    deviceId: req.deviceId,
    ip: req.ip,
  });
  return { requestId: id, resendAfter: sent.resendAfter, length: sent.length };
}

/** new-offer/add: files the request (unconfirmed) and sends its code to the number to contact. */
export async function addNewLineRequest(body: AddBody, req: RequestInfo): Promise<NewLineCodeSent> {
  const db = await getDb();
  const dayAgo = new Date(Date.now() - 86_400_000);
  const [open] = await db
    .select({ n: count() })
    .from(newLineRequests)
    .where(and(eq(newLineRequests.contactMsisdn, body.msisdn), eq(newLineRequests.status, 'unconfirmed'), gt(newLineRequests.createdAt, dayAgo)));
  if (open.n >= OPEN_REQUESTS_PER_DAY) throw new ApiError(429, 'errors.tooManyCodes', { headers: { 'Retry-After': '3600' } });
  const [row] = await db
    .insert(newLineRequests)
    .values({ name: body.name, contactMsisdn: body.msisdn, city: body.city, offer: body.offer, simType: body.simType ?? 'physical', lang: req.lang })
    .returning({ id: newLineRequests.id });
  try {
    return await sendRequestCode(row.id, body.msisdn, req);
  } catch (error) {
    // No code went out (too soon after the last one, hourly limit, gateway down): no request either.
    await db.delete(newLineRequests).where(and(eq(newLineRequests.id, row.id), eq(newLineRequests.status, 'unconfirmed')));
    throw error;
  }
}

/** new-offer/resendOTP: a new code for an unconfirmed request of this number (the failure count carries over). */
export async function resendNewLineCode(msisdn: string, id: number, req: RequestInfo): Promise<NewLineCodeSent> {
  const db = await getDb();
  const [row] = await db
    .select({ id: newLineRequests.id })
    .from(newLineRequests)
    .where(and(eq(newLineRequests.id, id), eq(newLineRequests.contactMsisdn, msisdn), eq(newLineRequests.status, 'unconfirmed')));
  if (!row) throw new ApiError(404, 'newLine.api.requestNotFound');
  return sendRequestCode(id, msisdn, req);
}

/**
 * new-offer/confirmOTP: the right code for this request and number confirms it, once. A wrong code
 * counts a try (5 kill it; parallel guesses cannot beat that, see ./otp.ts).
 */
export async function confirmNewLineRequest(msisdn: string, id: number, code: string): Promise<NewLineConfirmed> {
  const result = await verifyCode({ purpose: NEW_LINE_PURPOSE, subject: msisdn, code, binding: { request: id } });
  if (!result.ok) throw codeFailure(result, 'code');
  const db = await getDb();
  // The code was issued for this request and number, and is used up: the request is confirmed once.
  const [row] = await db
    .update(newLineRequests)
    .set({ status: 'confirmed', confirmedAt: new Date() })
    .where(and(eq(newLineRequests.id, id), eq(newLineRequests.contactMsisdn, msisdn), eq(newLineRequests.status, 'unconfirmed')))
    .returning({ reference: newLineRequests.reference });
  if (!row) throw new ApiError(404, 'newLine.api.requestNotFound');
  return { reference: row.reference, ...issueDetailsToken(id) };
}

/** submit-details: the personal details and ID of a confirmed request, once. */
export async function submitNewLineDetails(body: DetailsBody, req: RequestInfo): Promise<NewLineSubmitted> {
  const id = detailsTokenRequest(body.detailsToken);
  const idNumber = body.idNumber; // normalised by the schema (normalizeIdNumber)
  if (await idAtLineLimit(idNumber)) {
    throw new ApiError(400, 'newLine.api.idAtLimit', { errors: { idNumber: 'newLine.api.idAtLimit' } });
  }
  const db = await getDb();
  // The eSIM's profile is added with the submission, in one transaction: a request is never filed
  // without the code its customer was promised.
  const row = await db.transaction(async (tx) => {
    const [filed] = await tx
      .update(newLineRequests)
      .set({
        status: 'submitted',
        submittedAt: new Date(),
        details: {
          firstName: body.firstName,
          secondName: body.secondName,
          thirdName: body.thirdName,
          email: body.email ?? null,
          idType: body.idType,
          idNumber,
        },
      })
      .where(and(eq(newLineRequests.id, id), eq(newLineRequests.status, 'confirmed')))
      .returning({ reference: newLineRequests.reference, contactMsisdn: newLineRequests.contactMsisdn, simType: newLineRequests.simType });
    if (!filed) throw new ApiError(409, 'newLine.api.alreadySubmitted');
    return { ...filed, esimViewToken: filed.simType === 'esim' ? await issueNewLineEsim(tx, id) : undefined };
  });
  try {
    await messaging().sendSms({
      to: row.contactMsisdn,
      text: req.t('newLine.sms.received', { reference: row.reference, brand: brand.name[req.lang] }),
      purpose: 'new-line-received',
    });
  } catch (error) {
    // The request is filed; the confirmation SMS is a courtesy.
    logSendFailure(error, 'new-line-received');
  }
  return { reference: row.reference, ...(row.esimViewToken ? { esimViewToken: row.esimViewToken } : {}) };
}

// Editors ----------------------------------------------------------------------------------------------


/** The latest requests, newest first, for the editors' list. */
export async function listNewLineRequests(limit = 200): Promise<NewLineRequestRow[]> {
  const db = await getDb();
  const rows = await db.select().from(newLineRequests).orderBy(desc(newLineRequests.id)).limit(limit);
  return rows.map((r): NewLineRequestRow => ({
    id: r.id,
    reference: r.reference,
    name: r.name,
    contactMsisdn: r.contactMsisdn,
    city: cityName(r.city, 'en'),
    offer: r.offer,
    lang: r.lang,
    status: r.status,
    details: r.details,
    createdAt: r.createdAt.toISOString(),
    submittedAt: r.submittedAt?.toISOString() ?? null,
  }));
}
