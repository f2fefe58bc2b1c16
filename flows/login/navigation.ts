/** Where the sign-in screens send the subscriber, in the page's language. */
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { ACCOUNT_HOME, LOGIN_PATH, safeReturnPath } from '@/lib/guards';
import { localizePath, stripLocale, toLocale, type Locale } from '@/lib/locales';

/**
 * The page to open after signing in: `redirect` when it is a same-site path (never another host,
 * never back to the sign-in screens), otherwise my account. Localised.
 */
export function afterSignInPath(redirect: unknown, locale: Locale): string {
  const back = safeReturnPath(redirect);
  const bare = back ? stripLocale(back).path : null;
  const usable = bare && !bare.startsWith(LOGIN_PATH) && !bare.startsWith('/personal/my-account/confirmation') && !bare.startsWith('/personal/my-account/authentication');
  return localizePath(usable ? bare : ACCOUNT_HOME, locale);
}

/** A path with a query, localised; empty values are left out. */
export function pathWithQuery(path: string, query: Record<string, string | number | null | undefined>, locale: Locale): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  const search = params.toString();
  return localizePath(search ? `${path}?${search}` : path, locale);
}

/** Navigates to the page after sign-in (replacing the sign-in screen in the history). */
export function useGoAfterSignIn(redirect: string | null | undefined): () => Promise<boolean> {
  const router = useRouter();
  const locale = toLocale(router.locale);
  return useCallback(() => router.replace(afterSignInPath(redirect, locale), undefined, { locale: false }), [router, redirect, locale]);
}
