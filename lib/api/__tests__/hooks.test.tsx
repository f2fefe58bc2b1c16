/**
 * useApi on SWR. apiFetch itself is tested against a real server (client.test.ts); here the fetch is
 * a small stand-in that records the URLs and answers like the server does.
 */
import { act, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { useApi, type UseApiOptions } from '../hooks';
import type { Query } from '../client';

const requested: string[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: { data: { n: 1 }, success: true, message: 'ok' } };

const fetchImpl = (async (url: string) => {
  requested.push(url);
  const { status, body } = answer;
  return { status, headers: new Headers(), body: null, text: async () => JSON.stringify(body) };
}) as unknown as typeof fetch;

function Probe({ path, query, options }: { path: string | null; query?: Query; options?: UseApiOptions }) {
  const { data, envelope, error, isLoading } = useApi<{ n: number }>(path, query, { fetchImpl, deviceId: async () => 'dev-1', ...options });
  if (isLoading) return <p>loading</p>;
  if (error) return <p>error {error.kind} {error.status} {error.message}</p>;
  return <p>{data ? `n=${data.n} message=${envelope?.message}` : 'idle'}</p>;
}

/** A fresh SWR cache per test. */
function Fresh({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

beforeEach(() => {
  requested.length = 0;
  answer = { status: 200, body: { data: { n: 1 }, success: true, message: 'ok' } };
});

it('makes no request for a null path', async () => {
  render(<Probe path={null} />, { wrapper: Fresh });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(screen.getByText('idle')).toBeInTheDocument();
  expect(requested).toEqual([]);
});

it('answers data and envelope; the key follows path, query and lang', async () => {
  const { rerender } = render(<Probe path="/api/v1/blog/latest" query={{ categoryId: 3 }} options={{ lang: 'en' }} />, { wrapper: Fresh });
  expect(await screen.findByText('n=1 message=ok')).toBeInTheDocument();
  expect(requested).toEqual(['/api/v1/blog/latest?categoryId=3&lang=en']);

  answer = { status: 200, body: { data: { n: 2 }, success: true, message: 'ok' } };
  rerender(<Probe path="/api/v1/blog/latest" query={{ categoryId: 4 }} options={{ lang: 'en' }} />);
  expect(await screen.findByText('n=2 message=ok')).toBeInTheDocument();
  expect(requested).toEqual(['/api/v1/blog/latest?categoryId=3&lang=en', '/api/v1/blog/latest?categoryId=4&lang=en']);
});

it('exposes a refused request as an ApiClientError and does not retry it', async () => {
  answer = { status: 404, body: { data: null, success: false, message: 'No such game' } };
  render(<Probe path="/api/v1/games/9" options={{ swr: { errorRetryInterval: 10 } }} />, { wrapper: Fresh });
  expect(await screen.findByText('error bad-request 404 No such game')).toBeInTheDocument();
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  expect(requested).toHaveLength(1);
});
