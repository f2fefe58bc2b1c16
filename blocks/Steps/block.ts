import { z } from 'zod';
import { defineBlock } from '@/lib/blocks/define';
import type { StepsProps } from './Steps';

export default defineBlock<StepsProps>({
  type: 'Steps',
  label: 'Steps',
  category: 'content',
  schema: z.object({
    title: z.string().max(160, { error: 'validation.tooLong?max=160' }),
    steps: z
      .array(
        z.object({
          title: z.string().trim().min(1, { error: 'validation.required' }).max(120, { error: 'validation.tooLong?max=120' }),
          text: z.string().max(600, { error: 'validation.tooLong?max=600' }),
        }),
      )
      .max(20, { error: 'validation.invalid' }),
  }) satisfies z.ZodType<StepsProps>,
  fields: {
    title: { type: 'text', label: 'Title (optional)' },
    steps: {
      type: 'array',
      label: 'Steps',
      arrayFields: {
        title: { type: 'text', label: 'Step' },
        text: { type: 'textarea', label: 'Details' },
      },
      defaultItemProps: { title: 'Step', text: '' },
      itemSummaryField: 'title',
    },
  },
  defaultProps: { title: '', steps: [{ title: 'Step', text: '' }] },
});
