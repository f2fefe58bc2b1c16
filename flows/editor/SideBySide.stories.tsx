import type { Meta, StoryObj } from '@storybook/nextjs';
import { SideBySide, type SideBySideProps } from './SideBySide';

/** "Side by side" of a page that lacks languages: what is missing, and "Create from <language>". */
const meta = {
  title: 'Editor/SideBySide',
  args: { uri: '/eid-offer', language: 'en', titles: { en: 'Eid offer' }, from: 'en' },
  argTypes: { language: { control: 'inline-radio', options: ['en', 'ar'] } },
  render: (args) => <SideBySide {...args} />,
} satisfies Meta<SideBySideProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnglishOnly: Story = { globals: { locale: 'en' } };
export const ArabicEditor: Story = { globals: { locale: 'ar' }, args: { language: 'ar', titles: { ar: 'عرض العيد', en: 'Eid offer' }, from: 'ar' } };
