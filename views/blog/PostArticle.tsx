import { useTranslations } from 'next-intl';
import { Activity } from 'react';
import { useDateFormat } from '@/ui/dates';
import { SiteImage } from '@/ui/SiteImage';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './PostArticle.module.css';

export interface PostView {
  id: number;
  title: string;
  excerpt: string;
  html: string;
  image: string;
  categoryName: string;
  publishedAt: string;
  legacy: boolean;
}

/**
 * One blog post. Its HTML was sanitised on the server. Hydrated after the page's root, in slices
 * (registry/BlockTree.tsx says why): its date formatter alone costs a phone about 13 ms.
 */
export function PostArticle({ post }: { post: PostView }) {
  return (
    <Activity>
      <Post post={post} />
    </Activity>
  );
}

function Post({ post }: { post: PostView }) {
  const t = useTranslations('blog');
  const formatDate = useDateFormat();
  return (
    <Article>
      <p className="meta">
        {post.categoryName} ·{' '}
        <time dateTime={post.publishedAt}>{t('published', { date: formatDate(post.publishedAt, { dateStyle: 'long' }) })}</time>
      </p>
      <h1>{post.title}</h1>
      <p className="lead">{post.excerpt}</p>
      <SiteImage src={post.image} alt="" width={720} height={400} priority sizes="(min-width: 768px) 720px, 100vw" />
      <div className="body" dangerouslySetInnerHTML={{ __html: post.html }} />
      <p>
        <SmartLink href={post.legacy ? '/blog/old' : '/blog'}>{post.legacy ? t('oldBlog') : t('backToBlog')}</SmartLink>
      </p>
    </Article>
  );
}

const Article = classed.article(styles.Article);
