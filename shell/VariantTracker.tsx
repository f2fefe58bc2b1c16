import { useRouter } from 'next/router';
import { useEffect } from 'react';
import type { Locale } from '@/lib/locales';

/** Counts one goal of the visitor's variant in the page's test or a section's (the server reads the variant from the visitor's cookie, once per visitor). */
function count(uri: string, section: number | null, locale: Locale, goal: string): void {
  // keepalive: a click on a link leaves the page while the request is still on its way.
  void fetch(`/api/v2/variants/event?lang=${locale}`, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(section === null ? { uri, goal } : { uri, section, goal }),
  }).catch(() => undefined);
}

/**
 * On a variant's page of a page that runs a test (its own, or a test of a section it shows): counts the
 * visitor in each test, and a click on a link or button inside a block chosen as a goal of a test
 * (BlockTree marks the blocks' ids on such pages). Renders nothing.
 */
export function VariantTracker({ uri, locale, tests }: { uri: string; locale: Locale; tests: ReadonlyArray<{ section: number | null; clicks: string[] }> }) {
  useEffect(() => {
    for (const test of tests) count(uri, test.section, locale, 'view');
    if (!tests.some((test) => test.clicks.length)) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest('a, button, [role="button"]')) return;
      for (let box = target.closest('[data-block-id]'); box; box = box.parentElement?.closest('[data-block-id]') ?? null) {
        const id = box.getAttribute('data-block-id');
        for (const test of tests) if (id && test.clicks.includes(id)) count(uri, test.section, locale, `click:${id}`);
      }
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [uri, locale, tests]);
  return null;
}

/**
 * The page's own address while a test runs on it, for a visitor without a visitor id (the proxy runs
 * only for visitors with one, so the cached page is the same for everybody): asks the server for this
 * visitor's variant, which sets the cookies, then shows that variant in place (a client-side visit of
 * the same address, which the proxy now rewrites). `onSettled` once the page shows what this visitor
 * sees: their variant, or the page as it is (no variant for them, an error, or no answer within
 * ASSIGN_WAIT_MS). Renders nothing.
 */
export function VariantAssigner({ uri, locale, onSettled }: { uri: string; locale: Locale; onSettled?: () => void }) {
  const router = useRouter();
  useEffect(() => {
    let cancelled = false;
    const settle = () => {
      if (!cancelled) onSettled?.();
    };
    // Not AbortSignal.timeout: older Safari (before 16) and Chrome (before 103) do not have it.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ASSIGN_WAIT_MS);
    fetch(`/api/v2/variants/assign?lang=${locale}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uri }),
      signal: controller.signal,
    })
      .then((answer) => (answer.ok ? answer.json() : null))
      .then(async (envelope: { data?: { variant?: string | null } } | null) => {
        // The variant's page replaces this one; until it has, the blocks stay as they are (hidden).
        if (!cancelled && envelope?.data?.variant) await router.replace(router.asPath, undefined, { scroll: false });
      })
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        settle();
      });
    return () => {
      cancelled = true;
    };
    // Once per page: the router object changes on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uri, locale]);
  return null;
}

/** How long a first-time visitor's page waits for their variant before showing the page as it is (the CSS fallback of ContentPage.module.css is 1.5 s too). */
export const ASSIGN_WAIT_MS = 1_500;
