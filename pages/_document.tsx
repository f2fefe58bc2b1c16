import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { directionOf, toLocale } from '@/lib/locales';
import { colorModeScript } from '@/lib/theme/color-mode-script';
import { stylisPluginsFor } from '@/lib/theme/rtl';

export default class SiteDocument extends Document {
  static async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps> {
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    const plugins = stylisPluginsFor(toLocale(ctx.locale));
    try {
      ctx.renderPage = () =>
        originalRenderPage({
          enhanceApp: (App) =>
            function StyledApp(props) {
              return sheet.collectStyles(
                <StyleSheetManager stylisPlugins={plugins}>
                  <App {...props} />
                </StyleSheetManager>,
              );
            },
        });
      const initialProps = await Document.getInitialProps(ctx);
      return { ...initialProps, styles: [initialProps.styles, sheet.getStyleElement()] };
    } finally {
      sheet.seal();
    }
  }

  render() {
    const locale = toLocale(this.props.locale);
    const forced = this.props.__NEXT_DATA__.props?.pageProps?.forcedColorMode as string | undefined;
    return (
      <Html lang={locale} dir={directionOf(locale)} data-force-color-mode={forced}>
        <Head>
          <script dangerouslySetInnerHTML={{ __html: colorModeScript }} />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
