/** Partner sign-on (mobile mall, partner world), shared by the button and the server. */
export const SSO_SITES = ['mall', 'partner-world'] as const;
export type SsoSiteId = (typeof SSO_SITES)[number];

/** A number shown to a partner page's visitor: 0770•••4567 (enough to recognise, not to copy). */
export function maskMsisdn(msisdn: string): string {
  return msisdn.length > 7 ? `${msisdn.slice(0, 4)}•••${msisdn.slice(-4)}` : '•••';
}

/** POST /api/v1/sso/{site} */
export interface SsoRedirectData {
  redirectUrl: string;
  expiresAt: string;
}
