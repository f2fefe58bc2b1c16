import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import type { PostSummary } from '@/lib/catalog';
import { useDateFormat } from '@/ui/dates';
import { fillingColumns } from '@/ui/primitives';
import { SiteImage } from '@/ui/SiteImage';
import { SmartLink } from '@/ui/SmartLink';

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

const Wrapper = styled.section`
  margin-block: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: ${fillingColumns('280px')};
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A card whose title link covers it all (one link per card, one tab stop). */
const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  .picture {
    aspect-ratio: 16 / 9;
    background: ${({ theme }) => theme.color.surface};
    img {
      display: block;
      width: 100%;
      height: 100%;
      object-fit: cover;
    }
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: 1.35;
  }
  h3 a {
    color: inherit;
    text-decoration: none;
    outline: none;
  }
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  .category {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.primary};
  }
  .excerpt {
    margin: 0;
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textMuted};
`;
