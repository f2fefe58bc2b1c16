import { z } from 'zod';
import { defineBlock } from '@/lib/blocks/define';
import type { HeadingProps } from './Heading';

export default defineBlock<HeadingProps>({
  type: 'Heading',
  label: 'Heading',
  category: 'content',
  schema: z.object({
    text: z.string().trim().min(1, { error: 'validation.required' }).max(160, { error: 'validation.tooLong?max=160' }),
    level: z.union([z.literal(2), z.literal(3), z.literal(4)], { error: 'validation.invalid' }),
    align: z.enum(['start', 'center']),
    subtitle: z.string().max(300, { error: 'validation.tooLong?max=300' }),
  }) satisfies z.ZodType<HeadingProps>,
  fields: {
    text: { type: 'text', label: 'Heading' },
    level: {
      type: 'select',
      label: 'Level',
      options: [
        { label: 'Heading 2 (section)', value: 2 },
        { label: 'Heading 3', value: 3 },
        { label: 'Heading 4', value: 4 },
      ],
    },
    align: {
      type: 'radio',
      label: 'Alignment',
      options: [
        { label: 'Start of the line', value: 'start' },
        { label: 'Centre', value: 'center' },
      ],
    },
    subtitle: { type: 'textarea', label: 'Subtitle (optional)' },
  },
  defaultProps: { text: 'Heading', level: 2, align: 'start', subtitle: '' },
});
