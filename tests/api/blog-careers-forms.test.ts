import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { jobApplications } from '@/lib/server/db/schema';
import { callApi } from '@/lib/server/testing/api';
import { docx, zip } from '@/lib/server/testing/files';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import blogCategories from '@/pages/api/v1/blog/categories/index';
import blogCategory from '@/pages/api/v1/blog/categories/[id]';
import blogContent from '@/pages/api/v1/blog/content/[id]';
import blogLatest from '@/pages/api/v1/blog/latest';
import blogPost from '@/pages/api/v1/blog/post';
import blogSearch from '@/pages/api/v1/blog/search';
import blogTrending from '@/pages/api/v1/blog/trending';
import contentPosts from '@/pages/api/v1/content/posts';
import forms from '@/pages/api/v1/forms/[formKey]';
import apply from '@/pages/api/v1/jobs/[id]/apply';
import jobCategories from '@/pages/api/v1/jobs/categories';
import jobLocations from '@/pages/api/v1/jobs/locations';
import autocomplete from '@/pages/api/v1/search/autocomplete';

describeWithDatabase('blog API', () => {
  it('lists categories and the posts of one, in the language asked', async () => {
    const categories = await callApi(blogCategories, { url: '/x?lang=en' });
    expect(categories.json.data.length).toBeGreaterThanOrEqual(3);
    const first = categories.json.data[0];
    const one = await callApi(blogCategory, { url: `/x?id=${first.id}&lang=ku` });
    expect(one.status).toBe(200);
    expect(one.json.data.posts.length).toBeGreaterThan(0);
    expect((await callApi(blogCategory, { url: '/x?id=9999&lang=en' })).status).toBe(404);
  });

  it('has at least 12 posts per locale across 3 categories, latest first and trending by reads', async () => {
    for (const lang of ['ar', 'en', 'ku']) {
      const latest = await callApi(blogLatest, { url: `/x?lang=${lang}` });
      expect(latest.json.data.length).toBe(6);
      const dates = latest.json.data.map((p: { publishedAt: string }) => p.publishedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
    const categories = (await callApi(blogCategories, { url: '/x?lang=en' })).json.data;
    let total = 0;
    let withPosts = 0;
    for (const c of categories) {
      const n = (await callApi(blogCategory, { url: `/x?id=${c.id}&lang=en` })).json.data.posts.length;
      total += n;
      if (n > 0) withPosts += 1;
    }
    expect(total).toBeGreaterThanOrEqual(12);
    expect(withPosts).toBeGreaterThanOrEqual(3);
    const trending = await callApi(blogTrending, { url: '/x?lang=en' });
    expect(trending.json.data.length).toBeGreaterThan(0);
    const byCategory = await callApi(blogLatest, { url: `/x?lang=en&categoryId=${categories[0].id}` });
    expect(byCategory.json.data.every((p: { categoryName: string }) => p.categoryName === categories[0].name)).toBe(true);
  });

  it('gives a post by id, by slug, and a selection in order', async () => {
    const latest = (await callApi(blogLatest, { url: '/x?lang=en' })).json.data;
    const byId = await callApi(blogContent, { url: `/x?id=${latest[0].id}&lang=en` });
    expect(byId.json.data.html).toContain('<p>');
    const slug = byId.json.data.slug;
    const bySlug = await callApi(blogPost, { url: `/x?post=${slug}&lang=en` });
    expect(bySlug.json.data.id).toBe(latest[0].id);
    expect((await callApi(blogPost, { url: '/x?post=no-such-post&lang=en' })).status).toBe(404);
    const selection = await callApi(contentPosts, { url: `/x?posts=${latest[1].id},${latest[0].id}&lang=ar` });
    expect(selection.json.data.map((p: { id: number }) => p.id)).toEqual([latest[1].id, latest[0].id]);
    expect((await callApi(contentPosts, { url: '/x?posts=1;drop&lang=ar' })).status).toBe(400);
  });

  it('searches posts by keyword; under 3 characters gives nothing', async () => {
    const hits = await callApi(blogSearch, { url: `/x?lang=en&keyword=${encodeURIComponent('roaming')}` });
    expect(hits.json.data.length).toBeGreaterThan(0);
    const short = await callApi(blogSearch, { url: '/x?lang=en&keyword=ro' });
    expect(short.json.data).toEqual([]);
    const nothing = await callApi(blogSearch, { url: `/x?lang=en&keyword=${encodeURIComponent('zzqqxx')}` });
    expect(nothing.json.data).toEqual([]);
  });
});

describeWithDatabase('careers API', () => {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF')]);

  function applyForm(fields: Record<string, string>, cv?: { name: string; type: string; data: Buffer }) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    if (cv) form.set('cv', new Blob([new Uint8Array(cv.data)], { type: cv.type }), cv.name);
    return form;
  }

  /** Sends a real multipart body, encoded by the platform's FormData. */
  async function post(jobId: number, form: FormData, lang = 'en') {
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer());
    return callApi(apply, { method: 'POST', url: `/x?id=${jobId}&lang=${lang}`, body, headers: { 'content-type': request.headers.get('content-type')! } });
  }

  beforeEach(() => resetRateLimits());

  it('gives the four lookups in the language asked', async () => {
    const categories = await callApi(jobCategories, { url: '/x?lang=ar' });
    expect(categories.json.data.length).toBeGreaterThan(0);
    expect(categories.json.data[0]).toEqual({ key: expect.any(String), name: expect.any(String) });
    const locations = await callApi(jobLocations, { url: '/x?lang=en' });
    expect(locations.json.data.map((l: { name: string }) => l.name)).toContain('Baghdad');
  });

  it('accepts an application with a PDF CV and refuses a fake one, a missing one and bad fields', async () => {
    const fields = { name: 'Sara Ali', email: 'sara@example.com', phone: '07701234567', coverLetter: 'I would like to join.' };
    const ok = await post(1, applyForm(fields, { name: 'cv.pdf', type: 'application/pdf', data: pdf }));
    expect(ok.status).toBe(201);
    expect(ok.json.data.id).toEqual(expect.any(Number));

    const fake = await post(1, applyForm(fields, { name: 'cv.pdf', type: 'application/pdf', data: Buffer.from('MZ this is an exe') }));
    expect(fake.status).toBe(400);
    expect(fake.json.data.errors.cv).toBe('Upload your CV as a PDF or Word (.docx) file.');

    const none = await post(1, applyForm(fields), 'ar');
    expect(none.json.data.errors.cv).toBe('أرفق سيرتك الذاتية.');

    const bad = await post(1, applyForm({ ...fields, email: 'nope', phone: '123' }, { name: 'cv.pdf', type: 'application/pdf', data: pdf }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.data.errors).sort()).toEqual(['email', 'phone']);
  });

  it('takes a Word CV (a ZIP whose table of contents lists the document) and refuses ZIPs that only mention word/', async () => {
    const fields = { name: 'Sara Ali', email: 'sara@example.com', phone: '07701234567' };
    const word = docx();
    // Browsers often send .docx as application/octet-stream: the bytes decide.
    const ok = await post(1, applyForm(fields, { name: 'Sara Ali CV.docx', type: 'application/octet-stream', data: word }));
    expect(ok.status).toBe(201);
    const [row] = await (await getDb()).select({ mime: jobApplications.cvMime, cv: jobApplications.cv }).from(jobApplications).where(eq(jobApplications.id, ok.json.data.id));
    expect(row.mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(Buffer.compare(row.cv, word)).toBe(0);

    const xml = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
    // Each has the bytes "word/" in it, which was once enough to pass as a DOCX.
    const notWord: Record<string, Buffer> = {
      'a ZIP whose text names the parts of a DOCX': zip([
        { name: 'readme.txt', content: 'Rename to .docx: it needs [Content_Types].xml and word/document.xml', stored: true },
        { name: 'setup.exe', content: 'MZ not a document' },
      ]),
      'a package with a word/ folder but no document': zip([
        { name: '[Content_Types].xml', content: xml },
        { name: 'word/media/image1.png', content: 'picture' },
      ]),
      'a DOCX cut off before its table of contents': word.subarray(0, word.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))),
    };
    for (const [what, data] of Object.entries(notWord)) {
      const refused = await post(1, applyForm(fields, { name: 'cv.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', data }));
      expect([what, refused.status, refused.json.data.errors]).toEqual([what, 400, { cv: 'Upload your CV as a PDF or Word (.docx) file.' }]);
    }
  });

  it('refuses a CV over 5 MB with a clear error, and a job that does not exist', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]);
    const fields = { name: 'Sara Ali', email: 'sara@example.com', phone: '07701234567' };
    const tooBig = await post(1, applyForm(fields, { name: 'cv.pdf', type: 'application/pdf', data: big }));
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.data.errors.cv).toBe('The file is too large: at most 5 MB.');
    const missing = await post(9999, applyForm(fields, { name: 'cv.pdf', type: 'application/pdf', data: pdf }));
    expect(missing.status).toBe(404);
  });
});

