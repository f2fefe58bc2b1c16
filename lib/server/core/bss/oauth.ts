/**
 * OAuth2 client credentials (RFC 6749 §4.4) for the BSS in a box: `POST /oauth/token` with the client
 * id and secret in HTTP Basic and `grant_type=client_credentials` in a form body answers an opaque
 * random token that expires after `ttlSeconds`. Tokens are kept in this process's memory: the stand-in
 * is one process, and a restart only costs the client one 401 and a new token (which it handles).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export interface TokenAnswer {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

export class TokenIssuer {
  private readonly tokens = new Map<string, number>();

  constructor(
    private readonly clientId: string,
    private readonly clientSecret: string,
    private readonly ttlSeconds: number,
  ) {}

  /** The token endpoint: RFC 6749 answers (`{error}` bodies), not TMF ones. */
  issue(authorization: string | undefined, form: URLSearchParams): TokenAnswer {
    const noStore = { 'Cache-Control': 'no-store' };
    const basic = /^Basic\s+(.+)$/i.exec(authorization ?? '');
    const decoded = basic ? Buffer.from(basic[1], 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    // RFC 6749 §2.3.1: both parts are form-encoded before Basic.
    const id = colon < 0 ? '' : decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
    const secret = colon < 0 ? '' : decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
    if (!sameText(id, this.clientId) || !sameText(secret, this.clientSecret)) {
      return { status: 401, body: { error: 'invalid_client' }, headers: { ...noStore, 'WWW-Authenticate': 'Basic realm="bss"' } };
    }
    if (form.get('grant_type') !== 'client_credentials') return { status: 400, body: { error: 'unsupported_grant_type' }, headers: noStore };
    this.forgetExpired();
    const token = randomBytes(32).toString('base64url');
    this.tokens.set(token, Date.now() + this.ttlSeconds * 1000);
    return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: this.ttlSeconds }, headers: noStore };
  }

  /** Whether an `Authorization` header carries a token issued here and not expired. */
  valid(authorization: string | undefined): boolean {
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!bearer) return false;
    const expiresAt = this.tokens.get(bearer[1]);
    return expiresAt !== undefined && expiresAt > Date.now();
  }

  /** Tests and drills: every token issued so far stops working (the client must fetch a new one). */
  expireAll(): void {
    this.tokens.clear();
  }

  private forgetExpired(): void {
    const now = Date.now();
    for (const [token, expiresAt] of this.tokens) if (expiresAt <= now) this.tokens.delete(token);
  }
}
