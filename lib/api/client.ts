/**
 * The browser's API client (spec section 7, design.md sections 5 and 10): same-origin fetch that
 * sends the DeviceId header, answers the server's envelope on 2xx and throws ApiClientError
 * otherwise, retries idempotent calls once on a passing failure, and never waits longer than
 * `timeoutMs` (unlike the spec's client, which has no timeout: design.md section 10).
 */
import type { Locale } from '@/lib/locales';
import { getDeviceId, isValidDeviceId } from './device-id';
import { isEnvelope, type Envelope } from './envelope';
import { ApiClientError } from './errors';

export type ApiMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryScalar = string | number | boolean;
/** `undefined` and `null` are left out; an array becomes one parameter per item. */
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

export interface ApiFetchOptions {
  /** Default GET. */
  method?: ApiMethod;
  query?: Query;
  /** Sent as JSON (with `Content-Type: application/json`); leave undefined for no body. */
  body?: unknown;
  headers?: HeadersInit;
  /** Added to the query as `lang` (it wins over a `lang` in `query`). */
  lang?: Locale;
  /**
   * The whole call (both attempts, the wait between them and reading the answer) ends with a
   * `timeout` error after this many milliseconds. Default 10 000; `Infinity` turns it off.
   */
  timeoutMs?: number;
  /** The caller's own cancellation: aborting it rejects with the signal's reason, not an ApiClientError. */
  signal?: AbortSignal;
  /** Where the DeviceId comes from (default: the browser fingerprint). */
  deviceId?: () => Promise<string | null>;
  fetchImpl?: typeof fetch;
  /**
   * Put in front of `path`. Default '' (same origin, relative '/api/…' URLs, which is what the
   * browser uses); an absolute origin such as 'http://127.0.0.1:4000' is for tests and scripts.
   */
  baseUrl?: string;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
/** Same origin: paths stay relative. */
export const apiBaseUrl = '';

/** Methods that are retried once; POST, PUT, PATCH and DELETE never are (spec section 7). */
export const RETRY_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** The wait before the retry when the server names none. */
export const RETRY_DELAY_MS = 300;
/** The longest Retry-After we wait for; a server asking for more is not retried at all. */
export const MAX_RETRY_AFTER_MS = 2_000;

/** Largest delay setTimeout handles; beyond it, timers fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * `baseUrl + path + ?query`. `path` must be a same-origin path ('/api/…'): an absolute or
 * protocol-relative URL would send the DeviceId and cookies elsewhere, so it is refused.
 */
export function buildApiUrl(path: string, query?: Query, baseUrl: string = apiBaseUrl): string {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    throw new TypeError(`API paths start with a single "/" (same origin), got "${path}"`);
  }
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly QueryScalar[]) params.append(name, String(item));
    } else {
      params.append(name, String(value));
    }
  }
  const search = params.toString();
  const base = baseUrl.replace(/\/+$/, '');
  if (!search) return `${base}${path}`;
  return `${base}${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/**
 * Calls the API and answers the parsed envelope of a 2xx answer. Throws ApiClientError otherwise
 * (see its `kind`), or the caller's abort reason when `signal` aborts.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<Envelope<T>> {
  const method = (options.method ?? 'GET').toUpperCase();
  const query = options.lang ? { ...options.query, lang: options.lang } : options.query;
  const url = buildApiUrl(path, query, options.baseUrl);
  const fetchImpl = options.fetchImpl ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  // Programming errors (bad headers, a body that is not JSON-able) throw here, before any request.
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let body: string | undefined;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  }

  const deadline = new Deadline(timeoutMs, options.signal);
  try {
    if (!headers.has('DeviceId')) {
      const id = await deadline.race(safeDeviceId(options.deviceId ?? getDeviceId));
      if (isValidDeviceId(id)) headers.set('DeviceId', id);
    }
    const init: RequestInit = { method, headers, body, credentials: 'same-origin', signal: deadline.signal };
    const retryable = RETRY_METHODS.has(method);

    let response = await fetchImpl(url, init);
    if (retryable && RETRY_STATUSES.has(response.status)) {
      const delay = retryDelayMs(response.headers.get('Retry-After'));
      if (delay !== null) {
        await discardBody(response);
        await deadline.sleep(delay);
        response = await fetchImpl(url, init);
      }
    }
    return await readAnswer<T>(response, method);
  } catch (error) {
    throw deadline.explain(error);
  } finally {
    deadline.dispose();
  }
}

async function readAnswer<T>(response: Response, method: string): Promise<Envelope<T>> {
  const { status } = response;
  const text = await response.text();
  const envelope = parseEnvelope(text);
  if (status >= 200 && status < 300) {
    if (envelope) return envelope as Envelope<T>;
    // A HEAD (or 204) answer has no body by definition.
    if (text.trim() === '' && (method === 'HEAD' || status === 204 || status === 205)) {
      return { data: null as T, success: true, message: '' };
    }
    throw new ApiClientError('bad-response', `The server's answer (HTTP ${status}) is not an API envelope`, { status });
  }
  const retryAfterSeconds = retryAfterToSeconds(response.headers.get('Retry-After'));
  if (status >= 400 && status < 500) {
    throw new ApiClientError('bad-request', `The request was refused (HTTP ${status})`, { status, envelope, retryAfterSeconds });
  }
  throw new ApiClientError('bad-response', `The server failed to answer (HTTP ${status})`, { status, envelope, retryAfterSeconds });
}

