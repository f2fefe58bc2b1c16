/**
 * OAuth2 client credentials (RFC 6749 §4.4, PROFILE.md "Security"). One token per process, kept until
 * shortly before it expires; callers that need one at the same moment share a single token request (a
 * burst of page loads must not become a burst of logins at the BSS). A cache, not request state: each
 * server gets its own token, which is what client credentials are for.
 */
import { z } from 'zod';
import { logger } from '../../logger';
import type { TmfConfig } from './config';
import { exchange, TransportError } from './transport';

/** RFC 6749 §5.1. `expires_in` is only RECOMMENDED there: without it we keep the token a minute. */
const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().regex(/^bearer$/i),
  expires_in: z.number().positive().optional(),
});

const DEFAULT_LIFETIME_S = 60;

/** Why no token could be had (the call it was for was never sent). */
export class TokenError extends Error {
  constructor(
    readonly reason: 'timeout' | 'error',
    detail: string,
  ) {
    super(detail);
    this.name = 'TokenError';
  }
}

export class TokenSource {
  private current: { token: string; renewAt: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(
    private readonly config: TmfConfig,
    private readonly now: () => number = Date.now,
  ) {}

  /** A token that is not about to expire: the cached one, the one being fetched, or a new one. */
  get(): Promise<string> {
    if (this.current && this.now() < this.current.renewAt) return Promise.resolve(this.current.token);
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /**
   * The BSS answered 401 to `token`: forget it, unless another caller already replaced it (then that
   * newer one is used, not a third).
   */
  reject(token: string): void {
    if (this.current?.token === token) this.current = undefined;
  }

  private async fetchToken(): Promise<string> {
    // RFC 6749 §2.3.1: id and secret are form-encoded before they go into HTTP Basic.
    const basic = Buffer.from(`${encodeURIComponent(this.config.clientId)}:${encodeURIComponent(this.config.clientSecret)}`).toString('base64');
    let answer;
    try {
      answer = await exchange(this.config, this.config.tokenUrl, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: 'grant_type=client_credentials',
      });
    } catch (error) {
      const reason = error instanceof TransportError ? error.reason : 'error';
      logger.warn({ tokenUrl: this.config.tokenUrl, reason, detail: (error as Error).message }, 'TMF token request failed');
      throw new TokenError(reason, (error as Error).message);
    }
    let parsed;
    try {
      parsed = answer.status === 200 ? tokenAnswer.safeParse(JSON.parse(answer.text)) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) {
      // Never log the body: it may hold a token.
      logger.error({ tokenUrl: this.config.tokenUrl, status: answer.status }, 'TMF token answer refused (not a client-credentials token)');
      throw new TokenError('error', `token endpoint answered ${answer.status}`);
    }
    const lifetimeMs = (parsed.data.expires_in ?? DEFAULT_LIFETIME_S) * 1000;
    // Renew a little early (a tenth of its life, at most 30 s), so no call goes out with a token that expires on the way.
    const margin = Math.min(30_000, lifetimeMs / 10);
    this.current = { token: parsed.data.access_token, renewAt: this.now() + lifetimeMs - margin };
    return parsed.data.access_token;
  }
}
