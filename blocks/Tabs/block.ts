import { z } from 'zod';
import { sanitizeRichText } from '@/lib/sanitize';
import { defineBlock } from '@/lib/blocks/define';
import type { TabsProps } from './Tabs';

export default defineBlock<TabsProps>({
  type: 'Tabs',
  label: 'Tabs',
  category: 'content',
  schema: z.object({
    tabs: z
      .array(
        z.object({
          label: z.string().trim().min(1, { error: 'validation.required' }).max(60, { error: 'validation.tooLong?max=60' }),
          html: z.string().max(50_000, { error: 'validation.tooLong?max=50000' }),
        }),
      )
      .max(10, { error: 'validation.invalid' }),
  }) satisfies z.ZodType<TabsProps>,
  fields: {
    tabs: {
      type: 'array',
      label: 'Tabs',
      arrayFields: {
        label: { type: 'text', label: 'Tab name' },
        html: { type: 'textarea', label: 'Text (HTML: paragraphs, headings, lists, links, tables)' },
      },
      defaultItemProps: { label: 'Tab', html: '<p></p>' },
      itemSummaryField: 'label',
    },
  },
  defaultProps: { tabs: [{ label: 'Tab', html: '<p></p>' }] },
  normalize(props, { warn }) {
    let changed = false;
    const tabs = props.tabs.map((tab) => {
      const html = sanitizeRichText(tab.html);
      if (html !== tab.html.trim()) changed = true;
      return { ...tab, html };
    });
    if (changed) warn('Some HTML was removed: only safe formatting is kept.');
    return { ...props, tabs };
  },
});
