import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { Grid } from './Grid';

const cards = (texts: string[]) => texts.map((text) => <p key={text} style={{ margin: 0, padding: 16, border: '1px solid #d9d4e0', borderRadius: 12 }}>{text}</p>);

const meta = {
  title: 'Blocks/Layout/Grid',
  component: Grid,
  args: { ...block.defaultProps, items: cards(['Daily bundle', 'Weekly bundle', 'Monthly bundle']) },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { items: cards(['باقة يومية', 'باقة أسبوعية', 'باقة شهرية']) },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: { columns: 4, gap: 'small', items: cards(['Daily bundle', 'Weekly bundle', 'Monthly bundle', 'Roaming bundle']) },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: { columns: 2, gap: 'large', items: cards(['پاکێجی ڕۆژانە', 'پاکێجی هەفتانە']) },
};
