import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { YOUTUBE_EMBED_PREFIX } from '@/blocks/Video/youtube';
import type { TalentContestantData } from '@/lib/talent';

/** The YouTube page of an embed address the server accepted (the Video block's rule), for a plain link. */
export function watchUrl(embedUrl: string | null): string | null {
  if (!embedUrl?.startsWith(YOUTUBE_EMBED_PREFIX)) return null;
  return `https://www.youtube.com/watch?v=${embedUrl.slice(YOUTUBE_EMBED_PREFIX.length)}`;
}

/** One contestant: photo, name, bio, the video link, and what the screen puts under it (a vote button, a result). */
export function ContestantCard({ contestant, children, headingLevel = 3 }: { contestant: TalentContestantData; children?: ReactNode; headingLevel?: 2 | 3 }) {
  const t = useTranslations('talent.vote');
  const video = watchUrl(contestant.videoUrl);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card data-contestant={contestant.id}>
      {/* eslint-disable-next-line @next/next/no-img-element -- small local pictures or editors' addresses, no optimiser */}
      <img src={contestant.photoUrl} alt={t('photoAlt', { name: contestant.name })} width={240} height={240} loading="lazy" />
      <div className="body">
        <Heading>{contestant.name}</Heading>
        <p>{contestant.bio}</p>
        {video && (
          <a href={video} target="_blank" rel="noopener noreferrer">
            {t('watch', { name: contestant.name })}
          </a>
        )}
        {children}
      </div>
    </Card>
  );
}

export const CardGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article`
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    background: ${({ theme }) => theme.color.surface};
  }
  .body {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
  }
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.target};
    color: ${({ theme }) => theme.color.link};
  }
`;
