/**
 * Tests only: whether a site path has a coded page, read from the files under pages/ (design.md
 * section 3). The root catch-all (`pages/[[...slugs]].tsx`) serves the CMS pages, so it is left out:
 * a path it would serve exists only when a page with that uri is published.
 */
import fs from 'node:fs';
import path from 'node:path';

const PAGES = path.join(process.cwd(), 'pages');
const SPECIAL = new Set(['_app', '_document', '_error', '404', '500', '503']);

function routeFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'api' && !prefix ? [] : routeFiles(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    if (!/\.tsx?$/.test(entry.name) || /\.(test|stories)\.tsx?$/.test(entry.name)) return [];
    const name = entry.name.replace(/\.tsx?$/, '');
    if (!prefix && SPECIAL.has(name)) return [];
    return [name === 'index' ? prefix || '/' : `${prefix}/${name}`];
  });
}

function toPattern(route: string): RegExp {
  const source = route
    .split('/')
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return '(?:/.*)?';
      if (/^\[\.\.\..+\]$/.test(segment)) return '/.+';
      if (/^\[.+\]$/.test(segment)) return '/[^/]+';
      return segment ? `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '';
    })
    .join('');
  return new RegExp(`^${source || '/'}/?$`);
}

let patterns: RegExp[] | undefined;

/** True when `sitePath` (no language prefix, no query or fragment) is served by a coded page. */
export function codedRouteExists(sitePath: string): boolean {
  patterns ??= routeFiles(PAGES)
    .filter((route) => route !== '/[[...slugs]]')
    .map(toPattern);
  return patterns.some((pattern) => pattern.test(sitePath));
}
