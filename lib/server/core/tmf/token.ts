/**
 * OAuth2 client credentials (RFC 6749 §4.4, PROFILE.md "Security"): the BSS's token request (HTTP Basic,
 * checked answer, TokenError). Caching, sharing and renewal: ../../http/client-credentials.ts.
 */
import { z } from 'zod';
import { ClientCredentialsToken, type FetchedToken } from '../../http/client-credentials';
import { logger } from '../../logger';
import type { TmfConfig } from './config';
import { exchange, TransportError } from './transport';

/** RFC 6749 §5.1. `expires_in` is only RECOMMENDED there: without it the token is kept a minute. */
const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().regex(/^bearer$/i),
  expires_in: z.number().positive().optional(),
});

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

/** The TMF adapter's token (PROFILE.md "Security"): `get()` and `reject(token)` of the shared cache. */
export class TokenSource extends ClientCredentialsToken {
  constructor(config: TmfConfig, now?: () => number) {
    super(() => requestToken(config), now);
  }
}

async function requestToken(config: TmfConfig): Promise<FetchedToken> {
  // RFC 6749 §2.3.1: id and secret are form-encoded before they go into HTTP Basic.
  const basic = Buffer.from(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`).toString('base64');
  let answer;
  try {
    answer = await exchange(config, config.tokenUrl, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
  } catch (error) {
    const reason = error instanceof TransportError ? error.reason : 'error';
    logger.warn({ tokenUrl: config.tokenUrl, reason, detail: (error as Error).message }, 'TMF token request failed');
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
    logger.error({ tokenUrl: config.tokenUrl, status: answer.status }, 'TMF token answer refused (not a client-credentials token)');
    throw new TokenError('error', `token endpoint answered ${answer.status}`);
  }
  const { access_token: token, expires_in: expiresIn } = parsed.data;
  return { token, lifetimeMs: expiresIn === undefined ? undefined : expiresIn * 1000 };
}
