/**
 * Origin-bound one-time codes (WICG "SMS one-time codes", used by the WebOTP API and by iOS/Android
 * autofill): the message's last line is `@<host> #<code>`, the host being the site's (SITE_URL), so a
 * phone offers the code only on our site and the code inputs (autocomplete="one-time-code") fill in.
 * The line costs host + 10 characters: the code texts are short enough for one UCS-2 part (70) with a
 * host of up to 19 characters (lib/server/messaging/__tests__/webotp.test.ts checks every language).
 */
import { serverEnv } from '../env';

export const MAX_SITE_HOST_FOR_ONE_PART = 19;

export function withOriginBoundLine(text: string, code: string): string {
  // The host without a port: the format has no port, and the site is served on 443 in production.
  const host = new URL(serverEnv().SITE_URL).hostname;
  return `${text}\n@${host} #${code}`;
}