describeWithDatabase('forms API', () => {
  beforeEach(() => resetRateLimits());

  it('stores a valid contact message and explains every bad field in the page language', async () => {
    const bad = await callApi(forms, { method: 'POST', url: '/x?formKey=contact&lang=ar', body: {} });
    expect(bad.status).toBe(400);
    expect(Object.values(bad.json.data.errors)).toContain('هذا الحقل مطلوب.');
    const unknown = await callApi(forms, { method: 'POST', url: '/x?formKey=nope&lang=en', body: {} });
    expect(unknown.status).toBe(404);
  });
});

describeWithDatabase('search autocomplete', () => {
  it('groups links, shop products and bundles; under 3 characters gives empty groups', async () => {
    const bundles = await callApi(autocomplete, { url: `/x?lang=en&keyword=${encodeURIComponent('Internet')}` });
    expect(bundles.status).toBe(200);
    expect(Object.keys(bundles.json.data).sort()).toEqual(['1', '2', '3']);
    expect(bundles.json.data['3'].map((e: { link: string }) => e.link)).toContain('101');
    for (const entry of bundles.json.data['3']) expect(entry).toEqual({ id: expect.any(String), keyword: expect.any(String), link: expect.any(String), context: expect.any(String) });
    const pagesHit = await callApi(autocomplete, { url: `/x?lang=en&keyword=${encodeURIComponent('roaming')}` });
    expect(pagesHit.json.data['1'].map((e: { link: string }) => e.link)).toContain('/personal/roaming');
    // Group 2: shop products, each linking to its product page.
    const phones = await callApi(autocomplete, { url: `/x?lang=en&keyword=${encodeURIComponent('Nova')}` });
    expect(phones.status).toBe(200);
    expect(phones.json.data['2'].map((e: { keyword: string }) => e.keyword)).toContain('Nova A35');
    for (const entry of phones.json.data['2']) expect(entry.link).toBe(`/personal/shop/product/${entry.id}`);
    const arabic = await callApi(autocomplete, { url: `/x?lang=ar&keyword=${encodeURIComponent('إنترنت')}` });
    expect(arabic.json.data['3'].length).toBeGreaterThan(0);
    const short = await callApi(autocomplete, { url: '/x?lang=en&keyword=in' });
    expect(short.json.data).toEqual({ '1': [], '2': [], '3': [] });
  });
});
