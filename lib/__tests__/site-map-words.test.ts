/**
 * The seeded menus (issue 28): vanity numbers and the Platinum card where people look (the header),
 * "Careers" everywhere, and the English account menu in sentence case.
 */
import en from '@/locales/en.json';
import { seededSiteMap } from '../site-map-data';
import type { MenuItem } from '../menu';

const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flat(item.children ?? [])]);

describe('the seeded menus', () => {
  it.each(['ar', 'en', 'ku'] as const)('the header links vanity numbers and the Platinum card [%s]', (locale) => {
    const links = flat(seededSiteMap('header', locale)).map((item) => item.permalink);
    expect(links).toEqual(expect.arrayContaining(['/personal/vanity-numbers', '/platinum']));
    expect(flat(seededSiteMap('footer', locale)).map((item) => item.permalink)).toContain('/platinum');
  });

  it('says "Careers", never "Career"', () => {
    const names = [...flat(seededSiteMap('header', 'en')), ...flat(seededSiteMap('footer', 'en'))].map((item) => item.name);
    expect(names).toContain('Careers');
    expect(names).not.toContain('Career');
  });

  it('writes the English account menu in sentence case', () => {
    const names = [...seededSiteMap('account', 'en').map((item) => item.name), ...Object.values(en.accountMenu)];
    for (const name of names) expect([name, name.split(' ').slice(1).some((word) => /^[A-Z][a-z]/.test(word))]).toEqual([name, false]);
  });
});
