/**
 * The cluster of `npm run cluster` (issue 15, "Done when", first bullet): two production servers on one
 * PostgreSQL and one Redis behind nginx. Run by `npm run test:cluster` (CLUSTER_TEST=1): it needs a
 * production build (the e2e build in .next-e2e when there is one, else .next-cluster, built once) and
 * Debian's postgresql, redis-server and nginx; plain `jest` skips it, saying so in its title.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';

type Cluster = {
  url: string;
  servers: Array<{ name: string; base: string; stop: () => Promise<void> }>;
  stop: () => Promise<void>;
};

const distDir = process.env.NEXT_DIST_DIR ?? (existsSync('.next-e2e/BUILD_ID') ? '.next-e2e' : '.next-cluster');
const isCi = !['', '0', 'false', undefined].includes(process.env.CI?.trim().toLowerCase());
// Debian's packages the cluster runs on. Missing on a developer's machine, the suite is skipped and its
// title says what to install; in CI (.ci/run installs them) a missing one fails the run instead.
const missing = [
  ['postgresql', existsSync('/usr/lib/postgresql')],
  ['redis-server', ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].some((p) => existsSync(p))],
  ['nginx', ['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => existsSync(p))],
]
  .filter(([, present]) => !present)
  .map(([name]) => name);
const enabled = process.env.CLUSTER_TEST === '1' && (isCi || missing.length === 0);
const suite = enabled ? describe : describe.skip;
const title = enabled
  ? `cluster: two servers behind nginx (build ${distDir})`
  : process.env.CLUSTER_TEST !== '1'
    ? 'cluster [skipped: run `npm run test:cluster`]'
    : `cluster [skipped: apt-get install -y ${missing.join(' ')}]`;

const page = (uri: string, lang: string) => `uri=${encodeURIComponent(uri)}&lang=${lang}`;
const heroPage = (title: string) => ({
  title: 'About us',
  layout: 'page',
  seo: { description: 'About Nour Mobile' },
  data: { root: { props: {} }, content: [{ type: 'Hero', props: { id: 'Hero-1', title } }] },
});

async function html(url: string): Promise<{ status: number; text: string; cache: string | null }> {
  const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(20_000) });
  return { status: res.status, text: await res.text(), cache: res.headers.get('x-cache-status') };
}

/** Polls `check` every 100 ms for `ms`; answers its last value. */
async function within<T>(ms: number, read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

suite(title, () => {
  let cluster: Cluster;
  let cookie = '';
  const api = (base: string, path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', cookie, ...(init.headers as Record<string, string>) } });

  beforeAll(async () => {
    // @ts-expect-error -- a plain ES module of scripts/, without types
    const { startCluster } = await import('../../scripts/cluster-lib.mjs');
    cluster = (await startCluster({ distDir, port: 0, skipBuild: existsSync(`${distDir}/BUILD_ID`) })) as Cluster;
    const signIn = await api(cluster.servers[0].base, '/api/editor/session?lang=en', {
      method: 'POST',
      body: JSON.stringify({ email: 'editor@example.com', password: 'Editor#2026pass' }),
    });
    expect(signIn.status).toBe(200);
    cookie = signIn.headers.getSetCookie()[0].split(';')[0];
  }, 900_000);
  afterAll(() => cluster?.stop(), 60_000);

  it('a page published on server A is served new at once by server B, and through nginx within its 1 s micro-cache', async () => {
    const [a, b] = cluster.servers;
    const path = '/en/about-us';
    // Both servers and nginx have the page (so it is in the shared page cache and nginx's cache).
    for (const base of [a.base, b.base, cluster.url, cluster.url]) expect((await html(`${base}${path}`)).status).toBe(200);
    const newTitle = `Published on A ${randomBytes(3).toString('hex')}`;
    expect((await html(`${b.base}${path}`)).text).not.toContain(newTitle);

    expect((await api(a.base, `/api/editor/pages/content?${page('/about-us', 'en')}`, { method: 'PUT', body: JSON.stringify(heroPage(newTitle)) })).status).toBe(200);
    const published = await api(a.base, `/api/editor/pages/publish?${page('/about-us', 'en')}`, { method: 'POST' });
    expect(published.status).toBe(200);

    // Server B: the very next request (its own cached copy was the shared one, revalidated by A).
    expect((await html(`${b.base}${path}`)).text).toContain(newTitle);
    // The content API of server B (its in-process cache was dropped through Redis).
    const content = await (await fetch(`${b.base}/api/v2/site-map/content?${page('/about-us', 'en')}`)).text();
    expect(content).toContain(newTitle);
    // nginx: its micro-cache lets the old copy live 1 s at most.
    const viaNginx = await within(3_500, () => html(`${cluster.url}${path}`), (r) => r.text.includes(newTitle));
    expect(viaNginx.text).toContain(newTitle);
  });

  it('nginx caches a public page per host and path, and never what Cache-Control keeps private', async () => {
    const twice = async (url: string, headers: Record<string, string> = {}) => {
      await fetch(url, { headers });
      const res = await fetch(url, { headers });
      await res.text();
      return { cache: res.headers.get('x-cache-status'), control: res.headers.get('cache-control') };
    };
    expect((await twice(`${cluster.url}/en/personal`)).cache).toBe('HIT');
    // Another path is another entry (Arabic at /personal is not the English page).
    const arabic = await fetch(`${cluster.url}/personal`);
    expect(arabic.headers.get('x-cache-status')).not.toBe('HIT');
    expect(await arabic.text()).toContain('lang="ar"');
    const health = await twice(`${cluster.url}/api/health`);
    expect(health.control).toContain('no-store');
    expect(health.cache).not.toBe('HIT');
    const signedIn = await twice(`${cluster.url}/api/editor/session`, { cookie });
    expect(signedIn.cache).not.toBe('HIT');
  });

  it('a rate limit counts the attempts on both servers together', async () => {
    const [a, b] = cluster.servers;
    // The sign-in allows 5 attempts per e-mail address per 15 minutes.
    const email = `nobody-${randomBytes(3).toString('hex')}@example.com`;
    const attempt = (base: string) =>
      api(base, '/api/editor/session?lang=en', { method: 'POST', body: JSON.stringify({ email, password: 'wrong-password-1' }), headers: { cookie: '' } }).then((r) => r.status);
    const statuses: number[] = [];
    for (const base of [a.base, b.base, a.base, b.base, a.base]) statuses.push(await attempt(base));
    expect(statuses.every((s) => s !== 429)).toBe(true);
    // The 6th, on B, which itself saw only 2: refused because A's 3 count too.
    expect(await attempt(b.base)).toBe(429);
    expect(await attempt(a.base)).toBe(429);
  });

  it('a scheduled publish runs exactly once with both servers up', async () => {
    const [a] = cluster.servers;
    const newTitle = `Scheduled ${randomBytes(3).toString('hex')}`;
    expect((await api(a.base, `/api/editor/pages/content?${page('/about-us', 'ar')}`, { method: 'PUT', body: JSON.stringify(heroPage(newTitle)) })).status).toBe(200);
    const at = new Date(Date.now() + 1_000).toISOString();
    expect((await api(a.base, `/api/editor/pages/schedule?${page('/about-us', 'ar')}`, { method: 'POST', body: JSON.stringify({ at }) })).status).toBe(200);

    const runs = async () => {
      const audit = (await (await api(a.base, '/api/editor/audit')).json()) as { data: Array<{ actor: string; action: string; uri: string; locale: string }> };
      return audit.data.filter((row) => row.actor === 'schedule' && row.action === 'publish' && row.uri === '/about-us' && row.locale === 'ar').length;
    };
    expect(await within(30_000, runs, (n) => n > 0)).toBe(1);
    // Both servers tick at least once more (every 10 s at most): still one run.
    await new Promise((r) => setTimeout(r, 12_000));
    expect(await runs()).toBe(1);
    expect((await html(`${cluster.servers[1].base}/about-us`)).text).toContain(newTitle);
  }, 60_000);

  it('stopping one server loses no request through nginx for a cached page', async () => {
    const path = '/en/personal';
    expect((await html(`${cluster.url}${path}`)).status).toBe(200);
    const statuses: number[] = [];
    const load = (async () => {
      for (let i = 0; i < 60; i++) {
        statuses.push((await html(`${cluster.url}${path}`)).status);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    await cluster.servers[0].stop();
    await load;
    expect(statuses).toHaveLength(60);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 60_000);
});
