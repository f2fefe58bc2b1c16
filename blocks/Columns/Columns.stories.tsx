import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { Columns } from './Columns';

const meta = {
  title: 'Blocks/Layout/Columns',
  component: Columns,
  args: { ...block.defaultProps, start: <p>First column</p>, end: <p>Second column</p> },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' }, args: { start: <p>العمود الأول</p>, end: <p>العمود الثاني</p> } };
export const English: Story = { globals: { locale: 'en' }, args: { ratio: '2:1' } };
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { start: <p>ستوونی یەکەم</p>, end: <p>ستوونی دووەم</p> } };
