import { z } from 'zod';
import { defineBlock } from '@/lib/blocks/define';
import type { SharedSectionProps } from './SharedSection';

type Props = Omit<SharedSectionProps, 'blocks'>;

/**
 * A reference to a shared section (issue 32, part 5): the page stores only the section's number; the
 * server puts the section's live blocks in its language in when it serves the page, and publishing the
 * section renews every page that uses it. 0 is "none chosen yet" (the check before publishing refuses it).
 */
export default defineBlock<Props>({
  type: 'SharedSection',
  label: 'Shared section',
  category: 'layout',
  fullBleed: true,
  schema: z.object({
    sectionId: z.number({ error: 'validation.wholeNumber' }).int({ error: 'validation.wholeNumber' }).min(0).max(2 ** 31 - 1),
  }) satisfies z.ZodType<Props>,
  fields: {
    sectionId: { type: 'number', label: 'Shared section number', min: 0, step: 1 },
  },
  defaultProps: { sectionId: 0 },
  resolvedSlots: ['blocks'],
});
