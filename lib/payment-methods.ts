/** The ways a payer can pay (issue 30 §2; lib/server/payments/methods), in the order they are offered. */
export const PAYMENT_METHOD_IDS = ['demo-card', 'zaincash', 'qicard', 'fib'] as const;
export type PaymentMethodChoice = (typeof PAYMENT_METHOD_IDS)[number];

export function isPaymentMethodChoice(value: unknown): value is PaymentMethodChoice {
  return typeof value === 'string' && (PAYMENT_METHOD_IDS as readonly string[]).includes(value);
}
