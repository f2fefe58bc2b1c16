import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { ROAMING_DESTINATION_COUNT, roamingMenuItem } from '../__fixtures__/menus';
import { MegaMenu } from './MegaMenu';

interface MegaMenuStoryArgs {
  /** How many roaming destinations the item has as children (0 to 23). */
  childCount: number;
  /** Items per column; anything but a positive integer falls back to 10 (spec section 5). */
  childLimit?: number;
  selected: boolean;
}

/**
 * The "Roaming" item of the sample site map with up to 23 destinations as children, split into
 * columns of `childLimit`. The play function opens the panel.
 */
const meta = {
  title: 'Shell/Header/MegaMenu',
  args: { childCount: ROAMING_DESTINATION_COUNT, childLimit: 10, selected: false },
  argTypes: {
    childCount: { control: { type: 'range', min: 0, max: ROAMING_DESTINATION_COUNT, step: 1 } },
    childLimit: { control: { type: 'number' } },
  },
  render: ({ childCount, childLimit, selected }, { globals }) => (
    <div style={{ padding: 16, minHeight: 460 }}>
      <MegaMenu item={roamingMenuItem(toLocale(globals.locale), childCount, childLimit)} selected={selected} />
    </div>
  ),
} satisfies Meta<MegaMenuStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPanel =
  (columns: number): Story['play'] =>
  async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { expanded: false });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    await expect(panel).toHaveAttribute('data-columns', String(columns));
  };

const threeColumns: Story = {
  args: { childCount: 23, childLimit: 10 },
  parameters: { docs: { description: { story: '23 children with childLimit 10: three columns of 10, 10 and 3.' } } },
  play: openPanel(3),
};

export const ThreeColumnsArabic: Story = { ...threeColumns, globals: { locale: 'ar' } };
export const ThreeColumnsEnglish: Story = { ...threeColumns, globals: { locale: 'en' } };
export const ThreeColumnsKurdish: Story = { ...threeColumns, globals: { locale: 'ku' } };

const invalidLimit: Story = {
  args: { childCount: 14, childLimit: 0 },
  parameters: {
    docs: {
      description: {
        story: 'childLimit 0 is not a positive integer, so columns hold 10 items: 14 children give two columns (10 and 4).',
      },
    },
  },
  play: openPanel(2),
};

export const InvalidChildLimitArabic: Story = { ...invalidLimit, globals: { locale: 'ar' } };
export const InvalidChildLimitEnglish: Story = { ...invalidLimit, globals: { locale: 'en' } };
export const InvalidChildLimitKurdish: Story = { ...invalidLimit, globals: { locale: 'ku' } };

const noChildren: Story = {
  args: { childCount: 0 },
  parameters: {
    docs: {
      description: {
        story: 'An item with no children renders nothing: MegaMenu returns null, so the canvas below the note stays empty.',
      },
    },
  },
  render: ({ childCount, childLimit, selected }, { globals }) => (
    <div style={{ padding: 16 }}>
      <p dir="ltr" lang="en">
        An item with no children renders nothing (MegaMenu returns null): the dashed box below stays empty.
      </p>
      <div data-testid="mega-menu-slot" style={{ minHeight: 48, border: '1px dashed #8a8494' }}>
        <MegaMenu item={roamingMenuItem(toLocale(globals.locale), childCount, childLimit)} selected={selected} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('mega-menu-slot')).toBeEmptyDOMElement();
  },
};

export const NoChildrenArabic: Story = { ...noChildren, globals: { locale: 'ar' } };
export const NoChildrenEnglish: Story = { ...noChildren, globals: { locale: 'en' } };
export const NoChildrenKurdish: Story = { ...noChildren, globals: { locale: 'ku' } };
