/**
 * How the money screens talk to the API (core-api contract): apiFetch in the page's language, an
 * Idempotency-Key for every user action that moves money or sends a code, and one place that turns a
 * failure into a sentence. Stories and tests swap the network with <MoneyApiProvider fetchImpl={…}>.
 */
import { useLocale, useTranslations } from 'next-intl';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { apiFetch, type ApiFetchOptions } from '@/lib/api/client';
import type { Envelope } from '@/lib/api/envelope';
import { ApiClientError, apiFieldErrors } from '@/lib/api/errors';
import { useApi, type UseApiOptions, type UseApiResult } from '@/lib/api/hooks';
import { LOGIN_PATH } from '@/lib/guards';
import { localizePath, stripLocale, toLocale, type Locale } from '@/lib/locales';
import { translateRef } from '@/lib/validation/messages';

export interface MoneyDeps {
  fetchImpl?: typeof fetch;
  deviceId?: () => Promise<string | null>;
  /** Full-page navigation (to the payment page, to the login); tests and stories record it instead. */
  navigate?: (url: string) => void;
}

const MoneyDepsContext = createContext<MoneyDeps>({});

/** Gives every money screen below it another network (stories, tests). */
export function MoneyApiProvider({ children, fetchImpl, deviceId, navigate }: MoneyDeps & { children: ReactNode }) {
  const value = useMemo(() => ({ fetchImpl, deviceId, navigate }), [fetchImpl, deviceId, navigate]);
  return <MoneyDepsContext.Provider value={value}>{children}</MoneyDepsContext.Provider>;
}

/** A fresh key per user action (design.md section 5): a double click or a retry of the same action replays. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface MoneyCallOptions extends Omit<ApiFetchOptions, 'lang' | 'fetchImpl' | 'deviceId'> {
  /** Sent as the Idempotency-Key header. */
  idempotencyKey?: string;
}

export type MoneyCall = <T>(path: string, options?: MoneyCallOptions) => Promise<Envelope<T>>;

/** The current address without its locale prefix. */
function currentPath(): string {
  if (typeof window === 'undefined') return '/';
  return stripLocale(window.location.pathname).path + window.location.search;
}

export function loginHref(locale: Locale, back: string = currentPath()): string {
  return localizePath(`${LOGIN_PATH}?${new URLSearchParams({ redirect: back })}`, locale);
}

export function useMoneyDeps(): MoneyDeps & { go: (url: string) => void } {
  const deps = useContext(MoneyDepsContext);
  const go = useCallback(
    (url: string) => {
      if (deps.navigate) deps.navigate(url);
      else window.location.assign(url);
    },
    [deps],
  );
  return { ...deps, go };
}

/**
 * apiFetch with the page's language and the provider's network. A 401 on a signed-in screen means
 * the session is gone: the caller passes `session: true` to be sent to the login (and back here).
 */
export function useMoneyCall(options: { session?: boolean } = {}): MoneyCall {
  const { fetchImpl, deviceId, go } = useMoneyDeps();
  const locale = toLocale(useLocale());
  const session = options.session ?? false;
  return useCallback(
    async <T,>(path: string, { idempotencyKey, headers, ...rest }: MoneyCallOptions = {}) => {
      const merged = new Headers(headers);
      if (idempotencyKey) merged.set('Idempotency-Key', idempotencyKey);
      try {
        return await apiFetch<T>(path, { ...rest, headers: merged, lang: locale, fetchImpl, deviceId });
      } catch (error) {
        if (session && error instanceof ApiClientError && error.status === 401) go(loginHref(locale));
        throw error;
      }
    },
    [fetchImpl, deviceId, go, locale, session],
  );
}

/** GET with SWR in the page's language (null path: no request). */
export function useMoneyGet<T>(path: string | null, query?: Record<string, string | number>, swr: UseApiOptions['swr'] = {}): UseApiResult<T> {
  const { fetchImpl, deviceId } = useMoneyDeps();
  const locale = toLocale(useLocale());
  return useApi<T>(path, query, { lang: locale, fetchImpl, deviceId, swr: { revalidateOnFocus: false, ...swr } });
}

/** The envelope a refused request carried (4xx/5xx with a body), if any. */
export function envelopeOf(error: unknown): Envelope<unknown> | undefined {
  return error instanceof ApiClientError ? error.envelope : undefined;
}

/** Field messages of a 400 (`data.errors`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return apiFieldErrors(error) ?? {};
}

type Translate = ReturnType<typeof useTranslations>;

/** A validation reference from yup (`validation.between?min=…`) or a sentence from the server. */
export function messageText(t: Translate, message: string): string {
  return /^(validation|errors|money)\.[A-Za-z]/.test(message) ? translateRef(t, message) : message;
}

/** What to tell the user when a call failed and no field is to blame (spec section 8). */
export function failureText(t: Translate, error: unknown): string {
  if (!(error instanceof ApiClientError)) return t('errors.internal');
  if (error.kind === 'network') {
    return typeof navigator !== 'undefined' && navigator.onLine === false ? t('errors.noInternet') : t('errors.cannotConnect');
  }
  if (error.kind === 'timeout') return t('errors.timeout');
  if (error.status === 429) {
    const seconds = error.retryAfterSeconds;
    if (error.envelope?.message) return error.envelope.message;
    return seconds && seconds <= 3600 ? t('errors.rateLimited', { seconds }) : t('errors.internal');
  }
  if (error.envelope?.message) return error.envelope.message;
  if (error.status === 503) return t('errors.upstream');
  return t('errors.internal');
}
