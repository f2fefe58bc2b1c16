/**
 * useApi on SWR. apiFetch itself is tested against a real server (client.test.ts); here the fetch is
 * a small stand-in that records the URLs and answers like the server does.
 */
import { render, screen } from '@testing-library/react';
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
  const { rerender } = render(<Probe path={null} />, { wrapper: Fresh });
  expect(screen.getByText('idle')).toBeInTheDocument();
  // Then a real path: a request made for the null one would have started before this one, so it is
  // recorded by the time this one's answer is shown.
  rerender(<Probe path="/api/v1/blog/latest" />);
  expect(await screen.findByText('n=1 message=ok')).toBeInTheDocument();
  expect(requested).toEqual(['/api/v1/blog/latest']);
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

/**
 * SWR decides whether to retry while it handles a failed request, before the error is shown: it then
 * asks its onErrorRetry to schedule the retry. Here that is a spy, so the decision is seen at once.
 */
it.each([
  ['does not retry a refused request (4xx): it would be refused again', { status: 404, body: { data: null, success: false, message: 'No such game' } }, /^error bad-request 404 No such game$/, 0],
  ['retries a broken answer (a proxy\'s page instead of an envelope)', { status: 200, body: '<html>Bad gateway</html>' }, /^error bad-response 200 /, 1],
])('exposes a failed request as an ApiClientError, and %s', async (_, failure, shown, retries) => {
  answer = failure;
  const retry = jest.fn();
  render(<Probe path="/api/v1/games/9" options={{ swr: { onErrorRetry: retry } }} />, { wrapper: Fresh });
  expect(await screen.findByText(shown)).toBeInTheDocument();
  expect(retry).toHaveBeenCalledTimes(retries);
  expect(requested).toHaveLength(1);
});
