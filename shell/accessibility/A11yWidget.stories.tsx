import type { Meta, StoryObj } from '@storybook/nextjs';
import '@/lib/theme/accessibility.css';
import { A11yButton } from './A11yButton';
import { A11yPanel } from './A11yPanel';

/**
 * The accessibility widget: the floating button (bottom-left in every language) and its panel. In
 * Storybook there is no API, so the panel shows the bundled labels (what it does when the page data
 * call fails). Pressing an option really changes the preview (it is stored in this browser: Reset
 * puts it back).
 */
const meta = {
  title: 'Shell/Accessibility widget',
  component: A11yButton,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof A11yButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ButtonArabic: Story = { globals: { locale: 'ar' } };
export const ButtonEnglish: Story = { globals: { locale: 'en' } };
export const ButtonKurdish: Story = { globals: { locale: 'ku' } };

/** The panel as it shows once open (its own position aside). */
const panel: Story = {
  render: () => (
    <div style={{ padding: 16 }}>
      <A11yPanel id="a11y-panel" onClose={() => undefined} />
    </div>
  ),
};

export const PanelArabic: Story = { ...panel, globals: { locale: 'ar' } };
export const PanelEnglish: Story = { ...panel, globals: { locale: 'en' } };
export const PanelKurdish: Story = { ...panel, globals: { locale: 'ku' } };
