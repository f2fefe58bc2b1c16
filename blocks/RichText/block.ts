import { z } from 'zod';
import { sanitizeRichText } from '@/lib/sanitize';
import { defineBlock } from '@/lib/blocks/define';
import type { RichTextProps } from './RichText';

export default defineBlock<RichTextProps>({
  type: 'RichText',
  label: 'Rich text',
  category: 'content',
  schema: z.object({
    html: z.string().max(100_000, { error: 'validation.tooLong?max=100000' }),
    width: z.enum(['narrow', 'full']),
  }) satisfies z.ZodType<RichTextProps>,
  fields: {
    html: { type: 'textarea', label: 'Text (HTML: paragraphs, headings, lists, links, tables)' },
    width: {
      type: 'radio',
      label: 'Width',
      options: [
        { label: 'Comfortable reading width', value: 'narrow' },
        { label: 'Full width', value: 'full' },
      ],
    },
  },
  defaultProps: { html: '<p></p>', width: 'narrow' },
  normalize(props, { warn }) {
    const html = sanitizeRichText(props.html);
    if (html !== props.html.trim()) warn('Some HTML was removed: only safe formatting is kept.');
    return { ...props, html };
  },
});
