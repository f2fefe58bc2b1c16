import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import block from './block';
import { CallToAction } from './CallToAction';

describe('CallToAction', () => {
  it('shows its title, text and a localised button link', () => {
    renderWithProviders(<CallToAction title="Keep your number" text="Free and fast." buttonLabel="Get started" buttonHref="/personal/number-portability" tone="accent" />, { locale: 'ku' });
    expect(screen.getByRole('heading', { level: 2, name: 'Keep your number' })).toBeInTheDocument();
    expect(screen.getByText('Free and fast.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/ku/personal/number-portability');
  });

  it('sends external links through the redirect and keeps tel: links', () => {
    const { rerender } = renderWithProviders(<CallToAction title="Partner" text="" buttonLabel="Visit" buttonHref="https://partner.example.com" tone="brand" />);
    expect(screen.getByRole('link', { name: 'Visit' }).getAttribute('href')).toMatch(/^\/api\/redirect\?target=/);
    rerender(<CallToAction title="Call us" text="" buttonLabel="Call 107" buttonHref="tel:107" tone="light" />);
    expect(screen.getByRole('link', { name: 'Call 107' })).toHaveAttribute('href', 'tel:107');
  });

  it('has no button without a label or a link', () => {
    const { rerender } = renderWithProviders(<CallToAction title="Soon" text="" buttonLabel="Go" buttonHref="" tone="brand" />);
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<CallToAction title="Soon" text="" buttonLabel="" buttonHref="/personal" tone="brand" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Soon' })).toBeInTheDocument();
  });

  it('refuses unsafe links and an empty title in its schema', () => {
    const bad = block.schema.safeParse({ ...block.defaultProps, title: '', buttonHref: 'javascript:alert(1)' });
    expect(bad.error?.issues.map((i) => [i.path[0], i.message]).sort()).toEqual([
      ['buttonHref', 'validation.url'],
      ['title', 'validation.required'],
    ]);
  });
});
