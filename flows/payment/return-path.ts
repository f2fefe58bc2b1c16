/**
 * Where to continue after a card payment that a flow started (the low-balance flow ends on its
 * thank-you page; a recharge started by "not enough balance" goes back to the add-on purchase). The
 * provider brings the payer back to the confirmation page, which asks here.
 * Kept in session storage under the random order id: nothing personal, gone with the tab.
 */
const key = (orderId: string) => `payment-return:${orderId}`;

/** What the confirmation page's link says: "Continue", or "Continue your purchase". */
export type ReturnKind = 'continue' | 'purchase';

export function rememberReturn(orderId: string, path: string, kind: ReturnKind = 'continue'): void {
  try {
    window.sessionStorage.setItem(key(orderId), kind === 'continue' ? path : JSON.stringify({ path, kind }));
  } catch {
    // Storage blocked: the confirmation page simply offers its usual links.
  }
}

const samePath = (path: unknown): path is string => typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');

/** The same-site path remembered for this order, and what kind of return it is. */
export function returnFor(orderId: string): { path: string; kind: ReturnKind } | null {
  try {
    const stored = window.sessionStorage.getItem(key(orderId));
    if (!stored) return null;
    if (stored.startsWith('{')) {
      const value = JSON.parse(stored) as { path?: unknown; kind?: unknown };
      return samePath(value.path) ? { path: value.path, kind: value.kind === 'purchase' ? 'purchase' : 'continue' } : null;
    }
    return samePath(stored) ? { path: stored, kind: 'continue' } : null;
  } catch {
    return null;
  }
}

/** The same-site path remembered for this order, if any. */
export function returnPathFor(orderId: string): string | null {
  return returnFor(orderId)?.path ?? null;
}
