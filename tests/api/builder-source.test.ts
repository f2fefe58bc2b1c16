/**
 * Builder.io as a content source against a local stand-in of its Content API (node:http on port 0):
 * a page is fetched, mapped and cached, the publish webhook renews it, and a stand-in that stops
 * answering leaves visitors with the last good page instead of an error.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { builderPages } from '@/lib/server/db/schema';
import { invalidatePageCache } from '@/lib/server/content/pages';
import { resetServerEnv } from '@/lib/server/env';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import webhook from '@/pages/api/builder/webhook';
import siteMapContent from '@/pages/api/v2/site-map/content';
import fixture from '@/lib/server/content/builder/__fixtures__/page-offers.json';

const SECRET = 'builder-webhook-test-secret-0123456789';
const stand = { mode: 'answer' as 'answer' | 'hang', heading: 'Summer offers are here', calls: [] as URLSearchParams[] };
let server: Server;

/**
 * The entry as Builder answers it. Like Builder's Content API, a symbol's content comes only with
 * `enrich=true` (Builder's "enrich" documentation: `includeRefs` alone leaves the symbol a reference).
 */
function entry(enrich: boolean) {
  const copy = structuredClone(fixture.results[0]) as { data: { blocks: Array<{ component: { name: string; options: Record<string, unknown> } }> } };
  copy.data.blocks[0].component.options.text = { '@type': '@builder.io/core:LocalizedValue', Default: 'عربي', en: stand.heading };
  if (!enrich) {
    for (const block of copy.data.blocks) {
      if (block.component.name === 'Symbol') delete (block.component.options.symbol as Record<string, unknown>).content;
    }
  }
  return copy;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    stand.calls.push(url.searchParams);
    if (stand.mode === 'hang') return; // never answers: the client's timeout must give up
    const found = url.pathname === '/api/v3/content/page' && url.searchParams.get('apiKey') === 'test-key' && url.searchParams.get('url') === '/offers/summer';
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ results: found ? [entry(url.searchParams.get('enrich') === 'true')] : [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    CONTENT_SOURCE: 'builder',
    BUILDER_API_KEY: 'test-key',
    BUILDER_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    BUILDER_WEBHOOK_SECRET: SECRET,
    BUILDER_TIMEOUT_MS: '300',
  });
  resetServerEnv();
});

afterAll(async () => {
  for (const name of ['CONTENT_SOURCE', 'BUILDER_API_KEY', 'BUILDER_API_URL', 'BUILDER_WEBHOOK_SECRET', 'BUILDER_TIMEOUT_MS']) delete process.env[name];
  resetServerEnv();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const heading = (reply: Awaited<ReturnType<typeof callApi>>) =>
  (reply.json.data.data.content as Array<{ type: string; props: { text?: string } }>).find((n) => n.type === 'Heading')?.props.text;

describeWithDatabase('Builder.io content source', ({ db }) => {
  const summer = '/api/v2/site-map/content?uri=/offers/summer&lang=en';
  // Each database's run starts from Builder's first version of the page (the other run renewed it).
  beforeAll(() => Object.assign(stand, { mode: 'answer', heading: 'Summer offers are here', calls: [] }));

  it('serves a page only Builder has, mapped to our blocks, and asks Builder once while it is fresh', async () => {
    stand.mode = 'answer';
    stand.calls.length = 0;
    const reply = await callApi(siteMapContent, { url: summer });
    expect(reply.status).toBe(200);
    expect(reply.json.data).toMatchObject({ uri: '/offers/summer', locale: 'en', title: 'Summer offers' });
    expect(heading(reply)).toBe('Summer offers are here');
    expect(JSON.stringify(reply.json.data)).not.toContain('Carousel');
    expect(stand.calls).toHaveLength(1);
    expect(stand.calls[0].get('locale')).toBe('en');
    // The symbol's content (a shared "prices include tax" note) arrived: asked for with enrich=true (issue 28).
    expect(stand.calls[0].get('enrich')).toBe('true');
    expect(JSON.stringify(reply.json.data)).toContain('Prices include tax');
    invalidatePageCache();
    expect((await callApi(siteMapContent, { url: summer })).status).toBe(200);
    expect(stand.calls).toHaveLength(1); // served from builder_pages, which every server shares
    const [row] = await db().db.select().from(builderPages).where(eq(builderPages.uri, '/offers/summer'));
    expect(row.warnings.join(' ')).toContain('Unknown component "Carousel"');
  });

  it('refuses the webhook without the shared secret and renews the page with it', async () => {
    stand.heading = 'Autumn offers are here';
    const body = { modelName: 'page', operation: 'publish', newValue: { data: { url: '/offers/summer' } } };
    const wrong = await callApi(webhook, { method: 'POST', url: '/api/builder/webhook?lang=en', headers: { 'x-builder-secret': 'nope' }, body });
    expect(wrong.status).toBe(401);
    expect(heading(await callApi(siteMapContent, { url: summer }))).toBe('Summer offers are here');

    const right = await callApi(webhook, { method: 'POST', url: '/api/builder/webhook?lang=en', headers: { 'x-builder-secret': SECRET }, body });
    expect(right.status).toBe(200);
    expect(right.json).toMatchObject({ success: true, data: { uri: '/offers/summer', locales: ['ar', 'en', 'ku'] } });
    expect(heading(await callApi(siteMapContent, { url: summer }))).toBe('Autumn offers are here');

    const noPath = await callApi(webhook, { method: 'POST', url: '/api/builder/webhook?lang=en', headers: { 'x-builder-secret': SECRET }, body: { newValue: { data: { url: 'no-slash' } } } });
    expect(noPath.status).toBe(400);
  });

  it('serves the last good page when Builder stops answering, and 404 for a page it never had', async () => {
    await db().db.update(builderPages).set({ fetchedAt: new Date(Date.now() - 3_600_000) });
    invalidatePageCache();
    stand.mode = 'hang';
    stand.calls.length = 0;
    const reply = await callApi(siteMapContent, { url: summer });
    expect(reply.status).toBe(200);
    expect(heading(reply)).toBe('Autumn offers are here');
    expect(stand.calls.length).toBe(2); // tried, timed out, tried once more
    const missing = await callApi(siteMapContent, { url: '/api/v2/site-map/content?uri=/never-in-builder&lang=en' });
    expect(missing.status).toBe(404);
    stand.mode = 'answer';
  });
});
