/**
 * Decides where `/api/redirect?target=` may send a visitor (design.md section 7): same-site paths and
 * allowlisted hosts are redirected; other web hosts get the "you are leaving" page; anything that is
 * not a plain web link (javascript:, data:, //host, /\host, credentials, control characters) is refused.
 */
export type RedirectDecision =
  | { kind: 'redirect'; location: string }
  | { kind: 'interstitial'; url: string; host: string }
  | { kind: 'refused' };

export function decideRedirect(target: unknown, options: { siteHost: string; allowlist: string[] }): RedirectDecision {
  if (typeof target !== 'string') return { kind: 'refused' };
  const value = target.trim();
  // Control characters and backslashes are how browsers get tricked into another host or scheme.
  if (value === '' || value.length > 2048 || /[\u0000-\u001f\u007f\\]/.test(value)) return { kind: 'refused' };

  if (value.startsWith('/')) {
    if (value.startsWith('//')) return { kind: 'refused' };
    // Resolve against a dummy origin to normalise dot segments; the origin must not change.
    const url = new URL(value, 'https://same.site.invalid');
    if (url.origin !== 'https://same.site.invalid') return { kind: 'refused' };
    // Dot segments can rebuild a protocol-relative path: '/.//evil.com' normalises to '//evil.com',
    // which a browser reads as another host.
    if (url.pathname.startsWith('//')) return { kind: 'refused' };
    return { kind: 'redirect', location: url.pathname + url.search + url.hash };
  }

  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'refused' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'refused' };
  if (url.username || url.password || !url.hostname) return { kind: 'refused' };

  const host = url.hostname.toLowerCase();
  const siteHost = options.siteHost.toLowerCase();
  if (host === siteHost || isAllowlisted(host, options.allowlist) || isDirectionsLink(url)) {
    return { kind: 'redirect', location: url.toString() };
  }
  return { kind: 'interstitial', url: url.toString(), host };
}

/** An allowlist entry `example.com` allows that host; `*.example.com` allows its subdomains too. */
function isAllowlisted(host: string, allowlist: string[]): boolean {
  return allowlist.some((entry) => {
    const e = entry.toLowerCase();
    if (e.startsWith('*.')) {
      const base = e.slice(2);
      return host === base || host.endsWith(`.${base}`);
    }
    return host === e;
  });
}

/**
 * The shop locator's "directions" links (lib/shops.ts directionsUrl): Google Maps' directions path
 * only, over https, so that no other page of that host (its own redirector) passes through.
 */
function isDirectionsLink(url: URL): boolean {
  return url.protocol === 'https:' && url.hostname === 'www.google.com' && url.pathname === '/maps/dir/' && !url.port;
}
