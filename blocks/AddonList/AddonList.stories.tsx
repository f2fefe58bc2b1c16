import type { Meta, StoryObj } from '@storybook/nextjs';
import { addonFixtures } from '../AddonCard/AddonCard.fixtures';
import { AddonList } from './AddonList';
import block from './block';

const meta = {
  title: 'Blocks/Commerce/AddonList',
  component: AddonList,
  args: { ...block.defaultProps, addons: addonFixtures('en') },
} satisfies Meta<typeof AddonList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' }, args: { title: 'باقات الإضافات', addons: addonFixtures('ar') } };
export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Internet add-ons', addonType: 'internet', limit: 3, addons: addonFixtures('en').filter((a) => a.type === 'internet') },
};
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { title: 'پاکێجە زیادکراوەکان', addons: addonFixtures('ku') } };
export const EmptyEnglish: Story = { globals: { locale: 'en' }, args: { title: 'Roaming add-ons', addonType: 'roaming', addons: [] } };
