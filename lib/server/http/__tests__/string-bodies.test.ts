import { createServer, ServerResponse, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ENCODED_BODIES_BYTES, encodedBodiesKept, LARGE_STRING_BODY, sendLargeStringBodiesAsBuffers } from '../string-bodies';

/** A page the size of the roaming page, two bytes per character like every page of the site. */
const page = `<!DOCTYPE html><html lang="en"><nav>English · العربية · کوردی</nav>${'<p>Roaming in Türkiye from 5,000 IQD — تجوال</p>'.repeat(1700)}</html>`;

let server: Server;
let handler: RequestListener;

async function get(path = '/'): Promise<{ status: number; length: string | null; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, length: response.headers.get('content-length'), body: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  sendLargeStringBodiesAsBuffers();
  server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('the test page is large and stored two bytes per character', () => {
  expect(page.length).toBeGreaterThan(4 * LARGE_STRING_BODY);
  expect(/[^\u0000-\u00ff]/.test(page)).toBe(true);
});

it('a large page arrives byte for byte, with the length its sender announced', async () => {
  handler = (_req, res) => {
    res.setHeader('Content-Length', Buffer.byteLength(page));
    res.end(page);
  };
  const { status, length, body } = await get();
  expect(status).toBe(200);
  expect(body.equals(Buffer.from(page, 'utf8'))).toBe(true);
  expect(Number(length)).toBe(body.length);
});

it('a large page without a length gets the right one from Node', async () => {
  handler = (_req, res) => res.end(page, 'utf-8');
  const { length, body } = await get();
  expect(body.toString('utf8')).toBe(page);
  expect(Number(length)).toBe(Buffer.byteLength(page));
});

it('the callback of end(body, cb) and end(body, encoding, cb) still runs once the body is sent', async () => {
  const finished: string[] = [];
  handler = (req, res) => (req.url === '/two' ? res.end(page, () => finished.push('two')) : res.end(page, 'utf8', () => finished.push('three')));
  await get('/two');
  await get('/three');
  expect(finished.sort()).toEqual(['three', 'two']);
});

it('a page sent again arrives whole, and another body of the same length is not taken for it', async () => {
  const other = page.replace('Roaming', 'Rooming');
  expect(other.length).toBe(page.length);
  for (const body of [page, page, other, page]) {
    handler = (_req, res) => res.end(body);
    expect((await get()).body.toString('utf8')).toBe(body);
  }
});

it('a body in another encoding is left to Node', async () => {
  const latin1 = 'Ä'.repeat(LARGE_STRING_BODY + 1);
  handler = (_req, res) => res.end(latin1, 'latin1');
  const { body } = await get();
  expect(body.equals(Buffer.from(latin1, 'latin1'))).toBe(true);
});

describe('what Node is handed', () => {
  const proto = ServerResponse.prototype;
  const flags = proto as unknown as Record<symbol, unknown>;
  const flag = Symbol.for('site.stringBodiesAsBuffers');
  let realEnd: ServerResponse['end'];
  let received: unknown[][];

  beforeEach(() => {
    realEnd = proto.end;
    received = [];
    proto.end = function record(this: ServerResponse, ...args: unknown[]) {
      received.push(args);
      return this;
    } as ServerResponse['end'];
    delete flags[flag];
    sendLargeStringBodiesAsBuffers();
  });
  afterEach(() => {
    proto.end = realEnd;
    flags[flag] = true;
  });

  it('a large string becomes one UTF-8 Buffer; a short one stays a string', () => {
    const response = Object.create(proto) as ServerResponse;
    const done = () => undefined;
    response.end(page, done);
    response.end('<p>short</p>');
    expect(Buffer.isBuffer(received[0][0])).toBe(true);
    expect((received[0][0] as Buffer).equals(Buffer.from(page))).toBe(true);
    expect(received[0][1]).toBe(done);
    expect(received[1]).toEqual(['<p>short</p>']);
  });

  it('the same page sent again is not encoded again', () => {
    const response = Object.create(proto) as ServerResponse;
    response.end(page);
    response.end(`${page} `.slice(0, -1)); // an equal page built anew, as an API answer would be
    expect(received[1][0]).toBe(received[0][0]);
  });

  it('the pages kept encoded stay within their memory bound, the oldest leaving first', () => {
    const response = Object.create(proto) as ServerResponse;
    const pages = Array.from({ length: 40 }, (_, i) => `<p>${i}</p>${page.repeat(3)}`);
    for (const body of pages) response.end(body);
    const kept = encodedBodiesKept();
    expect(kept.bytes).toBeLessThanOrEqual(ENCODED_BODIES_BYTES);
    expect(kept.bodies).toBeLessThan(pages.length);
    response.end(pages[0]);
    response.end(pages[39]);
    expect(received[40][0]).not.toBe(received[0][0]); // the first had left, so it was encoded anew
    expect((received[40][0] as Buffer).equals(received[0][0] as Buffer)).toBe(true);
    expect(received[41][0]).toBe(received[39][0]);
  });

  it('installing twice converts once', () => {
    const once = proto.end;
    sendLargeStringBodiesAsBuffers();
    expect(proto.end).toBe(once);
  });
});
