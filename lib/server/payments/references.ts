/**
 * Short references (lib/reference.ts) for payments, add-on purchases and transfers: generated here,
 * stored beside the long id with a unique index, and looked up from whatever a customer reads out.
 */
import { eq } from 'drizzle-orm';
import { newReference, parseReference } from '@/lib/reference';
import { getDb } from '../db';
import { payments, purchases, transfers } from '../db/schema';

/** PostgreSQL's unique_violation on one of the `*_reference` indexes (through pg or PGlite, maybe wrapped). */
function isReferenceClash(error: unknown): boolean {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return /_reference\b/.test(`${e.constraint ?? ''} ${e.message ?? ''}`);
  }
  return false;
}

/**
 * Runs `insert` with a new reference; a clash with an existing one (one in 10^15 per row, but the
 * index is the rule) gets another. Another unique violation is the caller's.
 */
export async function withNewReference<T>(insert: (reference: string) => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(newReference());
    } catch (error) {
      if (attempt >= tries || !isReferenceClash(error)) throw error;
    }
  }
}

export type ReferenceKind = 'payment' | 'purchase' | 'transfer';

export interface ReferenceMatch {
  kind: ReferenceKind;
  /** The long internal id. */
  id: string;
  reference: string;
  msisdn: string;
  amount: number;
  status: string;
  createdAt: Date;
}

/** What a reference read out to care points at, however it was typed; null when nothing matches. */
export async function findByReference(input: string): Promise<ReferenceMatch | null> {
  const reference = parseReference(input);
  if (!reference) return null;
  const db = await getDb();
  const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
  if (payment) return { kind: 'payment', id: payment.id, reference, msisdn: payment.msisdn, amount: payment.amount, status: payment.status, createdAt: payment.createdAt };
  const [purchase] = await db.select().from(purchases).where(eq(purchases.reference, reference));
  if (purchase) return { kind: 'purchase', id: purchase.id, reference, msisdn: purchase.msisdn, amount: purchase.price, status: purchase.status, createdAt: purchase.createdAt };
  const [transfer] = await db.select().from(transfers).where(eq(transfers.reference, reference));
  if (transfer) return { kind: 'transfer', id: transfer.id, reference, msisdn: transfer.fromMsisdn, amount: transfer.amount, status: transfer.status, createdAt: transfer.createdAt };
  return null;
}
