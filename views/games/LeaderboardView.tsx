import { useTranslations } from 'next-intl';
import { usePoints } from '@/ui/points';
import { useState } from 'react';
import { Ltr } from '@/flows/shared/ui';
import { Tabs } from '@/flows/shared/Tabs';
import { gamePaths, type Leaderboard } from '@/lib/games';
import { Container } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './LeaderboardView.module.css';

type Period = 'week' | 'all';

/** /gamification/leaderboard: top 20 this week and all time (numbers masked), and your own rank. */
export function LeaderboardView({ boards, signedIn }: { boards: Record<Period, Leaderboard>; signedIn: boolean }) {
  const t = useTranslations('games');
  const points = usePoints();
  const [period, setPeriod] = useState<Period>('week');
  const board = boards[period];
  return (
    <Container>
      <nav aria-label={t('breadcrumb')}>
        <SmartLink href={gamePaths.list}>{t('list.title')}</SmartLink>
      </nav>
      <h1>{t('leaderboard.title')}</h1>
      <p>{t('leaderboard.intro')}</p>
      <Tabs
        label={t('leaderboard.periods')}
        tabs={[
          { key: 'week', label: t('leaderboard.week') },
          { key: 'all', label: t('leaderboard.all') },
        ]}
        selected={period}
        onSelect={setPeriod}
      >
        {signedIn && board.you && (
          <p className="you">{board.you.rank ? t('leaderboard.yourRank', { rank: board.you.rank, points: points(board.you.points) }) : t('leaderboard.notRanked')}</p>
        )}
        {board.entries.length === 0 ? (
          <p>{t('leaderboard.empty')}</p>
        ) : (
          <Table>
            <caption>{period === 'week' ? t('leaderboard.week') : t('leaderboard.all')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('leaderboard.rank')}</th>
                <th scope="col">{t('leaderboard.number')}</th>
                <th scope="col">{t('leaderboard.points')}</th>
              </tr>
            </thead>
            <tbody>
              {board.entries.map((entry) => (
                <tr key={`${entry.rank}-${entry.number}`} className={entry.you ? 'you' : undefined} aria-current={entry.you ? 'true' : undefined}>
                  <td>{entry.rank}</td>
                  <td>
                    <Ltr>{entry.number}</Ltr>
                    {entry.you && <> ({t('leaderboard.you')})</>}
                  </td>
                  <td>{entry.points}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Tabs>
    </Container>
  );
}

const Table = classed.table(styles.Table);
