/**
 * Makes a published change visible at once: the in-process content cache is dropped and Next's cached
 * pages (ISR) of that uri are rebuilt. From an API request that is `res.revalidate`; from the scheduler
 * (no request at hand) the server asks itself through /api/editor/revalidate with a secret that only
 * this process knows.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextApiResponse } from 'next';
import { localizePath, locales, type Locale } from '@/lib/locales';
import { logger } from '../logger';
import { serverPort } from '../server-port';
import { variantPath } from '@/lib/variants';
import { invalidatePageCache } from './pages';
import { invalidateLiveMap, invalidateVariants, liveVariantKeys, pagesOfSubject } from './variants';

const g = globalThis as typeof globalThis & { __operatorRevalidateSecret?: string };
const secret = (g.__operatorRevalidateSecret ??= randomBytes(32).toString('hex'));

export function isRevalidateSecret(value: unknown): boolean {
  if (typeof value !== 'string' || value.length !== secret.length) return false;
  return timingSafeEqual(Buffer.from(value), Buffer.from(secret));
}

/**
 * Drops the cached document of `uri` in `locale` and rebuilds its page in every language: the language
 * menu of each offers the languages the page is published in (issue 28), so a publish or unpublish in
 * one language changes the others' pages too. The variants' pages of a test on it are rebuilt as well
 * (variant `a` shows the page's own blocks, and every variant its language menu): every combination of
 * its own test's and its sections' tests' variants. The page may now show a section under test, or no
 * longer: the live map is reloaded.
 */
export async function revalidatePage(uri: string, locale: Locale, res?: NextApiResponse): Promise<void> {
  invalidatePageCache(uri, locale);
  invalidateLiveMap();
  for (const each of [locale, ...locales.filter((other) => other !== locale)]) await revalidatePath(localizePath(uri, each), res);
  for (const test of await liveVariantKeys(uri)) {
    invalidateVariants(uri, test.locale);
    for (const key of test.keys) await revalidatePath(localizePath(variantPath(key, uri), test.locale), res);
  }
}

/**
 * After a test on `subject` (a page's uri or `section:<id>`) is published or stopped: rebuilds, on each
 * page it changes, the page's own path (whether it asks for a variant) and every live combination's.
 */
export async function revalidateVariants(subject: string, locale: Locale, res?: NextApiResponse): Promise<void> {
  for (const uri of await pagesOfSubject(subject, locale)) {
    invalidateVariants(uri, locale);
    await revalidatePath(localizePath(uri, locale), res);
    for (const test of await liveVariantKeys(uri, locale)) for (const key of test.keys) await revalidatePath(localizePath(variantPath(key, uri), locale), res);
  }
}

async function revalidatePath(path: string, res?: NextApiResponse): Promise<void> {
  try {
    if (res) {
      await res.revalidate(path);
    } else if (serverPort()) {
      await fetch(`http://127.0.0.1:${serverPort()}/api/editor/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
        body: JSON.stringify({ path }),
      });
    }
  } catch (error) {
    // The page may never have been rendered (nothing cached): the next visitor gets the new one.
    logger.info({ path, err: (error as Error).message }, 'revalidate skipped');
  }
}
