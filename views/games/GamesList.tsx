import { useTranslations } from 'next-intl';
import { gamePaths, type GameSummary } from '@/lib/games';
import { Container } from '@/ui/primitives';
import { SiteImage } from '@/ui/SiteImage';
import { SmartLink } from '@/ui/SmartLink';
import { GameStatus, PrizeList } from './parts';
import { classed } from '@/ui/classed';
import styles from './GamesList.module.css';

/** /gamification: the games as cards (image, title, what you can win, whether you can play today). */
export function GamesList({ games }: { games: GameSummary[] }) {
  const t = useTranslations('games');
  return (
    <Container>
      <h1>{t('list.title')}</h1>
      <p>{t('list.intro')}</p>
      <p>
        <SmartLink href={gamePaths.leaderboard}>{t('list.toLeaderboard')}</SmartLink>
      </p>
      {games.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <Cards>
          {games.map((game) => (
            <li key={game.id}>
              <article aria-labelledby={`game-${game.id}`}>
                {game.image && <SiteImage src={game.image} alt="" width={320} height={180} />}
                <h2 id={`game-${game.id}`}>
                  <SmartLink href={gamePaths.detail(game.id)}>{game.title}</SmartLink>
                </h2>
                <p>{game.description}</p>
                <PrizeList prizes={game.prizes} />
                <GameStatus game={game} />
              </article>
            </li>
          ))}
        </Cards>
      )}
    </Container>
  );
}

const Cards = classed.ul(styles.Cards);
