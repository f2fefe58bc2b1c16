/** The shared OAuth2 client-credentials token cache (TMF, ZainCash, FIB). */
import { ClientCredentialsToken, type FetchedToken } from '../client-credentials';

/** A token endpoint the test answers by hand: each request waits until `answer` or `fail`. */
function endpoint() {
  const waiting: Array<{ resolve: (t: FetchedToken) => void; reject: (e: Error) => void }> = [];
  let requests = 0;
  return {
    requests: () => requests,
    fetchToken: (): Promise<FetchedToken> => {
      requests++;
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    answer: (token: FetchedToken) => waiting.shift()!.resolve(token),
    fail: (error: Error) => waiting.shift()!.reject(error),
  };
}
describe('ClientCredentialsToken', () => {
  it('callers at the same moment share one token request, and later callers get the cached token', async () => {
    const server = endpoint();
    const tokens = new ClientCredentialsToken(server.fetchToken);
    const parallel = [tokens.get(), tokens.get(), tokens.get()];
    expect(server.requests()).toBe(1);
    server.answer({ token: 'tok-1', lifetimeMs: 3_600_000 });
    expect(await Promise.all(parallel)).toEqual(['tok-1', 'tok-1', 'tok-1']);
    const cached = tokens.get();
    expect(server.requests()).toBe(1);
    expect(await cached).toBe('tok-1');
  });

  it.each([
    ['a 100 s token, a tenth of its life early', 100_000, 90_000],
    ['an hour token, at most 30 s early', 3_600_000, 3_570_000],
    ['a token without lifetime, kept a minute (6 s early)', undefined, 54_000],
  ])('renews %s', async (_name, lifetimeMs, renewAfter) => {
    const server = endpoint();
    let now = 1_000_000;
    const tokens = new ClientCredentialsToken(server.fetchToken, () => now);
    const first = tokens.get();
    now += 500; // the lifetime counts from the answer, not from the request
    server.answer({ token: 'old', lifetimeMs });
    expect(await first).toBe('old');
    now += renewAfter - 1;
    const kept = tokens.get();
    expect(server.requests()).toBe(1);
    expect(await kept).toBe('old');
    now += 1;
    const renewed = tokens.get();
    expect(server.requests()).toBe(2);
    server.answer({ token: 'new', lifetimeMs });
    expect(await renewed).toBe('new');
  });

  it('a rejected token is dropped: the next call fetches a new one', async () => {
    const server = endpoint();
    const tokens = new ClientCredentialsToken(server.fetchToken);
    const first = tokens.get();
    server.answer({ token: 'tok-1', lifetimeMs: 3_600_000 });
    expect(await first).toBe('tok-1');
    tokens.reject('tok-1');
    const second = tokens.get();
    expect(server.requests()).toBe(2);
    server.answer({ token: 'tok-2', lifetimeMs: 3_600_000 });
    expect(await second).toBe('tok-2');
  });

  it('rejecting a token already replaced keeps the newer one (no third request)', async () => {
    const server = endpoint();
    const tokens = new ClientCredentialsToken(server.fetchToken);
    const first = tokens.get();
    server.answer({ token: 'tok-1', lifetimeMs: 3_600_000 });
    await first;
    tokens.reject('tok-1');
    const second = tokens.get();
    server.answer({ token: 'tok-2', lifetimeMs: 3_600_000 });
    await second;
    tokens.reject('tok-1'); // a late 401 to the old token from another caller
    const kept = tokens.get();
    expect(server.requests()).toBe(2);
    expect(await kept).toBe('tok-2');
  });

  it('a failed token request fails every caller sharing it, and is not cached: the next call asks again', async () => {
    const server = endpoint();
    const tokens = new ClientCredentialsToken(server.fetchToken);
    const parallel = [tokens.get(), tokens.get()];
    server.fail(new Error('token endpoint answered 400'));
    for (const call of parallel) await expect(call).rejects.toThrow('token endpoint answered 400');
    const retry = tokens.get();
    expect(server.requests()).toBe(2);
    server.answer({ token: 'tok-1' });
    expect(await retry).toBe('tok-1');
  });
});
