/**
 * The body every API route answers (design.md section 5): `{ data, success, message }`, plus the
 * extra top-level fields some calls add (spec section 7, e.g. `isBlocked`, `invalidOTP`, `gtag`).
 *
 * Shared by browser and server code; the server's own copy lives in lib/server/api/handler.ts.
 */
export interface Envelope<T> {
  data: T;
  success: boolean;
  /** A human sentence in the request's language; may be empty. */
  message: string;
  [extra: string]: unknown;
}

/** True when `value` has the envelope's shape: a `data` key, a boolean `success`, a string `message`. */
export function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return 'data' in record && typeof record.success === 'boolean' && typeof record.message === 'string';
}
