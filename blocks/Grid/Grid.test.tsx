import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import block from './block';
import { Grid } from './Grid';

describe('Grid', () => {
  it('shows every item in reading order', () => {
    renderWithProviders(<Grid columns={3} gap="medium" items={[<p key="a">Daily</p>, <p key="b">Weekly</p>, <p key="c">Monthly</p>]} />, { locale: 'ar' });
    expect(screen.getAllByText(/Daily|Weekly|Monthly/).map((el) => el.textContent)).toEqual(['Daily', 'Weekly', 'Monthly']);
  });

  it('renders nothing when it has no items', () => {
    const { container } = renderWithProviders(<Grid columns={2} gap="small" items={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('accepts only 2, 3 or 4 columns and keeps its items in a slot', () => {
    expect(block.slots).toEqual(['items']);
    for (const columns of [2, 3, 4]) expect(block.schema.safeParse({ columns, gap: 'large' }).success).toBe(true);
    for (const columns of [1, 5, '3']) expect(block.schema.safeParse({ columns, gap: 'large' }).success).toBe(false);
  });
});
