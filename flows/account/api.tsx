/**
 * How the account and sign-in screens talk to the API: apiFetch / useApi with the page's language,
 * and ONE place that handles a lost session. A 401 from any account call shows the toast "Session
 * expired: log in again" (errors.notSignedIn) and goes to the login with `?redirect=<current path>`.
 *
 * Sign-in calls pass `session: false`: there a 401 means "wrong e-mail or password", not "expired".
 * Stories and tests swap the network with <ApiDepsProvider fetchImpl={…}>.
 */
import { useRouter, type NextRouter } from 'next/router';
import { useLocale, useTranslations } from 'next-intl';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { apiFetch, type ApiFetchOptions } from '@/lib/api/client';
import type { Envelope } from '@/lib/api/envelope';
import { ApiClientError } from '@/lib/api/errors';
import { useApi, type UseApiResult } from '@/lib/api/hooks';
import { LOGIN_PATH } from '@/lib/guards';
import { localizePath, stripLocale, toLocale, type Locale } from '@/lib/locales';
import { notify } from '@/shell/feedback/toast';
import { clearSignedInFlag } from '@/lib/signed-in';

export interface ApiDeps {
  fetchImpl?: typeof fetch;
  deviceId?: () => Promise<string | null>;
}

const ApiDepsContext = createContext<ApiDeps>({});

/** Gives every account screen below it another network (stories, tests). */
export function ApiDepsProvider({ children, ...deps }: ApiDeps & { children: ReactNode }) {
  const value = useMemo(() => deps, [deps.fetchImpl, deps.deviceId]); // eslint-disable-line react-hooks/exhaustive-deps
  return <ApiDepsContext.Provider value={value}>{children}</ApiDepsContext.Provider>;
}

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiClientError && error.status === 401;

let leaving = false;

/** The current address without its locale prefix, e.g. `/personal/my-account/profile?tab=1`. */
export function currentPath(): string {
  if (typeof window === 'undefined') return '/';
  return stripLocale(window.location.pathname).path + window.location.search;
}

/** The login address that brings the visitor back to `path` afterwards. */
export function loginPathFor(path: string, locale: Locale, reason?: string): string {
  const params = new URLSearchParams({ redirect: path });
  if (reason) params.set('reason', reason);
  return localizePath(`${LOGIN_PATH}?${params}`, locale);
}

/**
 * The session is gone (revoked, expired, signed out in another tab): say so once and go to the
 * login, which brings the subscriber back here.
 */
export function sessionExpired(message: string, locale: Locale, router: Pick<NextRouter, 'push'>): void {
  if (leaving) return;
  leaving = true;
  clearSignedInFlag();
  void notify(message, 'error');
  const target = loginPathFor(currentPath(), locale);
  void Promise.resolve(router.push(target, undefined, { locale: false })).finally(() => {
    leaving = false;
  });
}

export interface CallOptions extends Omit<ApiFetchOptions, 'lang' | 'fetchImpl' | 'deviceId'> {
  /** false: a 401 is an ordinary answer (sign-in), not a lost session. Default true. */
  session?: boolean;
}

export type AccountFetch = <T>(path: string, options?: CallOptions) => Promise<Envelope<T>>;

/** apiFetch in the page's language, with the lost-session handling. */
export function useAccountFetch(): AccountFetch {
  const deps = useContext(ApiDepsContext);
  const locale = toLocale(useLocale());
  const t = useTranslations('errors');
  const router = useRouter();
  return useCallback(
    async <T,>(path: string, { session = true, ...options }: CallOptions = {}) => {
      try {
        return await apiFetch<T>(path, { ...options, lang: locale, fetchImpl: deps.fetchImpl, deviceId: deps.deviceId });
      } catch (error) {
        if (session && isUnauthorized(error)) sessionExpired(t('notSignedIn'), locale, router);
        throw error;
      }
    },
    [deps, locale, t, router],
  );
}

/** useApi (SWR) in the page's language, with the lost-session handling. `null` path: no request. */
export function useAccountApi<T>(path: string | null, query?: Record<string, string | number>): UseApiResult<T> {
  const deps = useContext(ApiDepsContext);
  const locale = toLocale(useLocale());
  const t = useTranslations('errors');
  const router = useRouter();
  const result = useApi<T>(path, query, { lang: locale, fetchImpl: deps.fetchImpl, deviceId: deps.deviceId, swr: { revalidateOnFocus: false } });
  const { error } = result;
  useEffect(() => {
    if (isUnauthorized(error)) sessionExpired(t('notSignedIn'), locale, router);
  }, [error, locale, t, router]);
  return result;
}
