/**
 * Runs the route guards of lib/guards.ts on the server, in getServerSideProps: anonymous visitors
 * of an account page go to the login with `?redirect=<path>`, signed-in users are sent from the
 * login to their account. Unknown guard names fail loudly (spec section 6).
 */
import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { ACCOUNT_HOME, guardNames, guardsFor, LOGIN_PATH, safeReturnPath, type GuardName } from '@/lib/guards';
import { localizePath, toLocale, type Locale } from '@/lib/locales';
import { currentSubscriber } from './api/subscriber-session';
import type { Subscriber } from './services/subscriber-sessions';

export interface GuardContext {
  /** Path without locale prefix, with its query. */
  path: string;
  locale: Locale;
  subscriber: Subscriber | null;
  query: Record<string, string | string[] | undefined>;
}

export type GuardOutcome = { redirect: string } | null;

const isGuardName = (name: string): name is GuardName => (guardNames as readonly string[]).includes(name);

const loginRedirect = (ctx: GuardContext, reason?: string) => {
  const params = new URLSearchParams({ redirect: ctx.path });
  if (reason) params.set('reason', reason);
  return { redirect: localizePath(`${LOGIN_PATH}?${params}`, ctx.locale) };
};

const guards: Record<GuardName, (ctx: GuardContext) => GuardOutcome> = {
  // Old addresses of the home page go to the home page.
  'homepage-redirect': (ctx) => ({ redirect: localizePath('/', ctx.locale) }),
  // The home page is open to everyone; the personal section is its default menu selection.
  homepage: () => null,
  // The locale comes from the address (no detection); nothing to do on the server.
  i18n: () => null,
  // Works for both; the page shows the guest view when nobody is signed in.
  'no-action-if-no-auth': () => null,
  'redirect-if-auth': (ctx) => {
    if (!ctx.subscriber) return null;
    const back = safeReturnPath(ctx.query.redirect);
    return { redirect: localizePath(back && !back.startsWith(LOGIN_PATH) ? back : ACCOUNT_HOME, ctx.locale) };
  },
  'redirect-if-not-auth': (ctx) => (ctx.subscriber ? null : loginRedirect(ctx)),
  // Like redirect-if-not-auth, and the login says "You are required to login to access it".
  'user-redirect-if-not-auth': (ctx) => (ctx.subscriber ? null : loginRedirect(ctx, 'required')),
};

export function runGuards(names: string[], ctx: GuardContext): GuardOutcome {
  for (const name of names) {
    if (!isGuardName(name)) throw new Error(`Unknown route middleware: ${name}`);
    const outcome = guards[name](ctx);
    if (outcome) return outcome;
  }
  return null;
}

/**
 * getServerSideProps with the route's guards in front: `inner` runs only when they let the request
 * through, and receives the signed-in subscriber (or null). Guarded answers are never cached.
 */
export function withGuards<P extends { [key: string]: unknown }>(
  inner: (ctx: GetServerSidePropsContext, subscriber: Subscriber | null) => Promise<GetServerSidePropsResult<P>>,
): GetServerSideProps<P> {
  return async (ctx) => {
    const locale = toLocale(ctx.locale);
    const path = ctx.resolvedUrl || '/';
    const subscriber = await currentSubscriber(ctx.req as Parameters<typeof currentSubscriber>[0]);
    const outcome = runGuards(guardsFor(path), { path, locale, subscriber, query: ctx.query });
    ctx.res.setHeader('Cache-Control', 'private, no-store');
    if (outcome) return { redirect: { destination: outcome.redirect, permanent: false } };
    return inner(ctx, subscriber);
  };
}
