/**
 * The language menu offers only the languages a page exists in (issue 28: it offered Arabic on a page
 * published in English only, a link to a 404). The content page's getStaticProps says which.
 */
import type { GetStaticProps } from 'next';
import { publishDraft, saveDraft } from '@/lib/server/content/pages';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { getStaticProps as contentPage } from '@/pages/[[...slugs]]';

async function props(getProps: GetStaticProps<any>, slugs: string[], locale: string) {
  const result = (await getProps({ params: { slugs }, locale, locales: ['ar', 'en', 'ku'], defaultLocale: 'ar' })) as Record<string, any>;
  return result;
}

describeWithDatabase('the languages of a content page', () => {
  it('a seeded page exists in the three languages', async () => {
    const result = await props(contentPage, ['personal'], 'en');
    expect([...result.props.languages].sort()).toEqual(['ar', 'en', 'ku']);
  });

  it('a page published in English only offers English only; a draft in another language does not count', async () => {
    const data = { root: { props: {} }, content: [{ type: 'Hero', props: { id: 'Hero-1', title: 'Only in English' } }] };
    await saveDraft('/words/only-english', 'en', { title: 'Only in English', layout: 'page', seo: {}, data }, null);
    expect(await publishDraft('/words/only-english', 'en', null)).toBe(1);
    // An Arabic draft, never published.
    await saveDraft('/words/only-english', 'ar', { title: 'بالإنجليزية فقط', layout: 'page', seo: {}, data }, null);

    const english = await props(contentPage, ['words', 'only-english'], 'en');
    expect(english.props.languages).toEqual(['en']);
    expect(await props(contentPage, ['words', 'only-english'], 'ar')).toMatchObject({ notFound: true });
  });
});
