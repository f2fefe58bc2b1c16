import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import { Columns } from './Columns';

describe('Columns', () => {
  it('renders both columns in reading order', () => {
    renderWithProviders(<Columns ratio="2:1" align="start" start={<p>First</p>} end={<p>Second</p>} />, { locale: 'ar' });
    const texts = screen.getAllByText(/First|Second/).map((el) => el.textContent);
    expect(texts).toEqual(['First', 'Second']);
  });

  it('keeps an empty column without breaking the other', () => {
    renderWithProviders(<Columns ratio="1:1" align="center" start={null} end={<p>Only</p>} />);
    expect(screen.getByText('Only')).toBeInTheDocument();
  });
});
