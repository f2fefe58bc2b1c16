/**
 * What the buyer typed in the checkout, kept for this tab (sessionStorage) so a reload or a step back
 * from another page does not lose it; gone with the tab, and cleared once the order is placed. Only the
 * checkout's own fields: a card is never typed here (it is typed on the payment provider's page).
 */
import type { CheckoutValues } from './CheckoutFlow';

const KEY = 'checkout-draft';
const STEPS = 4;

const FIELDS: Array<keyof CheckoutValues> = [
  'firstName',
  'secondName',
  'thirdName',
  'phone',
  'email',
  'idType',
  'idNumber',
  'method',
  'shopId',
  'governorate',
  'city',
  'district',
  'address',
  'landmark',
  'payment',
  'promoCode',
];

export function keepCheckout(values: CheckoutValues, step: number): void {
  try {
    const kept = Object.fromEntries(FIELDS.map((f) => [f, values[f]]));
    window.sessionStorage.setItem(KEY, JSON.stringify({ values: kept, step }));
  } catch {
    // Storage off (private mode, full): the form still works, it just does not survive a reload.
  }
}

/** The kept draft, with only known fields of the right type (the storage is the browser's, not ours). */
export function keptCheckout(): { values: Partial<CheckoutValues>; step: number } | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { values?: Record<string, unknown>; step?: unknown };
    const values: Partial<Record<keyof CheckoutValues, string>> = {};
    for (const f of FIELDS) {
      const v = parsed.values?.[f];
      // An empty field kept never blanks what the page filled in (a subscriber's details, addresses).
      if (typeof v === 'string' && v !== '' && v.length <= 200) values[f] = v;
    }
    if (values.method !== undefined && values.method !== 'pickup' && values.method !== 'delivery') delete values.method;
    if (values.payment !== undefined && values.payment !== 'cod' && values.payment !== 'card') delete values.payment;
    // The review step needs the server's price: a reload comes back to the step before it.
    const step = typeof parsed.step === 'number' && Number.isInteger(parsed.step) ? Math.min(Math.max(parsed.step, 0), STEPS - 2) : 0;
    return { values: values as Partial<CheckoutValues>, step };
  } catch {
    return null;
  }
}

export function forgetCheckout(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
