import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import block from './block';
import { Hero } from './Hero';

describe('Hero', () => {
  it('shows the title as the page heading and localised action links', () => {
    renderWithProviders(
      <Hero {...block.defaultProps} title="Faster internet" ctaLabel="Subscribe" ctaHref="/personal/add-ons" secondaryLabel="Partner" secondaryHref="https://partner.example.com" />,
      { locale: 'en' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Faster internet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/en/personal/add-ons');
    expect(screen.getByRole('link', { name: 'Partner' }).getAttribute('href')).toMatch(/^\/api\/redirect\?target=/);
  });

  it('hides actions without a link and a decorative image from screen readers', () => {
    const { container } = renderWithProviders(<Hero {...block.defaultProps} ctaLabel="Lonely" ctaHref="" />, { locale: 'ar' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('refuses unsafe links and remote images in its schema', () => {
    const bad = block.schema.safeParse({ ...block.defaultProps, ctaHref: 'javascript:alert(1)', image: 'https://evil.example/x.png' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['ctaHref', 'image']);
  });
});
