import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import { BlogList } from './BlogList';
import block from './block';
import { postFixtures } from './BlogList.fixtures';

describe('BlogList', () => {
  it('shows cards with picture, category, date, linked title and excerpt', () => {
    const { container } = renderWithProviders(<BlogList {...block.defaultProps} title="Latest posts" posts={postFixtures('en')} />, { locale: 'en' });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    const first = cards[0];
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('How to turn on roaming before you travel');
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/en/blog/roaming-before-you-travel');
    expect(first).toHaveTextContent('Guides');
    expect(first).toHaveTextContent('Three simple steps');
    const date = first.querySelector('time');
    expect(date).toHaveAttribute('dateTime', '2026-11-10');
    expect(date).toHaveTextContent('Nov 10, 2026');
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/hero-roaming.svg');
  });

  it('writes dates the way each language does', () => {
    const { unmount } = renderWithProviders(<BlogList {...block.defaultProps} posts={postFixtures('ar')} />, { locale: 'ar' });
    const arabic = screen.getAllByRole('article')[0].querySelector('time')!.textContent!;
    expect(arabic).toContain('2026');
    expect(arabic).not.toMatch(/Nov/);
    unmount();
    renderWithProviders(<BlogList {...block.defaultProps} posts={postFixtures('ku')} />, { locale: 'ku' });
    const kurdish = screen.getAllByRole('article')[0].querySelector('time')!.textContent!;
    // Sorani month names in Arabic script, not Kurmanji in Latin script.
    expect(kurdish).toMatch(/\p{Script=Arabic}/u);
    expect(kurdish).not.toMatch(/[A-Za-z]/);
  });

  it('shows at most `limit` posts, and says so when there are none', () => {
    const { unmount } = renderWithProviders(<BlogList {...block.defaultProps} limit={2} posts={postFixtures('en')} />, { locale: 'en' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    unmount();
    renderWithProviders(<BlogList {...block.defaultProps} />, { locale: 'en' });
    expect(screen.getByText('No posts to show yet.')).toBeInTheDocument();
  });

  it('refuses a negative category and a limit out of 1 to 24', () => {
    expect(block.schema.safeParse({ ...block.defaultProps, categoryId: -1 }).success).toBe(false);
    expect(block.schema.safeParse({ ...block.defaultProps, limit: 30 }).success).toBe(false);
    expect(block.schema.safeParse({ ...block.defaultProps, categoryId: 7, mode: 'trending' }).success).toBe(true);
  });
});
