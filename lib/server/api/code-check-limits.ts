/**
 * Limits of the endpoints that check a one-time code (design.md section 7: "every endpoint that checks
 * a code has a per-number (or per-account) limit"). Each code allows 5 wrong tries, but a new code can
 * be asked for; these bound how fast anyone can check codes for one number or one account, whatever
 * the number of IPs used: past the limit the answer is 429 with Retry-After.
 *
 *   rateLimit: [codeChecksPerNumber('addon-confirm-number', ({ query }) => query.msisdn)]
 *   rateLimit: [codeChecksPerAccount('transfer-confirm-account')]
 */
import type { NextApiRequest } from 'next';
import type { Subscriber } from '../services/subscriber-sessions';
import { currentSubscriber } from './subscriber-session';
import type { RateLimitContext, RateLimitRule } from './rate-limit';

/** Code checks allowed per number (or account) and endpoint in CODE_CHECK_WINDOW_SECONDS. */
export const CODE_CHECKS_PER_WINDOW = 10;
export const CODE_CHECK_WINDOW_SECONDS = 600;

/** Counts the code checks for one number (or e-mail) a request names; null skips the rule. */
export function codeChecksPerNumber<Q, B>(
  name: string,
  numberOf: (ctx: RateLimitContext<Q, B>) => string | null | undefined,
  points = CODE_CHECKS_PER_WINDOW,
): RateLimitRule<Q, B> {
  return {
    name,
    points,
    durationSeconds: CODE_CHECK_WINDOW_SECONDS,
    key: (ctx) => {
      const number = numberOf(ctx);
      return number ? number.trim().toLowerCase() : null;
    },
  };
}

// One session look-up per request however many rules ask.
const subscribers = new WeakMap<NextApiRequest, Promise<Subscriber | null>>();

function subscriberOf(req: NextApiRequest): Promise<Subscriber | null> {
  let found = subscribers.get(req);
  if (!found) {
    found = currentSubscriber(req);
    subscribers.set(req, found);
  }
  return found;
}

/**
 * Counts the code checks of the signed-in account (all its sessions and devices together). Without a
 * session the rule is skipped: the endpoint answers 401 itself.
 */
export function codeChecksPerAccount<Q, B>(name: string): RateLimitRule<Q, B> {
  return {
    name,
    points: CODE_CHECKS_PER_WINDOW,
    durationSeconds: CODE_CHECK_WINDOW_SECONDS,
    key: async ({ req }) => {
      const subscriber = await subscriberOf(req);
      return subscriber ? `account:${subscriber.accountId}` : null;
    },
  };
}
