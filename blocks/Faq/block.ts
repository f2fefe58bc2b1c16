import { z } from 'zod';
import { defineBlock } from '@/lib/blocks/define';
import type { FaqProps } from './Faq';

export default defineBlock<FaqProps>({
  type: 'Faq',
  label: 'Frequently asked questions',
  category: 'content',
  schema: z.object({
    title: z.string().max(160, { error: 'validation.tooLong?max=160' }),
    items: z
      .array(
        z.object({
          question: z.string().trim().min(1, { error: 'validation.required' }).max(300, { error: 'validation.tooLong?max=300' }),
          answer: z.string().trim().min(1, { error: 'validation.required' }).max(3000, { error: 'validation.tooLong?max=3000' }),
        }),
      )
      .max(50, { error: 'validation.invalid' }),
  }) satisfies z.ZodType<FaqProps>,
  fields: {
    title: { type: 'text', label: 'Title (optional)' },
    items: {
      type: 'array',
      label: 'Questions',
      arrayFields: {
        question: { type: 'text', label: 'Question' },
        answer: { type: 'textarea', label: 'Answer (plain text)' },
      },
      defaultItemProps: { question: 'Question?', answer: 'Answer.' },
      itemSummaryField: 'question',
    },
  },
  defaultProps: { title: '', items: [{ question: 'Question?', answer: 'Answer.' }] },
});
