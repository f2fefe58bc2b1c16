import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import block from './block';
import { Tabs } from './Tabs';

const tabs = [
  { label: 'Daily', html: '<p>Daily bundles</p>' },
  { label: 'Weekly', html: '<p>Weekly bundles</p>' },
  { label: 'Monthly', html: '<p>Monthly bundles</p>' },
];

function renderTabs(locale: Locale = 'en') {
  renderWithProviders(<Tabs tabs={tabs} />, { locale });
  return userEvent.setup();
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('Tabs', () => {
  it('shows the first panel, labelled by its tab, and hides the others', () => {
    renderTabs();
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Daily', 'Weekly', 'Monthly']);
    expect(selectedTab()).toHaveTextContent('Daily');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Daily');
    expect(panel).toHaveTextContent('Daily bundles');
    expect(screen.queryByText('Weekly bundles')).not.toBeVisible();
    expect(selectedTab()).toHaveAttribute('aria-controls', panel.id);
  });

  it('switches panels on click', async () => {
    const user = renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Monthly' }));
    expect(selectedTab()).toHaveTextContent('Monthly');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Monthly bundles');
  });

  it('moves with the arrow keys, wraps around, and jumps with Home and End (left to right)', async () => {
    const user = renderTabs('en');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Daily' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Weekly');
    expect(selectedTab()).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Weekly bundles');
    await user.keyboard('{End}');
    expect(selectedTab()).toHaveTextContent('Monthly');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Daily');
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveTextContent('Monthly');
    await user.keyboard('{Home}');
    expect(selectedTab()).toHaveTextContent('Daily');
  });

  it.each(['ar', 'ku'] as const)('follows the reading direction in %s: the left arrow goes to the next tab', async (locale) => {
    const user = renderTabs(locale);
    await user.click(screen.getByRole('tab', { name: 'Daily' }));
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveTextContent('Weekly');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Monthly');
  });

  it('keeps only the selected tab in the tab order', async () => {
    const user = renderTabs();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('renders nothing without tabs', () => {
    const { container } = renderWithProviders(<Tabs tabs={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('sanitises every panel in its definition and reports it', () => {
    const warnings: string[] = [];
    const clean = block.normalize!(
      { tabs: [{ label: 'A', html: '<p onclick="x()">Hi<script>alert(1)</script></p>' }, { label: 'B', html: '<p>ok</p>' }] },
      { locale: 'en', warn: (m) => warnings.push(m) },
    )!;
    expect(clean.tabs).toEqual([{ label: 'A', html: '<p>Hi</p>' }, { label: 'B', html: '<p>ok</p>' }]);
    expect(warnings).toHaveLength(1);
    expect(block.schema.safeParse({ tabs: [{ label: ' ', html: '' }] }).success).toBe(false);
  });
});
