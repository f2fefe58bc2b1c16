/**
 * Which test a request belongs to (page variants): the visitor's id and variant come from the cookies
 * the proxy set (lib/server/http/variant-proxy.ts), never from what the browser sends in the body.
 */
import type { NextApiRequest } from 'next';
import { logger } from '../logger';
import { isLocale, type Locale } from '@/lib/locales';
import { ASSIGNMENT_COOKIE, VISITOR_COOKIE, liveMapKey, readAssignments, sectionOfSubject } from '@/lib/variants';
import { LAST_VARIANT_COOKIE } from '../http/variant-proxy';
import { verifiedVisitorId } from '../http/visitor-id';
import { requestCookie } from '../api/cookies';
import { recordVariantEvent } from './variants';

/** The visitor's variant in the test of `subject` (a page's uri or `section:<id>`), from their cookies; null when they are in no such test. */
export function visitorVariant(req: NextApiRequest, subject: string, locale: Locale): { visitor: string; variant: string } | null {
  const visitor = verifiedVisitorId(requestCookie(req, VISITOR_COOKIE));
  const variant = readAssignments(requestCookie(req, ASSIGNMENT_COOKIE)).get(liveMapKey(locale, subject));
  // Only an id the server signed: a made-up one is not counted (nor a cookie of any length kept).
  return visitor && variant ? { visitor, variant } : null;
}

/**
 * A purchase or recharge started: counted for the tests (the page's, its sections') of the last page
 * with a test the visitor saw, when that was within the last 30 minutes (the cookie's lifetime). Never
 * fails the purchase: an error is logged.
 */
export async function recordFlowGoal(req: NextApiRequest, goal: 'purchase' | 'recharge'): Promise<void> {
  try {
    const visitor = verifiedVisitorId(requestCookie(req, VISITOR_COOKIE));
    if (!visitor) return;
    for (const [test, variant] of [...readAssignments(requestCookie(req, LAST_VARIANT_COOKIE))].slice(0, 9)) {
      const locale = test.slice(0, 2);
      const subject = test.slice(2);
      if (!isLocale(locale) || !(subject.startsWith('/') || sectionOfSubject(subject) !== null)) continue;
      await recordVariantEvent(subject, locale, variant, goal, visitor);
    }
  } catch (error) {
    logger.warn({ err: (error as Error).message, goal }, 'variant goal not counted');
  }
}
