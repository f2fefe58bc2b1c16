/**
 * SWR on top of apiFetch. The cache key is the request URL (path, query and lang), so two components
 * asking for the same thing share one request and one cache entry.
 */
import useSWR, { type KeyedMutator, type SWRConfiguration } from 'swr';
import type { Locale } from '@/lib/locales';
import { apiFetch, buildApiUrl, type ApiFetchOptions, type Query } from './client';
import type { Envelope } from './envelope';
import { ApiClientError } from './errors';

export interface UseApiOptions {
  lang?: Locale;
  headers?: HeadersInit;
  timeoutMs?: number;
  /** Passed to useSWR (e.g. `revalidateOnFocus`, `fallbackData`). */
  swr?: SWRConfiguration<Envelope<any>, ApiClientError>;
  /** For tests and Storybook. */
  fetchImpl?: ApiFetchOptions['fetchImpl'];
  deviceId?: ApiFetchOptions['deviceId'];
}

export interface UseApiResult<T> {
  /** The envelope's `data`. */
  data: T | undefined;
  envelope: Envelope<T> | undefined;
  error: ApiClientError | undefined;
  isLoading: boolean;
  isValidating: boolean;
  mutate: KeyedMutator<Envelope<T>>;
}

/** The SWR key of a GET: null (no request) when `path` is null. */
export function apiKey(path: string | null, query?: Query, lang?: Locale): string | null {
  if (path === null) return null;
  return buildApiUrl(path, lang ? { ...query, lang } : query);
}

/** A refused request (4xx) will be refused again: SWR retries only network, timeout and 5xx errors. */
export function shouldRetryApiError(error: unknown): boolean {
  return !(error instanceof ApiClientError && error.kind === 'bad-request');
}

/** GET `path` with `query`; pass `null` as path to make no request (e.g. until a token exists). */
export function useApi<T>(path: string | null, query?: Query, options: UseApiOptions = {}): UseApiResult<T> {
  const { lang, headers, timeoutMs, fetchImpl, deviceId } = options;
  const key = apiKey(path, query, lang);
  const result = useSWR<Envelope<T>, ApiClientError>(
    key,
    // The key is the URL built from these same values, so the fetcher can use them directly.
    () => apiFetch<T>(path as string, { query, lang, headers, timeoutMs, fetchImpl, deviceId }),
    { shouldRetryOnError: shouldRetryApiError, errorRetryCount: 3, ...options.swr },
  );
  return {
    data: result.data?.data,
    envelope: result.data,
    error: result.error,
    isLoading: result.isLoading,
    isValidating: result.isValidating,
    mutate: result.mutate,
  };
}
