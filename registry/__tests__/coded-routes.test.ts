/**
 * The check before publishing lets content link to coded pages (pages/ outside the catch-all). This
 * keeps its list in step with the folders in pages/: a new coded page a visitor can open must be
 * linkable, or listed here as one that content never links to.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isKnownPath } from '../checks';

const pagesDir = path.resolve(__dirname, '../../pages');

/** Coded pages that content has no business linking to (internal, error pages, redirects, old addresses). */
const notForContent = new Set([
  '/404',
  '/500',
  '/503',
  '/RenderPageContent',
  '/careers/opportunities/add',
  '/dev/partner',
  '/dev/sms',
  '/e-voucher-deprecated',
  '/editor',
  '/editor/chat',
  '/editor/devices',
  '/editor/partners',
  '/editor/porting',
  '/editor/games',
  '/editor/messages',
  '/editor/preview',
  '/editor/talent',
  '/home',
  '/leaving',
  '/pay/1',
  '/personal/my-account/logout',
  '/robots.txt',
]);

function routes(dir: string, base = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'api' || entry.name.startsWith('_') || entry.name === '__tests__') continue;
    if (entry.isDirectory()) out.push(...routes(path.join(dir, entry.name), `${base}/${entry.name}`));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
      const name = entry.name.replace(/\.tsx?$/, '');
      if (name.startsWith('[[...')) continue; // the content pages themselves
      const route = name === 'index' ? base || '/' : `${base}/${name}`;
      out.push(route.replace(/\[\[?\.{0,3}[^\]]+\]\]?/g, '1'));
    }
  }
  return out;
}

describe('links to coded pages in the check before publishing', () => {
  const coded = routes(pagesDir);

  it('finds the coded pages', () => {
    expect(coded).toEqual(expect.arrayContaining(['/terms', '/personal/my-account/recharge', '/personal/add-on/1', '/blog/old']));
  });

  it.each(coded.filter((route) => !notForContent.has(route)))('%s may be linked from content', (route) => {
    expect(isKnownPath(route, new Set())).toBe(true);
  });

  it('does not take an unknown address, or an internal one, for a page', () => {
    for (const route of ['/no-such-page', '/personal/unknown', '/editor', '/dev/sms', '/api']) expect([route, isKnownPath(route, new Set())]).toEqual([route, false]);
  });
});
