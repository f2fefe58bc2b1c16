/** The browser's API client (spec section 7). Shared code: nothing here imports lib/server. */
export { isEnvelope, type Envelope } from './envelope';
export { ApiClientError, apiFieldErrors, isApiClientError, type ApiClientErrorKind, type ApiClientErrorOptions } from './errors';
export { getDeviceId, isValidDeviceId } from './device-id';
export {
  apiBaseUrl,
  apiFetch,
  buildApiUrl,
  DEFAULT_TIMEOUT_MS,
  retryDelayMs,
  RETRY_METHODS,
  RETRY_STATUSES,
  type ApiFetchOptions,
  type ApiMethod,
  type Query,
  type QueryScalar,
  type QueryValue,
} from './client';
export { uploadForm, type UploadOptions } from './upload';
export { apiKey, shouldRetryApiError, useApi, type UseApiOptions, type UseApiResult } from './hooks';
