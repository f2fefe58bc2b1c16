/**
 * Vanity numbers (spec sections 3, 4, 8 and 9): search the numbers on sale, reserve one (signed-in
 * subscriber of one of our lines; a non-refundable fee taken from the balance through the ledger; at
 * most VANITY_MAX_ACTIVE live reservations), cancel (the fee is kept), and the job that ends
 * reservations whose 48 hours have passed.
 *
 * A number changes hands only through conditional updates of its status (available → reserved and
 * back), so two people reserving the same number at the same moment get one reservation between them.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, like, lte } from 'drizzle-orm';
import { formatPrice } from '@/lib/format';
import { defaultLocale, isLocale, type Locale } from '@/lib/locales';
import {
  VANITY_HOLD_HOURS,
  VANITY_MAX_ACTIVE,
  vanityPromoPrice,
  type VanityNumberData,
  type VanityReservationData,
  type VanityReserveResult,
} from '@/lib/vanity';
import { messageRef } from '@/lib/validation/messages';
import { logSendFailure, messaging } from '../messaging';
import { ApiError, notFound } from '../api/errors';
import type { ApiResult } from '../api/handler';
import { getDb } from '../db';
import { accounts, vanityNumbers, vanityReservations } from '../db/schema';
import { serverTranslator } from '../i18n';
import { ltr } from './account-line';
import { core, CoreUnavailableError, CoreUnconfirmedError, InsufficientBalanceError, type MoneyResult } from '../core';
import { notifyLowBalance, notifyVanity } from './notify-events';
import type { Subscriber } from './subscriber-sessions';

/** Most results one search answers (the best numbers first). */
export const VANITY_SEARCH_LIMIT = 60;
const HOLD_MS = VANITY_HOLD_HOURS * 3_600_000;

const notAvailable = () => new ApiError(409, 'vanity.errors.notAvailable', { errors: { number: 'vanity.errors.notAvailable' } });

/** Available numbers containing `digits` (already validated: 4 to 6 digits), dearest type first. */
export async function searchVanity(digits: string): Promise<VanityNumberData[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(vanityNumbers)
    .where(and(eq(vanityNumbers.status, 'available'), like(vanityNumbers.number, `%${digits}%`)))
    .orderBy(desc(vanityNumbers.price), asc(vanityNumbers.number))
    .limit(VANITY_SEARCH_LIMIT);
  return rows.map((row) => ({
    number: row.number,
    price: row.price,
    reservationFee: row.reservationFee,
    type: row.type,
    promoPrice: vanityPromoPrice(row.price),
  }));
}

const reference = (reservationId: string) => `vanity:${reservationId}`;

/** Reserves `number` for the subscriber and takes the fee; answers the reservation. */
export async function reserveVanity(
  subscriber: Subscriber,
  input: { number: string; name: string; contactNumber: string },
  ctx: { lang: Locale; now?: Date },
): Promise<ApiResult> {
  const now = ctx.now ?? new Date();
  const line = await core().getLine(subscriber.msisdn);
  if (!line || line.status !== 'active' || line.kind !== 'mobile') throw new ApiError(403, 'core.notOurLine');
  const db = await getDb();

  // The same subscriber asking again for a number they hold (an answer lost on the way): the fee is
  // taken at most once (its ledger reference), and the answer is the reservation they have.
  const [held] = await db
    .select()
    .from(vanityReservations)
    .where(and(eq(vanityReservations.accountId, subscriber.accountId), eq(vanityReservations.number, input.number), eq(vanityReservations.status, 'active')));
  if (held) {
    const charged = await takeFee(held, 'again');
    await tellReserved(held, charged, ctx.lang);
    return reserved(held);
  }

  const [stock] = await db.select().from(vanityNumbers).where(eq(vanityNumbers.number, input.number));
  if (!stock || stock.status !== 'available') throw notAvailable();
  // A first answer before anything is held (the charge checks again, with the line locked).
  const balance = await core().getBalance(subscriber.msisdn);
  if (balance < stock.reservationFee) throw notEnoughBalance(balance, stock.reservationFee);

  const id = `V${randomBytes(12).toString('hex')}`;
  const reservation = await db.transaction(async (tx) => {
    // One subscriber's reservations are counted and added one at a time (the account row is the lock),
    // so parallel requests cannot together pass the limit.
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, subscriber.accountId)).for('update');
    const [{ active }] = await tx
      .select({ active: count() })
      .from(vanityReservations)
      .where(and(eq(vanityReservations.accountId, subscriber.accountId), eq(vanityReservations.status, 'active')));
    if (active >= VANITY_MAX_ACTIVE) {
      throw new ApiError(409, messageRef('vanity.errors.limitReached', { max: VANITY_MAX_ACTIVE }));
    }
    const [claimed] = await tx
      .update(vanityNumbers)
      .set({ status: 'reserved' })
      .where(and(eq(vanityNumbers.number, input.number), eq(vanityNumbers.status, 'available')))
      .returning();
    if (!claimed) throw notAvailable();
    const [row] = await tx
      .insert(vanityReservations)
      .values({
        id,
        number: claimed.number,
        accountId: subscriber.accountId,
        msisdn: subscriber.msisdn,
        name: input.name,
        contactNumber: input.contactNumber,
        fee: claimed.reservationFee,
        locale: ctx.lang,
        createdAt: now,
        expiresAt: new Date(now.getTime() + HOLD_MS),
      })
      .returning();
    return row;
  });

  const charged = await takeFee(reservation, 'first');
  await tellReserved(reservation, charged, ctx.lang);
  return reserved(reservation);
}

