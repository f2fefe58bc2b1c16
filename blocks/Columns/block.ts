import { z } from 'zod';
import { defineBlock } from '@/lib/blocks/define';
import type { ColumnsProps } from './Columns';

type Props = Omit<ColumnsProps, 'start' | 'end'>;

export default defineBlock<Props>({
  type: 'Columns',
  label: 'Two columns',
  category: 'layout',
  schema: z.object({ ratio: z.enum(['1:1', '2:1', '1:2']), align: z.enum(['start', 'center']) }) satisfies z.ZodType<Props>,
  fields: {
    ratio: {
      type: 'select',
      label: 'Widths',
      options: [
        { label: 'Equal', value: '1:1' },
        { label: 'Wide first', value: '2:1' },
        { label: 'Wide second', value: '1:2' },
      ],
    },
    align: {
      type: 'radio',
      label: 'Vertical alignment',
      options: [
        { label: 'Top', value: 'start' },
        { label: 'Centre', value: 'center' },
      ],
    },
    start: { type: 'slot', label: 'First column' },
    end: { type: 'slot', label: 'Second column' },
  },
  defaultProps: { ratio: '1:1', align: 'start' },
  slots: ['start', 'end'],
});
