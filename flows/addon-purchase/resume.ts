/**
 * An add-on purchase waiting for a recharge: the modal said "not enough balance", the customer went to
 * recharge, and the recharge's success screen offers "Continue your purchase", back to the add-on
 * with the same purchase (PID) and so the same code. The code is bound on the server to the number,
 * the add-on, its price and the PID (lib/server/services/addon-purchase.ts) and was released unused
 * when the balance was short (code-release.ts), so it still works until its 10 minutes are over.
 *
 * Kept in session storage: this tab only, nothing secret (the code itself is only in the SMS).
 */
export interface PendingPurchase {
  addonId: number;
  msisdn: string;
  pid: string;
  title: string;
  price: number;
  /** When the code was sent (ms since the epoch): it lives 10 minutes. */
  codeSentAt: number;
}

const KEY = 'addon-purchase:pending';
/** How long the code lives (design.md section 7). */
export const CODE_LIFETIME_MS = 10 * 60_000;

export function savePendingPurchase(purchase: PendingPurchase): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(purchase));
  } catch {
    // Storage blocked: the recharge screens simply do not offer to continue.
  }
}

export function clearPendingPurchase(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}

/** The purchase waiting for `msisdn` (any number when not given) while its code is still valid. */
export function pendingPurchase(msisdn?: string | null, now = Date.now()): PendingPurchase | null {
  let value: Partial<PendingPurchase> | null = null;
  try {
    value = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<PendingPurchase> | null;
  } catch {
    return null;
  }
  if (
    !value ||
    typeof value.addonId !== 'number' ||
    typeof value.msisdn !== 'string' ||
    typeof value.pid !== 'string' ||
    typeof value.title !== 'string' ||
    typeof value.price !== 'number' ||
    typeof value.codeSentAt !== 'number'
  ) {
    return null;
  }
  if (now - value.codeSentAt >= CODE_LIFETIME_MS) return null;
  if (msisdn && value.msisdn !== msisdn) return null;
  return value as PendingPurchase;
}

/** The add-on's page, which reopens the purchase at the code. */
export function resumePath(purchase: Pick<PendingPurchase, 'addonId'>): string {
  return `/personal/add-on/${purchase.addonId}?resume=1`;
}
