/**
 * apiFetch against a real HTTP server on 127.0.0.1 (no fetch mocks): what arrives at the server,
 * what comes back, how many times it is asked, and how long it waits. Where time is the subject (the
 * wait before a retry, the timeout) the client's clock is jest's fake one, moved by the test: the
 * waits are exact, and nothing sleeps on the wall clock. The network stays real.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { apiFetch, buildApiUrl, type ApiFetchOptions } from '../client';
import { ApiClientError, apiFieldErrors } from '../errors';

interface Seen {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as it is. */
  body?: unknown;
  /** Never answer (the timeout test). */
  hang?: boolean;
}

type Route = (request: Seen, index: number) => Reply;

const seen: Seen[] = [];
/** Sockets of requests the server never answered; closed after each test. */
const hanging = new Set<Socket>();
let route: Route = () => ({ body: { data: null, success: true, message: '' } });
let server: http.Server;
let baseUrl: string;

function envelope(data: unknown, success = true, message = '', extra: Record<string, unknown> = {}) {
  return { data, success, message, ...extra };
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: Seen = {
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      seen.push(request);
      const reply = route(request, seen.length - 1);
      if (reply.hang) {
        hanging.add(req.socket);
        return;
      }
      const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? envelope(null));
      res.writeHead(reply.status ?? 200, {
        'Content-Type': typeof reply.body === 'string' ? 'text/html' : 'application/json',
        ...reply.headers,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

/** The real clock and setTimeout, taken before any test fakes them: `until` polls real I/O with them. */
const realSetTimeout = setTimeout;
const realNow = performance.now.bind(performance);

/** Waits (on real time, polling every 5 ms) until `condition()` holds; fails naming `what` after 4 s. */
async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = realNow() + 4_000;
  while (!condition()) {
    if (realNow() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
}

/** A promise whose outcome can be looked at without awaiting it. */
function track<T>(promise: Promise<T>): { done: boolean; value?: T; error?: unknown } {
  const state: { done: boolean; value?: T; error?: unknown } = { done: false };
  promise.then(
    (value) => Object.assign(state, { done: true, value }),
    (error: unknown) => Object.assign(state, { done: true, error }),
  );
  return state;
}

/**
 * The client's timers (and Date, which the test server stamps requests with) on jest's clock. The
 * microtask queue and setImmediate stay real, and so does the network (fetch and the server).
 */
function fakeClock(): void {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate'] });
}

/** The client waits before its retry: the first answer was seen and a second timer (next to the deadline) runs. */
const waitingToRetry = () => seen.length === 1 && jest.getTimerCount() === 2;

afterEach(() => {
  jest.useRealTimers();
  seen.length = 0;
  route = () => ({ body: envelope(null) });
  // Drop the requests the timeout and abort tests left hanging.
  for (const socket of hanging) socket.destroy();
  hanging.clear();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** apiFetch against the test server, with a fixed device id unless the test says otherwise. */
function call<T>(path: string, options: ApiFetchOptions = {}) {
  return apiFetch<T>(path, { baseUrl, deviceId: async () => 'device-123', ...options });
}

async function failure(promise: Promise<unknown>): Promise<ApiClientError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiClientError);
    return error as ApiClientError;
  }
  throw new Error('expected the call to fail');
}

describe('what the server receives', () => {
  it('sends DeviceId, Accept, lang and the query, and answers the envelope with its extra fields', async () => {
    route = () => ({ body: envelope({ games: [1, 2] }, true, 'ok', { isBlocked: false }) });
    const answer = await call<{ games: number[] }>('/api/v1/blog/latest', {
      lang: 'en',
      query: { categoryId: 7, keyword: 'روaming & more', skipped: undefined, empty: null, posts: ['a', 'b'], flag: false },
    });

    expect(answer).toEqual({ data: { games: [1, 2] }, success: true, message: 'ok', isBlocked: false });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/api/v1/blog/latest');
    expect(request.headers.deviceid).toBe('device-123');
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers['content-type']).toBeUndefined();
    expect(request.url.searchParams.get('lang')).toBe('en');
    expect(request.url.searchParams.get('categoryId')).toBe('7');
    expect(request.url.searchParams.get('keyword')).toBe('روaming & more');
    expect(request.url.searchParams.getAll('posts')).toEqual(['a', 'b']);
    expect(request.url.searchParams.get('flag')).toBe('false');
    expect(request.url.searchParams.has('skipped')).toBe(false);
    expect(request.url.searchParams.has('empty')).toBe(false);
  });

  it('lets `lang` win over a lang inside the query', async () => {
    await call('/api/v1/games', { lang: 'ku', query: { lang: 'ar' } });
    expect(seen[0].url.searchParams.getAll('lang')).toEqual(['ku']);
  });

  it('sends a JSON body with Content-Type, and keeps the caller’s headers', async () => {
    route = () => ({ status: 201, body: envelope({ id: 9 }, true, 'received') });
    const answer = await call<{ id: number }>('/api/v1/jobs/feedback', {
      method: 'POST',
      body: { feedback: 'سلام', stars: 5 },
      headers: { Authorization: 'Bearer t0ken', 'Idempotency-Key': 'k-1' },
    });

    expect(answer.data).toEqual({ id: 9 });
    const [request] = seen;
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ feedback: 'سلام', stars: 5 });
    expect(request.headers.authorization).toBe('Bearer t0ken');
    expect(request.headers['idempotency-key']).toBe('k-1');
    expect(request.headers.deviceid).toBe('device-123');
  });

  it('sends no body and no Content-Type when there is no body', async () => {
    await call('/api/v1/captcha', { method: 'POST' });
    expect(seen[0].body).toBe('');
    expect(seen[0].headers['content-type']).toBeUndefined();
  });

  it('leaves DeviceId out when there is none, when the provider fails, and outside a browser', async () => {
    await call('/api/v1/games', { deviceId: async () => null });
    await call('/api/v1/games', { deviceId: () => Promise.reject(new Error('no fingerprint')) });
    await apiFetch('/api/v1/games', { baseUrl }); // default provider: getDeviceId, null in node
    expect(seen).toHaveLength(3);
    for (const request of seen) expect(request.headers.deviceid).toBeUndefined();
  });

  it('does not send a DeviceId that is no valid header value', async () => {
    await call('/api/v1/games', { deviceId: async () => 'bad id with spaces' });
    expect(seen[0].headers.deviceid).toBeUndefined();
  });

  it('keeps a DeviceId header the caller set itself', async () => {
    await call('/api/v1/profile', { headers: { DeviceId: 'from-caller' } });
    expect(seen[0].headers.deviceid).toBe('from-caller');
  });
});

