/**
 * Every seeded page passes the check before publishing as it stands, so an editor can change a word on
 * any of them and publish (the server refuses pages that fail it: ../publish-check.ts).
 */
import { locales } from '@/lib/locales';
import { checkPageData, pageAnchors, publishingErrors } from '@/registry/checks';
import { seedPages } from '../../db/seed/content';

describe('the seeded pages', () => {
  const uris = new Set(seedPages.map((p) => p.uri));

  it.each(locales)('pass the check before publishing in %s, every #fragment found on its page', (locale) => {
    const problems: string[] = [];
    const dataOf = (page: (typeof seedPages)[number]) => ({ root: { props: {} }, content: page.blocks(locale) });
    const anchors = new Map(seedPages.map((page) => [page.uri, pageAnchors(dataOf(page), locale)]));
    for (const page of seedPages) {
      const errors = publishingErrors(checkPageData(dataOf(page), locale, uris, { uri: page.uri, anchorsOf: (uri) => anchors.get(uri) }));
      for (const e of errors) problems.push(`${page.uri}: ${e.type} ${e.blockId ?? e.path} ${e.field} ${e.message}`);
    }
    expect(problems).toEqual([]);
  });
});
