import { z } from 'zod';
import { defineBlock } from '@/lib/blocks/define';
import type { RoamingCountriesProps } from './RoamingCountries';

/** Authored props only: `countries` is added by the server when it serves the page. */
type Props = Omit<RoamingCountriesProps, 'countries'>;

export default defineBlock<Props>({
  type: 'RoamingCountries',
  label: 'Roaming countries',
  category: 'commerce',
  schema: z.object({
    title: z.string().max(160),
    intro: z.string().max(600),
  }) satisfies z.ZodType<Props>,
  fields: {
    title: { type: 'text', label: 'Title' },
    intro: { type: 'textarea', label: 'Introduction' },
  },
  messages: ['blocks.RoamingCountries', 'blocks.AddonCard', 'money.purchase', 'tr2'],
  defaultProps: { title: 'Roaming destinations', intro: '' },
});
