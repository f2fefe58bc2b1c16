/**
 * Builder.io pages with images and videos on Builder's CDN, against a local stand-in of both the
 * Content API and the CDN (node:http on port 0): the files are copied to our origin once and served by
 * /api/v1/media; what cannot be copied (SVG, another host, too large, a failed download) is left out
 * with a warning while the page is still served. Also the `builder-refresh` job and unpublishing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { builderMedia, builderPages, pages } from '@/lib/server/db/schema';
import { entriesOf, importBuilderEntries } from '@/lib/server/content/builder/import';
import { copyBuilderMedia } from '@/lib/server/content/builder/media';
import { publishCheck } from '@/lib/server/content/publish-check';
import { invalidatePageCache } from '@/lib/server/content/pages';
import { resetServerEnv } from '@/lib/server/env';
import { runDueJob } from '@/lib/server/jobs';
import { JOBS } from '@/lib/server/job-list';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import webhook from '@/pages/api/builder/webhook';
import media from '@/pages/api/v1/media/[file]';
import siteMapContent from '@/pages/api/v2/site-map/content';
import fixture from '@/lib/server/content/builder/__fixtures__/page-media.json';
import { blockDefinitions } from '@/registry/definitions';

const SECRET = 'builder-webhook-test-secret-0123456789';
const URI = '/network/pictures';
const PAGE = `/api/v2/site-map/content?uri=${URI}&lang=en`;

/** A PNG header of 1600 × 900 pixels, and a JPEG one (JFIF, then its frame header) of 1200 × 800. */
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452000006400000038408060000', 'hex'), Buffer.from('tower picture bytes')]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0001108032004b003012200021101031101', 'hex'), Buffer.from('shop picture bytes')]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(1000, 7)]);
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
/** A video of 3 MB, every byte telling where it is. */
const LONG = Buffer.concat([MP4.subarray(0, 16), Buffer.from(Array.from({ length: 3_000_000 }, (_, i) => i % 251))]);
const FIXED = Buffer.concat([PNG, Buffer.from(' fixed')]);

/** The stand-in: what it answers, and which CDN files it was asked for. */
const stand = {
  content: 'answer' as 'answer' | 'hang' | 'empty' | 'notFound',
  heading: 'Our network',
  brokenFixed: false,
  cdnHits: new Map<string, number>(),
};
let server: Server;

const cdnFiles: Record<string, () => { status: number; body: Buffer; type: string }> = {
  'tower-png': () => ({ status: 200, body: PNG, type: 'image/png' }),
  'shop-jpeg': () => ({ status: 200, body: JPEG, type: 'image/jpeg' }),
  'tour-mp4': () => ({ status: 200, body: MP4, type: 'video/mp4' }),
  // 20000 × 20000 pixels in a few bytes: its header says so.
  'giant-png': () => ({ status: 200, body: Buffer.from('89504e470d0a1a0a0000000d4948445200004e2000004e2008060000', 'hex'), type: 'image/png' }),
  'long-mp4': () => ({ status: 200, body: LONG, type: 'video/mp4' }),
  // Says PNG; its bytes are an SVG document with a script.
  'logo-svg': () => ({ status: 200, body: SVG, type: 'image/png' }),
  'huge-png': () => ({ status: 200, body: Buffer.concat([PNG, Buffer.alloc(5_000_001)]), type: 'image/png' }),
  'broken-png': () => (stand.brokenFixed ? { status: 200, body: FIXED, type: 'image/png' } : { status: 500, body: Buffer.from('oops'), type: 'text/plain' }),
};

/** Our own block as a Builder custom component (`builder:export`), its options our props. */
const custom = (id: string, name: string, options: Record<string, unknown>) => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name, options: { ...structuredClone(blockDefinitions[name].defaultProps), ...options } },
});

