/**
 * One currency form per language (issue "Visitor experience", item 5): an amount in seeded Arabic or
 * Kurdish copy is written "5,000 د.ع" as on every screen (locales: money.iqd), never "5,000 دينار".
 * Kurdish grammar that needs the word itself ("1,000 دینارێک", a dinar) is prose, not a price.
 */
import { blogPostSeed } from '../../blog-data';
import { seedPages } from '../index';

const AMOUNT_IN_WORDS = /\d[\d,.]*\s+(دينار|دینار)(?![\u0620-\u064A\u066E-\u06D3\u06D5\u06EE\u06EF\u06FA-\u06FF])/g;

function amountsInWords(value: unknown): string[] {
  return (JSON.stringify(value).match(AMOUNT_IN_WORDS) ?? []).map((found) => found.trim());
}

describe('seeded copy writes amounts as on the screens', () => {
  it.each(['ar', 'ku'] as const)('every page in %s says د.ع after an amount', (locale) => {
    const problems = seedPages.flatMap((page) => amountsInWords(page.blocks(locale)).map((found) => `${page.uri}: ${found}`));
    expect(problems).toEqual([]);
  });

  it('every blog post in ar and ku says د.ع after an amount', () => {
    const problems = blogPostSeed.flatMap((post) => ['ar', 'ku'].flatMap((locale) => amountsInWords(post.translations[locale as 'ar' | 'ku']).map((found) => `${post.slug} (${locale}): ${found}`)));
    expect(problems).toEqual([]);
  });
});
