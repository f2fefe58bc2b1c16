import type { Meta, StoryObj } from '@storybook/nextjs';
import { toLocale } from '@/lib/locales';
import { sampleMenus } from './__fixtures__/menus';
import { Footer } from './Footer';

interface FooterStoryArgs {
  /** A page may force light or dark: the colour-mode select is then disabled. */
  forcedColorMode?: 'light' | 'dark';
}

/** The footer with the sample site map's footer groups (shell/__fixtures__/menus.ts) of the story's language. */
const meta = {
  title: 'Shell/Footer',
  args: {},
  argTypes: { forcedColorMode: { control: { type: 'select' }, options: [undefined, 'light', 'dark'] } },
  render: ({ forcedColorMode }, { globals }) => (
    <Footer items={sampleMenus(toLocale(globals.locale)).footer} forcedColorMode={forcedColorMode} />
  ),
} satisfies Meta<FooterStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the locale toolbar. */
export const ToolbarLocale: Story = {};

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = { globals: { locale: 'en' } };
export const Kurdish: Story = { globals: { locale: 'ku' } };

/** A page that forces dark mode: the colour-mode select shows "dark" and is disabled. */
export const ForcedDarkEnglish: Story = { globals: { locale: 'en' }, args: { forcedColorMode: 'dark' } };
