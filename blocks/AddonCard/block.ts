import { z } from 'zod';
import { defineBlock } from '@/lib/blocks/define';
import type { AddonCardProps } from './AddonCard';

/** Authored props only: `addon` is added by the server when it serves the page. */
type Props = Omit<AddonCardProps, 'addon'>;

export default defineBlock<Props>({
  type: 'AddonCard',
  label: 'Add-on card',
  category: 'commerce',
  schema: z.object({
    addonId: z.number({ error: 'validation.invalid' }).int({ error: 'validation.wholeNumber' }).positive({ error: 'validation.invalid' }),
    badge: z.string().max(30),
  }) satisfies z.ZodType<Props>,
  fields: {
    addonId: { type: 'number', label: 'Add-on id (from the catalogue)', min: 1, step: 1 },
    badge: { type: 'text', label: 'Badge (e.g. Best value)' },
  },
  messages: ['blocks.AddonCard', 'money.purchase', 'tr2'],
  defaultProps: { addonId: 1, badge: '' },
});
