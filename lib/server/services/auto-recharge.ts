/**
 * Auto-recharge (issue 33 part 3): a line recharges itself from a card saved at the payment provider,
 * when its balance falls below an amount or on a day of the month, within a monthly cap.
 *
 * Which providers: a charge without the payer needs a stored card token that the merchant may charge,
 * and of our methods only the demo provider has one (../payments/provider-cards.ts). ZainCash's gateway
 * has each payment approved by its payer with an OTP on ZainCash's page; Qi Card's creates a payment
 * per 3-D Secure form; FIB's is paid by the payer in the bank's app; none documents a saved card or a
 * merchant-initiated charge (shared/payments-smpp-facts.md §2–4). A method offers it by having
 * `storedCards` (../payments/methods/types.ts); a real provider that documents one plugs in there.
 *
 * Exactly once across servers:
 * - A trigger becomes one row of `auto_recharge_charges` with a unique key (`below:<rule>:<crossing>`,
 *   `monthly:<rule>:<YYYY-MM>`), made in a transaction that holds the rule's row (FOR UPDATE), where the
 *   cap is checked too: of servers that see the same trigger at once, one inserts the row.
 * - A due row is charged by the server that claims it (a conditional UPDATE with a lease). Each attempt
 *   is a payment of ours (purpose recharge); the provider charges the card once per payment id, and the
 *   line is credited through the same path as a card recharge (`applyPaymentResult`, once per payment),
 *   with its notification and receipt. A server that dies mid-attempt leaves the payment on the row:
 *   the next claim asks the provider again with the same payment id, so nothing is charged twice.
 * - Declined: the subscriber is told (a notification and an SMS, once each) and the charge is tried once
 *   more an hour later; declined again, it is given up and told so.
 * - Cancelling or replacing the rule cancels only the due charges that have no payment yet. A charge
 *   whose payment exists (the card may be charged, the credit not yet applied: the core was down) is
 *   finished by the job even when its rule is cancelled: the card is asked again with the same payment
 *   id and the result applied, so money taken is always credited.
 */
import { and, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AutoRechargeView } from '@/lib/account-api';
import { brand } from '@/lib/brand';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/locales';
import { ApiError, notFound } from '../api/errors';
import { core } from '../core';
import { getDb, lockKey, type Database, type Tx } from '../db';
import { autoRechargeCharges, autoRechargeRules, payments } from '../db/schema';
import { serverTranslator } from '../i18n';
import { logger } from '../logger';
import { logSendFailure, messaging } from '../messaging';
import { applyPaymentResult, findPayment, startPayment } from '../payments';
import { enabledMethods, paymentMethod, type PaymentMethod } from '../payments/methods';
import { PAYMENT_CURRENCY } from '../payments/signature';
import { notifyEvent } from './notify-events';
import type { Subscriber } from './subscriber-sessions';

export type AutoRechargeRule = typeof autoRechargeRules.$inferSelect;
type ChargeRow = typeof autoRechargeCharges.$inferSelect;

/** A declined charge is tried once more this much later. */
export const RETRY_AFTER_MS = 60 * 60_000;
/** How long one server may take over one attempt before another may take it over. */
const CHARGE_LEASE_MS = 2 * 60_000;
/** Rules the job reads at a time. */
const RULES_PAGE = 1_000;
/** Declines before a charge is given up: the first try and one retry. */
const MAX_FAILURES = 2;

/** Limits of the settings (IQD). */
export const AUTO_RECHARGE_LIMITS = {
  amount: { min: 1_000, max: 100_000 },
  threshold: { min: 250, max: 50_000 },
  monthlyCap: { max: 500_000 },
  day: { min: 1, max: 28 },
} as const;

export interface AutoRechargeSettings {
  kind: 'below' | 'monthly';
  threshold?: number | null;
  dayOfMonth?: number | null;
  amount: number;
  monthlyCap: number;
  cardToken: string;
  method?: string | null;
}

