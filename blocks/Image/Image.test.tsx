import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import block from './block';
import { Image } from './Image';

describe('Image', () => {
  it('shows a described image at its size, with its caption in a figure', () => {
    renderWithProviders(<Image src="/images/sim-card.svg" alt="A SIM card" caption="Free SIM in every shop." width={240} height={320} rounded />, { locale: 'ku' });
    const figure = screen.getByRole('figure');
    expect(screen.getByText('Free SIM in every shop.').tagName).toBe('FIGCAPTION');
    expect(figure).toContainElement(screen.getByText('Free SIM in every shop.'));
    const image = screen.getByRole('img', { name: 'A SIM card' });
    expect(figure).toContainElement(image);
    expect(image).toHaveAttribute('src', '/images/sim-card.svg');
    expect(image).toHaveAttribute('width', '240');
    expect(image).toHaveAttribute('height', '320');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('has no figure without a caption, and a decorative image is hidden from screen readers', () => {
    const { container } = renderWithProviders(<Image src="/images/phone-1.svg" alt="" caption="" width={240} height={320} rounded={false} />);
    expect(screen.queryByRole('figure')).toBeNull();
    expect(container.querySelector('figcaption')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('accepts only local images and sensible sizes', () => {
    expect(block.schema.safeParse(block.defaultProps).success).toBe(true);
    for (const src of ['https://evil.example/x.png', '/images/../secret.png', 'javascript:alert(1)', '']) {
      expect(block.schema.safeParse({ ...block.defaultProps, src }).success).toBe(false);
    }
    expect(block.schema.safeParse({ ...block.defaultProps, width: 0 }).success).toBe(false);
    expect(block.schema.safeParse({ ...block.defaultProps, height: 10.5 }).success).toBe(false);
  });

  const HASH = 'ab'.repeat(32);

  it('accepts an image copied from Builder.io to our origin, by its exact path, and nothing like it', () => {
    for (const ext of ['png', 'jpg', 'webp', 'gif', 'avif']) {
      expect(block.schema.safeParse({ ...block.defaultProps, src: `/api/v1/media/${HASH}.${ext}` }).success).toBe(true);
    }
    for (const src of [
      `/api/v1/media/${HASH}.svg`,
      `/api/v1/media/${HASH}.mp4`,
      `/api/v1/media/${HASH.slice(2)}.png`,
      `/api/v1/media/${HASH.toUpperCase()}.png`,
      `/api/v1/media/${HASH}.png?x=1`,
      `/api/v1/media/../${HASH}.png`,
      `https://cdn.builder.io/api/v1/image/assets%2F${HASH}`,
    ]) {
      expect([src, block.schema.safeParse({ ...block.defaultProps, src }).success]).toEqual([src, false]);
    }
  });

  it('shows a copied image through the image optimiser', async () => {
    renderWithProviders(<Image src={`/api/v1/media/${HASH}.jpg`} alt="A Nour shop" caption="" width={800} height={450} rounded />, { locale: 'en' });
    const image = await screen.findByRole('img', { name: 'A Nour shop' });
    expect(image.getAttribute('src')).toContain(encodeURIComponent(`/api/v1/media/${HASH}.jpg`));
    expect(image).toHaveAttribute('width', '800');
  });
});
