import type { Meta, StoryObj } from '@storybook/nextjs';
import { toLocale } from '@/lib/locales';
import { sampleMenus } from '../__fixtures__/menus';
import { Header } from './Header';

interface HeaderStoryArgs {
  /** The collapse layout shows no section menu; the top tasks stay. */
  collapsed: boolean;
}

/**
 * The header with the sample site map (shell/__fixtures__/menus.ts) of the story's language. The
 * selected top and second menus come from the router's asPath (`parameters.nextjs.router.asPath`).
 */
const meta = {
  title: 'Shell/Header',
  args: { collapsed: false },
  render: ({ collapsed }, { globals }) => <Header menus={sampleMenus(toLocale(globals.locale))} collapsed={collapsed} />,
  parameters: { nextjs: { router: { asPath: '/personal' } } },
} satisfies Meta<HeaderStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the locale toolbar. */
export const ToolbarLocale: Story = {};

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = { globals: { locale: 'en' } };
export const Kurdish: Story = { globals: { locale: 'ku' } };

/** On /en/about-us/investor-relations the top menu "About us" and its second level are selected. */
export const AboutUsSectionEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { nextjs: { router: { asPath: '/about-us/investor-relations' } } },
};

/** The collapse layout: no section menu, only the top tasks under the top bar. */
export const CollapsedArabic: Story = { globals: { locale: 'ar' }, args: { collapsed: true } };
export const CollapsedKurdish: Story = { globals: { locale: 'ku' }, args: { collapsed: true } };

/**
 * Phone width (320 px, storybook's mobile1 viewport) with the menu open: the drawer from the
 * inline-start side with the top tasks and the section menu as disclosure buttons.
 */
const phoneDrawer = (openMenu: string): Story => ({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: openMenu }));
  },
});
export const PhoneDrawerArabic: Story = { ...phoneDrawer('افتح القائمة'), globals: { locale: 'ar', viewport: { value: 'mobile1', isRotated: false } } };
export const PhoneDrawerEnglish: Story = { ...phoneDrawer('Open menu'), globals: { locale: 'en', viewport: { value: 'mobile1', isRotated: false } } };
export const PhoneDrawerKurdish: Story = { ...phoneDrawer('لیستەکە بکەرەوە'), globals: { locale: 'ku', viewport: { value: 'mobile1', isRotated: false } } };
