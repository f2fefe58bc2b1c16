/**
 * Every seeded page passes the check before publishing as it stands, so an editor can change a word on
 * any of them and publish (the server refuses pages that fail it: ../publish-check.ts).
 */
import { locales } from '@/lib/locales';
import { checkPageData, publishingErrors } from '@/registry/checks';
import { seedPages } from '../../db/seed/content';

describe('the seeded pages', () => {
  const uris = new Set(seedPages.map((p) => p.uri));

  it.each(locales)('pass the check before publishing in %s', (locale) => {
    const problems: string[] = [];
    for (const page of seedPages) {
      const errors = publishingErrors(checkPageData({ root: { props: {} }, content: page.blocks(locale) }, locale, uris));
      for (const e of errors) problems.push(`${page.uri}: ${e.type} ${e.blockId ?? e.path} ${e.field} ${e.message}`);
    }
    expect(problems).toEqual([]);
  });
});
