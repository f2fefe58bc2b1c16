import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { TALENT_VOTE_PATH } from '@/lib/talent';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './TalentVoting.module.css';

export interface TalentVotingProps {
  /** `vote`: the contestants with their vote buttons; `results`: the results once the round has closed, until then a link to vote. */
  view: 'vote' | 'results';
}

// The voting screens are their own chunks, downloaded only on pages that show this block; they read
// the live round in the browser, so a cached page never shows an old state.
const Vote = dynamic(() => import('@/flows/talent/TalentVote').then((m) => m.TalentVote), { ssr: false });
const Results = dynamic(() => import('@/flows/talent/TalentResults').then((m) => m.TalentResultsLive), { ssr: false });

/** The talent programme's public vote (issue 14, part 5), placed in a page by editors. */
export function TalentVoting({ view }: TalentVotingProps) {
  const t = useTranslations('talent.results');
  return (
    <Box data-talent={view}>
      {view === 'results' && (
        <noscript>
          <SmartLink href={TALENT_VOTE_PATH}>{t('voteNow')}</SmartLink>
        </noscript>
      )}
      {view === 'vote' ? <Vote /> : <Results />}
    </Box>
  );
}

const Box = classed.div(styles.Box);
