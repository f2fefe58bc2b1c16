import { z } from 'zod';
import { defineBlock } from '@/lib/blocks/define';
import type { BlogListProps } from './BlogList';

/** Authored props only: `posts` is added by the server when it serves the page. */
type Props = Omit<BlogListProps, 'posts'>;

export default defineBlock<Props>({
  type: 'BlogList',
  label: 'Blog posts',
  category: 'content',
  schema: z.object({
    title: z.string().max(160),
    mode: z.enum(['latest', 'trending']),
    categoryId: z.number({ error: 'validation.invalid' }).int({ error: 'validation.wholeNumber' }).min(0, { error: 'validation.invalid' }),
    limit: z
      .number({ error: 'validation.invalid' })
      .int({ error: 'validation.wholeNumber' })
      .min(1, { error: 'validation.greaterThan?min=0' })
      .max(24, { error: 'validation.lessThan?max=25' }),
  }) satisfies z.ZodType<Props>,
  fields: {
    title: { type: 'text', label: 'Title' },
    mode: {
      type: 'radio',
      label: 'Posts',
      options: [
        { label: 'Latest', value: 'latest' },
        { label: 'Trending', value: 'trending' },
      ],
    },
    categoryId: { type: 'number', label: 'Category id (0 = all categories)', min: 0, step: 1 },
    limit: { type: 'number', label: 'How many (1 to 24)', min: 1, max: 24, step: 1 },
  },
  messages: ['blocks.BlogList'],
  defaultProps: { title: '', mode: 'latest', categoryId: 0, limit: 6 },
});