describe('retries', () => {
  it.each(['GET', 'HEAD', 'OPTIONS'] as const)('retries %s once after a 503 and answers the second reply', async (method) => {
    route = (_request, index) => (index === 0 ? { status: 503, body: envelope(null, false, 'busy') } : { body: envelope({ n: 2 }) });
    const answer = await call('/api/v1/games', { method });
    expect(seen.map((request) => request.method)).toEqual([method, method]);
    if (method === 'HEAD') expect(answer).toEqual({ data: null, success: true, message: '' });
    else expect(answer.data).toEqual({ n: 2 });
  });

  it.each([408, 409, 425, 429, 500, 502, 504])('retries a GET once on %i', async (status) => {
    route = (_request, index) => (index === 0 ? { status, body: envelope(null, false, 'x') } : { body: envelope('ok') });
    await expect(call('/api/v1/games')).resolves.toMatchObject({ data: 'ok' });
    expect(seen).toHaveLength(2);
  });

  it('retries only once: two 503 answers throw bad-response after exactly 2 requests', async () => {
    route = () => ({ status: 503, body: envelope(null, false, 'Service unavailable') });
    const error = await failure(call('/api/v1/games'));
    expect(seen).toHaveLength(2);
    expect(error.kind).toBe('bad-response');
    expect(error.status).toBe(503);
    expect(error.message).toBe('Service unavailable');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries %s on 503', async (method) => {
    route = () => ({ status: 503, body: envelope(null, false, 'busy') });
    const error = await failure(call('/api/v1/transactional', { method, body: { msisdn: '07701234567' } }));
    expect(seen).toHaveLength(1);
    expect(error.kind).toBe('bad-response');
    expect(error.status).toBe(503);
  });

  it('does not retry a 400', async () => {
    route = () => ({ status: 400, body: envelope(null, false, 'bad') });
    await failure(call('/api/v1/games'));
    expect(seen).toHaveLength(1);
  });

  it('waits 300 ms before the retry when there is no Retry-After', async () => {
    fakeClock();
    route = (_request, index) => (index === 0 ? { status: 502 } : { body: envelope('ok') });
    const answer = track(call('/api/v1/games'));
    await until(waitingToRetry, 'the first answer and the wait before the retry');
    jest.advanceTimersByTime(299);
    expect(jest.getTimerCount()).toBe(2); // still waiting
    jest.advanceTimersByTime(1);
    await until(() => answer.done, 'the retried call');
    expect(answer.value).toMatchObject({ data: 'ok' });
    expect(seen).toHaveLength(2);
    expect(seen[1].at - seen[0].at).toBe(300);
  });

  it('honours a Retry-After of 1 second', async () => {
    fakeClock();
    route = (_request, index) =>
      index === 0 ? { status: 429, headers: { 'Retry-After': '1' }, body: envelope(null, false, 'slow down') } : { body: envelope('ok') };
    const answer = track(call('/api/v1/games'));
    await until(waitingToRetry, 'the first answer and the wait before the retry');
    jest.advanceTimersByTime(999);
    expect(jest.getTimerCount()).toBe(2); // still waiting
    jest.advanceTimersByTime(1);
    await until(() => answer.done, 'the retried call');
    expect(answer.value).toMatchObject({ data: 'ok' });
    expect(seen).toHaveLength(2);
    expect(seen[1].at - seen[0].at).toBe(1000);
  });

  it('retries at once on Retry-After: 0', async () => {
    fakeClock();
    route = (_request, index) => (index === 0 ? { status: 503, headers: { 'Retry-After': '0' } } : { body: envelope('ok') });
    const answer = track(call('/api/v1/games'));
    await until(waitingToRetry, 'the first answer');
    jest.advanceTimersByTime(0); // no time passes on the client's clock: only what is due now runs
    await until(() => answer.done, 'the retried call');
    expect(answer.value).toMatchObject({ data: 'ok' });
    expect(seen[1].at - seen[0].at).toBe(0);
  });

  it('does not retry when Retry-After asks for more than 2 seconds, and reports it', async () => {
    fakeClock();
    route = () => ({ status: 429, headers: { 'Retry-After': '120' }, body: envelope(null, false, 'Too many requests') });
    // The client's clock stands still: the call can only end if it does not wait at all.
    const outcome = track(call('/api/v1/games'));
    await until(() => outcome.done, 'the call to end without waiting');
    const error = outcome.error as ApiClientError;
    expect(error).toBeInstanceOf(ApiClientError);
    expect(seen).toHaveLength(1);
    expect(error.kind).toBe('bad-request');
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(120);
    expect(error.message).toBe('Too many requests');
  });
});

