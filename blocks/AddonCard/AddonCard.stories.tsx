import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect, within } from 'storybook/test';
import { WithMoneyApi } from '@/flows/shared/__fixtures__/money';
import { addonFixtures } from './AddonCard.fixtures';
import { AddonCard } from './AddonCard';
import block from './block';

const meta = {
  title: 'Blocks/Commerce/AddonCard',
  component: AddonCard,
  args: { ...block.defaultProps, addonId: 101, addon: addonFixtures('en')[0] },
} satisfies Meta<typeof AddonCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' }, args: { addon: addonFixtures('ar')[0], badge: 'الأوفر' } };
export const English: Story = { globals: { locale: 'en' }, args: { addonId: 201, addon: addonFixtures('en')[5], badge: 'New' } };
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { addonId: 103, addon: addonFixtures('ku')[2] } };
export const NoLongerAvailable: Story = { globals: { locale: 'en' }, args: { addonId: 999, addon: null } };
/** "Buy" opens the purchase modal in place (its code is downloaded on the click), here with a stand-in API. */
export const BuyOpensThePurchaseModal: Story = {
  globals: { locale: 'en' },
  decorators: [
    (Story) => (
      <WithMoneyApi locale="en">
        <Story />
      </WithMoneyApi>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Buy Weekly 10 GB' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Buy Weekly 10 GB' });
    await expect(within(dialog).getByLabelText('Mobile number')).toHaveFocus();
  },
};
