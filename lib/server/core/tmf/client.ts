/**
 * The HTTP client of the adapter: every call carries a Bearer token (one new token and one repeat on a
 * 401), has the time limit of the config, and ends in one of three outcomes that the money rules
 * need told apart:
 * - `answer`: the BSS answered (any status but 401 and 5xx);
 * - `failed`: nothing can have been applied (no token, connection refused, 401 twice);
 * - `lost`: the request was sent and no usable answer came back (timeout, reset, 5xx): it may have been
 *   applied, so a create asks by its reference before telling anyone (./create.ts). `answered` says
 *   whether the BSS itself answered (a 5xx: it is done with the request, so a lookup that finds nothing
 *   proves nothing moved) or not (a timeout, a dropped connection, a gateway's 502/504: the request may
 *   still be applied a moment later, so an empty lookup proves nothing).
 */
import type { TmfApi, TmfConfig } from './config';
import { TokenError, TokenSource } from './token';
import { exchange, joinUrl, TransportError } from './transport';

export interface TmfCall {
  api: TmfApi;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Under the API's base path: `/bucket`, `/customerBill/12`. */
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Our reference of a create (PROFILE.md, "Idempotency"). */
  idempotencyKey?: string;
}

export type TmfOutcome =
  /** `json` is undefined when the body is empty or not JSON. */
  | { kind: 'answer'; status: number; json: unknown }
  | { kind: 'failed'; reason: 'timeout' | 'error'; detail: string }
  | { kind: 'lost'; reason: 'timeout' | 'error'; detail: string; answered: boolean };

/**
 * 502 Bad Gateway and 504 Gateway Timeout come from a proxy in front of the BSS (RFC 9110 §15.6.3,
 * §15.6.5): the BSS itself may still be working on the request, as after our own timeout.
 */
const GATEWAY_STATUSES = new Set([502, 504]);

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export class TmfClient {
  readonly tokens: TokenSource;

  constructor(readonly config: TmfConfig) {
    this.tokens = new TokenSource(config);
  }

  url(call: Pick<TmfCall, 'api' | 'path' | 'query'>): string {
    const url = joinUrl(this.config.baseUrl, this.config.paths[call.api], call.path);
    const query = new URLSearchParams(Object.entries(call.query ?? {}).map(([k, v]) => [k, String(v)]));
    return query.size > 0 ? `${url}?${query}` : url;
  }

  async send(call: TmfCall): Promise<TmfOutcome> {
    const first = await this.attempt(call);
    if (first.kind !== 'unauthorized') return first;
    // The token expired or was revoked: one new token, one repeat (same Idempotency-Key, so safe).
    this.tokens.reject(first.token);
    const second = await this.attempt(call);
    if (second.kind !== 'unauthorized') return second;
    this.tokens.reject(second.token);
    return { kind: 'failed', reason: 'error', detail: 'the BSS answered 401 to a new token' };
  }

  private async attempt(call: TmfCall): Promise<TmfOutcome | { kind: 'unauthorized'; token: string }> {
    let token: string;
    try {
      token = await this.tokens.get();
    } catch (error) {
      return { kind: 'failed', reason: error instanceof TokenError ? error.reason : 'error', detail: `no token: ${(error as Error).message}` };
    }
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey;
    try {
      const answer = await exchange(this.config, this.url(call), {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      });
      if (answer.status === 401) return { kind: 'unauthorized', token };
      if (answer.status >= 500) return { kind: 'lost', reason: 'error', detail: `HTTP ${answer.status}`, answered: !GATEWAY_STATUSES.has(answer.status) };
      return { kind: 'answer', status: answer.status, json: parseJson(answer.text) };
    } catch (error) {
      if (error instanceof TransportError) {
        return error.sent ? { kind: 'lost', reason: error.reason, detail: error.message, answered: false } : { kind: 'failed', reason: error.reason, detail: error.message };
      }
      throw error;
    }
  }
}
