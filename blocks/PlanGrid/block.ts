import { z } from 'zod';
import { defineBlock } from '@/lib/blocks/define';
import type { PlanGridProps } from './PlanGrid';

type Props = Omit<PlanGridProps, 'plans'>;

export default defineBlock<Props>({
  type: 'PlanGrid',
  label: 'Plan grid',
  category: 'commerce',
  schema: z.object({ title: z.string().max(160) }) satisfies z.ZodType<Props>,
  fields: {
    title: { type: 'text', label: 'Title' },
    plans: { type: 'slot', label: 'Plans', allow: ['PlanCard'] },
  },
  defaultProps: { title: '' },
  slots: ['plans'],
});
