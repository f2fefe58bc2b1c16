/**
 * The load generation the measuring scripts share (`npm run bench`, `npm run load`, `npm run bench:flash`):
 * - `cannon`: autocannon on one URL (many connections, the same request over and over);
 * - `apiCaller`: one client's JSON API calls with its own headers and cookies, each answer recorded
 *   with its status, envelope and time (the flows of people: a bag, a checkout, a recharge);
 * - `inParallel`: a bounded number of such clients at once (a load generator on one machine must not
 *   open thousands of sockets);
 * - `percentile`, `countBy`, `sleep`.
 */
import autocannon from 'autocannon';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** autocannon's result for `url` (`connections` for `duration` s); `timeout` s per request (autocannon's default 10). */
export function cannon(url, { connections, duration, headers = {}, timeout = 10 }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers, timeout }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export function countBy(items, keyOf) {
  const counts = {};
  for (const item of items) counts[keyOf(item)] = (counts[keyOf(item)] ?? 0) + 1;
  return counts;
}

/** The `p`-th percentile (0–100) of `values` (nearest rank); null when there are none. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Runs `work(item, index)` for every item, at most `concurrency` at once; answers the results in order. */
export async function inParallel(items, concurrency, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/**
 * One client of the API at `base`: `headers` on every call (its address in X-Forwarded-For, a DeviceId,
 * an Origin), with `keepCookies` the cookies the server sets kept and sent back like a browser's (a
 * guest's bag lives in one), and every answer pushed
 * to `answers` as `{ ...label, op, ref, status, success, message, ms }` (status 0: no answer, with why in
 * message).
 * `call(op, ref, method, path, { body, key, timeoutMs })` answers `{ status, json, ms }`.
 */
export function apiCaller(base, { headers = {}, answers = [], label = {}, keepCookies = false } = {}) {
  const cookies = new Map();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  async function call(op, ref, method, urlPath, { body, key, timeoutMs = 20_000 } = {}) {
    let status = 0;
    let json = null;
    const started = performance.now();
    try {
      const reply = await fetch(base + urlPath, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
          ...(cookies.size ? { cookie: cookieHeader() } : {}),
          ...(key ? { 'Idempotency-Key': key } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = reply.status;
      for (const line of keepCookies ? reply.headers.getSetCookie() : []) {
        const [pair, ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        if (value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) cookies.delete(name);
        else cookies.set(name, value);
      }
      json = await reply.json().catch(() => null);
    } catch (error) {
      json = { message: `(no answer: ${error.message})` };
    }
    const ms = performance.now() - started;
    answers.push({ ...label, op, ref, status, success: json?.success ?? null, message: json?.message ?? '', ms });
    return { status, json, ms };
  }
  return { call, answers };
}
