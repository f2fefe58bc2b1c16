/** Data of the blog pages (getStaticProps / getServerSideProps). */
import type { PostSummary } from '@/lib/catalog';
import type { Locale } from '@/lib/locales';
import type { ShellPageProps } from '@/lib/page-props';
import { viewMessages } from '@/lib/i18n/view-messages';
import { shellProps } from './page-data';
import { listCategories, listPosts, summary, type BlogCategory } from './services/blog';

export interface BlogFrameProps extends ShellPageProps {
  categories: BlogCategory[];
  trending: PostSummary[];
}

export async function blogFrameProps(locale: Locale): Promise<BlogFrameProps> {
  const [shell, categories, trending] = await Promise.all([
    shellProps(locale, { layout: 'blog', messages: viewMessages.blog }),
    listCategories(locale),
    listPosts(locale, { order: 'trending', limit: 5 }),
  ]);
  return { ...shell, categories, trending: trending.map(summary) };
}
