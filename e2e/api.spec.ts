import { expect, test } from './fixtures';

test.describe('API foundation', () => {
  test('site map answers the envelope with items that have children', async ({ request }) => {
    const response = await request.get('/api/v2/site-map?lang=en&position=header');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('');
    expect(body.data.map((i: { name: string }) => i.name)).toEqual(['Personal', 'Business', 'About us', 'Careers']);
    expect(body.data[0].children.length).toBeGreaterThan(3);
    const footer = await (await request.get('/api/v2/site-map?lang=ku&position=footer')).json();
    expect(footer.data[0].name).toBe('تاکەکەسی');
  });

  test("a page document carries the API's own ETag, and a client that holds it gets 304 with no body", async ({ request }) => {
    const url = '/api/v2/site-map/content?uri=/personal/roaming&lang=en';
    const first = await request.get(url);
    expect(first.status()).toBe(200);
    // Ours (SHA-1, 27 characters), not the one Next's res.send would put in its place.
    const etag = first.headers()['etag'];
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers()['cache-control']).toContain('public');
    expect((await first.json()).data.uri).toBe('/personal/roaming');
    const again = await request.get(url);
    expect(again.headers()['etag']).toBe(etag);
    const held = await request.get(url, { headers: { 'If-None-Match': etag } });
    expect(held.status()).toBe(304);
    expect((await held.body()).length).toBe(0);
  });

  test('lang=xx and an unknown position are 400 envelopes', async ({ request }) => {
    const badLang = await request.get('/api/v2/site-map?lang=xx&position=header');
    expect(badLang.status()).toBe(400);
    expect(await badLang.json()).toMatchObject({ success: false, data: { errors: { lang: expect.any(String) } } });
    const badPosition = await request.get('/api/v2/site-map?lang=en&position=sidebar');
    expect(badPosition.status()).toBe(400);
    expect((await badPosition.json()).data.errors.position).toBe('This value is not valid.');
  });

  test('a malformed JSON body is a 400, never a 500', async ({ request }) => {
    const response = await request.post('/api/v1/jobs/feedback?lang=en', {
      headers: { 'content-type': 'application/json' },
      data: Buffer.from('{"feedback": "great'),
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ data: null, success: false, message: 'The request body is not valid JSON.' });
  });

  test('feedback is validated and stored', async ({ request }) => {
    const empty = await request.post('/api/v1/jobs/feedback?lang=ar', { data: { feedback: '   ' } });
    expect(empty.status()).toBe(400);
    expect((await empty.json()).data.errors.feedback).toBe('هذا الحقل مطلوب.');
    const long = await request.post('/api/v1/jobs/feedback?lang=en', { data: { feedback: 'x'.repeat(2001) } });
    expect(long.status()).toBe(400);
    const ok = await request.post('/api/v1/jobs/feedback?lang=en', { data: { feedback: 'The application form was clear.' } });
    expect(ok.status()).toBe(201);
    expect(await ok.json()).toMatchObject({ success: true, data: { id: expect.any(Number) } });
  });

  test('a wrong method is a 405 envelope', async ({ request }) => {
    const response = await request.delete('/api/v2/site-map?lang=en');
    expect(response.status()).toBe(405);
    expect(await response.json()).toMatchObject({ success: false, message: 'This address does not accept DELETE requests.' });
  });

  test('security headers are on pages, API answers and files; no X-Powered-By', async ({ request }) => {
    for (const path of ['/', '/en/no-such-page', '/api/v2/site-map?lang=en', '/favicon.svg']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
      expect(headers['content-security-policy'], path).toContain("object-src 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security'], path).toContain('max-age=');
      expect(headers['x-powered-by'], path).toBeUndefined();
    }
  });
});

test.describe('/api/redirect', () => {
  const go = (request: import('@playwright/test').APIRequestContext, target: string) =>
    request.get(`/api/redirect?lang=en&target=${encodeURIComponent(target)}`, { maxRedirects: 0 });

  test('redirects same-site paths and allowlisted hosts', async ({ request }) => {
    const same = await go(request, '/en/personal?x=1');
    expect(same.status()).toBe(302);
    expect(same.headers().location).toBe('/en/personal?x=1');
    const allowed = await go(request, 'https://partner.example.com/offer');
    expect(allowed.status()).toBe(302);
    expect(allowed.headers().location).toBe('https://partner.example.com/offer');
    const wildcard = await go(request, 'https://shop.trusted.example/');
    expect(wildcard.headers().location).toBe('https://shop.trusted.example/');
  });

  test('sends other hosts to the leaving page', async ({ request }) => {
    const other = await go(request, 'https://elsewhere.example.org/page');
    expect(other.status()).toBe(303);
    expect(other.headers().location).toBe(`/en/leaving?target=${encodeURIComponent('https://elsewhere.example.org/page')}`);
  });

  for (const trick of [
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://user:pw@evil.example',
    'java\tscript:alert(1)',
    'vbscript:msgbox',
  ]) {
    test(`refuses ${JSON.stringify(trick)}`, async ({ request }) => {
      const response = await go(request, trick);
      expect(response.status()).toBe(303);
      expect(response.headers().location).toBe('/en/leaving');
    });
  }

  test('the leaving page shows the destination with Continue and Cancel', async ({ page }) => {
    await page.goto(`/api/redirect?lang=en&target=${encodeURIComponent('https://elsewhere.example.org/page')}`);
    await expect(page).toHaveURL(/\/en\/leaving\?target=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are leaving Nour Mobile');
    await expect(page.getByText('https://elsewhere.example.org/page')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue to the website' })).toHaveAttribute('href', 'https://elsewhere.example.org/page');
    await expect(page.getByRole('button', { name: 'Stay on Nour Mobile' })).toBeVisible();
  });

  test('the leaving page never offers a refused target', async ({ page }) => {
    await page.goto(`/ku/leaving?target=${encodeURIComponent('javascript:alert(1)')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ناتوانرێت ئەم بەستەرە بکرێتەوە.');
    await expect(page.getByRole('link', { name: /javascript/ })).toHaveCount(0);
  });
});
