import { z } from 'zod';
import { defineBlock } from '@/lib/blocks/define';
import type { JobsListProps } from './JobsList';

/** Authored props only: `jobs` and `lookups` are added by the server when it serves the page. */
type Props = Omit<JobsListProps, 'jobs' | 'lookups'>;

export default defineBlock<Props>({
  type: 'JobsList',
  label: 'Jobs list',
  category: 'content',
  schema: z.object({
    title: z.string().max(160),
    limit: z
      .number({ error: 'validation.invalid' })
      .int({ error: 'validation.wholeNumber' })
      .min(1, { error: 'validation.greaterThan?min=0' })
      .max(100, { error: 'validation.lessThan?max=101' }),
    showFilters: z.boolean(),
  }) satisfies z.ZodType<Props>,
  fields: {
    title: { type: 'text', label: 'Title' },
    limit: { type: 'number', label: 'How many (1 to 100)', min: 1, max: 100, step: 1 },
    showFilters: {
      type: 'radio',
      label: 'Filters',
      options: [
        { label: 'Show', value: true },
        { label: 'Hide', value: false },
      ],
    },
  },
  messages: ['blocks.JobsList'],
  defaultProps: { title: '', limit: 20, showFilters: true },
});
