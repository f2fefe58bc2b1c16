/**
 * getServerSideProps of the account pages: the route guards first (lib/server/guards.ts; visitors of
 * /personal/my-account/** go to the login, signed-in users away from it), then the shell's props, the
 * signed-in subscriber's number, and whatever the page loads itself. Never cached (private).
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { MessageNamespace } from '@/lib/i18n/namespaces';
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

type Outcome = { notFound: true } | { redirect: { destination: string; permanent: false } };
type Extra<P> = (ctx: GetServerSidePropsContext, subscriber: Subscriber | null) => Promise<P | Outcome>;

/**
 * A 404 or a redirect rather than props. Told apart by shape: a page may well have a prop called
 * `redirect` (the login's way back, a string).
 */
function isOutcome(value: object): value is Outcome {
  const record = value as Record<string, unknown>;
  if (record.notFound === true) return true;
  const redirect = record.redirect;
  return typeof redirect === 'object' && redirect !== null && typeof (redirect as Record<string, unknown>).destination === 'string';
}

/** `messages`: the page's namespaces beyond the shell's (declared beside its flow or view). */
export function accountPageProps<P extends object = Record<string, never>>(layout: LayoutName, messages: readonly MessageNamespace[], extra?: Extra<P>) {
  return withGuards<Record<string, unknown>>(async (ctx, subscriber): Promise<GetServerSidePropsResult<Record<string, unknown>>> => {
    const locale = toLocale(ctx.locale);
    const [shell, more] = await Promise.all([shellProps(locale, { layout, messages }), extra ? extra(ctx, subscriber) : ({} as P)]);
    if (isOutcome(more)) return more;
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
