/**
 * The link crawler (issue "Safe by default", item 6; "Visitor experience", item 3): a page must not
 * promise what does not exist. Every seeded content page in ar, en and ku, and every coded screen the
 * menus link to, is fetched as HTML (no browser rendering: a blank page's DOMParser reads it), then:
 *
 * - every link to this site answers 200 (redirects followed), and its `#fragment` is an `id` on the
 *   page it ends on;
 * - links in a page's content stay in the page's language and do not lead back to the page itself;
 * - links to other sites go through /api/redirect, which answers a redirect or "you are leaving";
 * - every asset the page loads (images and srcsets, stylesheets and the fonts they name, icons, the
 *   manifest, scripts, the social-card image) answers 200.
 *
 * Every problem is collected and reported in one list.
 */
import type { Page } from '@playwright/test';
import { seedPages } from '@/lib/server/db/seed/content';
import { menuPositions, seededSiteMap } from '@/lib/site-map-data';
import { expect, locales, prefix, test } from './fixtures';

type Locale = (typeof locales)[number];

interface FoundLink {
  href: string;
  text: string;
  /** Inside the page's <main>, not the header, footer or skip link. */
  inMain: boolean;
  /** The anchor says it leads to another language (the language switch). */
  otherLanguage: boolean;
}

interface Parsed {
  ids: string[];
  links: FoundLink[];
  /** Other pages named in <head>: canonical and hreflang alternates. */
  pageRefs: string[];
  assets: string[];
}

interface Fetched {
  status: number;
  /** Where the redirects ended (same as the request when there were none). */
  finalUrl: string;
  html?: string;
  error?: string;
}

const REDIRECT_ENDPOINT = '/api/redirect';
const CONCURRENCY = 4;

const localized = (path: string, locale: Locale) => (path === '/' ? prefix(locale) || '/' : `${prefix(locale)}${path}`);

/** The path without its language prefix, and the language it is in. */
function languageOf(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(en|ku)(?=\/|$)/.exec(pathname);
  return match ? { locale: match[1] as Locale, path: pathname.slice(match[0].length) || '/' } : { locale: 'ar', path: pathname };
}

/** Runs `work` over `items`, a few at a time. */
async function eachLimited<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** Reads links, assets and ids out of a page's HTML with the browser's DOMParser (nothing runs or loads). */
function parse(page: Page, html: string): Promise<Parsed> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const all = (selector: string) => Array.from(doc.querySelectorAll(selector));
    const attr = (selector: string, name: string) => all(selector).map((el) => el.getAttribute(name) ?? '');
    const fromSrcset = (value: string) =>
      value
        .split(/,\s+/)
        .map((candidate) => candidate.trim().split(/\s+/)[0])
        .filter(Boolean);
    const pageRels = new Set(['canonical', 'alternate']);
    const skippedRels = new Set(['preconnect', 'dns-prefetch']);
    const headLinks = all('link[href]').map((el) => ({ rel: (el.getAttribute('rel') ?? '').toLowerCase().split(/\s+/), href: el.getAttribute('href') ?? '' }));
    return {
      ids: [...all('[id]').map((el) => el.id), ...attr('a[name]', 'name')],
      links: all('a[href], area[href]').map((el) => ({
        href: el.getAttribute('href') ?? '',
        text: (el.textContent ?? el.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim().slice(0, 60),
        inMain: Boolean(el.closest('main')),
        otherLanguage: el.hasAttribute('hreflang') || el.hasAttribute('lang'),
      })),
      pageRefs: headLinks.filter((l) => l.rel.some((r) => pageRels.has(r))).map((l) => l.href),
      assets: [
        ...attr('img[src], video[src], audio[src], source[src], script[src], input[type="image"][src]', 'src'),
        ...attr('video[poster]', 'poster'),
        ...all('img[srcset], source[srcset]').flatMap((el) => fromSrcset(el.getAttribute('srcset') ?? '')),
        ...headLinks.filter((l) => !l.rel.some((r) => pageRels.has(r) || skippedRels.has(r))).map((l) => l.href),
        ...attr('meta[property="og:image"], meta[name="twitter:image"]', 'content'),
      ].filter(Boolean),
    };
  }, html);
}

