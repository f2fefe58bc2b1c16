import { createHash } from 'node:crypto';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// The security headers (CSP, HSTS, ...) are set by the server on every response, not by `headers()`
// here: Next compiles a header value with colons on every request (lib/server/http/security-headers.ts).

// Several servers (issue 15, README "Past one server"): Next's page cache in Redis, chosen when the
// server starts (next.config.ts is read again by `next start`), and no per-server copy in memory, so
// a page revalidated on one server is what every server serves.
const sharedPageCache = process.env.CACHE_HANDLER === 'redis' && Boolean(process.env.REDIS_URL);

const nextConfig: NextConfig = {
  ...(sharedPageCache ? { cacheHandler: path.resolve('lib/server/next-cache-handler.cjs'), cacheMaxMemorySize: 0 } : {}),
  // End-to-end tests and benchmarks build into their own folder, so their cached pages (made with
  // their own SITE_URL and database) never reach `npm start`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // `npm test` type-checks the whole project (`npm run typecheck`) just before its end-to-end build,
  // which then skips Next's own pass over the same files.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  poweredByHeader: false,
  // Next hashes every response body in JavaScript for its ETag, on every request, cache hits included:
  // a CPU profile of the cached CMS page under load (issue 15) found that hash the largest single cost,
  // about a third of the time. API answers get an ETag from a native hash (lib/server/api/handler.ts); pages are
  // cached by nginx or a CDN from their Cache-Control.
  generateEtags: false,
  // For bundle analysis only (`ANALYZE=1`): never in normal builds.
  productionBrowserSourceMaps: process.env.ANALYZE === '1',
  i18n: { locales: ['ar', 'en', 'ku'], defaultLocale: 'ar', localeDetection: false },
  // Bundled on the server too, so the precompiled messages are formatted by the same formatter on both
  // sides (an external use-intl on the server would parse them as ICU strings and show the keys).
  transpilePackages: ['next-intl', 'use-intl'],
  // Loaded by Node, not bundled. The OpenTelemetry packages (traces, lib/server/observability/tracing.ts):
  // so the instrumentations see `pg` load, and nothing of them is read when traces are off.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pino',
    'pg',
    'proper-lockfile',
    'rate-limiter-flexible',
    'ioredis',
    '@opentelemetry/api',
    '@opentelemetry/sdk-node',
    '@opentelemetry/instrumentation-pg',
    '@opentelemetry/instrumentation-undici',
    // The PDF bills' shaper (lib/server/pdf): an ES module with top-level await that reads its .wasm beside it.
    'harfbuzzjs',
  ],
  images: { formats: ['image/avif', 'image/webp'] },
  // One CSS file per chunk, not merged across chunks: a page then carries (inlined by pages/_document)
  // the CSS of the blocks it shows, not that of every block and flow a CMS page could load.
  experimental: { cssChunking: false },
  webpack(config, { dev, isServer }) {
    if (!dev) shortenCssModuleClassNames(config.module.rules);
    if (!isServer) {
      // The browser's next-intl: use-intl's hooks without next-intl's server-component wrappers, which
      // keep the unused date/number formatter on every page (lib/i18n/client-entry.tsx).
      config.resolve.alias = { ...config.resolve.alias, 'next-intl$': path.resolve('lib/i18n/client-entry.tsx') };
      // File hashes of 8 hex digits, not Next's 16: the webpack runtime and the build manifest, which
      // every page loads, name each of the ~200 chunk and CSS files with its hash (random digits gzip
      // cannot shrink: about 1.4 kB gzip on every page). The name still holds the chunk's id, so two
      // builds' versions of one file would have to collide in 32 bits to be confused by a cache.
      config.output.hashDigestLength = 8;
    }
    return config;
  },
};

/**
 * Production class names of CSS Modules: a short hash of the file and the class (`c2Xy7_q`) instead
 * of Next's `Header_Menus__2oFM9`. A class name is written in the stylesheet and on every element that
 * has it, and each page carries its CSS inline (pages/_document), so this is HTML every visitor loads:
 * about 14 bytes per use. Development keeps the readable names.
 */
function shortenCssModuleClassNames(rules: unknown[]): void {
  for (const rule of rules) {
    if (!rule || typeof rule !== 'object') continue;
    const { oneOf, use } = rule as { oneOf?: unknown[]; use?: unknown };
    if (oneOf) shortenCssModuleClassNames(oneOf);
    for (const entry of Array.isArray(use) ? use : []) {
      const loader = entry as { loader?: string; options?: { modules?: { getLocalIdent?: unknown } } };
      if (!loader.loader?.includes('css-loader') || typeof loader.options?.modules?.getLocalIdent !== 'function') continue;
      loader.options.modules.getLocalIdent = (context: { rootContext: string; resourcePath: string }, _: string, name: string) => {
        const file = path.relative(context.rootContext, context.resourcePath).replace(/\\/g, '/');
        return `c${createHash('sha1').update(`${file}#${name}`).digest('base64url').slice(0, 6)}`;
      };
    }
  }
}

// Messages are precompiled at build time, so the browser gets a small formatter instead of the ICU
// parser (about 8 kB gzip less on every page).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './locales', format: 'json', locales: 'infer', precompile: true } },
});

export default withNextIntl(nextConfig);
