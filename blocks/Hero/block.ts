import { z } from 'zod';
import { contentLink, siteImage } from '@/lib/validation/content';
import { defineBlock } from '@/lib/blocks/define';
import type { HeroProps } from './Hero';

export default defineBlock<HeroProps>({
  type: 'Hero',
  label: 'Hero',
  category: 'marketing',
  fullBleed: true,
  schema: z.object({
    eyebrow: z.string().max(60),
    title: z.string().trim().min(1, { error: 'validation.required' }).max(120),
    text: z.string().max(400),
    image: z.union([z.literal(''), siteImage()]),
    imageAlt: z.string().max(200),
    ctaLabel: z.string().max(40),
    ctaHref: contentLink(),
    secondaryLabel: z.string().max(40),
    secondaryHref: contentLink(),
    tone: z.enum(['light', 'brand']),
  }) satisfies z.ZodType<HeroProps>,
  fields: {
    eyebrow: { type: 'text', label: 'Small line above the title' },
    title: { type: 'text', label: 'Title' },
    text: { type: 'textarea', label: 'Text' },
    image: { type: 'text', label: 'Image (/images/…)' },
    imageAlt: { type: 'text', label: 'Image description (empty if decorative)' },
    ctaLabel: { type: 'text', label: 'Main button text' },
    ctaHref: { type: 'text', label: 'Main button link' },
    secondaryLabel: { type: 'text', label: 'Second button text' },
    secondaryHref: { type: 'text', label: 'Second button link' },
    tone: {
      type: 'radio',
      label: 'Colours',
      options: [
        { label: 'Light', value: 'light' },
        { label: 'Brand', value: 'brand' },
      ],
    },
  },
  defaultProps: {
    eyebrow: '',
    title: 'Title',
    text: '',
    image: '/images/hero-network.svg',
    imageAlt: '',
    ctaLabel: '',
    ctaHref: '',
    secondaryLabel: '',
    secondaryHref: '',
    tone: 'light',
  },
});
