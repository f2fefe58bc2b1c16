/** The shop's words exist in ar, en and ku, with the same keys and placeholders, and are translated (not English copies). */
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import ku from '@/locales/ku.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)))),
  );
}

const shop = { ar: flatten(ar.shop as Tree), en: flatten(en.shop as Tree), ku: flatten(ku.shop as Tree) };
/** Argument names ({count}, {max}), not the words of plural branches (`=0 {empty}`). */
const placeholders = (text: string) =>
  [...new Set([...text.replace(/(=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\}/g, '').matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]))].sort();

it('has the same keys and placeholders in every language, translated', () => {
  expect(Object.keys(shop.ar).sort()).toEqual(Object.keys(shop.en).sort());
  expect(Object.keys(shop.ku).sort()).toEqual(Object.keys(shop.en).sort());
  for (const [key, english] of Object.entries(shop.en)) {
    for (const locale of ['ar', 'ku'] as const) {
      expect([locale, key, placeholders(shop[locale][key])]).toEqual([locale, key, placeholders(english)]);
      expect([locale, key, shop[locale][key] === english]).toEqual([locale, key, false]);
    }
  }
});
