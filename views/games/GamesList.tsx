import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import { gamePaths, type GameSummary } from '@/lib/games';
import { Container, fillingColumns } from '@/ui/primitives';
import { SiteImage } from '@/ui/SiteImage';
import { SmartLink } from '@/ui/SmartLink';
import { GameStatus, PrizeList } from './parts';

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

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  margin: 1.5rem 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: ${fillingColumns('16rem', 3, '1rem')};

  article {
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    padding: 1rem;
    height: 100%;
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
  img {
    inline-size: 100%;
    block-size: auto;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  h2 a {
    display: inline-block;
    min-block-size: 24px;
  }
`;
