import { z } from 'zod';
import { siteImage } from '@/lib/validation/content';
import { defineBlock } from '@/lib/blocks/define';
import type { ImageProps } from './Image';

const dimension = z
  .number({ error: 'validation.wholeNumber' })
  .int({ error: 'validation.wholeNumber' })
  .min(1, { error: 'validation.greaterThan?min=0' })
  .max(4000, { error: 'validation.lessThan?max=4001' });

export default defineBlock<ImageProps>({
  type: 'Image',
  label: 'Image',
  category: 'media',
  schema: z.object({
    src: siteImage(),
    alt: z.string().max(200, { error: 'validation.tooLong?max=200' }),
    caption: z.string().max(300, { error: 'validation.tooLong?max=300' }),
    width: dimension,
    height: dimension,
    rounded: z.boolean(),
  }) satisfies z.ZodType<ImageProps>,
  fields: {
    src: { type: 'text', label: 'Image (/images/…, or /api/v1/media/… copied from Builder.io)' },
    alt: { type: 'text', label: 'Image description (empty if decorative)' },
    caption: { type: 'text', label: 'Caption (optional)' },
    width: { type: 'number', label: 'Width in pixels', min: 1, max: 4000, step: 1 },
    height: { type: 'number', label: 'Height in pixels', min: 1, max: 4000, step: 1 },
    rounded: {
      type: 'radio',
      label: 'Corners',
      options: [
        { label: 'Square', value: false },
        { label: 'Rounded', value: true },
      ],
    },
  },
  defaultProps: { src: '/images/hero-network.svg', alt: '', caption: '', width: 720, height: 400, rounded: true },
});
