import { z } from 'zod';
import { defineBlock } from '@/lib/blocks/define';
import type { StatsProps } from './Stats';

export default defineBlock<StatsProps>({
  type: 'Stats',
  label: 'Key figures',
  category: 'content',
  schema: z.object({
    items: z
      .array(
        z.object({
          value: z.string().trim().min(1, { error: 'validation.required' }).max(20, { error: 'validation.tooLong?max=20' }),
          label: z.string().trim().min(1, { error: 'validation.required' }).max(80, { error: 'validation.tooLong?max=80' }),
        }),
      )
      .max(8, { error: 'validation.invalid' }),
  }) satisfies z.ZodType<StatsProps>,
  fields: {
    items: {
      type: 'array',
      label: 'Figures',
      arrayFields: {
        value: { type: 'text', label: 'Value (e.g. +5M, 99.9%, 24/7)' },
        label: { type: 'text', label: 'What it counts' },
      },
      defaultItemProps: { value: '0', label: 'Label' },
      itemSummaryField: 'label',
    },
  },
  defaultProps: { items: [{ value: '0', label: 'Label' }] },
});
