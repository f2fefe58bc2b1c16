import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import { playPath, type GameSummary } from '@/lib/games';
import { SmartLink } from '@/ui/SmartLink';

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

const Prizes = styled.ul`
  margin: 0;
  padding-inline-start: 1.25rem;
`;

export const PlayLink = styled(SmartLink)`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** A play's result, inside the caller's live region (so it has no role of its own). */
export const ResultBox = styled.div<{ $won: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border-inline-start: 4px solid ${({ theme, $won }) => ($won ? theme.color.success : theme.color.border)};
  background: ${({ theme }) => theme.color.surfaceRaised};
  text-align: start;
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
`;
