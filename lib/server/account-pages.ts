/**
 * getServerSideProps of the account pages: the route guards first (lib/server/guards.ts; visitors of
 * /personal/my-account/** go to the login, signed-in users away from it), then the shell's props, the
 * signed-in subscriber's number, and whatever the page loads itself. Never cached (private).
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { toLocale } from '@/lib/locales';
import type { LayoutName, ShellPageProps } from '@/lib/page-props';
import { withGuards } from './guards';
import { shellProps } from './page-data';
import type { Subscriber } from './services/subscriber-sessions';

export interface SignedInProps {
  /** The signed-in subscriber, or null for a visitor (pages that allow visitors). */
  subscriber: { msisdn: string; email: string | null } | null;
}

export type AccountPageProps<P = Record<string, never>> = ShellPageProps & SignedInProps & P;

type Extra<P> = (ctx: GetServerSidePropsContext, subscriber: Subscriber | null) => Promise<P | { notFound: true } | { redirect: { destination: string; permanent: false } }>;

export function accountPageProps<P extends object = Record<string, never>>(layout: LayoutName, extra?: Extra<P>) {
  return withGuards<Record<string, unknown>>(async (ctx, subscriber): Promise<GetServerSidePropsResult<Record<string, unknown>>> => {
    const locale = toLocale(ctx.locale);
    const [shell, more] = await Promise.all([shellProps(locale, { layout }), extra ? extra(ctx, subscriber) : ({} as P)]);
    if ('notFound' in more || 'redirect' in more) return more as GetServerSidePropsResult<Record<string, unknown>>;
    return {
      props: {
        ...shell,
        subscriber: subscriber ? { msisdn: subscriber.msisdn, email: subscriber.email } : null,
        ...more,
      },
    };
  });
}

/** A query parameter as one string, or null. */
export function queryString(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first.slice(0, 500) : null;
}
