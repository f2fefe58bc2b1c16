import type { GetStaticPaths, GetStaticProps } from 'next';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { viewMessages } from '@/lib/i18n/view-messages';
import { shellProps } from './page-data';
import { getPost } from './services/blog';

export interface LegacyPostProps extends ShellPageProps {
  post: { id: number; title: string; excerpt: string; html: string; image: string; categoryName: string; publishedAt: string; legacy: boolean };
}

/** /blog/old/:id and /blog/old/view/:id show a post of the old blog (any post, by id). */
export const legacyPostPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const legacyPostProps: GetStaticProps<LegacyPostProps> = async ({ params, locale: rawLocale }) => {
  const locale = toLocale(rawLocale);
  const id = String(params?.id ?? '');
  if (!/^\d{1,9}$/.test(id)) return { notFound: true, revalidate: 60 };
  const post = await getPost(locale, { id: Number(id) });
  if (!post) return { notFound: true, revalidate: 60 };
  const { title, excerpt, html, image, categoryName, publishedAt, legacy } = post;
  return {
    props: { ...(await shellProps(locale, { layout: 'blog', messages: viewMessages.blog })), post: { id: post.id, title, excerpt, html, image, categoryName, publishedAt, legacy } },
    revalidate: 3600,
  };
};