export type AutoRechargeData = AutoRechargeView;

/** Baghdad is UTC+3 all year (no daylight saving since 2008). */
const BAGHDAD_OFFSET_MS = 3 * 60 * 60_000;
const baghdad = (date: Date) => new Date(date.getTime() + BAGHDAD_OFFSET_MS);
export const baghdadMonth = (date: Date) => baghdad(date).toISOString().slice(0, 7);
/** The moment of `day` 00:00 Baghdad in the Baghdad month of `date`. */
const dayStart = (date: Date, day: number) => {
  const b = baghdad(date);
  return new Date(Date.UTC(b.getUTCFullYear(), b.getUTCMonth(), day) - BAGHDAD_OFFSET_MS);
};

/** The methods whose provider keeps cards for us, enabled now. */
function storedCardMethods(): PaymentMethod[] {
  return enabledMethods().filter((method) => method.storedCards);
}

async function ruleOf(msisdn: string): Promise<AutoRechargeRule | null> {
  const db = await getDb();
  const [rule] = await db
    .select()
    .from(autoRechargeRules)
    .where(and(eq(autoRechargeRules.msisdn, msisdn), isNull(autoRechargeRules.cancelledAt)));
  return rule ?? null;
}

/** IQD of the line's auto-recharges counted against the month's cap (charged, or being charged). */
async function monthSpent(msisdn: string, month: string, executor?: Pick<Database, 'select'>): Promise<number> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${autoRechargeCharges.amount}), 0)` })
    .from(autoRechargeCharges)
    .where(and(eq(autoRechargeCharges.msisdn, msisdn), eq(autoRechargeCharges.month, month), inArray(autoRechargeCharges.status, ['due', 'succeeded'])));
  return Number(row?.total ?? 0);
}

/** GET /api/v1/account/auto-recharge */
export async function autoRechargeData(subscriber: Subscriber, now = new Date()): Promise<AutoRechargeData> {
  const db = await getDb();
  const rule = await ruleOf(subscriber.msisdn);
  const rows = await db
    .select({ charge: autoRechargeCharges, paymentStatus: payments.status })
    .from(autoRechargeCharges)
    .innerJoin(autoRechargeRules, eq(autoRechargeRules.id, autoRechargeCharges.ruleId))
    .leftJoin(payments, eq(payments.id, autoRechargeCharges.paymentId))
    .where(eq(autoRechargeRules.accountId, subscriber.accountId))
    .orderBy(desc(autoRechargeCharges.id))
    .limit(10);
  return {
    rule: rule && {
      kind: rule.kind,
      threshold: rule.threshold,
      dayOfMonth: rule.dayOfMonth,
      amount: rule.amount,
      monthlyCap: rule.monthlyCap,
      card: rule.cardLabel,
      createdAt: rule.createdAt.toISOString(),
    },
    methods: storedCardMethods().map((method) => method.id),
    monthSpent: await monthSpent(subscriber.msisdn, baghdadMonth(now)),
    charges: rows.map(({ charge, paymentStatus }) => ({
      id: charge.id,
      amount: charge.amount,
      status: charge.status,
      failures: charge.failures,
      createdAt: charge.createdAt.toISOString(),
      // The receipt's key (its long order id), for the subscriber's own succeeded charges.
      orderId: charge.status === 'succeeded' && paymentStatus === 'succeeded' ? charge.paymentId : null,
    })),
  };
}

const fieldError = (field: string, key: string) => new ApiError(400, 'errors.badRequest', { errors: { [field]: `money.autoRecharge.errors.${key}` } });

/**
 * PUT /api/v1/account/auto-recharge: sets (or replaces) the rule of the subscriber's line, then looks
 * at it at once (a balance already below the threshold recharges now).
 */
export async function saveAutoRecharge(subscriber: Subscriber, settings: AutoRechargeSettings, lang: Locale, now = new Date()): Promise<AutoRechargeData> {
  const methods = storedCardMethods();
  const method = settings.method ? methods.find((m) => m.id === settings.method) : methods[0];
  if (!method?.storedCards) throw fieldError('cardToken', 'unavailable');
  const card = await method.storedCards.savedCard(settings.cardToken);
  if (!card) throw fieldError('cardToken', 'card');
  if (settings.monthlyCap < settings.amount) throw fieldError('monthlyCap', 'capBelowAmount');
  const line = await core().getLine(subscriber.msisdn);
  if (!line || line.type !== 'prepaid') throw new ApiError(400, 'money.autoRecharge.errors.prepaidOnly');

  const db = await getDb();
  await db.transaction(async (tx) => {
    // One save of a line at a time (parallel PUTs from several servers would both insert a running rule).
    await lockKey(tx, `auto-recharge:${subscriber.msisdn}`);
    // One running rule per line: the old one ends (its pending charges with it), the new one starts armed
    // unless it watches the same threshold the old one had already recharged for (the balance is still
    // below it): saving again must not recharge again.
    const ended = await tx
      .update(autoRechargeRules)
      .set({ cancelledAt: now })
      .where(and(eq(autoRechargeRules.msisdn, subscriber.msisdn), isNull(autoRechargeRules.cancelledAt)))
      .returning({ id: autoRechargeRules.id, kind: autoRechargeRules.kind, threshold: autoRechargeRules.threshold, armed: autoRechargeRules.armed, crossings: autoRechargeRules.crossings });
    await cancelUnpaid(tx, ended.map((r) => r.id), now);
    const previous = await crossingServed(tx, ended.find((r) => r.kind === 'below' && settings.kind === 'below' && r.threshold === settings.threshold && !r.armed));
    await tx.insert(autoRechargeRules).values({
      ...(previous ? { armed: false, crossings: previous.crossings } : {}),
      accountId: subscriber.accountId,
      msisdn: subscriber.msisdn,
      kind: settings.kind,
      threshold: settings.kind === 'below' ? settings.threshold! : null,
      dayOfMonth: settings.kind === 'monthly' ? settings.dayOfMonth! : null,
      amount: settings.amount,
      monthlyCap: settings.monthlyCap,
      method: method.id,
      cardToken: settings.cardToken,
      cardLabel: card.label,
      lang,
      createdAt: now,
    });
  });
  const rule = await ruleOf(subscriber.msisdn);
  if (rule) await runRule(rule, now);
  return autoRechargeData(subscriber, now);
}

/** DELETE /api/v1/account/auto-recharge: cancels the rule at once; a retry still due is not charged. */
export async function cancelAutoRecharge(subscriber: Subscriber, now = new Date()): Promise<AutoRechargeData> {
  const db = await getDb();
  const ended = await db
    .update(autoRechargeRules)
    .set({ cancelledAt: now })
    .where(and(eq(autoRechargeRules.msisdn, subscriber.msisdn), isNull(autoRechargeRules.cancelledAt)))
    .returning({ id: autoRechargeRules.id });
  if (ended.length === 0) throw notFound();
  await cancelUnpaid(db, ended.map((r) => r.id), now);
  return autoRechargeData(subscriber, now);
}

/**
 * The ended rule's crossing state when its fall below the threshold was recharged (or its payment is
 * still being finished): the rule replacing it keeps it, so the same fall is not charged again. A
 * crossing whose charge was declined or cancelled unpaid is served by the new rule (a new card, say).
 */
async function crossingServed<T extends { id: number }>(tx: Tx, ended: T | undefined): Promise<T | undefined> {
  if (!ended) return undefined;
  const [last] = await tx
    .select({ status: autoRechargeCharges.status })
    .from(autoRechargeCharges)
    .where(eq(autoRechargeCharges.ruleId, ended.id))
    .orderBy(desc(autoRechargeCharges.id))
    .limit(1);
  // No charge: it was disarmed by the rule it replaced, whose crossing was served.
  return !last || last.status === 'succeeded' || last.status === 'due' ? ended : undefined;
}

/**
 * Cancels the due charges of ended rules that no server is charging and that have no payment yet. One
 * with a payment may have charged the card: the job finishes it (chargeOnce), it is never dropped.
 */
async function cancelUnpaid(executor: Pick<Database, 'update'>, ruleIds: number[], now: Date): Promise<void> {
  if (ruleIds.length === 0) return;
  await executor
    .update(autoRechargeCharges)
    .set({ status: 'cancelled', completedAt: now })
    .where(
      and(
        inArray(autoRechargeCharges.ruleId, ruleIds),
        eq(autoRechargeCharges.status, 'due'),
        isNull(autoRechargeCharges.runningUntil),
        isNull(autoRechargeCharges.paymentId),
      ),
    );
}

/** A trigger of `rule` at `now`, if any: its unique key. Below-threshold crossings are claimed in `trigger`. */
async function dueTrigger(rule: AutoRechargeRule, now: Date): Promise<'below' | string | null> {
  if (rule.kind === 'monthly') {
    const day = rule.dayOfMonth ?? 1;
    const start = dayStart(now, day);
    // This month's day has come, and it came after the rule was set (a rule set on the 20th for the 5th starts next month).
    if (now < start || rule.createdAt > start) return null;
    return `monthly:${rule.id}:${baghdadMonth(now)}`;
  }
  const balance = await core().getBalance(rule.msisdn);
  const db = await getDb();
  if (balance >= (rule.threshold ?? 0)) {
    // Back above: the next fall below is a new crossing (not while a charge of this rule is still due).
    if (!rule.armed) {
      await db
        .update(autoRechargeRules)
        .set({ armed: true })
        .where(
          and(
            eq(autoRechargeRules.id, rule.id),
            eq(autoRechargeRules.armed, false),
            sql`not exists (select 1 from ${autoRechargeCharges} where ${autoRechargeCharges.ruleId} = ${rule.id} and ${autoRechargeCharges.status} = 'due')`,
          ),
        );
    }
    return null;
  }
  return rule.armed ? 'below' : null;
}

/**
 * Makes the charge of a trigger, once: in a transaction holding the rule's row, the crossing is
 * claimed (below), the month's cap is checked, and the row inserted under its unique key. Answers the
 * new row (due or capped), or null when another server (or an earlier run) had it.
 */
async function trigger(rule: AutoRechargeRule, found: string, now: Date): Promise<ChargeRow | null> {
  const db = await getDb();
  const month = baghdadMonth(now);
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select()
      .from(autoRechargeRules)
      .where(and(eq(autoRechargeRules.id, rule.id), isNull(autoRechargeRules.cancelledAt)))
      .for('update');
    if (!held) return null;
    const spent = await monthSpent(held.msisdn, month, tx);
    const capped = spent + held.amount > held.monthlyCap;
    let key = found;
    if (found === 'below') {
      if (!held.armed) return null;
      if (capped) {
        // No room this month: skipped (and told) once this month; the crossing stays armed for the next.
        key = `below:${held.id}:capped:${month}`;
      } else {
        const [claimed] = await tx
          .update(autoRechargeRules)
          .set({ armed: false, crossings: sql`${autoRechargeRules.crossings} + 1` })
          .where(eq(autoRechargeRules.id, held.id))
          .returning({ crossings: autoRechargeRules.crossings });
        key = `below:${held.id}:${claimed.crossings}`;
      }
    }
    const [made] = await tx
      .insert(autoRechargeCharges)
      .values({
        ruleId: held.id,
        msisdn: held.msisdn,
        triggerKey: key,
        month,
        amount: held.amount,
        status: capped ? 'capped' : 'due',
        dueAt: now,
        completedAt: capped ? now : null,
      })
      .onConflictDoNothing({ target: autoRechargeCharges.triggerKey })
      .returning();
    return made ?? null;
  });
}

/** The notification of an auto-recharge event and its SMS, once per event (the SMS only when the notification is new). */
async function tell(rule: AutoRechargeRule, event: 'autoRechargeFailed' | 'autoRechargeGaveUp' | 'autoRechargeCapped', reference: string, values: Record<string, string>): Promise<void> {
  const added = await notifyEvent({ accountId: rule.accountId }, { event, reference, values, link: '/personal/my-account/auto-recharge' });
  if (!added) return;
  const lang = rule.lang;
  const t = serverTranslator(lang);
  try {
    await messaging().sendSms({ to: rule.msisdn, text: t(`money.autoRecharge.sms.${event}`, { ...values, brand: brand.name[lang] }), purpose: 'auto-recharge' });
  } catch (error) {
    logSendFailure(error, 'auto-recharge');
  }
}

/** Looks at one rule: its trigger, if due, becomes a charge, which is charged at once. */
async function runRule(rule: AutoRechargeRule, now: Date): Promise<number> {
  const found = await dueTrigger(rule, now);
  if (!found) return 0;
  const made = await trigger(rule, found, now);
  if (!made) return 0;
  if (made.status === 'capped') {
    const spent = await monthSpent(rule.msisdn, made.month);
    await tell(rule, 'autoRechargeCapped', `auto-recharge:${made.id}:capped`, { amount: formatPrice(made.amount), cap: formatPrice(rule.monthlyCap), spent: formatPrice(spent) });
    return 1;
  }
  await chargeOnce(made.id, now);
  return 1;
}

/** Claims a due charge for this server (a lease), or null when it is not due or another server has it. */
async function claim(chargeId: number, now: Date): Promise<ChargeRow | null> {
  const db = await getDb();
  const [claimed] = await db
    .update(autoRechargeCharges)
    .set({ runningUntil: new Date(now.getTime() + CHARGE_LEASE_MS) })
    .where(
      and(
        eq(autoRechargeCharges.id, chargeId),
        eq(autoRechargeCharges.status, 'due'),
        lte(autoRechargeCharges.dueAt, now),
        or(isNull(autoRechargeCharges.runningUntil), lt(autoRechargeCharges.runningUntil, now)),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** One attempt at a due charge, by the server that claims it. */
async function chargeOnce(chargeId: number, now: Date): Promise<void> {
  const charge = await claim(chargeId, now);
  if (!charge) return;
  const db = await getDb();
  const release = (values: Partial<typeof autoRechargeCharges.$inferInsert>) =>
    db
      .update(autoRechargeCharges)
      .set({ ...values, runningUntil: null })
      .where(eq(autoRechargeCharges.id, charge.id));
  const [rule] = await db.select().from(autoRechargeRules).where(eq(autoRechargeRules.id, charge.ruleId));
  // A cancelled rule starts no new payment; one already started is finished (the card may be charged).
  const cancelled = !rule || Boolean(rule.cancelledAt);
  if (!rule || (cancelled && !charge.paymentId)) {
    await release({ status: 'cancelled', completedAt: now });
    return;
  }
  const method = paymentMethod(rule.method);
  const lang = rule.lang;
  try {
    // The attempt's payment: the one a server that died mid-attempt (or a core outage) left, asked again
    // with the same id (the provider charges it once), else a new one.
    let payment = charge.paymentId ? await findPayment(charge.paymentId) : null;
    if (cancelled && (!payment || payment.status === 'declined')) {
      await release({ status: 'cancelled', completedAt: now });
      return;
    }
    if (!payment || payment.status === 'declined') {
      const started = await startPayment(
        { purpose: 'recharge', msisdn: rule.msisdn, amount: charge.amount, detail: { accountId: rule.accountId, autoRecharge: charge.id }, method: rule.method },
        lang,
      );
      await db.update(autoRechargeCharges).set({ paymentId: started.orderId }).where(eq(autoRechargeCharges.id, charge.id));
      payment = await findPayment(started.orderId);
    }
    if (!payment) throw new Error(`auto-recharge ${charge.id}: its payment is gone`);
    let status = payment.status;
    if (status === 'pending') {
      const verdict = method?.storedCards ? await method.storedCards.chargeSavedCard(rule.cardToken, payment) : 'declined';
      // The line is credited (once per payment), the recharge notified and receipted, as for a card recharge.
      status = (await applyPaymentResult({ orderId: payment.id, status: verdict, amount: payment.amount, currency: PAYMENT_CURRENCY }, lang)).status;
    }
    if (status === 'succeeded') {
      await release({ status: 'succeeded', completedAt: new Date(), paymentId: payment.id });
      return;
    }
    if (cancelled) {
      await release({ status: 'cancelled', completedAt: now });
      return;
    }
    await declined(rule, charge, now, release);
  } catch (error) {
    // The provider or the core failed: the lease ends and a later run tries again, with the same payment
    // (kept on the row) if one was started.
    logger.error({ err: error, charge: charge.id }, 'auto-recharge attempt failed');
    await release({ dueAt: new Date(now.getTime() + 60_000) });
  }
}

async function declined(
  rule: AutoRechargeRule,
  charge: ChargeRow,
  now: Date,
  release: (values: Partial<typeof autoRechargeCharges.$inferInsert>) => Promise<unknown>,
): Promise<void> {
  const failures = charge.failures + 1;
  const values = { amount: formatPrice(charge.amount), card: rule.cardLabel };
  if (failures < MAX_FAILURES) {
    await release({ failures, dueAt: new Date(now.getTime() + RETRY_AFTER_MS), paymentId: null });
    await tell(rule, 'autoRechargeFailed', `auto-recharge:${charge.id}:declined:${failures}`, values);
  } else {
    await release({ failures, status: 'failed', completedAt: new Date() });
    await tell(rule, 'autoRechargeGaveUp', `auto-recharge:${charge.id}:declined:${failures}`, values);
  }
}

/**
 * The job (lib/server/job-list.ts): every running rule is looked at (its trigger, if due, charged at
 * once), then the charges due again (retries, attempts a server left) are charged. Answers how many
 * things it did.
 */
export async function runAutoRecharge(now: Date): Promise<number> {
  const db = await getDb();
  let done = 0;
  // Every running rule, a page at a time (by id, so a rule is looked at once however many there are).
  for (let after = 0; ; ) {
    const rules = await db
      .select()
      .from(autoRechargeRules)
      .where(and(isNull(autoRechargeRules.cancelledAt), gt(autoRechargeRules.id, after)))
      .orderBy(autoRechargeRules.id)
      .limit(RULES_PAGE);
    if (rules.length === 0) break;
    after = rules[rules.length - 1].id;
    for (const rule of rules) {
      try {
        done += await runRule(rule, now);
      } catch (error) {
        logger.error({ err: error, rule: rule.id }, 'auto-recharge rule not looked at');
      }
    }
  }
  const due = await db
    .select({ id: autoRechargeCharges.id })
    .from(autoRechargeCharges)
    .where(and(eq(autoRechargeCharges.status, 'due'), lte(autoRechargeCharges.dueAt, now), or(isNull(autoRechargeCharges.runningUntil), lt(autoRechargeCharges.runningUntil, now))))
    .limit(100);
  for (const { id } of due) {
    await chargeOnce(id, now);
    done += 1;
  }
  return done;
}

/** For tests and the settings page: the charges of a line since `since`. */
export async function chargesOf(msisdn: string, since = new Date(0)): Promise<ChargeRow[]> {
  const db = await getDb();
  return db.select().from(autoRechargeCharges).where(and(eq(autoRechargeCharges.msisdn, msisdn), gte(autoRechargeCharges.createdAt, since))).orderBy(autoRechargeCharges.id);
}
