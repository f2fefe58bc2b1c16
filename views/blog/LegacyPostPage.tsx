import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { toLocale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { SeoHead } from '@/shell/SeoHead';
import { PostArticle, type PostView } from './PostArticle';

export function LegacyPostPage({ post, site }: ShellPageProps & { post: PostView }) {
  const t = useTranslations('meta');
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <SeoHead title={post.title} description={post.excerpt} path={`/blog/old/view/${post.id}`} locale={locale} siteUrl={site.url} siteName={t('siteName')} />
      <PostArticle post={post} />
    </>
  );
}
