/**
 * The results of a talent round: ranked contestants with their votes, once the round has closed. While
 * it is open there are no counts to show (the server sends none): the live version says when voting
 * closes and links to the vote page instead.
 */
import { useTranslations } from 'next-intl';
import { TALENT_VOTE_PATH, type TalentContestantsData } from '@/lib/talent';
import { useDateFormat } from '@/ui/dates';
import { SmartLink } from '@/ui/SmartLink';
import { failureText, useMoneyGet } from '../shared/api';
import { Notice, Spinner } from '../shared/ui';
import { CardGrid, ContestantCard } from './ContestantCard';
import { CONTESTANTS_PATH } from './TalentVote';
import { classed } from '@/ui/classed';
import styles from './TalentResults.module.css';

const counts = new Intl.NumberFormat('en-US');

/** A closed round's ranking (nothing when the round has no results). */
export function TalentResults({ data }: { data: TalentContestantsData }) {
  const t = useTranslations('talent.results');
  if (!data.results) return null;
  const byId = new Map(data.contestants.map((c) => [c.id, c]));
  return (
    <section aria-labelledby={`talent-results-${data.round.id}`}>
      <Title id={`talent-results-${data.round.id}`}>{t('title')}</Title>
      <CardGrid as="ol">
        {data.results.map((result) => {
          const contestant = byId.get(result.contestantId);
          if (!contestant) return null;
          return (
            <li key={result.contestantId} data-rank={result.rank}>
              <ContestantCard contestant={contestant}>
                <Score>
                  <strong>{result.rank === 1 ? `${t('winner')} · ${t('rank', { rank: result.rank })}` : t('rank', { rank: result.rank })}</strong>
                  <span>{t('votes', { count: result.votes, votes: counts.format(result.votes) })}</span>
                </Score>
              </ContestantCard>
            </li>
          );
        })}
      </CardGrid>
    </section>
  );
}

/** On the programme page: the current round's results once closed, or when voting closes and a link to vote. */
export function TalentResultsLive() {
  const t = useTranslations('talent.results');
  const tAll = useTranslations();
  const formatDate = useDateFormat();
  const { data, error, isLoading } = useMoneyGet<TalentContestantsData>(CONTESTANTS_PATH);
  if (isLoading && !data) return <Spinner label={t('loading')} />;
  if (!data) return error && error.status !== 404 ? <Notice kind="error">{failureText(tAll, error)}</Notice> : null;
  if (data.results) return <TalentResults data={data} />;
  return (
    <Open>
      <p>{t('hidden', { date: formatDate(data.round.closesAt, { dateStyle: 'medium', timeStyle: 'short' }) })}</p>
      <SmartLink href={TALENT_VOTE_PATH}>{t('voteNow')}</SmartLink>
    </Open>
  );
}

const Title = classed.h2(styles.Title);

const Score = classed.p(styles.Score);

const Open = classed.div(styles.Open);