function entry() {
  const copy = structuredClone(fixture.results[0]) as { data: { blocks: Array<{ component: { options: Record<string, unknown> } }> } };
  copy.data.blocks[0].component.options.text = { '@type': '@builder.io/core:LocalizedValue', Default: 'شبكتنا', en: stand.heading };
  // Files an editor uploaded into our blocks' image fields (Builder file inputs): CDN URLs too.
  copy.data.blocks.push(
    custom('media-hero', 'Hero', { title: 'Coverage everywhere', image: 'https://cdn.builder.io/api/v1/image/assets%2Fa1b2c3%2Fshop-jpeg' }),
    custom('media-logos', 'LogoStrip', {
      logos: [
        { src: 'https://cdn.builder.io/api/v1/image/assets%2Fa1b2c3%2Ftower-png', alt: 'Tower Co', href: '' },
        { src: '/images/partner-1.svg', alt: 'Partner', href: '' },
      ],
    }),
    custom('media-hero-svg', 'Hero', { title: 'Unsafe picture', image: 'https://cdn.builder.io/api/v1/image/assets%2Fa1b2c3%2Flogo-svg' }),
  );
  return copy;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const file = /^\/(?:api\/v1\/image|o)\/assets%2Fa1b2c3%2F([a-z0-9-]+)$/.exec(url.pathname)?.[1];
    if (file === 'slow-png') return; // never answers
    if (file && cdnFiles[file]) {
      stand.cdnHits.set(file, (stand.cdnHits.get(file) ?? 0) + 1);
      const { status, body, type } = cdnFiles[file]();
      res.writeHead(status, { 'content-type': type });
      return res.end(body);
    }
    if (url.pathname !== '/api/v3/content/page' || url.searchParams.get('apiKey') !== 'test-key') {
      res.writeHead(404);
      return res.end();
    }
    if (stand.content === 'hang') return; // never answers: the client's timeout gives up
    if (stand.content === 'notFound') {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end('{"message":"Not found"}');
    }
    const found = stand.content === 'answer' && url.searchParams.get('url') === URI;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ results: found ? [entry()] : [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    CONTENT_SOURCE: 'builder',
    BUILDER_API_KEY: 'test-key',
    // The CDN's files are asked of this origin too (the CDN itself in production).
    BUILDER_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    BUILDER_WEBHOOK_SECRET: SECRET,
    BUILDER_TIMEOUT_MS: '300',
    BUILDER_MEDIA_TIMEOUT_MS: '3000',
  });
  resetServerEnv();
});

