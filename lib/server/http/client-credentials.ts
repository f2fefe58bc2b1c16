/**
 * The token cache of an OAuth2 client-credentials client (RFC 6749 §4.4), shared by the TMF adapter,
 * ZainCash and FIB. Each brings its own token request (`fetchToken`: Basic or form body, scopes, its
 * check of the answer, its error type); this keeps the token:
 * - until shortly before it expires (a tenth of its life early, at most 30 s), so no call leaves with
 *   a token that lapses on the way;
 * - callers that need one at the same moment share a single token request (a burst of calls must not
 *   become a burst of logins);
 * - a token the server refused (401) is dropped by `reject`, so the next `get` fetches a new one.
 * A cache, not request state: each server process gets its own token, which is what client
 * credentials are for.
 */

/** One token as the token endpoint gave it. Without a lifetime (`expires_in` is only RECOMMENDED, RFC 6749 §5.1) it is kept a minute. */
export interface FetchedToken {
  token: string;
  lifetimeMs?: number;
}

export const DEFAULT_TOKEN_LIFETIME_MS = 60_000;
const MAX_EARLY_RENEWAL_MS = 30_000;

export class ClientCredentialsToken {
  private current: { token: string; renewAt: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(
    private readonly fetchToken: () => Promise<FetchedToken>,
    private readonly now: () => number = Date.now,
  ) {}

  /** A token that is not about to expire: the cached one, the one being fetched, or a new one. */
  get(): Promise<string> {
    if (this.current && this.now() < this.current.renewAt) return Promise.resolve(this.current.token);
    this.pending ??= this.renew().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /**
   * The server answered 401 to `token`: forget it, unless another caller already replaced it (then
   * that newer one is used, not a third).
   */
  reject(token: string): void {
    if (this.current?.token === token) this.current = undefined;
  }

  private async renew(): Promise<string> {
    const { token, lifetimeMs = DEFAULT_TOKEN_LIFETIME_MS } = await this.fetchToken();
    const margin = Math.min(MAX_EARLY_RENEWAL_MS, lifetimeMs / 10);
    this.current = { token, renewAt: this.now() + lifetimeMs - margin };
    return token;
  }
}
