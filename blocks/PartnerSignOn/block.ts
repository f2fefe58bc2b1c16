import { z } from 'zod';
import { SSO_SITES } from '@/lib/sso';
import { defineBlock } from '@/lib/blocks/define';
import type { PartnerSignOnProps } from './PartnerSignOn';

export default defineBlock<PartnerSignOnProps>({
  type: 'PartnerSignOn',
  label: 'Partner sign-on (mobile mall, partner world)',
  category: 'commerce',
  schema: z.object({
    site: z.enum(SSO_SITES),
    title: z.string().trim().min(1, { error: 'validation.required' }).max(120),
    text: z.string().max(400),
    buttonLabel: z.string().trim().max(60),
  }) satisfies z.ZodType<PartnerSignOnProps>,
  fields: {
    site: {
      type: 'select',
      label: 'Partner site',
      options: [
        { label: 'Mobile mall', value: 'mall' },
        { label: 'Partner world', value: 'partner-world' },
      ],
    },
    title: { type: 'text', label: 'Title' },
    text: { type: 'textarea', label: 'Text' },
    buttonLabel: { type: 'text', label: 'Button text (empty for the default)' },
  },
  messages: ['sso'],
  defaultProps: { site: 'partner-world', title: 'Partner world', text: '', buttonLabel: '' },
});
