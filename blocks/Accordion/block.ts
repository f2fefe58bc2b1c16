import { z } from 'zod';
import { sanitizeRichText } from '@/lib/sanitize';
import { defineBlock } from '@/lib/blocks/define';
import type { AccordionProps } from './Accordion';

export default defineBlock<AccordionProps>({
  type: 'Accordion',
  label: 'Accordion',
  category: 'content',
  schema: z.object({
    title: z.string().max(160, { error: 'validation.tooLong?max=160' }),
    items: z
      .array(
        z.object({
          title: z.string().trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.tooLong?max=200' }),
          html: z.string().max(50_000, { error: 'validation.tooLong?max=50000' }),
        }),
      )
      .max(30, { error: 'validation.invalid' }),
    openFirst: z.boolean(),
  }) satisfies z.ZodType<AccordionProps>,
  fields: {
    title: { type: 'text', label: 'Title (optional)' },
    items: {
      type: 'array',
      label: 'Items',
      arrayFields: {
        title: { type: 'text', label: 'Item title' },
        html: { type: 'textarea', label: 'Text (HTML: paragraphs, lists, links, tables)' },
      },
      defaultItemProps: { title: 'Item', html: '<p></p>' },
      itemSummaryField: 'title',
    },
    openFirst: {
      type: 'radio',
      label: 'First item',
      options: [
        { label: 'Closed', value: false },
        { label: 'Open', value: true },
      ],
    },
  },
  defaultProps: { title: '', items: [{ title: 'Item', html: '<p></p>' }], openFirst: false },
  normalize(props, { warn }) {
    let changed = false;
    const items = props.items.map((item) => {
      const html = sanitizeRichText(item.html);
      if (html !== item.html.trim()) changed = true;
      return { ...item, html };
    });
    if (changed) warn('Some HTML was removed: only safe formatting is kept.');
    return { ...props, items };
  },
});
