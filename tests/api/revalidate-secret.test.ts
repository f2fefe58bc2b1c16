/**
 * The scheduler's self-call that rebuilds a cached page (/api/editor/revalidate) obeys only the secret
 * this server made at start-up: a visitor without it, or with a guess, gets the same 404 as for a route
 * that does not exist, and no page is rebuilt.
 */
import type { NextApiHandler, NextApiResponse } from 'next';
import { callApi } from '@/lib/server/testing/api';
import revalidate from '@/pages/api/editor/revalidate';

const g = globalThis as typeof globalThis & { __operatorRevalidateSecret?: string };

describe('POST /api/editor/revalidate', () => {
  const rebuilt: string[] = [];
  // callApi's response has no ISR: record what the route asks Next to rebuild instead.
  const route: NextApiHandler = (req, res) => {
    (res as NextApiResponse & { revalidate: (path: string) => Promise<void> }).revalidate = async (path: string) => {
      rebuilt.push(path);
    };
    return revalidate(req, res);
  };
  const post = (headers: Record<string, string>) => callApi(route, { method: 'POST', url: '/x?lang=en', headers, body: { path: '/en/personal' } });

  beforeEach(() => {
    rebuilt.length = 0;
  });

  it('refuses a call without the secret or with a wrong one, and rebuilds nothing', async () => {
    const secret = g.__operatorRevalidateSecret!;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const wrong = `${secret.slice(0, -1)}${secret.endsWith('0') ? '1' : '0'}`;
    for (const headers of [{} as Record<string, string>, { 'x-revalidate-secret': '' }, { 'x-revalidate-secret': wrong }, { 'x-revalidate-secret': secret.slice(1) }]) {
      const reply = await post(headers);
      expect([reply.status, reply.json.success]).toEqual([404, false]);
    }
    expect(rebuilt).toEqual([]);
  });

  it('rebuilds the page for the server itself (the right secret)', async () => {
    const reply = await post({ 'x-revalidate-secret': g.__operatorRevalidateSecret! });
    expect(reply.status).toBe(200);
    expect(rebuilt).toEqual(['/en/personal']);
  });
});
