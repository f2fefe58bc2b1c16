import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import { useDateFormat } from '@/ui/dates';
import type { PostSummary } from '@/lib/catalog';
import { fillingColumns } from '@/ui/primitives';
import { SiteImage } from '@/ui/SiteImage';
import { SmartLink } from '@/ui/SmartLink';

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

const Cards = styled.ul`
  display: grid;
  grid-template-columns: ${fillingColumns('260px')};
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  h2,
  h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin: 0;
  }
  p {
    margin: 0;
  }
  .meta {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
