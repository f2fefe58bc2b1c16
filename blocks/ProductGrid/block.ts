import { z } from 'zod';
import { defineBlock } from '@/lib/blocks/define';
import type { ProductGridProps } from './ProductGrid';

/** Authored props only: `products` is added by the server when it serves the page. */
type Props = Omit<ProductGridProps, 'products'>;

export default defineBlock<Props>({
  type: 'ProductGrid',
  label: 'Product grid',
  category: 'commerce',
  schema: z.object({
    title: z.string().max(160),
    category: z.enum(['all', 'phones', 'sims', 'routers', 'accessories']),
    limit: z
      .number({ error: 'validation.invalid' })
      .int({ error: 'validation.wholeNumber' })
      .min(1, { error: 'validation.greaterThan?min=0' })
      .max(24, { error: 'validation.lessThan?max=25' }),
  }) satisfies z.ZodType<Props>,
  fields: {
    title: { type: 'text', label: 'Title' },
    category: {
      type: 'select',
      label: 'Products',
      options: [
        { label: 'All', value: 'all' },
        { label: 'Phones', value: 'phones' },
        { label: 'SIM cards', value: 'sims' },
        { label: 'Accessories', value: 'accessories' },
        { label: 'Routers and MiFi', value: 'routers' },
      ],
    },
    limit: { type: 'number', label: 'How many (1 to 24)', min: 1, max: 24, step: 1 },
  },
  messages: ['blocks.ProductGrid', 'shop'],
  defaultProps: { title: '', category: 'all', limit: 8 },
});
