/**
 * The internal path each variant's page is rendered and cached at (ISR): `/_variant/b/offers`; the
 * proxy rewrites to it. Apart from ./variants.ts, whose editor schemas (zod, with their messages) the
 * catch-all page must not pull in: it needs only this.
 */
export const VARIANT_PREFIX = '/_variant';
export const variantPath = (key: string, uri: string): string => `${VARIANT_PREFIX}/${key}${uri === '/' ? '' : uri}`;
/** A variant's key on a page: the page test's variant and its sections' (lib/variants.ts comboKey): `b`, `s12b`, `a-s12c`. */
export const COMBO = /^(?:[a-z]|s\d{1,9}[a-z])(?:-s\d{1,9}[a-z]){0,7}$/;
