import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import block from './block';
import { FeatureList, type FeatureListProps } from './FeatureList';

const items: FeatureListProps['items'] = [
  { icon: 'signal', title: 'Coverage', text: 'Every governorate.' },
  { icon: 'speed', title: 'Speed', text: '' },
  { icon: 'globe', title: 'Roaming', text: '120 countries.' },
];

describe('FeatureList', () => {
  it('lists each feature with its title and text under the heading', () => {
    renderWithProviders(<FeatureList title="Why Nour?" items={items} columns={3} />, { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 2, name: 'Why Nour?' })).toBeInTheDocument();
    const listItems = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(listItems).toHaveLength(3);
    expect(within(listItems[0]).getByRole('heading', { level: 3 })).toHaveTextContent('Coverage');
    expect(listItems[0]).toHaveTextContent('Every governorate.');
    expect(listItems[1].querySelector('p')).toBeNull();
  });

  it('draws a different decorative icon for each kind, hidden from screen readers', () => {
    const { container } = renderWithProviders(<FeatureList title="" items={items} columns={2} />);
    const icons = [...container.querySelectorAll('svg')];
    expect(icons).toHaveLength(3);
    for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(new Set(icons.map((icon) => icon.innerHTML)).size).toBe(3);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('renders nothing, not even its title, without items', () => {
    const { container } = renderWithProviders(<FeatureList title="Why Nour?" items={[]} columns={3} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('accepts only the known icons', () => {
    for (const icon of ['signal', 'speed', 'globe', 'shield', 'gift', 'phone', 'wifi', 'star']) {
      expect(block.schema.safeParse({ ...block.defaultProps, items: [{ icon, title: 'x', text: '' }] }).success).toBe(true);
    }
    expect(block.schema.safeParse({ ...block.defaultProps, items: [{ icon: 'rocket', title: 'x', text: '' }] }).success).toBe(false);
  });
});
