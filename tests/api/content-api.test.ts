import { and, eq } from 'drizzle-orm';
import { pages, pageVersions } from '@/lib/server/db/schema';
import { invalidatePageCache } from '@/lib/server/content/pages';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import session from '@/pages/api/editor/session';
import contentV1 from '@/pages/api/v1/content/index';
import pageData from '@/pages/api/v1/pageData';
import siteMapContent from '@/pages/api/v2/site-map/content';

describeWithDatabase('content API', ({ db }) => {
  it('returns the typed block tree of a published page in the language asked', async () => {
    const reply = await callApi(siteMapContent, { url: '/api/v2/site-map/content?uri=/&lang=en' });
    expect(reply.status).toBe(200);
    const doc = reply.json.data;
    expect(doc).toMatchObject({ uri: '/', locale: 'en', version: 1, layout: 'page' });
    expect(doc.data.root).toEqual({ props: {} });
    expect(doc.data.content[0].type).toBe('Hero');
    const types = new Set<string>();
    const walk = (nodes: Array<{ type: string; props: Record<string, unknown> }>) => {
      for (const n of nodes) {
        types.add(n.type);
        expect(typeof n.props.id).toBe('string');
        for (const v of Object.values(n.props)) if (Array.isArray(v) && v[0]?.type) walk(v as never);
      }
    };
    walk(doc.data.content);
    expect(types.size).toBeGreaterThanOrEqual(6);
    const ar = await callApi(siteMapContent, { url: '/api/v2/site-map/content?uri=/&lang=ar' });
    expect(ar.json.data.data.content[0].props.title).not.toBe(doc.data.content[0].props.title);
  });

  it('strips the locale prefix of the uri and adds the data resolved blocks show', async () => {
    const reply = await callApi(contentV1, { url: '/api/v1/content?uri=/en/personal/roaming/&lang=en' });
    expect(reply.status).toBe(200);
    expect(reply.json.data.uri).toBe('/personal/roaming');
    const roaming = JSON.stringify(reply.json.data.data);
    expect(roaming).toContain('"countries"');
    expect(roaming).toContain('Turkey');
  });

  it('answers 404 for an unknown uri and 400 for a version that is not a whole number', async () => {
    const missing = await callApi(siteMapContent, { url: '/api/v2/site-map/content?uri=/nothing-here&lang=en' });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ success: false, data: null, message: 'Not found.' });
    for (const version of ['-1', 'abc', '1.5', '']) {
      const bad = await callApi(siteMapContent, { url: `/api/v2/site-map/content?uri=/&lang=en&version=${version}` });
      expect(bad.status).toBe(400);
      expect(bad.json.data.errors.version).toBe('Enter a whole number.');
    }
    const noUri = await callApi(siteMapContent, { url: '/api/v2/site-map/content?lang=ku' });
    expect(noUri.status).toBe(400);
    expect(noUri.json.data.errors.uri).toBe('ئەم خانەیە پێویستە.');
  });

  it('serves a stored version by number to an editor and leaves bad blocks out, sanitising rich text', async () => {
    const signIn = await callApi(session, { method: 'POST', url: '/x?lang=en', body: { email: 'editor@example.com', password: 'Editor#2026pass' } });
    expect(signIn.status).toBe(200);
    const editor = { Cookie: signIn.headers.get('set-cookie')?.split(';')[0] ?? '' };
    await db()
      .db.insert(pageVersions)
      .values({
        uri: '/about-us',
        locale: 'en',
        version: 2,
        layout: 'page',
        title: 'About us (v2)',
        seo: {},
        data: {
          root: { props: {} },
          content: [
            { type: 'Hero', props: { id: 'h', title: '' } },
            { type: 'RichText', props: { id: 'r', html: '<p>Safe<script>alert(1)</script><a href="javascript:x()">link</a><img src=x onerror=alert(1)></p>' } },
            { type: 'Marquee', props: { id: 'm' } },
          ],
        },
      });
    const v2 = await callApi(siteMapContent, { url: '/api/v2/site-map/content?uri=/about-us&lang=en&version=2', headers: editor });
    expect(v2.status).toBe(200);
    expect(v2.json.data.title).toBe('About us (v2)');
    expect(v2.json.data.data.content.map((n: { props: { id: string } }) => n.props.id)).toEqual(['r']);
    const html = v2.json.data.data.content[0].props.html as string;
    expect(html).toContain('Safe');
    expect(html).not.toMatch(/script|javascript:|onerror/i);
    // Version 2 exists but is not live: version 0 is still version 1, and a visitor cannot read 2.
    const live = await callApi(siteMapContent, { url: '/api/v2/site-map/content?uri=/about-us&lang=en' });
    expect(live.json.data.version).toBe(1);
    expect((await callApi(siteMapContent, { url: '/api/v2/site-map/content?uri=/about-us&lang=en&version=2' })).status).toBe(404);
    await db().db.update(pages).set({ publishedVersion: 2 }).where(and(eq(pages.uri, '/about-us'), eq(pages.locale, 'en')));
    invalidatePageCache('/about-us', 'en');
    const now = await callApi(siteMapContent, { url: '/api/v2/site-map/content?uri=/about-us&lang=en' });
    expect(now.json.data.version).toBe(2);
  });

  it('gives the accessibility widget every label of its 12 options, in each language', async () => {
    const en = await callApi(pageData, { url: '/api/v1/pageData?uri=accessibility-settings&lang=en' });
    expect(en.status).toBe(200);
    const options = ['theme', 'textSize', 'textSpacing', 'hideVisuals', 'readingMode', 'bigCursor', 'readingMask', 'readingGuide', 'lineHeight', 'textAlign', 'saturation', 'colorPalette'];
    for (const option of options) expect(en.json.data[`${option}.label`]).toEqual(expect.any(String));
    expect(en.json.data['textSize.xlarge']).toBe('Extra large (24px)');
    const ku = await callApi(pageData, { url: '/api/v1/pageData?uri=accessibility-settings&lang=ku' });
    expect(ku.json.data['textSize.label']).toBe('قەبارەی دەق');
    const page = await callApi(pageData, { url: '/api/v1/pageData?uri=/personal&lang=ar' });
    expect(page.json.data).toMatchObject({ uri: '/personal', layout: 'page', version: 1 });
  });
});
