import { z } from 'zod';
import { contentLink } from '@/lib/validation/content';
import { defineBlock } from '@/lib/blocks/define';
import type { CallToActionProps } from './CallToAction';

export default defineBlock<CallToActionProps>({
  type: 'CallToAction',
  label: 'Call to action',
  category: 'marketing',
  schema: z.object({
    title: z.string().trim().min(1, { error: 'validation.required' }).max(120, { error: 'validation.tooLong?max=120' }),
    text: z.string().max(300, { error: 'validation.tooLong?max=300' }),
    buttonLabel: z.string().max(40, { error: 'validation.tooLong?max=40' }),
    buttonHref: contentLink(),
    tone: z.enum(['brand', 'accent', 'light']),
  }) satisfies z.ZodType<CallToActionProps>,
  fields: {
    title: { type: 'text', label: 'Title' },
    text: { type: 'textarea', label: 'Text' },
    buttonLabel: { type: 'text', label: 'Button text' },
    buttonHref: { type: 'text', label: 'Button link' },
    tone: {
      type: 'radio',
      label: 'Colours',
      options: [
        { label: 'Brand', value: 'brand' },
        { label: 'Accent', value: 'accent' },
        { label: 'Light', value: 'light' },
      ],
    },
  },
  defaultProps: { title: 'Title', text: '', buttonLabel: '', buttonHref: '', tone: 'brand' },
});
