import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import block from './block';
import { Heading } from './Heading';

describe('Heading', () => {
  it.each([2, 3, 4] as const)('renders an h%i with its subtitle', (level) => {
    renderWithProviders(<Heading text="Internet bundles" level={level} align="center" subtitle="Pick one" />, { locale: 'ar' });
    expect(screen.getByRole('heading', { level, name: 'Internet bundles' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByText('Pick one').tagName).toBe('P');
  });

  it('leaves out an empty subtitle and an empty heading', () => {
    const { container, rerender } = renderWithProviders(<Heading text="Plans" level={2} align="start" subtitle="" />);
    expect(container.querySelector('p')).toBeNull();
    rerender(<Heading text="  " level={2} align="start" subtitle="Orphan" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText('Orphan')).toBeNull();
  });

  it('never makes an h1 and needs some text', () => {
    expect(block.schema.safeParse({ ...block.defaultProps, level: 1 }).success).toBe(false);
    expect(block.schema.safeParse({ ...block.defaultProps, text: ' ' }).error?.issues[0].message).toBe('validation.required');
  });
});
