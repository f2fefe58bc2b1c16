import fs from 'node:fs';
import path from 'node:path';
import Document, { Head, Html, Main, NextScript } from 'next/document';
import { directionOf, toLocale } from '@/lib/locales';
import { colorModeScript } from '@/lib/theme/color-mode-script';

/**
 * Daltonized colours for the three colour palettes: what a person with that colour vision would lose
 * is shifted into the channels they see (the common daltonize correction).
 */
const paletteMatrices = {
  protanopia: '1 0 0 0 0  -0.255 1.255 0 0 0  0.303 -0.545 1.242 0 0  0 0 0 1 0',
  deuteranopia: '1 0 0 0 0  -0.438 1.438 0 0 0  0.262 -0.562 1.3 0 0  0 0 0 1 0',
  tritanopia: '1.05 -0.382 0.332 0 0  0 1.234 -0.234 0 0  0 0 1 0 0  0 0 0 1 0',
};

type DocumentFiles = Parameters<Head['getCssLinks']>[0];
const inlinedCss = new Map<string, string | null>();

/** A built CSS file's text, read once; null when it cannot be read (then the page links it). */
function builtCss(file: string): string | null {
  if (!inlinedCss.has(file)) {
    try {
      inlinedCss.set(file, fs.readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', file), 'utf8'));
    } catch {
      inlinedCss.set(file, null);
    }
  }
  return inlinedCss.get(file) ?? null;
}

/**
 * The site-wide CSS (colours, fonts' @font-face, accessibility, loading bar: about 2.4 kB) is written
 * into the page instead of linked. A linked stylesheet blocks the first paint for a round trip, which
 * Lighthouse counted at about 190 ms of LCP on a mobile connection. Page-specific CSS (the editor's) stays
 * linked: Next's router manages those links on client-side navigation.
 */
class InlineSiteCssHead extends Head {
  getCssLinks(files: DocumentFiles) {
    if (process.env.NODE_ENV !== 'production') return super.getCssLinks(files);
    const shared = new Set(files.sharedFiles);
    const inline = files.allFiles.filter((file) => file.endsWith('.css') && shared.has(file)).map((file) => [file, builtCss(file)] as const);
    const inlined = new Set(inline.filter(([, css]) => css !== null).map(([file]) => file));
    const links = super.getCssLinks({ ...files, allFiles: files.allFiles.filter((file) => !inlined.has(file)) }) ?? [];
    const styles = inline
      .filter(([, css]) => css !== null)
      .map(([file, css]) => <style key={file} data-site-css={file} dangerouslySetInnerHTML={{ __html: css! }} />);
    return [...styles, ...links];
  }
}

export default class SiteDocument extends Document {
  render() {
    const locale = toLocale(this.props.locale);
    const forced = this.props.__NEXT_DATA__.props?.pageProps?.forcedColorMode as string | undefined;
    return (
      <Html lang={locale} dir={directionOf(locale)} data-force-color-mode={forced}>
        <InlineSiteCssHead>
          <script dangerouslySetInnerHTML={{ __html: colorModeScript }} />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </InlineSiteCssHead>
        <body>
          {/* Colour filters of the accessibility widget's colour palettes (lib/theme/accessibility.css). */}
          <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: 'absolute' }}>
            {Object.entries(paletteMatrices).map(([name, values]) => (
              <filter key={name} id={`a11y-${name}`} colorInterpolationFilters="sRGB">
                <feColorMatrix type="matrix" values={values} />
              </filter>
            ))}
          </svg>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
