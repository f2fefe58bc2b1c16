/**
 * The security headers of every response (design.md section 7): pages, API answers, files and Next's
 * own assets.
 *
 * They are set by the server on the way out, not by next.config's `headers()`: Next compiles every
 * header value that contains a colon with path-to-regexp on every request (to fill in route
 * parameters), and a Content-Security-Policy is full of colons (`data:`, `blob:`, `https://`). A CPU
 * profile of the cached CMS page under load (issue 15) found that compile about a tenth of the
 * server's time; without it the prerendered `/en/503` answered 1,339 to 1,579 requests/s instead of
 * 886 to 1,254 (paired runs on one build).
 */
import { createHash } from 'node:crypto';
import { ServerResponse } from 'node:http';
import { afterPaintLoaderScript } from '@/lib/after-paint-scripts';
import { colorModeScript } from '@/lib/theme/color-mode-script';

/** The headers, in the order they are sent; `dev` allows what `next dev` needs (eval, inline scripts, no HSTS). */
export function securityHeaders({ dev }: { dev: boolean }): ReadonlyArray<readonly [string, string]> {
  // The two inline scripts of every page (pages/_document.tsx), allowed by their hashes.
  const scriptHashes = [colorModeScript, afterPaintLoaderScript]
    .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`)
    .join(' ');
  // Pages carry their CSS in <style> elements (pages/_document.tsx) and classed() sets CSS custom
  // properties in style attributes, hence 'unsafe-inline' for styles only.
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes}${dev ? " 'unsafe-eval' 'unsafe-inline'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(dev ? [] : [['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'] as const]),
  ];
}

const installed = Symbol.for('site.securityHeaders');

type WriteHead = ServerResponse['writeHead'];

/**
 * Adds the headers to every response of this process when its head is written (Node writes every
 * head through `writeHead`, also an implicit one), unless the response set that header itself: a
 * stored upload keeps its own sandboxing CSP (lib/server/api/handler.ts). A second call does nothing.
 */
export function sendSecurityHeaders(headers = securityHeaders({ dev: process.env.NODE_ENV !== 'production' })): void {
  const proto = ServerResponse.prototype as ServerResponse & { [installed]?: true };
  if (proto[installed]) return;
  const writeHead: WriteHead = proto.writeHead;
  proto.writeHead = function writeHeadWithSecurityHeaders(this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) {
      for (const [name, value] of headers) if (!this.hasHeader(name)) this.setHeader(name, value);
    }
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as WriteHead;
  proto[installed] = true;
}
