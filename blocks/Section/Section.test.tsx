import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import { Section } from './Section';

describe('Section', () => {
  it('shows its heading, its content and an anchor menus can link to', () => {
    const { container } = renderWithProviders(
      <Section title="Roaming" anchor="roaming" background="surface" spacing="medium" content={<p>Inside</p>} />,
    );
    expect(screen.getByRole('region', { name: 'Roaming' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Roaming' })).toBeInTheDocument();
    expect(screen.getByText('Inside')).toBeInTheDocument();
    expect(container.querySelector('#roaming')).not.toBeNull();
  });

  it('has no heading and no id when none is set', () => {
    const { container } = renderWithProviders(<Section title="" anchor="" background="none" spacing="small" content={null} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('section')?.getAttribute('id')).toBeNull();
  });
});
