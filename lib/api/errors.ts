import type { Envelope } from './envelope';

/**
 * - `network`: the request never got an answer (offline, DNS, refused connection, CORS).
 * - `timeout`: our own time limit (`timeoutMs`) ran out.
 * - `bad-request`: the server answered 4xx; `message` and `envelope` say why.
 * - `bad-response`: the server answered 5xx, or an answer that is not JSON or not an envelope.
 */
export type ApiClientErrorKind = 'network' | 'timeout' | 'bad-request' | 'bad-response';

export interface ApiClientErrorOptions {
  status?: number;
  envelope?: Envelope<unknown>;
  /** Seconds from a `Retry-After` header (429 and 503 answers). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class ApiClientError extends Error {
  readonly kind: ApiClientErrorKind;
  /** The HTTP status, when the server answered. */
  readonly status?: number;
  /** The server's envelope, when the body was one. */
  readonly envelope?: Envelope<unknown>;
  readonly retryAfterSeconds?: number;

  /** `message` is the server's message when it sent a non-empty one, otherwise `fallbackMessage`. */
  constructor(kind: ApiClientErrorKind, fallbackMessage: string, options: ApiClientErrorOptions = {}) {
    const serverMessage = options.envelope?.message;
    super(serverMessage ? serverMessage : fallbackMessage, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiClientError';
    this.kind = kind;
    this.status = options.status;
    this.envelope = options.envelope;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isApiClientError(value: unknown): value is ApiClientError {
  return value instanceof ApiClientError;
}

/**
 * The per-field messages of a rejected form (`data.errors` of a 400 envelope, design.md section 5),
 * or undefined when the error carries none.
 */
export function apiFieldErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiClientError)) return undefined;
  const data = error.envelope?.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const errors = (data as Record<string, unknown>).errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return undefined;
  const result: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (typeof message === 'string') result[field] = message;
  }
  return result;
}
