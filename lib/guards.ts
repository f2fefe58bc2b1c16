/**
 * Route guards (spec section 6): the seven named guards and the table of which routes each protects.
 * One mechanism: pages run their guards on the server (lib/server/guards.ts) for the first request,
 * so a protected page never flashes; the browser only follows the redirect.
 */
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

export const LOGIN_PATH = '/personal/my-account/login';
export const ACCOUNT_HOME = '/personal/my-account';

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

/**
 * A same-site path to return to after sign-in, or null: only `/…` paths, never `//host`,
 * backslashes or schemes (no open redirect).
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 500) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (/[\u0000-\u001f]/.test(value)) return null;
  return value;
}