function parseEnvelope(text: string): Envelope<unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isEnvelope(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Milliseconds to wait before the retry, or null for "do not retry": a Retry-After (seconds or an
 * HTTP date) up to 2 s is honoured, a longer one is respected by not retrying, none means ~300 ms.
 */
export function retryDelayMs(retryAfter: string | null, now: number = Date.now()): number | null {
  const value = retryAfter?.trim();
  if (!value) return RETRY_DELAY_MS;
  let ms: number;
  if (/^\d+$/.test(value)) {
    ms = Number(value) * 1000;
  } else {
    const date = Date.parse(value);
    if (Number.isNaN(date)) return RETRY_DELAY_MS;
    ms = Math.max(0, date - now);
  }
  return ms <= MAX_RETRY_AFTER_MS ? ms : null;
}

function retryAfterToSeconds(retryAfter: string | null): number | undefined {
  const value = retryAfter?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function safeDeviceId(provider: () => Promise<string | null>): Promise<string | null> {
  try {
    return await provider();
  } catch {
    return null;
  }
}

async function discardBody(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // Nothing to free.
  }
}

/** One AbortController for the whole call: fired by our timer or by the caller's signal. */
class Deadline {
  private readonly controller = new AbortController();
  private readonly timer: ReturnType<typeof setTimeout> | undefined;
  private timedOut = false;
  private readonly onCallerAbort = () => this.controller.abort(this.caller?.reason);

  constructor(
    private readonly timeoutMs: number,
    private readonly caller: AbortSignal | undefined,
  ) {
    if (caller?.aborted) {
      this.controller.abort(caller.reason);
    } else {
      caller?.addEventListener('abort', this.onCallerAbort, { once: true });
      if (Number.isFinite(timeoutMs) && timeoutMs >= 0) {
        this.timer = setTimeout(() => {
          this.timedOut = true;
          this.controller.abort(new ApiClientError('timeout', `No answer within ${timeoutMs} ms`));
        }, Math.min(timeoutMs, MAX_TIMER_MS));
      }
    }
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Settles with `promise`, or rejects as soon as the deadline passes. */
  race<T>(promise: Promise<T>): Promise<T> {
    const { signal } = this;
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      promise.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }

  sleep(ms: number): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    return this.race(new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))).finally(() => clearTimeout(timer));
  }

  /** Maps whatever a step threw onto what apiFetch throws. */
  explain(error: unknown): unknown {
    if (this.timedOut) {
      return error instanceof ApiClientError && error.kind === 'timeout'
        ? error
        : new ApiClientError('timeout', `No answer within ${this.timeoutMs} ms`, { cause: error });
    }
    if (error instanceof ApiClientError) return error;
    if (this.caller?.aborted) return this.caller.reason;
    return new ApiClientError('network', 'The server could not be reached', { cause: error });
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.caller?.removeEventListener('abort', this.onCallerAbort);
  }
}
