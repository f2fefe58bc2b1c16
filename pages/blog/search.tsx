import { viewMessages } from '@/lib/i18n/view-messages';
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { PostSummary } from '@/lib/catalog';
import { toLocale } from '@/lib/locales';
import { blogFrameProps, type BlogFrameProps } from '@/lib/server/blog-pages';
import { searchPosts, summary } from '@/lib/server/services/blog';
import { isSearchable } from '@/lib/validation/rules';
import { SeoHead } from '@/shell/SeoHead';
import { BlogFrame } from '@/views/blog/BlogFrame';
import { PostList } from '@/views/blog/PostList';

/** The messages this page sends beyond the shell's (its data function, lib/server/blog-pages.ts or legacy-post.ts, sends them). */
export const messages = viewMessages.blog;

type Props = BlogFrameProps & { keyword: string; posts: PostSummary[] | null };

/** Blog search (spec section 2: /blog/search?keyword=). */
export default function BlogSearchPage({ keyword, posts, categories, trending, site }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('blog.searchTitle')} path="/blog/search" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} noindex />
      <BlogFrame title={t('blog.searchTitle')} categories={categories} trending={trending} keyword={keyword}>
        <p role="status">{posts === null ? t('blog.tooShort') : t('blog.resultsFor', { count: posts.length, keyword })}</p>
        {posts && posts.length > 0 && <PostList posts={posts} />}
      </BlogFrame>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ query, locale: rawLocale }) => {
  const locale = toLocale(rawLocale);
  const keyword = typeof query.keyword === 'string' ? query.keyword.trim().slice(0, 100) : '';
  const [frame, posts] = await Promise.all([
    blogFrameProps(locale),
    isSearchable(keyword) ? searchPosts(locale, keyword).then((list) => list.map(summary)) : Promise.resolve(null),
  ]);
  return { props: { ...frame, keyword, posts } };
};
