import { createHash } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterPaintLoaderScript } from '@/lib/after-paint-scripts';
import { colorModeScript } from '@/lib/theme/color-mode-script';
import { securityHeaders, sendSecurityHeaders } from '../security-headers';

let server: Server;
let handler: RequestListener;

async function get(path = '/'): Promise<Response> {
  const { port } = server.address() as AddressInfo;
  return fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
}

beforeAll(async () => {
  sendSecurityHeaders(securityHeaders({ dev: false }));
  server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

it('a response that sets no header of its own gets every security header', async () => {
  handler = (_req, res) => res.end('<!DOCTYPE html><p>hello</p>');
  const response = await get();
  expect(await response.text()).toBe('<!DOCTYPE html><p>hello</p>');
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).not.toContain('unsafe-eval');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(response.headers.get('strict-transport-security')).toContain('max-age=63072000');
});

it('the CSP allows the two inline scripts of every page by their hashes, and no other inline script', async () => {
  handler = (_req, res) => res.end('ok');
  const scriptSrc = ((await get()).headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith('script-src '));
  expect(scriptSrc).toBe(`script-src 'self' ${hashOf(colorModeScript)} ${hashOf(afterPaintLoaderScript)}`);
});

it('an explicit writeHead, an error status and a redirect carry them too', async () => {
  handler = (req, res) => {
    if (req.url === '/moved') res.writeHead(308, { Location: '/en' }).end();
    else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('missing');
  };
  for (const path of ['/moved', '/missing']) {
    const response = await get(path);
    expect([path, response.headers.get('content-security-policy')?.startsWith("default-src 'self'"), response.headers.get('x-content-type-options')]).toEqual([path, true, 'nosniff']);
  }
});

it('a header the response sets itself wins: a stored upload keeps its sandboxing CSP', async () => {
  handler = (req, res) => {
    if (req.url === '/set') res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.writeHead(200, req.url === '/head' ? { 'Content-Security-Policy': "default-src 'none'", 'X-Frame-Options': 'DENY' } : {});
    res.end('%PDF-1.7');
  };
  expect((await get('/set')).headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  const head = await get('/head');
  expect(head.headers.get('content-security-policy')).toBe("default-src 'none'");
  expect(head.headers.get('x-frame-options')).toBe('DENY');
  expect(head.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
});

it('in development the CSP allows what next dev needs, and there is no HSTS on plain http://localhost', () => {
  const dev = new Map(securityHeaders({ dev: true }));
  expect(dev.get('Content-Security-Policy')).toContain("'unsafe-eval'");
  expect(dev.has('Strict-Transport-Security')).toBe(false);
});

it('installing twice sends each header once', async () => {
  sendSecurityHeaders(securityHeaders({ dev: false }));
  handler = (_req, res) => res.end('ok');
  const response = await get();
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')?.match(/default-src/g)).toHaveLength(1);
});
