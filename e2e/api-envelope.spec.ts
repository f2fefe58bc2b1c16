/**
 * Every /api answer is our JSON envelope, also where Next answers before our handler (issue 28): a
 * path parameter that does not decode (Next's router answered its HTML 400 page; proxy.ts answers
 * now) and a body that is not JSON (Next's body parser answered "Invalid JSON" as text on routes that
 * kept it on). Against the production server, so Next's own steps are the ones that run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

const API_DIR = path.join(process.cwd(), 'pages/api');

/** Route files under pages/api as URL paths, every parameter filled with `value`. */
function routePaths(value: (first: boolean) => string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ts$/.test(entry.name) && !/\.(d|test)\.ts$/.test(entry.name)) {
        let first = true;
        const route = path.relative(API_DIR, full).replace(/\.ts$/, '').split(path.sep).join('/').replace(/(^|\/)index$/, '');
        found.push(
          `/api/${route}`.replace(/\[[^\]]+\]/g, () => {
            const v = value(first);
            first = false;
            return v;
          }),
        );
      }
    }
  };
  walk(API_DIR);
  return found.sort();
}

async function expectEnvelope(response: { status(): number; headers(): Record<string, string>; text(): Promise<string> }, where: string) {
  const text = await response.text();
  expect(response.headers()['content-type'], `${where}: ${text.slice(0, 200)}`).toMatch(/^application\/json/);
  const body = JSON.parse(text) as Record<string, unknown>;
  expect('data' in body && typeof body.success === 'boolean' && typeof body.message === 'string', where).toBe(true);
  expect(response.status(), where).toBeLessThan(500);
  return body;
}

test.describe('every /api answer is the envelope', () => {
  test('a path parameter that does not decode: a 400 envelope on every dynamic route, in the page language', async ({ request }) => {
    const broken = routePaths((first) => (first ? '%E0%A4%A' : '1')).filter((p) => p.includes('%'));
    expect(broken.length).toBeGreaterThanOrEqual(20);
    for (const url of broken) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await request.fetch(`${url}?lang=en`, { method, headers: { 'content-type': 'application/json' }, data: method === 'POST' ? '{}' : undefined });
        const body = await expectEnvelope(response, `${method} ${url}`);
        expect(response.status(), `${method} ${url}`).toBe(400);
        expect(body).toEqual({ data: null, success: false, message: 'Some of the information sent is not valid. Check it and try again.' });
      }
    }
    const arabic = await request.get('/api/v1/games/%/play');
    expect(await arabic.json()).toMatchObject({ success: false, message: 'بعض المعلومات المرسلة غير صحيحة. تحقق منها وحاول مرة أخرى.' });
    // A parameter that decodes reaches its route as before.
    const fine = await request.get('/api/v1/games/caf%C3%A9?lang=en');
    expect(fine.status()).toBe(404);
    expect((await fine.json()).success).toBe(false);
  });

  test('a body that is not JSON: the envelope from every route', async ({ request }) => {
    for (const url of routePaths(() => '1')) {
      const response = await request.post(`${url}?lang=en`, { headers: { 'content-type': 'application/json', 'X-Forwarded-For': '192.0.2.77' }, data: Buffer.from('{"answers": [') });
      await expectEnvelope(response, `POST ${url}`);
    }
  });
});