/**
 * Takes the fee of a reservation: the one just made (`first`), or one held since an earlier attempt
 * (`again`: that attempt's answer was lost, or the subscriber asks again for a number they hold).
 */
async function takeFee(row: typeof vanityReservations.$inferSelect, attempt: 'first' | 'again'): Promise<MoneyResult> {
  try {
    return await core().charge({ msisdn: row.msisdn, amount: row.fee, reason: 'vanity-reservation', reference: reference(row.id) });
  } catch (error) {
    // The fee was certainly not taken when the core refused it (not enough balance, or any other
    // refusal: had an earlier attempt taken it, the core would answer "applied before"), or, on the first
    // attempt, when anything but a lost answer happened (the core applies a change completely or not at
    // all). Then the reservation is undone and the number goes back on sale. A lost answer, or a fault
    // when trying again after one, leaves the doubt: the reservation stays, and the same request again
    // settles it with the fee taken once.
    const refused = error instanceof ApiError && !(error instanceof CoreUnavailableError);
    if (refused || (attempt === 'first' && !(error instanceof CoreUnconfirmedError))) await release(row.id);
    if (error instanceof InsufficientBalanceError) throw notEnoughBalance(error.balance, row.fee);
    throw error;
  }
}

/**
 * The subscriber keeps the deadline in writing (notification and SMS), once per reservation; neither
 * undoes it. The notification is written once (its reference); the SMS goes when the fee was taken now,
 * or when the notification was added now: the fee was taken by an earlier attempt whose answer was lost,
 * so nobody has told them yet. A repeat of a reservation they were told about tells nothing again.
 */
async function tellReserved(row: typeof vanityReservations.$inferSelect, charged: MoneyResult, lang: Locale): Promise<void> {
  const notified = await notifyVanity({ target: { accountId: row.accountId }, reservationId: row.id, number: row.number, event: 'reserved', until: row.expiresAt });
  if (!charged.applied && !notified) return;
  await notifyLowBalance(row.msisdn, charged.balance, reference(row.id));
  const t = serverTranslator(lang);
  await messaging()
    .sendSms({
      to: row.msisdn,
      text: t('vanity.sms.reserved', { number: row.number, hours: VANITY_HOLD_HOURS, fee: formatPrice(row.fee) }),
      purpose: 'vanity-reserved',
    })
    .catch((error: unknown) => logSendFailure(error, 'vanity-reserved'));
}

function notEnoughBalance(balance: number, fee: number): ApiError {
  return new ApiError(400, messageRef('vanity.errors.notEnoughBalance', { balance: formatPrice(balance), fee: formatPrice(fee) }), {
    data: { balance, reservationFee: fee },
  });
}

function reserved(row: typeof vanityReservations.$inferSelect): ApiResult {
  const data: VanityReserveResult = { reservationId: row.id, number: row.number, reservationFee: row.fee, expiresAt: row.expiresAt.toISOString() };
  return { data, message: messageRef('vanity.reservedMessage', { number: ltr(row.number), hours: VANITY_HOLD_HOURS }) };
}

