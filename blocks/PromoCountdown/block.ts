import { z } from 'zod';
import { contentLink } from '@/lib/validation/content';
import { defineBlock } from '@/lib/blocks/define';
import type { PromoCountdownProps } from './PromoCountdown';

export default defineBlock<PromoCountdownProps>({
  type: 'PromoCountdown',
  label: 'Offer countdown',
  category: 'marketing',
  fullBleed: true,
  schema: z.object({
    title: z.string().trim().min(1, { error: 'validation.required' }).max(120),
    text: z.string().max(400),
    // A date and time with its offset (Z or ±hh:mm), so every visitor counts down to the same moment.
    endsAt: z.iso.datetime({ offset: true, error: 'validation.invalid' }),
    ctaLabel: z.string().max(40),
    ctaHref: contentLink(),
  }) satisfies z.ZodType<PromoCountdownProps>,
  fields: {
    title: { type: 'text', label: 'Title' },
    text: { type: 'textarea', label: 'Text' },
    endsAt: { type: 'text', label: 'Ends at (ISO date-time, e.g. 2026-12-31T23:59:00+03:00)' },
    ctaLabel: { type: 'text', label: 'Button text' },
    ctaHref: { type: 'text', label: 'Button link' },
  },
  messages: ['blocks.PromoCountdown'],
  defaultProps: {
    title: 'Limited-time offer',
    text: '',
    endsAt: '2026-12-31T23:59:00+03:00',
    ctaLabel: '',
    ctaHref: '',
  },
});
