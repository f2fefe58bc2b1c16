import fs from 'node:fs';
import path from 'node:path';
import Document, { Head, Html, Main, NextScript } from 'next/document';
import type { JSX } from 'react';
import { AFTER_PAINT_TYPE, afterPaintLoaderScript } from '@/lib/after-paint-scripts';
import { directionOf, toLocale, type Locale } from '@/lib/locales';
import { organizationJsonLd } from '@/lib/structured-data';
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
 * A page's CSS is written into the page instead of linked: a linked stylesheet blocks the first paint
 * for a round trip, which Lighthouse counted at about 190 ms of LCP on a mobile connection. Each
 * <style> carries the attribute Next's client uses to find that file again, so nothing is fetched
 * twice: the site-wide CSS (every page), the page's own (`data-n-href`: the router switches it off
 * and on across client-side navigation) and the CSS of the blocks the page rendered (`data-href`: the
 * chunk loader takes it as already loaded). If a file cannot be read, the page links its CSS as usual.
 */
class InlineCssHead extends Head {
  getCssLinks(files: DocumentFiles) {
    if (process.env.NODE_ENV !== 'production') return super.getCssLinks(files);
    const { assetPrefix, dynamicImports } = this.context;
    const shared = new Set(files.sharedFiles);
    const pageFiles = files.allFiles.filter((file) => file.endsWith('.css'));
    const blockFiles = [...new Set(dynamicImports.filter((file) => file.endsWith('.css')))].filter((file) => !pageFiles.includes(file));
    const texts = [...pageFiles, ...blockFiles].map((file) => [file, builtCss(file)] as const);
    if (texts.some(([, css]) => css === null)) return super.getCssLinks(files);
    const fonts = texts.filter(([file]) => shared.has(file)).flatMap(([, css]) => fontPreloads(css!, toLocale(this.context.locale)));
    return [
      ...fonts,
      ...texts.map(([file, css]) => {
        const href = `${assetPrefix}/_next/${file}`;
        const attributes = shared.has(file) ? { 'data-site-css': file } : pageFiles.includes(file) ? { 'data-n-href': href } : { 'data-href': href };
        return <style key={file} {...attributes} dangerouslySetInnerHTML={{ __html: css! }} />;
      }),
    ];
  }

  // The chunks are requested after the first paint (lib/after-paint-scripts.ts): Next's <script defer>
  // elements become inert ones the loader, written after them, turns back into scripts.
  getDynamicChunks(files: DocumentFiles) {
    return afterPaint(super.getDynamicChunks(files));
  }

  getScripts(files: DocumentFiles) {
    if (process.env.NODE_ENV !== 'production') return super.getScripts(files);
    return [...afterPaint(super.getScripts(files)), <script key="after-paint-loader" dangerouslySetInnerHTML={{ __html: afterPaintLoaderScript }} />];
  }
}

/**
 * The site's faces (lib/theme/fonts.css, `font-display: optional`) a page in this locale shows,
 * preloaded. Found by the CSS, they arrived after the first layout: the text was laid out twice (the
 * second time in the face, about 55 ms on Lighthouse's phone) or, past the ~100 ms the browser waits,
 * not in the face at all. Arabic and Kurdish pages use both faces (Inter for digits and Latin words);
 * English pages only Inter (the language menu's two Arabic-script names may stay in the fallback).
 */
function fontPreloads(siteCss: string, locale: Locale): JSX.Element[] {
  const faces = [...siteCss.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, face]) => ({
    family: /font-family:\s*["']?([^;"']+)/.exec(face)?.[1] ?? '',
    url: /url\(["']?([^)"']+\.woff2)/.exec(face)?.[1],
  }));
  return faces
    .filter((face) => face.url && (directionOf(locale) === 'rtl' || !face.family.includes('Arabic')))
    .map((face) => <link key={face.url} rel="preload" as="font" type="font/woff2" crossOrigin="anonymous" href={face.url} />);
}

type ScriptProps = { src?: string; crossOrigin?: JSX.IntrinsicElements['script']['crossOrigin'] };

/** Next's chunk scripts, inert until the loader inserts them (inline scripts are left as they are). */
function afterPaint<Script extends JSX.Element | null>(scripts: Script[]): (Script | JSX.Element)[] {
  return scripts.map((script) => {
    const props = script?.props as ScriptProps | undefined;
    if (process.env.NODE_ENV !== 'production' || !script || !props?.src) return script;
    return <script key={script.key} type={AFTER_PAINT_TYPE} data-src={props.src} crossOrigin={props.crossOrigin} />;
  });
}

export default class SiteDocument extends Document {
  render() {
    const locale = toLocale(this.props.locale);
    const pageProps = this.props.__NEXT_DATA__.props?.pageProps as { forcedColorMode?: string; doc?: { uri?: string }; site?: { url?: string } } | undefined;
    const forced = pageProps?.forcedColorMode;
    const organization = pageProps?.doc?.uri === '/' && pageProps.site?.url ? organizationJsonLd(pageProps.site.url, locale) : null;
    return (
      <Html lang={locale} dir={directionOf(locale)} data-force-color-mode={forced}>
        <InlineCssHead>
          <script dangerouslySetInnerHTML={{ __html: colorModeScript }} />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          {organization && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organization }} />}
        </InlineCssHead>
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
