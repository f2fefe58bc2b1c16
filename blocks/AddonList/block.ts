import { z } from 'zod';
import { defineBlock } from '@/lib/blocks/define';
import type { AddonListProps } from './AddonList';

/** Authored props only: `addons` is added by the server when it serves the page. */
type Props = Omit<AddonListProps, 'addons'>;

export default defineBlock<Props>({
  type: 'AddonList',
  label: 'Add-on list',
  category: 'commerce',
  schema: z.object({
    title: z.string().max(160),
    addonType: z.enum(['all', 'internet', 'voice', 'sms', 'unlimited', 'roaming']),
    limit: z
      .number({ error: 'validation.invalid' })
      .int({ error: 'validation.wholeNumber' })
      .min(1, { error: 'validation.greaterThan?min=0' })
      .max(24, { error: 'validation.lessThan?max=25' }),
  }) satisfies z.ZodType<Props>,
  fields: {
    title: { type: 'text', label: 'Title' },
    addonType: {
      type: 'select',
      label: 'Add-ons to show',
      options: [
        { label: 'All', value: 'all' },
        { label: 'Internet', value: 'internet' },
        { label: 'Voice', value: 'voice' },
        { label: 'SMS', value: 'sms' },
        { label: 'Unlimited', value: 'unlimited' },
        { label: 'Roaming', value: 'roaming' },
      ],
    },
    limit: { type: 'number', label: 'How many (1 to 24)', min: 1, max: 24, step: 1 },
  },
  messages: ['blocks.AddonList', 'blocks.AddonCard', 'money.purchase', 'tr2'],
  defaultProps: { title: '', addonType: 'all', limit: 6 },
});
