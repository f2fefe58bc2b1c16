import { useTranslations } from 'next-intl';
import type { PostSummary } from '@/lib/catalog';
import { useDateFormat } from '@/ui/dates';
import { SiteImage } from '@/ui/SiteImage';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './BlogList.module.css';

export interface BlogListProps {
  title: string;
  mode: 'latest' | 'trending';
  /** 0 for every category. */
  categoryId: number;
  /** At most this many posts (1 to 24). */
  limit: number;
  /** Resolved by the server from `mode`, `categoryId` and `limit`. */
  posts?: PostSummary[];
}

/** Blog post cards: picture, category, date, title (the link to the post) and excerpt. */
export function BlogList({ title, limit, posts }: BlogListProps) {
  const t = useTranslations('blocks.BlogList');
  const formatDate = useDateFormat();
  const shown = (posts ?? []).slice(0, Math.max(1, limit));
  return (
    <Wrapper>
      {title && <h2>{title}</h2>}
      {shown.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <Grid>
          {shown.map((post) => (
            <li key={post.id}>
              <Card>
                <div className="picture">
                  {post.image && <SiteImage src={post.image} alt="" width={400} height={225} sizes="(min-width: 768px) 33vw, 100vw" />}
                </div>
                <div className="body">
                  <h3>
                    <SmartLink href={post.href}>{post.title}</SmartLink>
                  </h3>
                  <p className="meta">
                    {post.categoryName && <span className="category">{post.categoryName}</span>}
                    {post.publishedAt && <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>}
                  </p>
                  {post.excerpt && <p className="excerpt">{post.excerpt}</p>}
                </div>
              </Card>
            </li>
          ))}
        </Grid>
      )}
    </Wrapper>
  );
}

const Wrapper = classed.section(styles.Wrapper);

const Grid = classed.ul(styles.Grid);

/** A card whose title link covers it all (one link per card, one tab stop). */
const Card = classed.article(styles.Card);

const Empty = classed.p(styles.Empty);
