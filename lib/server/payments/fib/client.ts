/**
 * The HTTP side of First Iraqi Bank's web payments (facts §4): a Keycloak client-credentials token, kept
 * until shortly before it expires and replaced once when FIB answers 401, and JSON calls with a time limit
 * on the whole exchange (headers and body). Every failure becomes `PaymentProviderError`.
 */
import { z } from 'zod';
import { ClientCredentialsToken, type FetchedToken } from '../../http/client-credentials';
import { logger } from '../../logger';
import { PaymentProviderError } from '../methods/types';

/** The Keycloak realm of FIB's online shop (official SDK config). */
export const FIB_TOKEN_PATH = '/auth/realms/fib-online-shop/protocol/openid-connect/token';

export interface FibClientSettings {
  /** FIB's base address, e.g. https://fib.stage.fib.iq (no trailing slash needed). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Time limit of each call, whole answer included. */
  timeoutMs: number;
}

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive().optional() });
/** A refusal: `{traceId, errors[{code}]}`. */
const declineBody = z.object({ traceId: z.string().optional(), errors: z.array(z.object({ code: z.string() }).passthrough()).optional() }).passthrough();

export interface FibAnswer {
  status: number;
  body: unknown;
}

/** The codes of a refusal body, for messages and logs ("" when the body is not FIB's refusal shape). */
export function declineCodes(body: unknown): string {
  const parsed = declineBody.safeParse(body);
  if (!parsed.success) return '';
  const codes = (parsed.data.errors ?? []).map((e) => e.code).join(',');
  return parsed.data.traceId ? `${codes} (trace ${parsed.data.traceId})` : codes;
}

export class FibClient {
  /** Kept until shortly before it expires; callers at the same moment share one request. */
  private readonly tokens: ClientCredentialsToken;

  constructor(
    private readonly settings: FibClientSettings,
    now?: () => number,
  ) {
    this.tokens = new ClientCredentialsToken(() => this.fetchToken(), now);
  }

  private url(path: string): string {
    return `${this.settings.baseUrl.replace(/\/+$/, '')}${path}`;
  }

  /** One exchange within the time limit; a network fault or timeout is a (retryable) PaymentProviderError. */
  private async exchange(path: string, init: RequestInit): Promise<FibAnswer> {
    const signal = AbortSignal.timeout(this.settings.timeoutMs);
    try {
      const response = await fetch(this.url(path), { ...init, signal, redirect: 'error' });
      const text = await response.text();
      let body: unknown = undefined;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
      }
      return { status: response.status, body };
    } catch (error) {
      const timedOut = signal.aborted;
      logger.warn({ path, timedOut, detail: (error as Error).message }, 'FIB call failed');
      throw new PaymentProviderError('fib', timedOut ? `no answer from FIB within ${this.settings.timeoutMs} ms` : `FIB unreachable: ${(error as Error).message}`);
    }
  }

  private async fetchToken(): Promise<FetchedToken> {
    // Client credentials as HTTP Basic, as the official SDK sends them (RFC 6749 §2.3.1: form-encoded first).
    const basic = Buffer.from(`${encodeURIComponent(this.settings.clientId)}:${encodeURIComponent(this.settings.clientSecret)}`).toString('base64');
    const answer = await this.exchange(FIB_TOKEN_PATH, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    const parsed = answer.status === 200 ? tokenAnswer.safeParse(answer.body) : undefined;
    if (!parsed?.success) {
      // Never log the body: it may hold a token.
      logger.error({ status: answer.status }, 'FIB token request refused');
      throw new PaymentProviderError('fib', `token endpoint answered ${answer.status}`, answer.status === 400 || answer.status === 401);
    }
    const { access_token: token, expires_in: expiresIn } = parsed.data;
    return { token, lifetimeMs: expiresIn === undefined ? undefined : expiresIn * 1000 };
  }

  /** A protected call with a bearer token; on 401 the token is dropped and the call made once more with a new one. */
  async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<FibAnswer> {
    let token = await this.tokens.get();
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const answer = await this.exchange(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      if (answer.status !== 401 || attempt > 0) return answer;
      // Only forget the token that was refused (another caller may already have a newer one).
      this.tokens.reject(token);
      token = await this.tokens.get();
    }
  }
}
