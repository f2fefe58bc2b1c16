import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import block from './block';
import { HeroCarousel, type HeroCarouselSlide } from './HeroCarousel';

const slide = (title: string, image = '/images/hero-4g.svg'): HeroCarouselSlide => ({
  title,
  text: `${title} text`,
  image,
  imageAlt: `${title} picture`,
  ctaLabel: `${title} offer`,
  ctaHref: '/personal/add-ons',
});
const slides = [slide('Faster internet'), slide('Roaming', '/images/hero-roaming.svg'), slide('Rewards', '/images/hero-rewards.svg')];

function renderCarousel(intervalSeconds = 5, locale: Locale = 'en', list = slides) {
  const view = renderWithProviders(
    <>
      <HeroCarousel slides={list} intervalSeconds={intervalSeconds} />
      <button type="button">After</button>
    </>,
    { locale },
  );
  return { ...view, user: userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) }) };
}

/** The title of the slide a visitor sees. */
const shownTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
const wait = (seconds: number) => act(() => jest.advanceTimersByTime(seconds * 1000));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('HeroCarousel', () => {
  it('shows the first slide with an h2 title and its action, and hides the others', () => {
    const { container } = renderCarousel();
    expect(screen.getByRole('region', { name: 'Featured offers' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shownTitle()).toBe('Faster internet');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeVisible();
    const all = container.querySelectorAll('[aria-roledescription="slide"]');
    expect([...all].map((el) => el.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(all[1]).not.toBeVisible();
    expect(screen.queryByText('Roaming text')).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Faster internet offer' })).toHaveAttribute('href', '/en/personal/add-ons');
  });

  it('gives priority to the first image only', () => {
    renderCarousel();
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['Faster internet picture', 'Roaming picture', 'Rewards picture']);
    expect(images[0]).not.toHaveAttribute('loading', 'lazy');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[2]).toHaveAttribute('loading', 'lazy');
  });

  it('moves with the previous and next buttons, wrapping around', async () => {
    const { user } = renderCarousel(0);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownTitle()).toBe('Roaming');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownTitle()).toBe('Rewards');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownTitle()).toBe('Faster internet');
  });

  it('has labelled slide indicators that mark the current slide', async () => {
    const { user } = renderCarousel(0);
    const group = screen.getByRole('group', { name: 'Choose a slide' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(shownTitle()).toBe('Rewards');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
  });

  it('rotates on its own every intervalSeconds', () => {
    renderCarousel(5);
    wait(4.9);
    expect(shownTitle()).toBe('Faster internet');
    wait(0.2);
    expect(shownTitle()).toBe('Roaming');
    wait(5);
    expect(shownTitle()).toBe('Rewards');
    wait(5);
    expect(shownTitle()).toBe('Faster internet');
  });

  it('stops and restarts with a visible pause button', async () => {
    const { user } = renderCarousel(5);
    const pause = screen.getByRole('button', { name: 'Pause the slideshow' });
    expect(pause).toBeVisible();
    await user.click(pause);
    // Pointer and focus leave the carousel: it stays stopped until the visitor asks.
    await user.click(screen.getByRole('button', { name: 'After' }));
    wait(20);
    expect(shownTitle()).toBe('Faster internet');
    await user.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    // Focus is still on the button: pressing play is an explicit request, so rotation resumes.
    expect(screen.getByRole('button', { name: 'Pause the slideshow' })).toHaveFocus();
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Featured offers' }));
    wait(5);
    expect(shownTitle()).toBe('Roaming');
  });

  it('pauses while the pointer is over it', () => {
    renderCarousel(5);
    const region = screen.getByRole('region', { name: 'Featured offers' });
    fireEvent.mouseEnter(region);
    wait(20);
    expect(shownTitle()).toBe('Faster internet');
    fireEvent.mouseLeave(region);
    wait(5);
    expect(shownTitle()).toBe('Roaming');
  });

  it('pauses while keyboard focus is inside it and resumes when focus leaves', async () => {
    const { user } = renderCarousel(5);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Faster internet offer' })).toHaveFocus();
    wait(20);
    expect(shownTitle()).toBe('Faster internet');
    act(() => screen.getByRole('button', { name: 'After' }).focus());
    wait(5);
    expect(shownTitle()).toBe('Roaming');
  });

  it('does not rotate and has no pause button when the interval is 0', () => {
    renderCarousel(0);
    expect(screen.queryByRole('button', { name: /slideshow/ })).toBeNull();
    wait(60);
    expect(shownTitle()).toBe('Faster internet');
  });

  it('moves between indicators with the arrow keys, following the reading direction in Arabic', async () => {
    const { user } = renderCarousel(0, 'ar');
    expect(screen.getByRole('region', { name: 'عروض مميزة' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'الانتقال إلى الشريحة 1' }));
    await user.keyboard('{ArrowLeft}');
    expect(shownTitle()).toBe('Roaming');
    expect(screen.getByRole('button', { name: 'الانتقال إلى الشريحة 2' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shownTitle()).toBe('Rewards');
    await user.keyboard('{Home}');
    expect(shownTitle()).toBe('Faster internet');
    await user.keyboard('{End}');
    expect(shownTitle()).toBe('Rewards');
    expect(screen.getByRole('button', { name: 'الشريحة التالية' })).toBeInTheDocument();
  });

  it('shows a single slide without controls, and nothing without slides', () => {
    const { unmount } = renderCarousel(5, 'en', [slides[0]]);
    expect(shownTitle()).toBe('Faster internet');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['After']);
    unmount();
    const { container } = renderWithProviders(<HeroCarousel slides={[]} intervalSeconds={5} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the interval readable and refuses unsafe links and remote images', () => {
    const warnings: string[] = [];
    const fast = block.normalize!({ ...block.defaultProps, intervalSeconds: 1 }, { locale: 'en', warn: (m) => warnings.push(m) })!;
    expect(fast.intervalSeconds).toBe(3);
    expect(warnings).toHaveLength(1);
    expect(block.normalize!({ ...block.defaultProps, intervalSeconds: 0 }, { locale: 'en', warn: (m) => warnings.push(m) })!.intervalSeconds).toBe(0);
    const bad = block.schema.safeParse({ slides: [{ ...slide('X'), ctaHref: 'javascript:alert(1)', image: 'https://evil.example/x.png' }], intervalSeconds: -1 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['intervalSeconds', 'slides.0.ctaHref', 'slides.0.image']);
  });
});
