/**
 * Route guards (spec section 6): the seven named guards and the table of which routes each protects.
 * One mechanism: pages run their guards on the server (lib/server/guards.ts) for the first request,
 * so a protected page never flashes; the browser only follows the redirect.
 */
import { ACCOUNT_HOME, LOGIN_PATH } from './account-paths';

export const guardNames = [
  'homepage-redirect',
  'homepage',
  'i18n',
  'no-action-if-no-auth',
  'redirect-if-auth',
  'redirect-if-not-auth',
  'user-redirect-if-not-auth',
] as const;
export type GuardName = (typeof guardNames)[number];

export { ACCOUNT_HOME, LOGIN_PATH };

interface GuardRoute {
  /** A path without the locale prefix; `prefix: true` also covers every path below it. */
  path: string;
  prefix?: boolean;
  guards: string[];
}

/**
 * The route table. The most specific entry wins (exact before prefix, longer before shorter).
 * Every route also runs `i18n` (the locale comes from the address, no detection).
 */
export const guardRoutes: GuardRoute[] = [
  { path: '/', guards: ['homepage'] },
  { path: '/home', guards: ['homepage-redirect'] },
  { path: LOGIN_PATH, guards: ['redirect-if-auth'] },
  { path: '/personal/my-account/authentication', guards: ['redirect-if-auth'] },
  // The PIN step of the phone login (its own address): for visitors, like the login.
  { path: '/personal/my-account/confirmation', guards: ['redirect-if-auth'] },
  // Recharge and the low-balance flow work for visitors too (recharge any number).
  { path: '/personal/my-account/recharge', prefix: true, guards: ['no-action-if-no-auth'] },
  { path: '/personal/my-account/recharge-confirmation', guards: ['no-action-if-no-auth'] },
  { path: '/personal/my-account/balance-low', prefix: true, guards: ['no-action-if-no-auth'] },
  { path: '/personal/my-account/logout', guards: ['no-action-if-no-auth'] },
  { path: ACCOUNT_HOME, prefix: true, guards: ['redirect-if-not-auth'] },
  { path: '/personal/lineinfo', guards: ['user-redirect-if-not-auth'] },
  { path: '/personal/add-on', prefix: true, guards: ['no-action-if-no-auth'] },
];

export function guardsFor(path: string): string[] {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  const exact = guardRoutes.find((r) => r.path === clean);
  const prefixed = guardRoutes
    .filter((r) => r.prefix && clean.startsWith(`${r.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return ['i18n', ...(exact ?? prefixed)?.guards ?? []];
}

/** A locale prefix as Next reads it (case-insensitive, the default locale's `/ar` too). */
const LOCALE_PREFIX = /^\/(?:ar|en|ku)(?=[/?#]|$)/i;
const CONTROL = /[\u0000-\u001f\u007f]/;
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;

/** Percent-decoding until nothing changes (at most 4 rounds); null when the encoding is broken. */
function decodedFully(value: string): string | null {
  let current = value;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * The same-site path to return to after sign-in, without its locale prefix, or null. The check is
 * made on what the path becomes, not on what was sent: the locale prefix is taken off first (as often
 * as it is there: `/en/ar//x`), then the path is decoded, so `/en//evil.example`,
 * `/en/\\evil.example`, `/%2F%2Fevil.example` or `/ar/https://evil.example` cannot turn into another
 * host once the caller localises it again. Refused: anything but a `/…` path, `//` anywhere in the
 * path (decoded), backslashes, control characters, `.`/`..` segments, a scheme-like first segment and
 * broken percent-encoding. Callers localise the answer with localizePath.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 500 || !value.startsWith('/')) return null;
  if (CONTROL.test(value) || value.includes('\\')) return null;
  let path = value;
  while (LOCALE_PREFIX.test(path)) {
    path = path.replace(LOCALE_PREFIX, '');
    if (!path.startsWith('/')) path = `/${path}`;
  }
  const pathname = path.split(/[?#]/, 1)[0];
  const decoded = decodedFully(pathname);
  if (decoded === null || !decoded.startsWith('/')) return null;
  if (CONTROL.test(decoded) || decoded.includes('\\') || decoded.includes('//') || DOT_SEGMENT.test(decoded)) return null;
  if (decoded.split('/')[1]?.includes(':')) return null;
  if (LOCALE_PREFIX.test(decoded) && decoded !== pathname) return null; // an encoded locale prefix (/%65n/…)
  // Last net: resolved against any origin, it must stay on that origin and keep its path.
  const base = 'http://same-site.invalid';
  const resolved = new URL(path, base);
  if (resolved.origin !== base || resolved.pathname.startsWith('//')) return null;
  return path;
}
