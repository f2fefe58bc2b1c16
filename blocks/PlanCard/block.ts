import { z } from 'zod';
import { contentLink } from '@/lib/validation/content';
import { defineBlock } from '@/lib/blocks/define';
import type { PlanCardProps } from './PlanCard';

export default defineBlock<PlanCardProps>({
  type: 'PlanCard',
  label: 'Plan card',
  category: 'commerce',
  schema: z.object({
    name: z.string().trim().min(1, { error: 'validation.required' }).max(80),
    price: z.number({ error: 'validation.invalid' }).int({ error: 'validation.wholeNumber' }).min(0, { error: 'validation.invalid' }),
    period: z.enum(['month', 'week', 'day', 'once']),
    features: z.array(z.object({ text: z.string().trim().min(1, { error: 'validation.required' }).max(160) })).max(12),
    ctaLabel: z.string().max(40),
    ctaHref: contentLink(),
    highlighted: z.boolean(),
    badge: z.string().max(30),
  }) satisfies z.ZodType<PlanCardProps>,
  fields: {
    name: { type: 'text', label: 'Plan name' },
    price: { type: 'number', label: 'Price (IQD)', min: 0, step: 250 },
    period: {
      type: 'select',
      label: 'Paid',
      options: [
        { label: 'Per month', value: 'month' },
        { label: 'Per week', value: 'week' },
        { label: 'Per day', value: 'day' },
        { label: 'Once', value: 'once' },
      ],
    },
    features: {
      type: 'array',
      label: 'What it includes',
      arrayFields: { text: { type: 'text', label: 'Feature' } },
      defaultItemProps: { text: '' },
      itemSummaryField: 'text',
    },
    ctaLabel: { type: 'text', label: 'Button text' },
    ctaHref: { type: 'text', label: 'Button link' },
    highlighted: {
      type: 'radio',
      label: 'Highlight this plan',
      options: [
        { label: 'No', value: false },
        { label: 'Yes', value: true },
      ],
    },
    badge: { type: 'text', label: 'Badge (e.g. Most popular)' },
  },
  messages: ['blocks.PlanCard'],
  defaultProps: {
    name: 'Plan',
    price: 15000,
    period: 'month',
    features: [],
    ctaLabel: '',
    ctaHref: '',
    highlighted: false,
    badge: '',
  },
});
