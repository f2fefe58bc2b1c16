/**
 * The payment methods a payer can choose (issue 30 §2), each an adapter of ./types.ts. A method is
 * offered only when `enabled()` (its settings are given; the demo card only in demo mode). Each method
 * plugs in as one line of METHODS.
 */
import { PAYMENT_METHOD_IDS } from '@/lib/payment-methods';
import { serverEnv, type ServerEnv } from '../../env';
import { fibMethod } from '../fib';
import { qicardMethod } from '../qicard';
import { zaincashMethod } from '../zaincash';
import { demoCardMethod } from './demo-card';
import type { PaymentMethod, PaymentMethodId } from './types';

export * from './types';

function builtIn(): PaymentMethod[] {
  return [demoCardMethod(), zaincashMethod(), qicardMethod(), fibMethod()];
}

/** The order methods are offered in (the first enabled one is the default outside demo mode). */
const METHOD_IDS: readonly PaymentMethodId[] = PAYMENT_METHOD_IDS;

let methods: PaymentMethod[] | null = null;
/** The settings the methods were made from: new settings (a test's environment), new methods. */
let madeFrom: ServerEnv | null = null;
let testMethods: PaymentMethod[] = [];

function all(): PaymentMethod[] {
  // Made once per settings, so each method keeps its provider token between calls.
  if (!methods || madeFrom !== serverEnv()) {
    madeFrom = serverEnv();
    methods = builtIn();
  }
  return [...testMethods, ...methods.filter((m) => !testMethods.some((t) => t.id === m.id))];
}

/**
 * Tests: registers a method (replacing a built-in one of the same id), ahead of the others; no
 * argument removes every method registered so.
 */
export function registerPaymentMethodForTests(method?: PaymentMethod): void {
  if (!method) testMethods = [];
  else testMethods = [method, ...testMethods.filter((m) => m.id !== method.id)];
}

/** The method of that id (enabled or not: a payment started with it is still settled and refunded with it). */
export function paymentMethod(id: string): PaymentMethod | null {
  return all().find((m) => m.id === id) ?? null;
}

/** The methods a payer may choose now, in their offered order. */
export function enabledMethods(): PaymentMethod[] {
  return all()
    .filter((m) => m.enabled())
    .sort((a, b) => METHOD_IDS.indexOf(a.id) - METHOD_IDS.indexOf(b.id));
}

/** What a payer chose, or the default (the demo card in demo mode, else the first enabled); null when not offered. */
export function chosenMethod(id: string | undefined | null): PaymentMethod | null {
  const offered = enabledMethods();
  if (!id) return offered[0] ?? null;
  return offered.find((m) => m.id === id) ?? null;
}

/** The ids of the methods a payer may choose now (the payment forms name them in the page's language). */
export function offeredMethodIds(): PaymentMethodId[] {
  return enabledMethods().map((m) => m.id);
}
