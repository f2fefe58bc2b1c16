import { useLocale, useTranslations } from 'next-intl';
import { loginHref } from '@/flows/shared/api';
import { gamePaths, type GameDetail } from '@/lib/games';
import { toLocale } from '@/lib/locales';
import { Container } from '@/ui/primitives';
import { SiteImage } from '@/ui/SiteImage';
import { SmartLink } from '@/ui/SmartLink';
import { GameStatus, PrizeList } from './parts';
import { QuizForm } from './QuizForm';
import { classed } from '@/ui/classed';
import styles from './GameDetailView.module.css';

/** /gamification/detail/{id}: the game, its rules and prizes, and the way to play (the quiz is played here). */
export function GameDetailView({ game }: { game: GameDetail }) {
  const t = useTranslations('games');
  const locale = toLocale(useLocale());
  const quizHere = game.type === 'quiz' && game.canPlay && game.questions && game.questions.length > 0;
  return (
    <Container>
      <nav aria-label={t('breadcrumb')}>
        <SmartLink href={gamePaths.list}>{t('list.title')}</SmartLink>
      </nav>
      <h1>{game.title}</h1>
      <Intro>
        {game.image && <SiteImage src={game.image} alt="" width={320} height={180} />}
        <div>
          <p>{game.description}</p>
          <h2>{t('detail.prizes')}</h2>
          <PrizeList prizes={game.prizes} />
        </div>
      </Intro>
      <h2>{t('detail.rules')}</h2>
      <p>{game.rules}</p>
      <h2>{t('detail.play')}</h2>
      {quizHere ? (
        <QuizForm gameId={game.id} questions={game.questions!} pointsPerCorrect={game.pointsPerCorrect ?? 10} />
      ) : game.type === 'quiz' && game.reason === 'signIn' ? (
        <p>
          <SmartLink href={loginHref(locale, gamePaths.detail(game.id))}>{t('status.signInToPlay')}</SmartLink>
        </p>
      ) : (
        <GameStatus game={game} />
      )}
      <p>
        <SmartLink href={gamePaths.leaderboard}>{t('list.toLeaderboard')}</SmartLink>
      </p>
    </Container>
  );
}

const Intro = classed.div(styles.Intro);
