import { useTranslations } from 'next-intl';
import { playPath, type GameSummary } from '@/lib/games';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './parts.module.css';

/** What a game can give, as labels (the odds stay on the server). */
export function PrizeList({ prizes }: { prizes: GameSummary['prizes'] }) {
  const t = useTranslations('games');
  const shown = prizes.filter((p) => p.kind !== 'none');
  if (shown.length === 0) return null;
  return (
    <Prizes aria-label={t('prizes')}>
      {shown.map((prize) => (
        <li key={prize.id}>{prize.label}</li>
      ))}
    </Prizes>
  );
}

/** Play today / played today / sign in / closed, with the way to play. */
export function GameStatus({ game }: { game: GameSummary }) {
  const t = useTranslations('games');
  if (game.reason === 'closed') return <p className="status">{t('status.closed')}</p>;
  if (game.reason === 'playedToday') return <p className="status">{t('status.playedToday')}</p>;
  return (
    <p className="status">
      <PlayLink href={playPath(game)}>{game.reason === 'signIn' ? t('status.signInToPlay') : t(`status.play.${game.type === 'check-in' ? 'checkIn' : game.type === 'quiz' ? 'quiz' : 'shake'}`)}</PlayLink>
    </p>
  );
}

const Prizes = classed.ul(styles.Prizes);

export const PlayLink = classed(SmartLink)(styles.PlayLink);

/** A play's result, inside the caller's live region (so it has no role of its own). */
export const ResultBox = classed.div<{ $won: boolean }>(styles.ResultBox, {
  '--parts-result-box-border-inline-start': ({ $won }) => ($won ? 'var(--color-success)' : 'var(--color-border)'),
});
