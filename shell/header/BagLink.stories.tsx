import type { Meta, StoryObj } from '@storybook/nextjs';
import { BagLink } from './BagLink';

/** The header's bag link, shown once the bag holds something (its count from the `bag` cookie). */
const meta = {
  title: 'Shell/Header bag',
  args: { count: 3 },
  render: ({ count }) => <BagLink count={count} />,
} satisfies Meta<{ count: number }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = { globals: { locale: 'en' }, args: { count: 1 } };
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { count: 120 } };
