/**
 * What the wrapper refuses before validation: a body that does not say it is JSON (415), and text
 * PostgreSQL cannot store or bodies nested past any real use (400 naming the field).
 */
import { z } from 'zod';
import { apiRoute, endpoint } from '../handler';
import { findInputProblem, MAX_DEPTH } from '../input-guard';
import { callApi } from '../../testing/api';

let seen: unknown[] = [];
const echo = apiRoute({
  GET: endpoint({
    query: z.object({ q: z.string().optional() }),
    async handler({ query }) {
      seen.push(query);
      return { data: query };
    },
  }),
  POST: endpoint({
    async handler({ body }) {
      seen.push(body);
      return { status: 201, data: body ?? null };
    },
  }),
});
const upload = apiRoute({
  POST: endpoint({
    rawBody: true,
    async handler({ req }) {
      let size = 0;
      for await (const chunk of req as AsyncIterable<Buffer>) size += chunk.length;
      return { data: { size, type: req.headers['content-type'] ?? null } };
    },
  }),
});

const bytes = (text: string) => new TextEncoder().encode(text);

beforeEach(() => {
  seen = [];
});

describe('Content-Type of JSON bodies', () => {
  it('refuses a non-empty body without Content-Type with a 415, before the handler runs', async () => {
    const reply = await callApi(echo, { method: 'POST', url: '/x?lang=en', body: bytes('{"amount":5000}') });
    expect(reply.status).toBe(415);
    expect(reply.json).toEqual({ data: null, success: false, message: 'Send the request body as JSON.' });
    expect(seen).toEqual([]);
  });

  it('refuses text/plain (what a cross-site form or a beacon sends) and form bodies', async () => {
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/json']) {
      const reply = await callApi(echo, { method: 'POST', url: '/x', body: '{"a":1}', headers: { 'content-type': type } });
      expect([type, reply.status]).toEqual([type, 415]);
    }
    expect(seen).toEqual([]);
  });

  it('accepts application/json with parameters and +json types, and an empty body without a type', async () => {
    for (const type of ['application/json', 'Application/JSON; charset=utf-8', 'application/merge-patch+json']) {
      const reply = await callApi(echo, { method: 'POST', url: '/x', body: '{"a":1}', headers: { 'content-type': type } });
      expect([type, reply.status, reply.json.data]).toEqual([type, 201, { a: 1 }]);
    }
    expect((await callApi(echo, { method: 'POST', url: '/x' })).status).toBe(201);
    expect((await callApi(echo, { method: 'POST', url: '/x', body: bytes('  \n') })).status).toBe(201);
  });

  it('leaves routes that read their own body (uploads) alone', async () => {
    const reply = await callApi(upload, { method: 'POST', url: '/x', body: bytes('raw bytes') });
    expect(reply.status).toBe(200);
    expect(reply.json.data).toEqual({ size: 9, type: null });
  });
});

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL in the query with a 400 naming the parameter, in the request language', async () => {
    const en = await callApi(echo, { url: '/x?lang=en&q=a%00b' });
    expect(en.status).toBe(400);
    expect(en.json).toEqual({
      data: { errors: { q: 'Remove the invalid characters (such as the null character) from this field.' } },
      success: false,
      message: 'Some of the information sent is not valid. Check it and try again.',
    });
    const ar = await callApi(echo, { url: '/x?lang=ar&q=%00' });
    expect(ar.json.data.errors.q).toBe('أزل الأحرف غير الصالحة (مثل الحرف الفارغ) من هذا الحقل.');
    const ku = await callApi(echo, { url: '/x?lang=ku&q=x&q=%00' });
    expect(ku.json.data.errors.q).toBe('پیتە نادروستەکان (وەک پیتی بەتاڵ) لەم خانەیە لاببە.');
    // Parameters the route does not read are refused too (a dynamic segment, a stray parameter).
    expect((await callApi(echo, { url: '/x?id=1%00' })).json.data.errors).toEqual({ id: expect.any(String) });
    expect((await callApi(echo, { url: '/x?a%00b=1' })).json.data.errors).toEqual({ 'a\uFFFDb': expect.any(String) });
    expect(seen).toEqual([]);
  });

  it('refuses a NUL anywhere in a JSON body, keys included, naming the field as zod does', async () => {
    const cases: Array<[unknown, string]> = [
      [{ name: 'Ali\u0000' }, 'name'],
      [{ profile: { address: { city: 'Erbil', street: 'x\u0000' } } }, 'profile.address.street'],
      [{ data: { content: [{ props: { title: 'ok' } }, { props: { title: '\u0000' } }] } }, 'data.content.1.props.title'],
      [{ 'ph\u0000one': '07701234567' }, 'ph\uFFFDone'],
      [['ok', 'not\u0000ok'], '1'],
      ['\u0000', '_'],
    ];
    for (const [body, field] of cases) {
      const reply = await callApi(echo, { method: 'POST', url: '/x?lang=en', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
      expect([field, reply.status]).toEqual([field, 400]);
      expect(reply.json.data.errors).toEqual({ [field]: 'Remove the invalid characters (such as the null character) from this field.' });
    }
    expect(seen).toEqual([]);
  });

  it('refuses a lone UTF-16 surrogate (jsonb refuses \\ud800 without its pair) but keeps real emoji', async () => {
    const lone = await callApi(echo, { method: 'POST', url: '/x?lang=en', body: '{"note":"a\\ud800b"}', headers: { 'content-type': 'application/json' } });
    expect(lone.status).toBe(400);
    expect(Object.keys(lone.json.data.errors)).toEqual(['note']);
    const low = await callApi(echo, { method: 'POST', url: '/x', body: '{"note":"\\udc00"}', headers: { 'content-type': 'application/json' } });
    expect(low.status).toBe(400);
    const emoji = await callApi(echo, { method: 'POST', url: '/x', body: '{"note":"\\ud83d\\ude00 ok"}', headers: { 'content-type': 'application/json' } });
    expect(emoji.status).toBe(201);
    expect(emoji.json.data.note).toBe('😀 ok');
  });

  it('refuses bodies nested deeper than any real use, without overflowing a stack', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const reply = await callApi(echo, { method: 'POST', url: '/x?lang=en', body: deep, headers: { 'content-type': 'application/json' } });
    expect(reply.status).toBe(400);
    expect(reply.json.success).toBe(false);
    expect(Object.values(reply.json.data.errors)).toEqual(['This value is nested too deeply.']);
    let nested: unknown = 'leaf';
    for (let i = 0; i < MAX_DEPTH; i++) nested = { a: nested };
    expect((await callApi(echo, { method: 'POST', url: '/x', body: nested })).status).toBe(201);
    expect((await callApi(echo, { method: 'POST', url: '/x', body: { a: nested } })).status).toBe(400);
  });

  it('finds nothing wrong in ordinary text', () => {
    expect(findInputProblem({ name: 'علي', list: ['a', 1, null, true, { 'é': '😀' }] })).toBeNull();
    const wide = Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, 'v']));
    expect(findInputProblem(wide)).toBeNull();
  });
});
