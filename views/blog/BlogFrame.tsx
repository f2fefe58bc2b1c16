import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { Activity, useId, type ReactNode } from 'react';
import type { PostSummary } from '@/lib/catalog';
import { localizePath, toLocale } from '@/lib/locales';
import { Button } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './BlogFrame.module.css';

export interface BlogCategoryLink {
  id: number;
  slug: string;
  name: string;
}

/** The blog's frame: heading, search, categories and trending posts around the main content. */
export function BlogFrame({
  title,
  intro,
  categories,
  trending,
  currentCategory,
  keyword = '',
  children,
}: {
  title: string;
  intro?: string;
  categories: BlogCategoryLink[];
  trending: PostSummary[];
  currentCategory?: string;
  keyword?: string;
  children: ReactNode;
}) {
  const t = useTranslations('blog');
  const locale = toLocale(useRouter().locale);
  const searchId = useId();
  return (
    <Frame>
      <header>
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
        <form role="search" action={localizePath('/blog/search', locale)} method="get">
          <label htmlFor={searchId}>{t('searchLabel')}</label>
          <div>
            <input id={searchId} name="keyword" type="search" defaultValue={keyword} minLength={3} maxLength={100} required />
            <Button type="submit">{t('searchButton')}</Button>
          </div>
        </form>
      </header>
      <nav aria-label={t('categories')}>
        <ul className="categories">
          <li>
            <SmartLink href="/blog" aria-current={!currentCategory ? 'page' : undefined}>
              {t('all')}
            </SmartLink>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <SmartLink href={`/blog/category/${c.slug}`} aria-current={currentCategory === c.slug ? 'page' : undefined}>
                {c.name}
              </SmartLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* Hydrated after the page's root, in slices (registry/BlockTree.tsx says why). */}
      <div className="main">
        <Activity>{children}</Activity>
      </div>
      {trending.length > 0 && (
        <Activity>
          <aside aria-labelledby={`${searchId}-trending`}>
            <h2 id={`${searchId}-trending`}>{t('trending')}</h2>
            <ol>
              {trending.map((post) => (
                <li key={post.id}>
                  <SmartLink href={post.href}>{post.title}</SmartLink>
                </li>
              ))}
            </ol>
            <p>
              <SmartLink href="/blog/old">{t('oldBlog')}</SmartLink>
            </p>
          </aside>
        </Activity>
      )}
    </Frame>
  );
}

/* minmax(0, 1fr) and min-width: 0 let long titles and the search field shrink to a 320px screen
   instead of widening the page. */
const Frame = classed.div(styles.Frame);
