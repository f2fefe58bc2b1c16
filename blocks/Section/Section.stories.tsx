import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { Section } from './Section';

const meta = {
  title: 'Blocks/Layout/Section',
  component: Section,
  args: {
    ...block.defaultProps,
    title: 'Stay connected',
    background: 'surface',
    content: <p>Blocks placed inside the section appear here.</p>,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'ابقَ على اتصال', content: <p>تظهر هنا الكتل الموضوعة داخل القسم.</p> },
};
export const English: Story = { globals: { locale: 'en' } };
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: { title: 'پەیوەندیت بەردەوام بێت', background: 'brand', content: <p>ئەو بلۆکانەی لەناو بەشەکەدان لێرە دەردەکەون.</p> },
};