describe('errors', () => {
  it('a 400 is bad-request with the server’s message, envelope and field errors', async () => {
    const body = envelope({ errors: { msisdn: 'Enter a valid number' } }, false, 'Check the form', { isBlocked: false });
    route = () => ({ status: 400, body });
    const error = await failure(call('/api/v1/login', { method: 'POST', body: { msisdn: 'x' } }));
    expect(error.kind).toBe('bad-request');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Check the form');
    expect(error.envelope).toEqual(body);
    expect(apiFieldErrors(error)).toEqual({ msisdn: 'Enter a valid number' });
  });

  it('a 404 is bad-request and is not retried', async () => {
    route = () => ({ status: 404, body: envelope(null, false, 'Not found') });
    const error = await failure(call('/api/v1/games/99'));
    expect(error).toMatchObject({ kind: 'bad-request', status: 404, message: 'Not found' });
    expect(seen).toHaveLength(1);
  });

  it('a 4xx without an envelope is still bad-request, with a message of our own', async () => {
    route = () => ({ status: 413, body: '<html>Too large</html>' });
    const error = await failure(call('/api/v1/login', { method: 'POST', body: {} }));
    expect(error.kind).toBe('bad-request');
    expect(error.envelope).toBeUndefined();
    expect(error.message).toMatch(/413/);
  });

  it('a 500 is bad-response with the server’s envelope', async () => {
    const body = envelope(null, false, 'Something went wrong on our side');
    route = () => ({ status: 500, body });
    const error = await failure(call('/api/v1/login', { method: 'POST', body: {} }));
    expect(error.kind).toBe('bad-response');
    expect(error.status).toBe(500);
    expect(error.envelope).toEqual(body);
    expect(error.message).toBe('Something went wrong on our side');
  });

  it('a 200 that is not JSON is bad-response', async () => {
    route = () => ({ body: '<html>proxy login page</html>' });
    const error = await failure(call('/api/v1/games'));
    expect(error).toMatchObject({ kind: 'bad-response', status: 200, envelope: undefined });
  });

  it('a 200 with JSON that is no envelope is bad-response', async () => {
    route = () => ({ body: { items: [] } });
    const error = await failure(call('/api/v1/games'));
    expect(error).toMatchObject({ kind: 'bad-response', status: 200 });
  });

  it('a closed port is a network error', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const error = await failure(apiFetch('/api/v1/games', { baseUrl: `http://127.0.0.1:${port}`, deviceId: async () => null }));
    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();
    expect((error.cause as Error).name).toBe('TypeError'); // fetch's own network failure
  });

  it('a server that never answers ends in a timeout after timeoutMs', async () => {
    fakeClock();
    route = () => ({ hang: true });
    const outcome = track(call('/api/v1/games', { timeoutMs: 200 }));
    await until(() => seen.length === 1, 'the request to arrive');
    jest.advanceTimersByTime(199);
    expect(jest.getTimerCount()).toBe(1); // the deadline has not passed
    expect(outcome.done).toBe(false);
    jest.advanceTimersByTime(1);
    await until(() => outcome.done, 'the timeout');
    const error = outcome.error as ApiClientError;
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error.kind).toBe('timeout');
    expect(error.status).toBeUndefined();
    expect(seen).toHaveLength(1);
  });

  it('the timeout also bounds the wait before a retry', async () => {
    fakeClock();
    route = () => ({ status: 503, headers: { 'Retry-After': '2' } });
    const outcome = track(call('/api/v1/games', { timeoutMs: 300 }));
    await until(waitingToRetry, 'the first answer and the 2 s wait before the retry');
    jest.advanceTimersByTime(300);
    await until(() => outcome.done, 'the timeout');
    expect(outcome.error).toBeInstanceOf(ApiClientError);
    expect((outcome.error as ApiClientError).kind).toBe('timeout');
    expect(seen).toHaveLength(1);
  });

  it('the caller’s abort rejects with its reason, not an ApiClientError', async () => {
    route = () => ({ hang: true });
    const controller = new AbortController();
    const outcome = track(call('/api/v1/games', { signal: controller.signal }));
    await until(() => seen.length === 1, 'the request to arrive');
    expect(outcome.done).toBe(false);
    controller.abort();
    await until(() => outcome.done, 'the call to end');
    expect(outcome.error).not.toBeInstanceOf(ApiClientError);
    expect((outcome.error as Error).name).toBe('AbortError');
  });

  it('an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(call('/api/v1/games', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(0);
  });
});

describe('buildApiUrl', () => {
  it('keeps paths relative by default and joins an absolute base', () => {
    expect(buildApiUrl('/api/v1/games', { lang: 'ar' })).toBe('/api/v1/games?lang=ar');
    expect(buildApiUrl('/api/v1/games')).toBe('/api/v1/games');
    expect(buildApiUrl('/api/v1/search?x=1', { keyword: 'a b' }, 'http://127.0.0.1:4000/')).toBe(
      'http://127.0.0.1:4000/api/v1/search?x=1&keyword=a+b',
    );
  });

  it('refuses anything but a same-origin path', async () => {
    for (const path of ['https://evil.example/api', '//evil.example/api', '/\\evil.example/api', 'api/v1/games']) {
      expect(() => buildApiUrl(path)).toThrow(TypeError);
    }
    await expect(apiFetch('//evil.example/api')).rejects.toThrow(TypeError);
  });
});
