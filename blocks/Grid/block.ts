import { z } from 'zod';
import { defineBlock } from '@/lib/blocks/define';
import type { GridProps } from './Grid';

type Props = Omit<GridProps, 'items'>;

export default defineBlock<Props>({
  type: 'Grid',
  label: 'Grid',
  category: 'layout',
  schema: z.object({
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)], { error: 'validation.invalid' }),
    gap: z.enum(['small', 'medium', 'large']),
  }) satisfies z.ZodType<Props>,
  fields: {
    columns: {
      type: 'select',
      label: 'Columns on wide screens (phones show one)',
      options: [
        { label: '2', value: 2 },
        { label: '3', value: 3 },
        { label: '4', value: 4 },
      ],
    },
    gap: {
      type: 'radio',
      label: 'Space between items',
      options: [
        { label: 'Small', value: 'small' },
        { label: 'Medium', value: 'medium' },
        { label: 'Large', value: 'large' },
      ],
    },
    items: { type: 'slot', label: 'Items' },
  },
  defaultProps: { columns: 3, gap: 'medium' },
  slots: ['items'],
});
