/**
 * The top tasks (header, phone drawer, 404 page) and the QuickActions block's defaults must lead to a
 * page that exists: a coded page under pages/ or a seeded content page.
 */
import quickActions from '@/blocks/QuickActions/block';
import { accountLinks } from '@/flows/account/links';
import { isCurrentPage, topTasks } from '@/lib/top-tasks';
import { codedRouteExists } from '@/lib/server/testing/routes';
import { seedPages } from '../index';

const seededUris = new Set(seedPages.map((page) => page.uri));
const exists = (href: string) => codedRouteExists(href) || seededUris.has(href);

describe('top tasks', () => {
  it('each lead to an existing page', () => {
    expect(topTasks.map((task) => task.href).filter((href) => !exists(href))).toEqual([]);
    expect(topTasks.map((task) => task.key)).toEqual(['recharge', 'payBill', 'addOn', 'transfer', 'account']);
  });

  it('and every address of the my-account screens lead to an existing page (no promise of the shop before it exists)', () => {
    expect(Object.values(accountLinks).filter((href) => !exists(href))).toEqual([]);
  });

  it('are the defaults of the QuickActions block, with the same links', () => {
    expect(quickActions.defaultProps.items.map((item) => [item.href, item.icon])).toEqual(topTasks.map((task) => [task.href, task.icon]));
  });

  it('are on the seeded home page in every language, right after the hero', () => {
    const home = seedPages.find((page) => page.uri === '/')!;
    for (const locale of ['ar', 'en', 'ku'] as const) {
      const blocks = home.blocks(locale);
      expect([blocks[0].type, blocks[1].type]).toEqual(['Hero', 'QuickActions']);
      const items = blocks[1].props.items as { href: string; label: string }[];
      expect(items.map((item) => item.href)).toEqual(topTasks.map((task) => task.href));
      expect(new Set(items.map((item) => item.label)).size).toBe(5);
    }
  });

  it('match the current page exactly, whatever the language prefix, query or hash', () => {
    expect(isCurrentPage('/en/personal/my-account/bill?x=1#top', '/personal/my-account/bill')).toBe(true);
    expect(isCurrentPage('/personal/my-account/bill/', '/personal/my-account/bill')).toBe(true);
    expect(isCurrentPage('/ku/personal/my-account/bill', '/personal/my-account')).toBe(false);
    expect(isCurrentPage('/en', '/')).toBe(true);
  });
});