test.describe('links and assets of every seeded page', () => {
  test('every link leads somewhere real, every anchor exists, every asset loads', async ({ page, request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const problems = new Set<string>();
    const report = (where: string, what: string): void => {
      problems.add(`${where}: ${what}`);
    };

    // Pages: requests follow redirects; HTML kept to read ids (fragment checks) and links.
    const pageCache = new Map<string, Promise<Fetched>>();
    const fetchPage = (url: string) => {
      if (!pageCache.has(url)) {
        pageCache.set(
          url,
          (async (): Promise<Fetched> => {
            try {
              const response = await request.get(url);
              const type = response.headers()['content-type'] ?? '';
              return { status: response.status(), finalUrl: response.url(), html: type.includes('text/html') ? await response.text() : undefined };
            } catch (error) {
              return { status: 0, finalUrl: url, error: String(error) };
            }
          })(),
        );
      }
      return pageCache.get(url)!;
    };
    const parsedCache = new Map<string, Promise<Parsed | null>>();
    const parsedPage = (url: string) => {
      if (!parsedCache.has(url)) parsedCache.set(url, fetchPage(url).then((f) => (f.html ? parse(page, f.html) : null)));
      return parsedCache.get(url)!;
    };

    // Assets: 200 after redirects; stylesheets are read for the fonts and images they name.
    const assetCache = new Map<string, Promise<void>>();
    const checkAsset = (url: string, where: string) => {
      if (!assetCache.has(url)) {
        assetCache.set(
          url,
          (async () => {
            const response = await request.get(url).catch(() => null);
            if (response?.status() !== 200) return report(where, `asset ${url} answers ${response?.status() ?? 'nothing'}`);
            if (!(response.headers()['content-type'] ?? '').includes('text/css')) return;
            const css = await response.text();
            const urls = [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((m) => m[2]).filter((u) => !u.startsWith('data:') && !u.startsWith('#'));
            await eachLimited([...new Set(urls)], async (ref) => {
              const resolved = new URL(ref, response.url());
              if (resolved.origin === origin) await checkAsset(resolved.pathname + resolved.search, `stylesheet ${url}`);
            });
          })(),
        );
      }
      return assetCache.get(url)!;
    };

    // Links that leave: /api/redirect must answer a redirect (to an allowed host or a page of ours) or
    // send the visitor to "you are leaving" with the destination, never an error or a refusal.
    const redirectCache = new Map<string, Promise<string | null>>();
    const checkRedirect = (url: string) => {
      if (!redirectCache.has(url)) {
        redirectCache.set(
          url,
          (async () => {
            const response = await request.get(url, { maxRedirects: 0 }).catch(() => null);
            const status = response?.status() ?? 0;
            const location = response?.headers()['location'];
            if (status < 300 || status > 399 || !location) return `answers ${status || 'nothing'}${location ? '' : ' without a Location'}`;
            const next = new URL(location, origin);
            if (next.origin !== origin) return null;
            if (languageOf(next.pathname).path === '/leaving' && !next.searchParams.get('target')) return 'is refused (the "you are leaving" page without a destination)';
            const landing = await fetchPage(next.pathname + next.search);
            return landing.status === 200 ? null : `leads to ${next.pathname}${next.search}, which answers ${landing.status}`;
          })(),
        );
      }
      return redirectCache.get(url)!;
    };

    // The pages to read: every seeded page and every screen a menu links to, in every language.
    const toRead: Array<{ url: string; locale: Locale; seeded: boolean }> = [];
    const seeded = new Set(seedPages.map((p) => p.uri));
    for (const locale of locales) {
      for (const uri of seeded) toRead.push({ url: localized(uri, locale), locale, seeded: true });
      const menuLinks = new Set<string>();
      const walk = (items: ReturnType<typeof seededSiteMap>) =>
        items.forEach((item) => {
          const path = item.permalink.split(/[?#]/)[0] || '/';
          if (path.startsWith('/') && !path.startsWith('//') && !seeded.has(path)) menuLinks.add(path);
          if (item.children) walk(item.children);
        });
      for (const position of menuPositions) walk(seededSiteMap(position, locale));
      for (const path of menuLinks) toRead.push({ url: localized(path, locale), locale, seeded: false });
    }

    // Every internal link found, with where it was found; checked after all pages are read.
    const internal: Array<{ where: string; text: string; target: URL }> = [];

    await eachLimited(toRead, async ({ url, locale, seeded: isSeeded }) => {
      const fetched = await fetchPage(url);
      if (fetched.status !== 200) return report(url, `answers ${fetched.status}${fetched.error ? ` (${fetched.error})` : ''}`);
      const parsed = await parsedPage(url);
      if (!parsed) return report(url, 'is not HTML');
      const base = fetched.finalUrl;
      const here = new URL(base);

      for (const link of parsed.links) {
        const href = link.href.trim();
        const label = `link "${link.text}" → ${href}`;
        if (!href) {
          report(url, `${label}: empty href`);
          continue;
        }
        if (/^(tel|mailto|sms):/i.test(href)) continue;
        if (/^(javascript|data|vbscript):/i.test(href)) {
          report(url, `${label}: script or data link`);
          continue;
        }
        const target = new URL(href, base);
        if (target.origin !== origin) {
          report(url, `${label}: a link to another site that does not go through ${REDIRECT_ENDPOINT}`);
          continue;
        }
        if (target.pathname === REDIRECT_ENDPOINT) {
          const problem = await checkRedirect(target.pathname + target.search);
          if (problem) report(url, `${label}: ${REDIRECT_ENDPOINT} ${problem}`);
          continue;
        }
        const targetLanguage = languageOf(target.pathname);
        const isPage = !/^\/(api|_next)\//.test(target.pathname) && !/\.[a-z0-9]+$/i.test(target.pathname);
        if (isPage && link.inMain && !link.otherLanguage && targetLanguage.locale !== locale) {
          report(url, `${label}: leads to the ${targetLanguage.locale} page from a ${locale} page`);
        }
        if (isSeeded && link.inMain && !target.hash && target.pathname === here.pathname && target.search === here.search) {
          report(url, `${label}: leads back to the page itself`);
        }
        internal.push({ where: url, text: link.text, target });
      }
      for (const ref of parsed.pageRefs) internal.push({ where: url, text: '<link> in head', target: new URL(ref, base) });
      await eachLimited([...new Set(parsed.assets)], async (asset) => {
        const resolved = new URL(asset, base);
        if (resolved.origin !== origin) return report(url, `asset ${asset} is on another site`);
        await checkAsset(resolved.pathname + resolved.search, url);
      });
    });

    await eachLimited(internal, async ({ where, text, target }) => {
      if (target.origin !== origin) return report(where, `${text} → ${target.href}: on another site`);
      const path = target.pathname + target.search;
      const label = `link "${text}" → ${path}${target.hash}`;
      const fetched = await fetchPage(path);
      if (fetched.status !== 200) return report(where, `${label}: answers ${fetched.status}`);
      const fragment = decodeURIComponent(target.hash.slice(1));
      if (!fragment) return;
      const parsed = await parsedPage(path);
      const landed = new URL(fetched.finalUrl);
      if (!parsed?.ids.includes(fragment)) report(where, `${label}: no element with id "${fragment}" on ${landed.pathname}${landed.search}`);
    });

    expect([...problems].sort(), `${problems.size} broken links or assets`).toEqual([]);
  });
});
