/**
 * A guest's order link carries its access token (`?token=`). The checkout keeps it for this tab, so the
 * order page still opens after the card page sends the payer back without it.
 */
const keyOf = (orderNumber: string) => `order-token:${orderNumber}`;

export function rememberOrderToken(orderUrl: string): void {
  try {
    const url = new URL(orderUrl, 'http://x');
    const token = url.searchParams.get('token');
    const orderNumber = url.pathname.split('/').pop();
    if (token && orderNumber) window.sessionStorage.setItem(keyOf(orderNumber), token);
  } catch {
    // Storage may be off (private mode): the SMS and e-mail carry the link too.
  }
}

export function rememberedOrderToken(orderNumber: string): string | null {
  try {
    return window.sessionStorage.getItem(keyOf(orderNumber));
  } catch {
    return null;
  }
}
