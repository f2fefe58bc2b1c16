/**
 * A seeded page must not promise what does not exist (issue "Visitor experience", item 3): every link
 * of every seeded page and menu, in ar, en and ku, leads to a seeded page or a coded screen, and its
 * `#fragment` names a section of that page. The e2e crawler (e2e/links.spec.ts) checks the same on
 * the served HTML; this catches it without a build.
 */
import { flowRoutes, type FlowName } from '@/lib/flows';
import { locales, type Locale } from '@/lib/locales';
import { menuPositions, seededSiteMap } from '@/lib/site-map-data';
import type { MenuItem } from '@/lib/menu';
import { codedRouteExists } from '@/lib/server/testing/routes';
import type { BlockInput } from '../helpers';
import { seedPages } from '../index';
import { isEmbeddedFlow } from '@/blocks/FlowEmbed/FlowEmbed';

/** The address every product of a ProductGrid links to (lib/server/services/catalog.ts). */
const PRODUCT_PAGE = '/personal/shop/product/1';

const seeded = new Map(seedPages.map((page) => [page.uri, page]));

/** Section anchors (the ids a `#fragment` can name) of a seeded page in one language. */
function anchorsOf(uri: string, locale: Locale): Set<string> {
  const anchors = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const block = value as Partial<BlockInput>;
      if (typeof block.type === 'string' && typeof block.props?.anchor === 'string' && block.props.anchor) anchors.add(block.props.anchor);
      Object.values(value).forEach(walk);
    }
  };
  walk(seeded.get(uri)?.blocks(locale));
  return anchors;
}

interface Found {
  where: string;
  href: string;
  /** Written in rich text, which is shown as it is (so it carries the language prefix itself). */
  richText: boolean;
}

function linksOf(blocks: BlockInput[], uri: string): Found[] {
  const found: Found[] = [];
  const walk = (value: unknown, where: string): void => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${where}[${i}]`));
    else if (value && typeof value === 'object') {
      const here = typeof (value as BlockInput).type === 'string' ? `${where} ${(value as BlockInput).type}` : where;
      for (const [key, item] of Object.entries(value)) {
        if (typeof item === 'string' && /(href|url)$/i.test(key)) found.push({ where: `${uri} ${here}.${key}`, href: item, richText: false });
        else if (typeof item === 'string' && key === 'html') {
          for (const match of item.matchAll(/href="([^"]*)"/g)) found.push({ where: `${uri} ${here}.html`, href: match[1], richText: true });
        } else walk(item, here);
      }
    }
  };
  walk(blocks, '');
  return found;
}

/** What is wrong with one link on a page in `locale` (nothing when it leads somewhere real). */
function problemOf(link: Found, locale: Locale): string | null {
  const { href } = link;
  if (href === '') return null; // an optional link left out (a logo without a link)
  if (/^(tel|mailto):/i.test(href) || /^https:\/\//.test(href)) return null;
  if (href.startsWith('#')) return 'a bare #fragment: links are built from the site root, so it leads to the home page';
  if (!href.startsWith('/') || href.startsWith('//')) return 'not a site path, https URL, tel: or mailto:';
  const [pathAndQuery, fragment] = href.split('#');
  let sitePath = pathAndQuery.split('?')[0] || '/';
  const prefixed = /^\/(en|ku)(?=\/|$)/.exec(sitePath);
  if (link.richText) {
    const expected = locale === 'ar' ? null : locale;
    if ((prefixed?.[1] ?? null) !== expected) return `rich text is shown as written: on a ${locale} page this leads to the ${prefixed?.[1] ?? 'ar'} page`;
  } else if (prefixed) return 'a language prefix in a link field (the site adds it)';
  if (prefixed) sitePath = sitePath.slice(prefixed[0].length) || '/';
  if (!seeded.has(sitePath) && !codedRouteExists(sitePath)) return `${sitePath} is neither a seeded page nor a coded screen`;
  if (fragment !== undefined) {
    if (!seeded.has(sitePath)) return `#${fragment} on a coded screen cannot be checked here`;
    if (!anchorsOf(sitePath, locale).has(fragment)) return `no section with the anchor "${fragment}" on ${sitePath}`;
  }
  return null;
}

describe('seeded pages', () => {
  it.each(locales)('every link of every page leads to a page, and every #fragment to a section of it (%s)', (locale) => {
    const problems: string[] = [];
    for (const page of seedPages) {
      for (const link of linksOf(page.blocks(locale), page.uri)) {
        const problem = problemOf(link, locale);
        if (problem) problems.push(`${link.where} → ${link.href}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(locales)('no block links to a screen that is not built, or back to its own page (%s)', (locale) => {
    const problems: string[] = [];
    for (const page of seedPages) {
      const walk = (value: unknown): void => {
        if (Array.isArray(value)) value.forEach(walk);
        else if (value && typeof value === 'object') {
          const block = value as BlockInput;
          if (block.type === 'FlowEmbed') {
            const route = flowRoutes[block.props.flow as FlowName];
            // A flow shown in place (the IMEI check on the check-phone page) is the page's own tool, not a link.
            if (route === page.uri && !isEmbeddedFlow(block.props.flow as FlowName)) problems.push(`${page.uri}: the ${String(block.props.flow)} flow links to the page itself`);
            else if (!seeded.has(route) && !codedRouteExists(route)) problems.push(`${page.uri}: the ${String(block.props.flow)} flow links to ${route}, which is not built`);
          }
          if (block.type === 'ProductGrid' && !codedRouteExists(PRODUCT_PAGE)) problems.push(`${page.uri}: a ProductGrid links to product pages, which are not built`);
          Object.values(value).forEach(walk);
        }
      };
      walk(page.blocks(locale));
    }
    expect(problems).toEqual([]);
  });
});

describe('seeded menus', () => {
  it.each(locales)('every menu item leads to a page, and its #fragment to a section of it (%s)', (locale) => {
    const problems: string[] = [];
    const walk = (items: MenuItem[], position: string) =>
      items.forEach((item) => {
        const problem = problemOf({ where: position, href: item.permalink, richText: false }, locale);
        if (problem) problems.push(`${position} "${item.name}" → ${item.permalink}: ${problem}`);
        if (item.children) walk(item.children, position);
      });
    for (const position of menuPositions) walk(seededSiteMap(position, locale), position);
    expect(problems).toEqual([]);
  });
});
