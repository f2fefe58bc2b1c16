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

export async function callApi(handler: NextApiHandler, call: ApiCall): Promise<ApiReply> {
  const server = http.createServer((req, res) => {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const init: RequestInit = { method: call.method ?? 'GET', headers: { ...call.headers }, redirect: 'manual' };
    if (call.body instanceof Uint8Array) {
      init.body = new Uint8Array(call.body);
    } else if (call.body !== undefined) {
      init.body = typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
      init.headers = { 'content-type': 'application/json', ...call.headers };
    }
    const response = await fetch(`http://127.0.0.1:${port}${call.url}`, init);
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
