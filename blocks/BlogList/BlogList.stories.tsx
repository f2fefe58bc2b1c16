import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { BlogList } from './BlogList';
import { postFixtures } from './BlogList.fixtures';

const meta = {
  title: 'Blocks/Content/BlogList',
  component: BlogList,
  args: { ...block.defaultProps, posts: postFixtures('en') },
} satisfies Meta<typeof BlogList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' }, args: { title: 'أحدث المقالات', posts: postFixtures('ar') } };
export const English: Story = { globals: { locale: 'en' }, args: { title: 'Trending on the blog', mode: 'trending', posts: postFixtures('en') } };
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { title: 'نوێترین بابەتەکان', limit: 3, posts: postFixtures('ku') } };
export const EmptyEnglish: Story = { globals: { locale: 'en' }, args: { title: 'Latest posts', posts: [] } };
