import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import { AppDownload } from './AppDownload';
import block from './block';

describe('AppDownload', () => {
  it('shows both store buttons, leaving through the redirect endpoint in a new window', () => {
    renderWithProviders(<AppDownload {...block.defaultProps} title="Get the app" text="Recharge from your phone." />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Get the app' })).toBeInTheDocument();
    const appStore = screen.getByRole('link', { name: /Download on the App Store/ });
    const play = screen.getByRole('link', { name: /Get it on Google Play/ });
    for (const link of [appStore, play]) {
      expect(link.getAttribute('href')).toMatch(/^\/api\/redirect\?target=https%3A%2F%2F/);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('opens in a new window'));
    }
    expect(decodeURIComponent(appStore.getAttribute('href')!)).toContain(block.defaultProps.appStoreUrl);
  });

  it('hides a store without a link and shows Arabic labels', () => {
    renderWithProviders(<AppDownload {...block.defaultProps} playStoreUrl="" image="" />, { locale: 'ar' });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /حمّل من App Store/ })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('accepts only https store links and local images', () => {
    const bad = block.schema.safeParse({
      ...block.defaultProps,
      appStoreUrl: 'http://apps.apple.com/x',
      playStoreUrl: 'javascript:alert(1)',
      image: 'https://evil.example/a.png',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['appStoreUrl', 'image', 'playStoreUrl']);
    expect(block.schema.safeParse({ ...block.defaultProps, appStoreUrl: '' }).success).toBe(true);
  });
});
