import type { GetServerSideProps } from 'next';
import { localizePath, toLocale } from '@/lib/locales';
import { serverEnv } from '@/lib/server/env';
import { decideRedirect } from '@/lib/server/redirect';
import { resolveDynamicLink } from '@/lib/server/services/dynamic-links';

/** Resolves a stored short link; its target goes through the same rules as /api/redirect. */
export const getServerSideProps: GetServerSideProps = async ({ params, locale: rawLocale }) => {
  const locale = toLocale(rawLocale);
  const target = await resolveDynamicLink(String(params?.linkKey ?? ''));
  if (!target) return { notFound: true };
  const env = serverEnv();
  const decision = decideRedirect(target, { siteHost: new URL(env.SITE_URL).hostname, allowlist: env.REDIRECT_ALLOWLIST });
  if (decision.kind === 'redirect') {
    const destination = decision.location.startsWith('/') ? localizePath(decision.location, locale) : decision.location;
    return { redirect: { destination, permanent: false } };
  }
  if (decision.kind === 'interstitial') {
    return { redirect: { destination: `${localizePath('/leaving', locale)}?${new URLSearchParams({ target: decision.url })}`, permanent: false } };
  }
  return { notFound: true };
};

export default function DynamicLink() {
  return null;
}
