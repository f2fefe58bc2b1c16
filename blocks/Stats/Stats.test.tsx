import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import block from './block';
import { Stats } from './Stats';

describe('Stats', () => {
  it('shows each value with its label, the value isolated left to right in Arabic', () => {
    renderWithProviders(
      <Stats items={[{ value: '+5,000,000', label: 'مشترك' }, { value: '99.9%', label: 'جاهزية الشبكة' }]} />,
      { locale: 'ar' },
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('+5,000,000مشترك');
    const value = within(items[0]).getByText('+5,000,000');
    expect(value.tagName).toBe('BDI');
    expect(value).toHaveAttribute('dir', 'ltr');
    expect(within(items[1]).getByText('99.9%').tagName).toBe('BDI');
  });

  it('keeps a value written in words in its own reading direction', () => {
    renderWithProviders(<Stats items={[{ value: '9 ملايين', label: 'مشترك' }, { value: '4G', label: 'شبكة' }]} />, { locale: 'ar' });
    expect(screen.getByText('9 ملايين')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('9 ملايين').tagName).toBe('BDI');
    expect(screen.getByText('4G')).toHaveAttribute('dir', 'ltr');
  });

  it('renders nothing without figures', () => {
    const { container } = renderWithProviders(<Stats items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('needs a value and a label for each figure', () => {
    expect(block.schema.safeParse({ items: [{ value: '', label: 'Subscribers' }] }).error?.issues[0].path).toEqual(['items', 0, 'value']);
    expect(block.schema.safeParse({ items: [{ value: '5M', label: ' ' }] }).success).toBe(false);
  });
});
