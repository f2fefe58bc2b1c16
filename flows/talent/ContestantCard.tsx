import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { YOUTUBE_EMBED_PREFIX } from '@/lib/youtube';
import type { TalentContestantData } from '@/lib/talent';
import { classed } from '@/ui/classed';
import styles from './ContestantCard.module.css';

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

export const CardGrid = classed.ul(styles.CardGrid);

const Card = classed.article(styles.Card);
