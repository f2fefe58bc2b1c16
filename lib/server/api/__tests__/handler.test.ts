import { z } from 'zod';
import { apiRoute, endpoint } from '../handler';
import { ApiError } from '../errors';
import { resetRateLimits } from '../rate-limit';
import { callApi } from '../../testing/api';
import { describeWithDatabase } from '../../testing/db';
import { zv } from '@/lib/validation/zod';

const echo = apiRoute({
  GET: endpoint({
    query: z.object({ n: z.coerce.number().int().min(1) }),
    async handler({ query, lang, deviceId }) {
      return { data: { n: query.n, lang, deviceId } };
    },
  }),
  POST: endpoint({
    body: z.object({ phone: zv.iraqiMsisdn(), name: zv.text(5) }),
    async handler({ body }) {
      return { status: 201, data: body, message: 'feedback.received' };
    },
  }),
});

describe('apiRoute', () => {
  it('answers the envelope with the data', async () => {
    const reply = await callApi(echo, { url: '/x?n=3&lang=en', headers: { DeviceId: 'abc123' } });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ data: { n: 3, lang: 'en', deviceId: 'abc123' }, success: true, message: '' });
    expect(reply.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives a read its ETag, and answers 304 without a body to a client that holds it', async () => {
    const first = await callApi(echo, { url: '/x?n=3&lang=en' });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const again = await callApi(echo, { url: '/x?n=3&lang=en', headers: { 'If-None-Match': `W/"other", ${etag}` } });
    expect([again.status, again.json]).toEqual([304, null]);
    const changed = await callApi(echo, { url: '/x?n=4&lang=en', headers: { 'If-None-Match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.json.data.n).toBe(4);
    // A write has no ETag.
    const write = await callApi(echo, { method: 'POST', url: '/x?lang=en', body: { phone: '07701234567', name: 'Ali Hassan' } });
    expect(write.headers.get('etag')).toBeNull();
  });

  it("sends a public answer's cached object as the same JSON and ETag each time, in the page's language", async () => {
    // A cached object handed to every visitor (like the content API's live page): made into JSON once.
    const shared = { title: 'Roaming', blocks: [{ type: 'Hero' }] };
    const live = apiRoute({
      GET: endpoint({
        async handler({ res, lang }) {
          res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60');
          return { data: shared, message: lang === 'en' ? 'feedback.received' : undefined, extra: { version: 3 } };
        },
      }),
    });
    const en = await callApi(live, { url: '/x?lang=en' });
    const enAgain = await callApi(live, { url: '/x?lang=en' });
    const ar = await callApi(live, { url: '/x?lang=ar' });
    expect(en.text).toBe(JSON.stringify({ data: shared, success: true, message: en.json.message, version: 3 }));
    expect(en.json.message).toBeTruthy();
    expect([enAgain.text, enAgain.headers.get('etag')]).toEqual([en.text, en.headers.get('etag')]);
    // Same object, another envelope around it: its own text and ETag, not the English one.
    expect(ar.json).toEqual({ data: shared, success: true, message: '', version: 3 });
    expect(ar.headers.get('etag')).not.toBe(en.headers.get('etag'));
  });

  it('refuses an unknown lang with a 400 envelope', async () => {
    const reply = await callApi(echo, { url: '/x?n=1&lang=xx' });
    expect(reply.status).toBe(400);
    expect(reply.json.success).toBe(false);
    expect(reply.json.message).toBe('يجب أن تكون اللغة ar أو en أو ku.');
    expect(reply.json.data.errors.lang).toBeTruthy();
  });

  it('answers a 400 envelope to a value zod cannot even read (an object whose length breaks its string checks; found by the fuzz)', async () => {
    const reply = await callApi(echo, { url: '/x?lang=en', method: 'POST', body: { phone: '07701234567', name: { length: { toString: [] }, '': [] } } });
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ success: false, data: { errors: { _: 'This value is not valid.' } } });
  });

  it('answers 405 with Allow for a method the route does not take', async () => {
    const reply = await callApi(echo, { method: 'DELETE', url: '/x?lang=en' });
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toBe('GET, POST');
    expect(reply.json).toMatchObject({ success: false, message: 'This address does not accept DELETE requests.' });
  });

  it('gives field errors in the request language', async () => {
    const en = await callApi(echo, { method: 'POST', url: '/x?lang=en', body: { phone: '0771', name: 'abcdefgh' } });
    expect(en.status).toBe(400);
    expect(en.json.data.errors).toEqual({
      phone: 'Enter an Iraqi mobile number: 077XXXXXXXX, 075XXXXXXXX or 078XXXXXXXX.',
      name: 'Too long: fewer than 5 characters.',
    });
    const ku = await callApi(echo, { method: 'POST', url: '/x?lang=ku', body: {} });
    expect(ku.json.data.errors.phone).toBe('ژمارەی مۆبایل پێویستە.');
  });

  it('accepts valid input, normalising the phone number', async () => {
    const reply = await callApi(echo, { method: 'POST', url: '/x?lang=en', body: { phone: '+964 770 123 4567', name: 'Ali' } });
    expect(reply.status).toBe(201);
    expect(reply.json).toEqual({ data: { phone: '07701234567', name: 'Ali' }, success: true, message: 'Thank you: your feedback was received.' });
  });

  it('answers malformed JSON with a 400 envelope, never a 500', async () => {
    const reply = await callApi(echo, { method: 'POST', url: '/x?lang=en', body: '{"phone": "077', headers: { 'content-type': 'application/json' } });
    expect(reply.status).toBe(400);
    expect(reply.json).toEqual({ data: null, success: false, message: 'The request body is not valid JSON.' });
  });

  it('refuses a body that is not JSON and one that is too large', async () => {
    const form = await callApi(echo, { method: 'POST', url: '/x?lang=en', body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    const big = await callApi(echo, { method: 'POST', url: '/x?lang=en', body: { phone: 'x'.repeat(1024 * 1024 + 10), name: 'a' } });
    expect(big.status).toBe(413);
    expect(big.json.success).toBe(false);
  });

  it('turns a thrown error into a 500 envelope without a stack', async () => {
    const broken = apiRoute({
      GET: endpoint({
        async handler() {
          throw new Error('database exploded at /secret/path.ts:12');
        },
      }),
    });
    const reply = await callApi(broken, { url: '/x?lang=en' });
    expect(reply.status).toBe(500);
    expect(reply.json).toEqual({ data: null, success: false, message: 'Something went wrong, try again.' });
    expect(JSON.stringify(reply.json)).not.toMatch(/secret|exploded/);
  });

  it('answers an ApiError with its status, message and extra fields', async () => {
    const blocked = apiRoute({
      POST: endpoint({
        async handler() {
          throw new ApiError(403, 'errors.upstream', { extra: { isBlocked: true } });
        },
      }),
    });
    const reply = await callApi(blocked, { method: 'POST', url: '/x?lang=en' });
    expect(reply.status).toBe(403);
    expect(reply.json).toEqual({ data: null, success: false, message: 'Cannot fetch information now.', isBlocked: true });
  });

  it('rate-limits with a 429 and Retry-After', async () => {
    resetRateLimits();
    const limited = apiRoute({
      GET: endpoint({
        rateLimit: [{ name: 'test-limit', points: 2, durationSeconds: 60, key: ({ ip }) => ip }],
        async handler() {
          return { data: 'ok' };
        },
      }),
    });
    expect((await callApi(limited, { url: '/x' })).status).toBe(200);
    expect((await callApi(limited, { url: '/x' })).status).toBe(200);
    const third = await callApi(limited, { url: '/x?lang=en' });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(third.json.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
  });
});

describeWithDatabase('Idempotency-Key', () => {
  let runs = 0;
  const charge = apiRoute({
    POST: endpoint({
      idempotent: true,
      body: z.object({ amount: z.number().int() }),
      async handler({ body }) {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        return { status: 201, data: { charged: body.amount, run: runs } };
      },
    }),
  });

  beforeEach(() => {
    runs = 0;
  });

  it('replays the first answer for the same key and body', async () => {
    const headers = { 'Idempotency-Key': 'key-replay-1' };
    const first = await callApi(charge, { method: 'POST', url: '/pay?lang=en', headers, body: { amount: 5000 } });
    const second = await callApi(charge, { method: 'POST', url: '/pay?lang=en', headers, body: { amount: 5000 } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.json).toEqual(first.json);
    expect(runs).toBe(1);
  });

  it('answers 409 for the same key with another body', async () => {
    const headers = { 'Idempotency-Key': 'key-conflict-1' };
    await callApi(charge, { method: 'POST', url: '/pay?lang=en', headers, body: { amount: 5000 } });
    const other = await callApi(charge, { method: 'POST', url: '/pay?lang=en', headers, body: { amount: 9000 } });
    expect(other.status).toBe(409);
    expect(other.json.message).toBe('This Idempotency-Key was already used for a different request.');
    expect(runs).toBe(1);
  });

  it('runs the work once for identical requests sent at the same moment', async () => {
    const headers = { 'Idempotency-Key': 'key-parallel-1' };
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => callApi(charge, { method: 'POST', url: '/pay?lang=en', headers, body: { amount: 7000 } })),
    );
    expect(runs).toBe(1);
    expect(new Set(replies.map((r) => JSON.stringify(r.json))).size).toBe(1);
    expect(replies.every((r) => r.status === 201)).toBe(true);
  });

  it('runs every request without a key', async () => {
    await callApi(charge, { method: 'POST', url: '/pay', body: { amount: 1 } });
    await callApi(charge, { method: 'POST', url: '/pay', body: { amount: 1 } });
    expect(runs).toBe(2);
  });
});
