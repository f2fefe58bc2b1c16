/**
 * Calls an API route handler over real HTTP (a throwaway server on a free port), with the small part of
 * Next's request/response helpers our routes use. End-to-end tests cover the same routes inside Next.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';

export interface ApiCall {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string or bytes are sent as they are. */
  body?: unknown;
}

export interface ApiReply {
  status: number;
  headers: Headers;
  json: any;
  /** The body as sent, as text. */
  text: string;
  /** The body as it came (a file answer's bytes). */
  bytes: Buffer;
}

/** A throwaway server answering every request with `handler`, as Next would call it. */
function serve(handler: NextApiHandler): http.Server {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const query: Record<string, string | string[]> = {};
    for (const [key, value] of url.searchParams) {
      const existing = query[key];
      query[key] = existing === undefined ? value : ([] as string[]).concat(existing, value);
    }
    const cookies = Object.fromEntries(
      String(req.headers.cookie ?? '')
        .split(';')
        .map((part) => part.trim().split('='))
        .filter(([name]) => name)
        .map(([name, ...value]) => [name, decodeURIComponent(value.join('='))]),
    );
    const apiReq = Object.assign(req, { query, cookies, env: {} }) as unknown as NextApiRequest;
    const apiRes = res as unknown as NextApiResponse;
    Object.assign(apiRes, {
      status(code: number) {
        res.statusCode = code;
        return apiRes;
      },
      json(value: unknown) {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(value));
      },
      send(value: unknown) {
        res.end(typeof value === 'string' ? value : JSON.stringify(value));
      },
    });
    Promise.resolve(handler(apiReq, apiRes)).catch((error: unknown) => {
      res.statusCode = 599; // the wrapper must never let an error escape; make it visible if it does
      res.end(String(error));
    });
  });
}

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function requestInit(call: ApiCall): RequestInit {
  const init: RequestInit = { method: call.method ?? 'GET', headers: { ...call.headers }, redirect: 'manual' };
  if (call.body instanceof Uint8Array) {
    init.body = new Uint8Array(call.body);
  } else if (call.body !== undefined) {
    init.body = typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
    init.headers = { 'content-type': 'application/json', ...call.headers };
  }
  return init;
}

export async function callApi(handler: NextApiHandler, call: ApiCall): Promise<ApiReply> {
  const server = serve(handler);
  const port = await listen(server);
  try {
    const response = await fetch(`http://127.0.0.1:${port}${call.url}`, requestInit(call));
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes); // as response.text() would (a BOM dropped)
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: response.status, headers: response.headers, json, text, bytes };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A response read as it arrives (Server-Sent Events), for tests that act while it is open. */
export interface ApiStream {
  status: number;
  headers: Headers;
  /**
   * Resolves with everything received so far once it matches `pattern`; rejects, with what did come,
   * when the response ends first.
   */
  until(pattern: RegExp): Promise<string>;
  /** Resolves with everything received once the server has ended the response (and stops the server). */
  finished(): Promise<string>;
  /** Leaves, as a browser closing the page does, and stops the server. */
  close(): Promise<void>;
}

export async function openApiStream(handler: NextApiHandler, call: ApiCall): Promise<ApiStream> {
  const server = serve(handler);
  const port = await listen(server);
  const leave = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}${call.url}`, { ...requestInit(call), signal: leave.signal });
  let received = '';
  let ended = false;
  const waiting = new Set<() => void>();
  const reading = (async () => {
    const decoder = new TextDecoder();
    const reader = response.body?.getReader();
    try {
      for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
        received += decoder.decode(part.value, { stream: true });
        waiting.forEach((check) => check());
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true;
      waiting.forEach((check) => check());
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    until: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(received)) resolve(received);
          else if (ended) reject(new Error(`the response ended without ${pattern}; it sent:\n${received}`));
          else return;
          waiting.delete(check);
        };
        waiting.add(check);
        check();
      }),
    async finished() {
      await reading;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      return received;
    },
    async close() {
      leave.abort();
      await reading;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