/** Undoes a reservation whose fee could not be taken: as if it never happened. */
async function release(reservationId: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(vanityReservations)
      .where(and(eq(vanityReservations.id, reservationId), eq(vanityReservations.status, 'active')))
      .returning({ number: vanityReservations.number });
    if (gone) await tx.update(vanityNumbers).set({ status: 'available' }).where(and(eq(vanityNumbers.number, gone.number), eq(vanityNumbers.status, 'reserved')));
  });
}

/** The subscriber's reservations, newest first. */
export async function listReservations(subscriber: Subscriber): Promise<VanityReservationData[]> {
  const db = await getDb();
  const rows = await db
    .select({ reservation: vanityReservations, type: vanityNumbers.type })
    .from(vanityReservations)
    .innerJoin(vanityNumbers, eq(vanityNumbers.number, vanityReservations.number))
    .where(eq(vanityReservations.accountId, subscriber.accountId))
    .orderBy(desc(vanityReservations.createdAt), desc(vanityReservations.id))
    .limit(100);
  return rows.map(({ reservation: r, type }) => ({
    reservationId: r.id,
    number: r.number,
    type,
    name: r.name,
    contactNumber: r.contactNumber,
    reservationFee: r.fee,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}

/** Cancels one of the subscriber's live reservations: the number goes back on sale, the fee is kept. */
export async function cancelReservation(subscriber: Subscriber, reservationId: string, now: Date = new Date()): Promise<ApiResult> {
  const db = await getDb();
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(vanityReservations)
      .set({ status: 'cancelled', endedAt: now })
      .where(and(eq(vanityReservations.id, reservationId), eq(vanityReservations.accountId, subscriber.accountId), eq(vanityReservations.status, 'active')))
      .returning();
    if (row) await tx.update(vanityNumbers).set({ status: 'available' }).where(and(eq(vanityNumbers.number, row.number), eq(vanityNumbers.status, 'reserved')));
    return row;
  });
  if (!cancelled) {
    const [mine] = await db
      .select({ status: vanityReservations.status })
      .from(vanityReservations)
      .where(and(eq(vanityReservations.id, reservationId), eq(vanityReservations.accountId, subscriber.accountId)));
    if (!mine) throw notFound();
    throw new ApiError(409, 'vanity.errors.notActive');
  }
  await notifyVanity({ target: { accountId: subscriber.accountId }, reservationId: cancelled.id, number: cancelled.number, event: 'cancelled' });
  return {
    data: { reservationId: cancelled.id, number: cancelled.number, status: cancelled.status },
    message: messageRef('vanity.cancelledMessage', { number: ltr(cancelled.number) }),
  };
}

/**
 * The job: reservations whose 48 hours have passed (documents not brought) expire and their numbers go
 * back on sale, and each subscriber is told by SMS in the language they reserved in. Each row is claimed
 * by one conditional UPDATE, so two servers running it at the same moment end (and announce) each
 * reservation once. Answers how many ended.
 */
export async function expireVanityReservations(now: Date): Promise<number> {
  const db = await getDb();
  const ended = await db.transaction(async (tx) => {
    const rows = await tx
      .update(vanityReservations)
      .set({ status: 'expired', endedAt: now })
      .where(and(eq(vanityReservations.status, 'active'), lte(vanityReservations.expiresAt, now)))
      .returning({ id: vanityReservations.id, accountId: vanityReservations.accountId, number: vanityReservations.number, msisdn: vanityReservations.msisdn, locale: vanityReservations.locale });
    if (rows.length > 0) {
      await tx
        .update(vanityNumbers)
        .set({ status: 'available' })
        .where(and(inArray(vanityNumbers.number, rows.map((r) => r.number)), eq(vanityNumbers.status, 'reserved')));
    }
    return rows;
  });
  for (const row of ended) {
    const t = serverTranslator(isLocale(row.locale) ? row.locale : defaultLocale);
    await messaging()
      .sendSms({ to: row.msisdn, text: t('vanity.sms.expired', { number: row.number, hours: VANITY_HOLD_HOURS }), purpose: 'vanity-expired' })
      .catch((error: unknown) => logSendFailure(error, 'vanity-expired'));
    await notifyVanity({ target: { accountId: row.accountId }, reservationId: row.id, number: row.number, event: 'expired' });
  }
  return ended.length;
}
