/**
 * Idempotency keys are scoped to the caller and the route (design.md section 7): another subscriber who
 * copies a key, a DeviceId and a body gets their own answer, never the first caller's; a call with a
 * session that is not valid replays nothing.
 */
import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDb } from '@/lib/server/db';
import { otpCodes } from '@/lib/server/db/schema';
import { createEditor, EDITOR_COOKIE, signIn } from '@/lib/server/services/editor-auth';
import { SESSION_COOKIE } from '@/lib/server/services/subscriber-sessions';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { withEnv } from '@/lib/server/testing/env';
import { signInAs } from '@/lib/server/testing/operator';
import transferStart from '@/pages/api/v1/credit-transfer/index';
import cardRecharge from '@/pages/api/v1/recharge/card';

const RECEIVER = '07701111111';

describeWithDatabase('Idempotency-Key scope', ({ db }) => {
  let first: Record<string, string>;
  let second: Record<string, string>;
  beforeAll(async () => {
    first = await signInAs('07701234567');
    second = await signInAs('07700000009');
  });
  beforeEach(async () => {
    resetRateLimits();
    await db().db.delete(otpCodes);
  });

  /** The same DeviceId and key for both subscribers: what an attacker copies from a shared device or a log. */
  const as = (session: Record<string, string>, key: string) => ({ ...session, DeviceId: 'shared-device', 'Idempotency-Key': key });

  it("credit transfer: a second subscriber sending the first one's key, DeviceId and body never gets the first one's transfer", async () => {
    const body = { to: RECEIVER, amount: 1_000 };
    const a = await callApi(transferStart, { method: 'POST', url: '/api/v1/credit-transfer?lang=en', headers: as(first, 'copied-key-1'), body });
    expect(a.status).toBe(200);
    const { transferId } = a.json.data;
    expect(transferId).toBeTruthy();

    const b = await callApi(transferStart, { method: 'POST', url: '/api/v1/credit-transfer?lang=en', headers: as(second, 'copied-key-1'), body });
    expect(JSON.stringify(b.json)).not.toContain(transferId);

    // The first subscriber's own retry, even from another device, is the same answer.
    const retry = await callApi(transferStart, {
      method: 'POST',
      url: '/api/v1/credit-transfer?lang=en',
      headers: { ...as(first, 'copied-key-1'), DeviceId: 'another-device' },
      body,
    });
    expect(retry.json).toEqual(a.json);
  });

  it("card recharge: the order id and payment URL of one subscriber are never replayed to another, nor to an anonymous caller", async () => {
    const body = { msisdn: '07701234567', amount: 5_000 };
    const url = '/api/v1/recharge/card?lang=en';
    const a = await callApi(cardRecharge, { method: 'POST', url, headers: as(first, 'copied-key-2'), body });
    expect(a.status).toBe(200);
    const { orderId, paymentUrl } = a.json.data;

    const b = await callApi(cardRecharge, { method: 'POST', url, headers: as(second, 'copied-key-2'), body });
    expect(b.status).toBe(200);
    expect(b.json.data.orderId).not.toBe(orderId);
    expect(b.json.data.paymentUrl).not.toBe(paymentUrl);

    const anonymous = await callApi(cardRecharge, { method: 'POST', url, headers: { DeviceId: 'shared-device', 'Idempotency-Key': 'copied-key-2' }, body });
    expect(anonymous.status).toBe(200);
    expect(anonymous.json.data.orderId).not.toBe(orderId);
    expect(anonymous.json.data.orderId).not.toBe(b.json.data.orderId);

    expect((await callApi(cardRecharge, { method: 'POST', url, headers: as(first, 'copied-key-2'), body })).json).toEqual(a.json);
    expect((await callApi(cardRecharge, { method: 'POST', url, headers: as(second, 'copied-key-2'), body })).json).toEqual(b.json);
  });

  it('anonymous calls are scoped to the client IP', async () => {
    await withEnv({ TRUST_PROXY: '1' }, async () => {
      const body = { msisdn: '07701234567', amount: 6_000 };
      const from = (ip: string) => ({ 'X-Forwarded-For': ip, DeviceId: 'shared-device', 'Idempotency-Key': 'copied-key-3' });
      const a = await callApi(cardRecharge, { method: 'POST', url: '/api/v1/recharge/card', headers: from('203.0.113.1'), body });
      const b = await callApi(cardRecharge, { method: 'POST', url: '/api/v1/recharge/card', headers: from('203.0.113.2'), body });
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(b.json.data.orderId).not.toBe(a.json.data.orderId);
      const again = await callApi(cardRecharge, { method: 'POST', url: '/api/v1/recharge/card', headers: from('203.0.113.1'), body });
      expect(again.json).toEqual(a.json);
    });
  });

  it('a session that is not valid replays nothing, even with the key of an earlier answer', async () => {
    const body = { to: RECEIVER, amount: 1_000 };
    const url = '/api/v1/credit-transfer?lang=en';
    const a = await callApi(transferStart, { method: 'POST', url, headers: as(first, 'copied-key-4'), body });
    expect(a.status).toBe(200);
    for (const headers of [
      <Record<string, string>>{ Authorization: 'Bearer made-up-token', DeviceId: 'shared-device', 'Idempotency-Key': 'copied-key-4' },
      { Cookie: `${SESSION_COOKIE}=made-up-token`, DeviceId: 'shared-device', 'Idempotency-Key': 'copied-key-4' },
    ]) {
      const reply = await callApi(transferStart, { method: 'POST', url, headers, body });
      expect(reply.status).toBe(401);
      expect(JSON.stringify(reply.json)).not.toContain(a.json.data.transferId);
    }
  });

  describe('editors', () => {
    let runs = 0;
    const action = apiRoute({
      POST: endpoint({
        idempotent: true,
        body: z.object({ n: z.number() }),
        async handler() {
          runs += 1;
          return { data: { run: runs } };
        },
      }),
    });
    const cookieOf = async (email: string) => {
      const session = await signIn(email, 'Editor#2026pass-scope');
      return `${EDITOR_COOKIE}=${session!.token}`;
    };

    it('are scoped by editor; a made-up editor session neither replays nor records', async () => {
      await createEditor(await getDb(), { email: 'scope-a@example.com', name: 'A', password: 'Editor#2026pass-scope' });
      await createEditor(await getDb(), { email: 'scope-b@example.com', name: 'B', password: 'Editor#2026pass-scope' });
      const [a, b] = [await cookieOf('scope-a@example.com'), await cookieOf('scope-b@example.com')];
      const call = (cookie: string) => callApi(action, { method: 'POST', url: '/x', headers: { Cookie: cookie, 'Idempotency-Key': 'editor-key' }, body: { n: 1 } });
      runs = 0;
      expect((await call(a)).json.data).toEqual({ run: 1 });
      expect((await call(b)).json.data).toEqual({ run: 2 });
      expect((await call(a)).json.data).toEqual({ run: 1 });
      expect((await call(`${EDITOR_COOKIE}=made-up`)).json.data).toEqual({ run: 3 });
      expect((await call(`${EDITOR_COOKIE}=made-up`)).json.data).toEqual({ run: 4 });
      // Anonymous from the same address is another caller again.
      expect((await callApi(action, { method: 'POST', url: '/x', headers: { 'Idempotency-Key': 'editor-key' }, body: { n: 1 } })).json.data).toEqual({ run: 5 });
    });
  });
});
