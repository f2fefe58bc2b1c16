/**
 * What the browser gets instead of stylis's index (next.config.ts aliases `stylis` for client builds):
 * the same modules without vendor prefixing. styled-components bundles the prefixer but runs it only
 * with `enableVendorPrefixes`, which this site never sets (logical properties and modern browsers
 * need no -webkit-/-moz- copies), so about 1 kB gzip of dead code left every page.
 * `stylis-src` is aliased to stylis's own src folder.
 */
export * from 'stylis-src/Enum.js';
export * from 'stylis-src/Utility.js';
export * from 'stylis-src/Parser.js';
export * from 'stylis-src/Tokenizer.js';
export * from 'stylis-src/Serializer.js';
export { middleware, namespace, rulesheet } from 'stylis-src/Middleware.js';

/** Never called: styled-components pushes it only when vendor prefixes are enabled. */
export function prefixer() {
  throw new Error('Vendor prefixing is not enabled on this site (lib/theme/stylis.browser.mjs).');
}
