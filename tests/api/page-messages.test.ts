/**
 * Pages send only the messages they use (issue 15, HTML weight), read through the pages' own
 * getStaticProps against a real database: a CMS page gets the shell's namespaces and its blocks', not
 * the shop, checkout or account screens; a coded page gets its view's; and each is a fraction of the
 * whole catalogue. `MEASURE=1` prints the bytes per page (the figures in the report).
 */
import type { GetStaticProps } from 'next';
import { loadMessages } from '@/lib/i18n/messages';
import { shellMessages, withShell } from '@/lib/i18n/namespaces';
import { toLocale } from '@/lib/locales';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { getStaticProps as blogPage } from '@/pages/blog/[[...slugs]]';
import { getStaticProps as contentPage } from '@/pages/[[...slugs]]';
import { getStaticProps as shopCategory } from '@/pages/personal/shop/[category]/[[...filter]]';
import { blockTreeMessages } from '@/registry/messages';
import { viewMessages } from '@/lib/i18n/view-messages';

async function props(getProps: GetStaticProps<any>, params: Record<string, string | string[]>, locale = 'en') {
  const result = (await getProps({ params, locale, locales: ['ar', 'en', 'ku'], defaultLocale: 'ar' })) as Record<string, any>;
  expect(result.props).toBeDefined();
  return result.props as Record<string, any>;
}

/** Whether a catalogue has a namespace (`'shop'`) or a group in one (`'money.recharge'`). */
function has(messages: Record<string, Record<string, unknown>>, namespace: string): boolean {
  const [top, group] = namespace.split('.');
  return top in messages && (group === undefined || group in messages[top]);
}

describeWithDatabase('messages a page sends', () => {
  it('/en/personal: the shell and its blocks only, not the shop, checkout or account screens', async () => {
    const page = await props(contentPage, { slugs: ['personal'] });
    const blocks = blockTreeMessages(page.doc.data.content);
    expect(blocks.length).toBeGreaterThan(0);
    for (const namespace of withShell(blocks)) expect([namespace, has(page.messages, namespace)]).toEqual([namespace, true]);
    expect(page.messages).not.toHaveProperty('checkout');
    expect(page.messages).not.toHaveProperty('myAccount');
    expect(page.messages).not.toHaveProperty('signIn');
    expect(page.messages).not.toHaveProperty('money.recharge');
    // The header's bag link only: the shop's own messages stay on the shop's pages.
    expect(Object.keys(page.messages.shop)).toEqual(['bag']);
    // The page's text as the server renders it, from the same messages the browser gets.
    expect(page.messages.nav).toEqual((await loadMessages('en')).nav);
  });

  it('Arabic and Kurdish pages send their own language, the same namespaces', async () => {
    const [en, ar, ku] = await Promise.all(['en', 'ar', 'ku'].map((locale) => props(contentPage, { slugs: ['personal'] }, locale)));
    expect(Object.keys(ar.messages).sort()).toEqual(Object.keys(en.messages).sort());
    expect(Object.keys(ku.messages).sort()).toEqual(Object.keys(en.messages).sort());
    expect(ar.messages.footer).toEqual((await loadMessages(toLocale('ar'))).footer);
    expect(ku.messages.footer).not.toEqual(en.messages.footer);
  });

  it('a coded page (the phones in the shop) gets its view\'s namespaces', async () => {
    const page = await props(shopCategory, { category: 'phones' });
    for (const namespace of [...shellMessages, ...viewMessages.shop]) expect([namespace, has(page.messages, namespace)]).toEqual([namespace, true]);
    expect(page.messages).not.toHaveProperty('checkout');
    expect(page.messages).not.toHaveProperty('blog');
  });

  it('every page sends a fraction of the catalogue', async () => {
    const whole = JSON.stringify(await loadMessages('en')).length;
    const home = await props(contentPage, {});
    const post = ((await props(blogPage, {})).posts[0].href as string).split('/').at(-1)!;
    const pages: Record<string, Record<string, any>> = {
      '/en': home,
      '/en/personal': await props(contentPage, { slugs: ['personal'] }),
      '/en/personal/roaming': await props(contentPage, { slugs: ['personal', 'roaming'] }),
      [`/en/blog/${post}`]: await props(blogPage, { slugs: [post] }),
      '/en/personal/shop/phones': await props(shopCategory, { category: 'phones' }),
    };
    const sizes = Object.fromEntries(Object.entries(pages).map(([path, page]) => [path, JSON.stringify(page.messages).length]));
    if (process.env.MEASURE) console.log(`whole catalogue ${whole} B of JSON; per page: ${JSON.stringify(sizes, null, 1)}`);
    for (const [path, size] of Object.entries(sizes)) expect([path, size < whole / 3]).toEqual([path, true]);
  });
});
