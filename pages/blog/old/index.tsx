import { viewMessages } from '@/lib/i18n/view-messages';
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { PostSummary } from '@/lib/catalog';
import { toLocale } from '@/lib/locales';
import { blogFrameProps, type BlogFrameProps } from '@/lib/server/blog-pages';
import { listPosts, summary } from '@/lib/server/services/blog';
import { SeoHead } from '@/shell/SeoHead';
import { BlogFrame } from '@/views/blog/BlogFrame';
import { PostList } from '@/views/blog/PostList';

/** The messages this page sends beyond the shell's (its data function, lib/server/blog-pages.ts or legacy-post.ts, sends them). */
export const messages = viewMessages.blog;

type Props = BlogFrameProps & { posts: PostSummary[] };

/** The old blog's posts (spec section 2: /blog/old). */
export default function OldBlogPage({ posts, categories, trending, site }: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={t('blog.oldBlog')} description={t('blog.oldBlogIntro')} path="/blog/old" locale={locale} siteUrl={site.url} siteName={t('meta.siteName')} />
      <BlogFrame title={t('blog.oldBlog')} intro={t('blog.oldBlogIntro')} categories={categories} trending={trending}>
        <PostList posts={posts} />
      </BlogFrame>
    </>
  );
}

// Server-rendered (pages never read the database at build time; README explains why).
export const getServerSideProps: GetServerSideProps<Props> = async ({ locale: rawLocale, res }) => {
  const locale = toLocale(rawLocale);
  const [frame, posts] = await Promise.all([blogFrameProps(locale), listPosts(locale, { legacy: true, limit: 50 })]);
  res.setHeader('Cache-Control', 'public, s-maxage=600');
  return { props: { ...frame, posts: posts.map(summary) } };
};
