/**
 * Where to continue after a card payment that a flow started (the low-balance flow ends on its
 * thank-you page). The provider brings the payer back to the confirmation page, which asks here.
 * Kept in session storage under the random order id: nothing personal, gone with the tab.
 */
const key = (orderId: string) => `payment-return:${orderId}`;

export function rememberReturn(orderId: string, path: string): void {
  try {
    window.sessionStorage.setItem(key(orderId), path);
  } catch {
    // Storage blocked: the confirmation page simply offers its usual links.
  }
}

/** The same-site path remembered for this order, if any. */
export function returnPathFor(orderId: string): string | null {
  try {
    const path = window.sessionStorage.getItem(key(orderId));
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
