/**
 * A stand-in for the API in component tests and stories: routes answer by method and path, and every
 * request is recorded (method, path, query, body, headers) so a test can check what was sent.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: any;
  headers: Headers;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
  /** Milliseconds before answering (stories show the spinner). */
  delay?: number;
}

export type FakeRoute = (request: RecordedRequest, index: number) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeApi {
  fetchImpl: typeof fetch;
  requests: RecordedRequest[];
  /** Requests to one route ("POST /api/v1/transactional"). */
  calls: (route: string) => RecordedRequest[];
}

export const ok = <T>(data: T, extra: Record<string, unknown> = {}, message = ''): FakeAnswer => ({
  body: { data, success: true, message, ...extra },
});
export const refused = (status: number, message: string, data: unknown = null, extra: Record<string, unknown> = {}): FakeAnswer => ({
  status,
  body: { data, success: false, message, ...extra },
});

/**
 * `routes` maps "METHOD /path" (path without the query; `*` matches one segment) to an answer, or a
 * function of the request and of how many times the route was called before.
 */
export function fakeApi(routes: Record<string, FakeAnswer | FakeRoute>): FakeApi {
  const requests: RecordedRequest[] = [];
  const counts = new Map<string, number>();
  const patterns = Object.entries(routes).map(([key, answer]) => {
    const [method, path] = key.split(' ');
    const regex = new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`);
    return { key, method, regex, answer };
  });
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    };
    requests.push(request);
    const route = patterns.find((p) => p.method === method && p.regex.test(url.pathname));
    if (!route) return respond(404, { data: null, success: false, message: 'Not found.' });
    const index = counts.get(route.key) ?? 0;
    counts.set(route.key, index + 1);
    const answer = typeof route.answer === 'function' ? await route.answer(request, index) : route.answer;
    if (answer.delay) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, answer.delay);
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(init.signal?.reason);
        });
      });
    }
    return respond(answer.status ?? 200, answer.body);
  }) as typeof fetch;
  return {
    fetchImpl,
    requests,
    calls: (route) => {
      const [method, path] = route.split(' ');
      return requests.filter((r) => r.method === method && r.path === path);
    },
  };
}

/** What apiFetch reads of a Response (jsdom has no Response class). */
function respond(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return { status, ok: status >= 200 && status < 300, headers: new Headers({ 'Content-Type': 'application/json' }), body: null, text: async () => text } as unknown as Response;
}

export const testDeviceId = async () => 'test-device-0001';
