import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import type { Locale } from '@/lib/locales';
import { BlockTree } from '@/registry/BlockTree';
import { mapBuilderEntry, type BuilderEntry, type MediaResults } from '../map';
import fixture from '../__fixtures__/page-offers.json';
import mediaFixture from '../__fixtures__/page-media.json';

const entry = fixture.results[0] as unknown as BuilderEntry;

const expected: Record<Locale, { title: string; heading: string; text: string; button: string; alt: string; symbol: string }> = {
  ar: { title: 'عروض الصيف', heading: 'عروض الصيف وصلت', text: 'إنترنت أكثر بسعر أقل', button: 'اشترك الآن', alt: 'شبكة نور', symbol: 'الأسعار تشمل الضريبة' },
  en: { title: 'Summer offers', heading: 'Summer offers are here', text: 'More internet for less', button: 'Subscribe now', alt: 'The Nour network', symbol: 'Prices include tax' },
  ku: { title: 'ئۆفەرەکانی هاوین', heading: 'ئۆفەرەکانی هاوین گەیشتن', text: 'ئینتەرنێتی زیاتر بە نرخی کەمتر', button: 'ئێستا بەشداربە', alt: 'تۆڕی نوور', symbol: 'نرخەکان باج لەخۆدەگرن' },
};

describe.each(['ar', 'en', 'ku'] as const)('a Builder entry rendered through our registry (%s)', (locale) => {
  const page = mapBuilderEntry(entry, locale);
  const want = expected[locale];

  it('shows the localized title, custom component, built-ins, nested columns and the symbol', async () => {
    expect(page.uri).toBe('/offers/summer');
    expect(page.title).toBe(want.title);
    const { container } = renderWithProviders(<BlockTree content={page.data.content} />, { locale });
    // Block components load on demand: wait for the first one.
    expect(await screen.findByRole('heading', { level: 2, name: want.heading })).toBeInTheDocument();
    expect(screen.getByText(want.text)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: want.alt })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: want.button })).toHaveAttribute('href', expect.stringContaining('/personal'));
    expect(screen.getByText(want.symbol)).toBeInTheDocument();
    expect(container.querySelector('iframe[src*="youtube"]')).not.toBeNull();
    // The image and the button are in the columns, which are in the section.
    const section = page.data.content.find((n) => n.type === 'Section');
    expect(section?.props.content).toEqual([expect.objectContaining({ type: 'Columns' })]);
  });

  it('leaves out the unknown component, the invalid option, scripts and custom code, and says so', () => {
    const { container } = renderWithProviders(<BlockTree content={page.data.content} />, { locale });
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('example.com/widget');
    expect(screen.queryByText('Invalid level heading')).toBeNull();
    const types = JSON.stringify(page.data);
    expect(types).not.toContain('Carousel');
    expect(page.warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Unknown component "Carousel"'),
        expect.stringContaining('Heading (builder-invalid-heading) left out'),
        expect.stringContaining('"Custom Code"'),
        expect.stringContaining('"Embed"'),
        expect.stringContaining('RichText (builder-text-1) changed'),
      ]),
    );
  });
});

it('uses the Default of a localized value when the locale has none', () => {
  const page = mapBuilderEntry(
    { data: { url: '/x', title: { '@type': '@builder.io/core:LocalizedValue', Default: 'Only default' }, blocks: [] } },
    'ku',
  );
  expect(page.title).toBe('Only default');
  expect(page.data.content).toEqual([]);
});

describe('a Builder entry with images and a video on Builder\'s CDN', () => {
  const entry = mediaFixture.results[0] as unknown as BuilderEntry;
  const cdn = (name: string) => `https://cdn.builder.io/api/v1/image/assets%2Fa1b2c3%2F${name}`;
  const png = `/api/v1/media/${'1a'.repeat(32)}.png`;
  const jpg = `/api/v1/media/${'2b'.repeat(32)}.jpg`;
  const mp4 = `/api/v1/media/${'3c'.repeat(32)}.mp4`;
  const media: MediaResults = new Map([
    [cdn('tower-png'), { src: png }],
    [cdn('shop-jpeg'), { src: jpg }],
    ['https://cdn.builder.io/o/assets%2Fa1b2c3%2Ftour-mp4?alt=media', { src: mp4 }],
    [cdn('logo-svg'), { reason: 'SVG is refused (it can carry script)' }],
    [cdn('huge-png'), { reason: 'larger than 5 MB' }],
  ]);

  it.each(['ar', 'ku'] as const)('renders the copies from our origin (%s)', async (locale) => {
    const page = mapBuilderEntry(entry, locale, undefined, media);
    const { container } = renderWithProviders(<BlockTree content={page.data.content} />, { locale });
    const alt = locale === 'ar' ? 'برج الإرسال' : 'تاوەری ناردن';
    expect((await screen.findByRole('img', { name: alt })).getAttribute('src')).toContain(encodeURIComponent(png));
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', mp4);
    expect(video).toHaveAttribute('poster', png);
    expect(video).toHaveAccessibleName(locale === 'ar' ? 'جولة في الشبكة' : 'گەشتێک بە تۆڕەکەدا');
    expect(container.innerHTML).not.toContain('cdn.builder.io');
    expect(container.innerHTML).not.toContain('images.example.com');
  });

  it('leaves out, with a warning naming the element and the reason, what was not copied', () => {
    const page = mapBuilderEntry(entry, 'en', undefined, media);
    expect(page.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Image \(media-image-svg\) left out: .*SVG is refused/),
        expect.stringMatching(/^Image \(media-image-huge\) left out: .*larger than 5 MB/),
        expect.stringMatching(/^Image \(media-image-elsewhere\) left out: "https:\/\/images\.example\.com\/tower\.png": only files on Builder's CDN/),
        expect.stringMatching(/^Image \(media-image-broken\) left out: .*not copied to our site/),
      ]),
    );
    expect(JSON.stringify(page.data)).not.toMatch(/cdn\.builder\.io|example\.com/);
  });

  it('sizes a copied image by its own proportions unless Builder gives both width and height, within 4000 px', () => {
    const image = (options: Record<string, unknown>) => ({ component: { name: 'Image', options: { image: cdn('x'), altText: 'x', ...options } } });
    const sized = (options: Record<string, unknown>, own: { width: number; height: number }) => {
      const page = mapBuilderEntry({ data: { url: '/x', blocks: [image(options)] } }, 'en', undefined, new Map([[cdn('x'), { src: png, ...own }]]));
      const { width, height } = page.data.content[0].props;
      return { width, height };
    };
    expect(sized({}, { width: 1600, height: 900 })).toEqual({ width: 1600, height: 900 });
    expect(sized({ width: 800 }, { width: 1600, height: 900 })).toEqual({ width: 800, height: 450 });
    expect(sized({ height: 300 }, { width: 1600, height: 900 })).toEqual({ width: 533, height: 300 });
    expect(sized({ width: 500, height: 500 }, { width: 1600, height: 900 })).toEqual({ width: 500, height: 500 });
    expect(sized({}, { width: 8000, height: 2000 })).toEqual({ width: 4000, height: 1000 });
    expect(sized({}, { width: 1000, height: 9000 })).toEqual({ width: 444, height: 4000 });
  });
});
