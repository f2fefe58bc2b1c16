/**
 * The demo provider's saved cards (issue 33 part 3), standing in for a real provider's card vault: its
 * card-saving form takes the card (on the provider's side: our API never sees it), checks it like a
 * payment (./provider.ts test cards) and answers a random token; the merchant charges the token later
 * without the payer, once per idempotency key (our payment id), however often and on however many
 * servers it asks. Demo mode only.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { notFound } from '../api/errors';
import { getDb } from '../db';
import { demoProviderCardCharges, demoProviderCards } from '../db/schema';
import { serverEnv } from '../env';
import { checkTestCard, type CardInput } from './provider';

export interface SavedCard {
  token: string;
  /** "•••• 4242" */
  label: string;
}

export const cardLabel = (last4: string) => `•••• ${last4}`;

/** POST /api/dev/payment-provider/cards: saves a test card; an invalid one is a 400 with its fields. */
export async function saveDemoCard(card: CardInput): Promise<SavedCard> {
  if (!serverEnv().demoMode) throw notFound();
  const verdict = checkTestCard(card);
  const last4 = card.cardNumber.replace(/[\s-]/g, '').slice(-4);
  const token = `card_${randomBytes(18).toString('base64url')}`;
  const db = await getDb();
  await db.insert(demoProviderCards).values({ token, last4, verdict });
  return { token, label: cardLabel(last4) };
}

/** The saved card of a token, or null (unknown at the provider). */
export async function findDemoCard(token: string): Promise<{ last4: string } | null> {
  const db = await getDb();
  const [card] = await db.select({ last4: demoProviderCards.last4 }).from(demoProviderCards).where(eq(demoProviderCards.token, token));
  return card ?? null;
}

/** Charges a saved card once per key: a repeat answers the first verdict and charges nothing more. */
export async function chargeDemoCard(request: { token: string; idempotencyKey: string; amount: number }): Promise<'succeeded' | 'declined'> {
  const db = await getDb();
  const [card] = await db.select({ verdict: demoProviderCards.verdict }).from(demoProviderCards).where(eq(demoProviderCards.token, request.token));
  const verdict = card?.verdict ?? 'declined';
  const [made] = await db
    .insert(demoProviderCardCharges)
    .values({ idempotencyKey: request.idempotencyKey, token: request.token, amount: request.amount, verdict })
    .onConflictDoNothing()
    .returning({ verdict: demoProviderCardCharges.verdict });
  if (made) return made.verdict;
  const [earlier] = await db.select({ verdict: demoProviderCardCharges.verdict }).from(demoProviderCardCharges).where(eq(demoProviderCardCharges.idempotencyKey, request.idempotencyKey));
  return earlier.verdict;
}
