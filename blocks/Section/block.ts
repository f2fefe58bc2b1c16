import { z } from 'zod';
import { defineBlock } from '@/lib/blocks/define';
import type { SectionProps } from './Section';

type Props = Omit<SectionProps, 'content'>;

export default defineBlock<Props>({
  type: 'Section',
  label: 'Section',
  category: 'layout',
  fullBleed: true,
  schema: z.object({
    title: z.string().max(160),
    anchor: z.string().regex(/^[a-z0-9-]*$/, { error: 'validation.invalid' }).max(60),
    background: z.enum(['none', 'surface', 'brand']),
    spacing: z.enum(['small', 'medium', 'large']),
  }) satisfies z.ZodType<Props>,
  fields: {
    title: { type: 'text', label: 'Title' },
    anchor: { type: 'text', label: 'Anchor (letters, digits, dashes)' },
    background: {
      type: 'select',
      label: 'Background',
      options: [
        { label: 'None', value: 'none' },
        { label: 'Soft', value: 'surface' },
        { label: 'Brand colour', value: 'brand' },
      ],
    },
    spacing: {
      type: 'radio',
      label: 'Spacing',
      options: [
        { label: 'Small', value: 'small' },
        { label: 'Medium', value: 'medium' },
        { label: 'Large', value: 'large' },
      ],
    },
    content: { type: 'slot', label: 'Content' },
  },
  defaultProps: { title: '', anchor: '', background: 'none', spacing: 'medium' },
  slots: ['content'],
});
