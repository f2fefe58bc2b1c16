import { useTranslations } from 'next-intl';
import { useDateFormat } from '@/ui/dates';
import type { PostSummary } from '@/lib/catalog';
import { SiteImage } from '@/ui/SiteImage';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './PostList.module.css';

/** Blog post cards; an empty list says so. */
export function PostList({ posts, headingLevel = 2 }: { posts: PostSummary[]; headingLevel?: 2 | 3 }) {
  const t = useTranslations('blog');
  const formatDate = useDateFormat();
  if (posts.length === 0) return <p>{t('empty')}</p>;
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Cards>
      {posts.map((post) => (
        <li key={post.id}>
          <SiteImage src={post.image} alt="" width={720} height={400} sizes="(min-width: 768px) 33vw, 100vw" />
          <p className="meta">
            <span>{post.categoryName}</span> · <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, { dateStyle: 'medium' })}</time>
          </p>
          <Title>
            <SmartLink href={post.href}>{post.title}</SmartLink>
          </Title>
          <p>{post.excerpt}</p>
        </li>
      ))}
    </Cards>
  );
}

const Cards = classed.ul(styles.Cards);
