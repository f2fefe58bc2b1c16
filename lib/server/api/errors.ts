/** Errors a service or handler throws to answer the client with a given status and message. */
import type { MessageValues } from '@/lib/validation/messages';

export interface ApiErrorOptions {
  values?: MessageValues;
  /** Field errors as message references, translated into `data.errors`. */
  errors?: Record<string, string>;
  data?: unknown;
  /** Extra top-level fields of the envelope (spec section 7, e.g. isBlocked). */
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** A message key of locales/*.json, or a reference (`key?name=value`). */
    readonly messageKey: string,
    readonly options: ApiErrorOptions = {},
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

export const badRequest = (errors?: Record<string, string>, messageKey = 'errors.badRequest') =>
  new ApiError(400, messageKey, { errors });
export const notFound = (messageKey = 'errors.notFoundResource') => new ApiError(404, messageKey);
export const unauthorized = () => new ApiError(401, 'errors.notSignedIn');
