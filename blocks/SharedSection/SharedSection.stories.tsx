import type { Meta, StoryObj } from '@storybook/nextjs';
import type { BlockNode } from '@/lib/blocks/types';
import block from './block';
import { SharedSection } from './SharedSection';

/** What the server puts in: the section's live blocks in the page's language. */
const blocks = (title: string, text: string): BlockNode[] => [
  { type: 'Heading', props: { id: 'Heading-1', text: title, level: 2, align: 'start', subtitle: '' } },
  { type: 'RichText', props: { id: 'RichText-1', html: `<p>${text}</p>`, width: 'narrow' } },
];

const meta = {
  title: 'Blocks/Layout/SharedSection',
  component: SharedSection,
  args: {
    ...block.defaultProps,
    sectionId: 1,
    blocks: blocks('Need help?', 'Call 411 from your line, free of charge, around the clock.'),
  },
} satisfies Meta<typeof SharedSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { blocks: blocks('هل تحتاج إلى مساعدة؟', 'اتصل بالرقم 411 من خطك مجانًا وعلى مدار الساعة.') },
};
export const English: Story = { globals: { locale: 'en' } };
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: { blocks: blocks('یارمەتیت پێویستە؟', 'لە هێڵەکەتەوە پەیوەندی بە 411 بکە، بەخۆڕایی و بە درێژایی شەو و ڕۆژ.') },
};
/** A section not published in the page's language: nothing is shown. */
export const NotPublished: Story = { globals: { locale: 'en' }, args: { blocks: [] } };
