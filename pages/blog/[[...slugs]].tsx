import { viewMessages } from '@/lib/i18n/view-messages';
import type { GetStaticPaths, GetStaticProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { PostSummary } from '@/lib/catalog';
import { toLocale } from '@/lib/locales';
import { blogFrameProps, type BlogFrameProps } from '@/lib/server/blog-pages';
import { getPost, listPosts, summary } from '@/lib/server/services/blog';
import { SeoHead } from '@/shell/SeoHead';
import { BlogFrame } from '@/views/blog/BlogFrame';
import { PostArticle, type PostView } from '@/views/blog/PostArticle';
import { PostList } from '@/views/blog/PostList';

/** The messages this page sends beyond the shell's (its data function, lib/server/blog-pages.ts or legacy-post.ts, sends them). */
export const messages = viewMessages.blog;

type Props = BlogFrameProps &
  ({ kind: 'index'; posts: PostSummary[] } | { kind: 'category'; slug: string; name: string; posts: PostSummary[] } | { kind: 'post'; slug: string; post: PostView });

/** The blog (spec section 2: /blog/:slugs(.*)*): the index, a category, or a post. */
export default function BlogPage(props: Props) {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  const seo = { locale, siteUrl: props.site.url, siteName: t('meta.siteName') };
  if (props.kind === 'post') {
    return (
      <>
        <SeoHead {...seo} title={props.post.title} description={props.post.excerpt} image={props.post.image} path={`/blog/${props.slug}`} />
        <PostArticle post={props.post} />
      </>
    );
  }
  const title = props.kind === 'category' ? props.name : t('blog.title');
  return (
    <>
      <SeoHead {...seo} title={title} description={t('blog.description')} path={props.kind === 'category' ? `/blog/category/${props.slug}` : '/blog'} />
      <BlogFrame
        title={title}
        intro={props.kind === 'index' ? t('blog.description') : undefined}
        categories={props.categories}
        trending={props.trending}
        currentCategory={props.kind === 'category' ? props.slug : undefined}
      >
        <h2>{t('blog.latest')}</h2>
        <PostList posts={props.posts} headingLevel={3} />
      </BlogFrame>
    </>
  );
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<Props> = async ({ params, locale: rawLocale }) => {
  const locale = toLocale(rawLocale);
  const slugs = (params?.slugs as string[] | undefined) ?? [];
  const valid = (s: string) => /^[a-z0-9-]{1,120}$/.test(s);
  const frame = await blogFrameProps(locale);
  if (slugs.length === 0) {
    return { props: { ...frame, kind: 'index', posts: (await listPosts(locale, { limit: 12 })).map(summary) }, revalidate: 300 };
  }
  if (slugs.length === 2 && slugs[0] === 'category' && valid(slugs[1])) {
    const category = frame.categories.find((c) => c.slug === slugs[1]);
    if (!category) return { notFound: true, revalidate: 60 };
    const posts = (await listPosts(locale, { categoryId: category.id, limit: 24 })).map(summary);
    return { props: { ...frame, kind: 'category', slug: category.slug, name: category.name, posts }, revalidate: 300 };
  }
  if (slugs.length === 1 && valid(slugs[0])) {
    const post = await getPost(locale, { slug: slugs[0] });
    if (!post || post.legacy) return { notFound: true, revalidate: 60 };
    const { id, title, excerpt, html, image, categoryName, publishedAt, legacy } = post;
    return { props: { ...frame, layout: 'blog', kind: 'post', slug: post.slug, post: { id, title, excerpt, html, image, categoryName, publishedAt, legacy } }, revalidate: 300 };
  }
  return { notFound: true, revalidate: 60 };
};
