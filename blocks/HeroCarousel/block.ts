import { z } from 'zod';
import { contentLink, siteImage } from '@/lib/validation/content';
import { defineBlock } from '@/lib/blocks/define';
import type { HeroCarouselProps } from './HeroCarousel';

/** Faster rotation is hard to read; 0 (no rotation) stays allowed. */
const MIN_INTERVAL = 3;

export default defineBlock<HeroCarouselProps>({
  type: 'HeroCarousel',
  label: 'Hero carousel',
  category: 'marketing',
  fullBleed: true,
  schema: z.object({
    slides: z
      .array(
        z.object({
          title: z.string().trim().min(1, { error: 'validation.required' }).max(120, { error: 'validation.tooLong?max=120' }),
          text: z.string().max(400, { error: 'validation.tooLong?max=400' }),
          image: z.union([z.literal(''), siteImage()]),
          imageAlt: z.string().max(200, { error: 'validation.tooLong?max=200' }),
          ctaLabel: z.string().max(40, { error: 'validation.tooLong?max=40' }),
          ctaHref: contentLink(),
        }),
      )
      .max(8, { error: 'validation.invalid' }),
    intervalSeconds: z
      .number({ error: 'validation.wholeNumber' })
      .int({ error: 'validation.wholeNumber' })
      .min(0, { error: 'validation.invalid' })
      .max(60, { error: 'validation.lessThan?max=61' }),
  }) satisfies z.ZodType<HeroCarouselProps>,
  fields: {
    slides: {
      type: 'array',
      label: 'Slides',
      arrayFields: {
        title: { type: 'text', label: 'Title' },
        text: { type: 'textarea', label: 'Text' },
        image: { type: 'text', label: 'Image (/images/…)' },
        imageAlt: { type: 'text', label: 'Image description (empty if decorative)' },
        ctaLabel: { type: 'text', label: 'Button text' },
        ctaHref: { type: 'text', label: 'Button link' },
      },
      defaultItemProps: { title: 'Title', text: '', image: '/images/hero-network.svg', imageAlt: '', ctaLabel: '', ctaHref: '' },
      itemSummaryField: 'title',
    },
    intervalSeconds: { type: 'number', label: 'Seconds between slides (0: no automatic rotation)', min: 0, max: 60, step: 1 },
  },
  messages: ['blocks.HeroCarousel'],
  defaultProps: {
    slides: [{ title: 'Title', text: '', image: '/images/hero-network.svg', imageAlt: '', ctaLabel: '', ctaHref: '' }],
    intervalSeconds: 6,
  },
  normalize(props, { warn }) {
    if (props.intervalSeconds > 0 && props.intervalSeconds < MIN_INTERVAL) {
      warn(`Slides change at most every ${MIN_INTERVAL} seconds, so visitors can read them.`);
      return { ...props, intervalSeconds: MIN_INTERVAL };
    }
    return props;
  },
});
