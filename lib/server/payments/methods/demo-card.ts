/**
 * The demo card of demo mode as a PaymentMethod: the payer types a test card on our own /pay page
 * (../provider.ts), which tells our signed callback the result; its refunds are the demo provider's
 * (../provider-refunds.ts, keyed by the payment id as before). It has no registration step at a
 * provider: `start` is never called for it (the pay page shows the card form), and `status` answers
 * what our own table says.
 */
import { eq } from 'drizzle-orm';
import { getDb } from '../../db';
import { payments } from '../../db/schema';
import { serverEnv } from '../../env';
import { cardLabel, chargeDemoCard, findDemoCard } from '../provider-cards';
import { refundAtDemoProvider } from '../provider-refunds';
import { PAYMENT_CURRENCY } from '../signature';
import { PaymentCallbackRefused, type MethodPayment, type PaymentMethod } from './types';

export function demoCardMethod(): PaymentMethod {
  return {
    id: 'demo-card',
    enabled: () => serverEnv().demoMode,
    // The card form is our own page: the payer is already where the card is typed.
    start: (payment) => Promise.resolve({ providerRef: payment.id, next: { kind: 'redirect', url: `/pay/${payment.id}` } }),
    async status(payment) {
      const db = await getDb();
      const [row] = await db.select({ status: payments.status, refundedAt: payments.refundedAt }).from(payments).where(eq(payments.id, payment.id));
      if (!row) return { state: 'pending' };
      const state = row.refundedAt ? 'refunded' : row.status;
      return { state, amount: payment.amount, currency: PAYMENT_CURRENCY };
    },
    // The demo card's verdicts come signed to POST /api/v1/payments/callback, never to a method's route.
    readCallback: () => Promise.reject(new PaymentCallbackRefused('demo-card', 'the demo card posts to /api/v1/payments/callback')),
    async refund(payment: MethodPayment) {
      // Today's demo provider refunds: one per payment id, however often asked.
      await refundAtDemoProvider({ idempotencyKey: payment.id, paymentId: payment.id, amount: payment.amount, currency: PAYMENT_CURRENCY });
    },
    // Nothing is open at a provider: the card page stops taking a card once the payment is no longer pending.
    cancel: () => Promise.resolve(),
    // The demo provider's saved cards (../provider-cards.ts): its card-saving form gives the token.
    storedCards: {
      async savedCard(token) {
        const card = await findDemoCard(token);
        return card ? { label: cardLabel(card.last4) } : null;
      },
      chargeSavedCard: (token, payment) => chargeDemoCard({ token, idempotencyKey: payment.id, amount: payment.amount }),
    },
  };
}
