import { z } from 'zod';
import { contentLink, siteImage } from '@/lib/validation/content';
import { defineBlock } from '@/lib/blocks/define';
import type { LogoStripProps } from './LogoStrip';

export default defineBlock<LogoStripProps>({
  type: 'LogoStrip',
  label: 'Logo strip',
  category: 'media',
  schema: z.object({
    title: z.string().max(160, { error: 'validation.tooLong?max=160' }),
    logos: z
      .array(
        z.object({
          src: siteImage(),
          // A logo stands for a name (and is often a link): it is never decorative.
          alt: z.string().trim().min(1, { error: 'validation.required' }).max(120, { error: 'validation.tooLong?max=120' }),
          href: contentLink(),
        }),
      )
      .max(24, { error: 'validation.invalid' }),
  }) satisfies z.ZodType<LogoStripProps>,
  fields: {
    title: { type: 'text', label: 'Title (optional)' },
    logos: {
      type: 'array',
      label: 'Logos',
      arrayFields: {
        src: { type: 'text', label: 'Logo image (/images/…)' },
        alt: { type: 'text', label: 'Name of the company' },
        href: { type: 'text', label: 'Link (optional)' },
      },
      defaultItemProps: { src: '/images/partner-1.svg', alt: 'Partner', href: '' },
      itemSummaryField: 'alt',
    },
  },
  defaultProps: { title: '', logos: [{ src: '/images/partner-1.svg', alt: 'Partner', href: '' }] },
});
