import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import type { Locale } from '@/lib/locales';
import { BlockTree } from '@/registry/BlockTree';
import { mapBuilderEntry, type BuilderEntry } from '../map';
import fixture from '../__fixtures__/page-offers.json';

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