afterAll(async () => {
  for (const name of ['CONTENT_SOURCE', 'BUILDER_API_KEY', 'BUILDER_API_URL', 'BUILDER_WEBHOOK_SECRET', 'BUILDER_TIMEOUT_MS', 'BUILDER_MEDIA_TIMEOUT_MS']) delete process.env[name];
  resetServerEnv();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Node = { type: string; props: Record<string, any> };
/** Every block of the served page, nested ones included. */
function blocks(list: Node[]): Node[] {
  return list.flatMap((node) => [node, ...Object.values(node.props).flatMap((v) => (Array.isArray(v) && v.every((x) => x?.type) ? blocks(v) : []))]);
}
const served = (reply: Awaited<ReturnType<typeof callApi>>) => blocks(reply.json.data.data.content);
const getMedia = (path: string, headers: Record<string, string> = {}) => {
  const name = path.split('/').pop()!;
  return callApi(media, { url: `/api/v1/media/${name}?file=${encodeURIComponent(name)}&lang=en`, headers });
};
const publish = () =>
  callApi(webhook, { method: 'POST', url: '/api/builder/webhook?lang=en', headers: { 'x-builder-secret': SECRET }, body: { newValue: { data: { url: URI } } } });

describeWithDatabase('Builder.io media copied to our origin', ({ db }) => {
  let png = '';
  let mp4 = '';

  beforeAll(() => {
    Object.assign(stand, { content: 'answer', heading: 'Our network', brokenFixed: false });
    stand.cdnHits.clear();
    invalidatePageCache();
  });

  it('serves the page with its CDN images and video from our origin and leaves out what cannot be copied, with a warning each', async () => {
    const reply = await callApi(siteMapContent, { url: PAGE });
    expect(reply.status).toBe(200);
    const nodes = served(reply);
    expect(nodes.find((n) => n.type === 'Heading')?.props.text).toBe('Our network');

    const images = nodes.filter((n) => n.type === 'Image');
    expect(images.map((n) => n.props.alt)).toEqual(['The transmission tower', 'A Nour shop']);
    expect(images[0].props).toMatchObject({ src: expect.stringMatching(/^\/api\/v1\/media\/[0-9a-f]{64}\.png$/), width: 800, height: 450 });
    // Core:Image, in a section, with a localized src and no size in Builder: the image's own size.
    expect(images[1].props).toMatchObject({ src: expect.stringMatching(/^\/api\/v1\/media\/[0-9a-f]{64}\.jpg$/), width: 1200, height: 800 });
    png = images[0].props.src;

    const videos = nodes.filter((n) => n.type === 'Video');
    expect(videos.map((n) => n.props.title)).toEqual(['A tour of the network', 'Nour Mobile']);
    expect(videos[0].props.url).toMatch(/^\/api\/v1\/media\/[0-9a-f]{64}\.mp4$/);
    expect(videos[0].props.posterImage).toBe(images[0].props.src); // the same file as the first image: copied once
    expect(videos[1].props.url).toContain('youtube-nocookie.com/embed/');
    mp4 = videos[0].props.url;

    // Our own blocks from Builder: the uploaded pictures are our copies (the same files as above: copied once).
    const heroes = nodes.filter((n) => n.type === 'Hero');
    // An SVG is not copied, and a block whose picture is not ours is left out, like any invalid option.
    expect(heroes.map((n) => [n.props.title, n.props.image])).toEqual([['Coverage everywhere', images[1].props.src]]);
    expect(nodes.find((n) => n.type === 'LogoStrip')?.props.logos.map((l: { src: string }) => l.src)).toEqual([images[0].props.src, '/images/partner-1.svg']);

    const text = JSON.stringify(reply.json.data);
    for (const gone of ['cdn.builder.io', 'images.example.com', '"Logo"', '"Huge"', '"Broken"', 'Unsafe picture']) expect(text).not.toContain(gone);
    const [row] = await db().db.select().from(builderPages).where(eq(builderPages.uri, URI));
    const warnings = row.warnings.join('\n');
    expect(warnings).toMatch(/media-image-svg.*SVG is refused/);
    expect(warnings).toMatch(/Hero image \(media-hero-svg\).*SVG is refused/);
    expect(warnings).toMatch(/Hero \(media-hero-svg\) left out/);
    expect(warnings).toMatch(/media-image-elsewhere.*only files on Builder's CDN \(cdn\.builder\.io\)/);
    expect(warnings).toMatch(/media-image-huge.*larger than 5 MB/);
    expect(warnings).toMatch(/media-image-broken.*answered 500/);
  });

  it('answers a copied image with the same bytes, its type, nosniff, a year of immutable caching and its ETag', async () => {
    const reply = await getMedia(png);
    expect(reply.status).toBe(200);
    expect(reply.bytes.equals(PNG)).toBe(true);
    expect(reply.headers.get('content-type')).toBe('image/png');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = reply.headers.get('etag')!;
    expect(etag).toBe(`"${png.split('/').pop()!.split('.')[0]}"`);
    const again = await getMedia(png, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it('answers byte ranges of a copied video (206) so a browser can seek, the whole file without a usable range, and 416 past its end', async () => {
    const whole = await getMedia(mp4);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.bytes.equals(MP4)).toBe(true);

    const part = await getMedia(mp4, { range: 'bytes=8-15' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 8-15/${MP4.length}`);
    expect(part.bytes.equals(MP4.subarray(8, 16))).toBe(true);

    const tail = await getMedia(mp4, { range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(tail.bytes.equals(MP4.subarray(MP4.length - 10))).toBe(true);
    const open = await getMedia(mp4, { range: 'bytes=1000-' });
    expect(open.headers.get('content-range')).toBe(`bytes 1000-${MP4.length - 1}/${MP4.length}`);
    expect(open.bytes.equals(MP4.subarray(1000))).toBe(true);

    for (const ignored of ['bytes=0-1,5-9', 'bytes=9-2', 'items=0-5', 'bytes=' + '9'.repeat(25) + '-']) {
      const reply = await getMedia(mp4, { range: ignored });
      expect([reply.status, reply.bytes.length]).toEqual([200, MP4.length]);
    }
    const beyond = await getMedia(mp4, { range: 'bytes=99999999999999-' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${MP4.length}`);
    expect(beyond.json).toMatchObject({ success: false, message: 'The requested part of the file does not exist.' });
  });

  it('answers 404 (an envelope, never a 500) for names that are not a stored file', async () => {
    const hash = png.split('/').pop()!.split('.')[0];
    for (const name of [`${hash}.jpg`, `${hash}.svg`, `${'0'.repeat(64)}.png`, `${hash.toUpperCase()}.png`, 'abc.png', '..%2F..%2Fetc%2Fpasswd', `${hash}.png.png`]) {
      const reply = await callApi(media, { url: `/api/v1/media/x?file=${name}&lang=ar` });
      expect([name, reply.status, reply.json.success]).toEqual([name, 404, false]);
      expect(reply.json.message).not.toBe('');
    }
    expect((await callApi(media, { url: `/api/v1/media/x?file=${'a'.repeat(500)}` })).status).toBe(400);
  });

  it('does not download a copied file again at the next refresh, and tries a failed one again', async () => {
    const before = Object.fromEntries(stand.cdnHits);
    expect(before).toMatchObject({ 'tower-png': 1, 'shop-jpeg': 1, 'tour-mp4': 1, 'broken-png': 1 });
    stand.brokenFixed = true;
    const reply = await publish();
    expect(reply.status).toBe(200);
    expect(reply.json.data.locales).toEqual(['ar', 'en', 'ku']);
    const after = Object.fromEntries(stand.cdnHits);
    expect(after).toMatchObject({ 'tower-png': 1, 'shop-jpeg': 1, 'tour-mp4': 1 });
    // Tried again, and once for the three locales of the refresh.
    expect(after['broken-png']).toBe(2);
    const images = served(await callApi(siteMapContent, { url: PAGE })).filter((n) => n.type === 'Image');
    expect(images.map((n) => n.props.alt)).toEqual(['The transmission tower', 'A Nour shop', 'Broken']);
    expect((await getMedia(images[2].props.src)).bytes.equals(FIXED)).toBe(true);
    // Stored once per content: three images and one video.
    expect(await db().db.select({ sha256: builderMedia.sha256 }).from(builderMedia)).toHaveLength(4);
  });

  it('the builder-refresh job renews a stored page when Builder has a newer version and keeps it while Builder is down', async () => {
    const job = JOBS.find((j) => j.name === 'builder-refresh')!;
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    stand.heading = 'Our network, renewed';
    expect(await runDueJob(job, later(10))).toBe(true);
    const heading = async () => served(await callApi(siteMapContent, { url: PAGE })).find((n) => n.type === 'Heading')?.props.text;
    expect(await heading()).toBe('Our network, renewed');

    stand.content = 'hang';
    stand.heading = 'Never seen';
    const refreshed = await job.run(later(20));
    expect(refreshed).toBe(0);
    const [row] = await db().db.select().from(builderPages).where(eq(builderPages.uri, URI));
    expect(row).toBeDefined();
    invalidatePageCache();
    expect(await heading()).toBe('Our network, renewed');
    stand.content = 'answer';
  });

  it('a page Builder no longer has answers 404 after the publish webhook (an empty answer) and after the job (a 404 from Builder)', async () => {
    stand.content = 'empty';
    const unpublished = await publish();
    expect(unpublished.status).toBe(200);
    expect(unpublished.json.data.locales).toEqual([]);
    expect((await callApi(siteMapContent, { url: PAGE })).status).toBe(404);

    // Back in Builder, then gone again while only the timer notices.
    stand.content = 'answer';
    expect((await publish()).json.data.locales).toEqual(['ar', 'en', 'ku']);
    expect((await callApi(siteMapContent, { url: PAGE })).status).toBe(200);
    stand.content = 'notFound';
    await JOBS.find((j) => j.name === 'builder-refresh')!.run(new Date(Date.now() + 60 * 60_000));
    expect(await db().db.select().from(builderPages).where(eq(builderPages.uri, URI))).toEqual([]);
    expect((await callApi(siteMapContent, { url: PAGE })).status).toBe(404);
    stand.content = 'answer';
  });

  it('builder:import saves drafts whose images and video are our copies, without downloading them again', async () => {
    const hits = Object.fromEntries(stand.cdnHits);
    const report = await importBuilderEntries(entriesOf(fixture), { db: db().db });
    expect(report.imported.map((l) => l.locale)).toEqual(['ar', 'en', 'ku']);
    expect(report.imported[0].dropped.join('\n')).toMatch(/media-image-svg.*SVG is refused/);
    expect(Object.fromEntries(stand.cdnHits)).toMatchObject({ 'tower-png': hits['tower-png'], 'tour-mp4': hits['tour-mp4'] });
    const [draft] = await db().db.select().from(pages).where(and(eq(pages.uri, URI), eq(pages.locale, 'ku')));
    expect(draft.publishedVersion).toBeNull();
    const nodes = blocks((draft.draft as { content: Node[] }).content);
    expect(nodes.filter((n) => n.type === 'Image').map((n) => n.props.src)).toEqual([expect.stringMatching(/^\/api\/v1\/media\/[0-9a-f]{64}\.png$/), expect.stringMatching(/\.jpg$/), expect.stringMatching(/\.png$/)]);
    expect(nodes.find((n) => n.type === 'Video')?.props.url).toMatch(/\.mp4$/);
    expect(await publishCheck(db().db, draft.draft, 'ku', URI)).toEqual([]);
  });

  it('gives up on a file the CDN does not send within BUILDER_MEDIA_TIMEOUT_MS, keeping what was copied meanwhile', async () => {
    const image = (name: string) => ({ id: name, component: { name: 'Image', options: { image: `https://cdn.builder.io/api/v1/image/assets%2Fa1b2c3%2F${name}` } } });
    const started = Date.now();
    const results = await copyBuilderMedia({ data: { blocks: [image('slow-png'), image('shop-jpeg')] } }, { db: db().db });
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(results.get(image('slow-png').component.options.image)).toEqual({ reason: 'timed out' });
    expect(results.get(image('shop-jpeg').component.options.image)).toMatchObject({ src: expect.stringMatching(/\.jpg$/) });
  });

  it('refuses an image whose header claims more than 40 megapixels, whatever its file size', async () => {
    const url = 'https://cdn.builder.io/api/v1/image/assets%2Fa1b2c3%2Fgiant-png';
    const results = await copyBuilderMedia({ data: { blocks: [{ component: { name: 'Image', options: { image: url } } }] } }, { db: db().db });
    expect(results.get(url)).toEqual({ reason: '20000 × 20000 pixels is more than 40 megapixels' });
  });

  it('answers an open range of a long video a megabyte at a time (a video element asks for the rest as it plays)', async () => {
    const url = 'https://cdn.builder.io/o/assets%2Fa1b2c3%2Flong-mp4?alt=media';
    const results = await copyBuilderMedia({ data: { blocks: [{ id: 'long', component: { name: 'Video', options: { video: url } } }] } }, { db: db().db });
    const copy = results.get(url) as { src: string };
    expect(copy.src).toMatch(/\.mp4$/);
    const first = await getMedia(copy.src, { range: 'bytes=0-' });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-1048575/${LONG.length}`);
    expect(first.bytes.equals(LONG.subarray(0, 1_048_576))).toBe(true);
    const end = await getMedia(copy.src, { range: `bytes=${LONG.length - 10}-` });
    expect(end.headers.get('content-range')).toBe(`bytes ${LONG.length - 10}-${LONG.length - 1}/${LONG.length}`);
    expect(end.bytes.equals(LONG.subarray(LONG.length - 10))).toBe(true);
  });
});
