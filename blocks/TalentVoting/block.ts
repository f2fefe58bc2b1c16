import { z } from 'zod';
import { defineBlock } from '@/lib/blocks/define';
import type { TalentVotingProps } from './TalentVoting';

export default defineBlock<TalentVotingProps>({
  type: 'TalentVoting',
  label: 'Talent programme vote (contestants, or results once closed)',
  category: 'commerce',
  schema: z.object({ view: z.enum(['vote', 'results']) }) satisfies z.ZodType<TalentVotingProps>,
  fields: {
    view: {
      type: 'select',
      label: 'What to show',
      options: [
        { label: 'The contestants with their vote buttons', value: 'vote' },
        { label: 'The results (once the round has closed; until then a link to vote)', value: 'results' },
      ],
    },
  },
  messages: ['talent.vote', 'talent.results', 'signIn.pin', 'myAccount.common'],
  defaultProps: { view: 'vote' },
});
