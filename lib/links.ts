/**
 * Link building (spec section 2). One function decides where every menu and content link goes.
 */
import { brand } from './brand';
import { type Locale, localePrefix, localizePath } from './locales';

export const REDIRECT_ENDPOINT = '/api/redirect';

export interface BuiltLink {
  href: string;
  /** True when the link leaves this site's routing (full page load). */
  external: boolean;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function isExternalUrl(link: string): boolean {
  return SCHEME.test(link) || link.startsWith('//');
}

/**
 * Turns a stored link into the URL a visitor follows.
 * - `{LANG}` becomes '' for Arabic and `/{lang}` for the others.
 * - `/content/...<service>` links get the language appended as a suffix (`/en`).
 * - mall links are site paths like any other: the language is in the path, so the `#en` hash of
 *   spec section 2 (meant for the old outside mall) is left off (issue 28: a stray `#ar` in every link).
 * - `tel:` and `mailto:` stay as they are.
 * - other absolute URLs go through the redirect endpoint (`/api/redirect?target=…`).
 * - other site paths are localised.
 */
export function buildLink(link: string, locale: Locale): BuiltLink {
  const trimmed = link.trim();
  if (/^(tel|mailto):/i.test(trimmed)) return { href: trimmed, external: true };

  if (trimmed.includes('{LANG}')) {
    const replaced = trimmed.split('{LANG}').join(localePrefix(locale));
    return isExternalUrl(replaced)
      ? { href: redirectHref(replaced, locale), external: true }
      : { href: replaced || '/', external: false };
  }

  if (isExternalUrl(trimmed)) return { href: redirectHref(trimmed, locale), external: true };

  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  const [pathOnly] = path.split(/[?#]/);
  // The suffix goes on the path: a query string or hash must stay after it.
  const rest = path.slice(pathOnly.length);
  if (pathOnly.startsWith('/content') && pathOnly.endsWith(brand.contentServiceName)) {
    return { href: `${pathOnly}/${locale}${rest}`, external: false };
  }
  return { href: localizePath(path, locale), external: false };
}

export function redirectHref(target: string, locale: Locale): string {
  const params = new URLSearchParams({ target, lang: locale });
  return `${REDIRECT_ENDPOINT}?${params.toString()}`;
}
