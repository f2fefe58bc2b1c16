import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import block from './block';
import { LogoStrip } from './LogoStrip';

const logos = [
  { src: '/images/partner-1.svg', alt: 'Tigris Stores', href: '/business/partners' },
  { src: '/images/partner-2.svg', alt: 'Babylon Pay', href: 'https://babylon-pay.example' },
  { src: '/images/partner-3.svg', alt: 'Sumer Games', href: '' },
];

describe('LogoStrip', () => {
  it('shows every logo by name, and links the ones that have a link', () => {
    renderWithProviders(<LogoStrip title="Our partners" logos={logos} />, { locale: 'ku' });
    expect(screen.getByRole('heading', { level: 2, name: 'Our partners' })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Tigris Stores', 'Babylon Pay', 'Sumer Games']);
    expect(screen.getByRole('link', { name: 'Tigris Stores' })).toHaveAttribute('href', '/ku/business/partners');
    expect(screen.getByRole('link', { name: 'Babylon Pay' }).getAttribute('href')).toMatch(/^\/api\/redirect\?target=https%3A%2F%2Fbabylon-pay\.example/);
    expect(screen.queryByRole('link', { name: 'Sumer Games' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('renders nothing, not even its title, without logos', () => {
    const { container } = renderWithProviders(<LogoStrip title="Our partners" logos={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('needs a name for every logo and accepts only local images and safe links', () => {
    const bad = block.schema.safeParse({ title: '', logos: [{ src: 'https://evil.example/logo.png', alt: '', href: 'javascript:alert(1)' }] });
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['logos.0.alt', 'logos.0.href', 'logos.0.src']);
  });
});
