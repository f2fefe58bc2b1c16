/**
 * Client IP behind proxies (design.md section 7): the right-most X-Forwarded-For address not added by a
 * trusted proxy, never the left-most entry that any client can write.
 */
import type { IncomingMessage } from 'node:http';
import { apiRoute, endpoint } from '../handler';
import { clientIp, normalizeAddress, parseTrustProxy } from '../client-ip';
import { resetRateLimits } from '../rate-limit';
import { callApi } from '../../testing/api';
import { withEnv } from '../../testing/env';

const request = (socket: string, forwarded?: string | string[]) =>
  ({ socket: { remoteAddress: socket }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }) as unknown as IncomingMessage;

const ipWith = (trust: string | undefined, socket: string, forwarded?: string | string[]) =>
  withEnv({ TRUST_PROXY: trust }, () => clientIp(request(socket, forwarded)));

describe('clientIp', () => {
  it('believes no X-Forwarded-For without TRUST_PROXY, or with "false" or "0"', async () => {
    for (const trust of [undefined, '', 'false', 'FALSE', '0']) {
      expect(await ipWith(trust, '198.51.100.7', '203.0.113.1')).toBe('198.51.100.7');
    }
  });

  it('takes the right-most entry with one trusted hop ("1", or "true" as before), not the left-most a client wrote', async () => {
    for (const trust of ['1', 'true', ' TRUE ']) {
      // What a client sent (1.1.1.1), then what our proxy appended: the address it saw.
      expect(await ipWith(trust, '127.0.0.1', '1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
      expect(await ipWith(trust, '127.0.0.1', '1.1.1.1,2.2.2.2,  203.0.113.9')).toBe('203.0.113.9');
      // The test helper's single entry (lib/server/testing/accounts.ts) keeps working.
      expect(await ipWith(trust, '127.0.0.1', '10.0.3.7')).toBe('10.0.3.7');
    }
  });

  it('counts hops from the right: two proxies means the third address from the socket', async () => {
    // client 203.0.113.9 → proxy A 10.0.0.5 → proxy B (the socket peer); the client forged 6.6.6.6.
    expect(await ipWith('2', '10.0.0.6', '6.6.6.6, 203.0.113.9, 10.0.0.5')).toBe('203.0.113.9');
    expect(await ipWith('1', '10.0.0.6', '6.6.6.6, 203.0.113.9, 10.0.0.5')).toBe('10.0.0.5');
    // Fewer entries than hops: the furthest address there is.
    expect(await ipWith('3', '10.0.0.6', '203.0.113.9')).toBe('203.0.113.9');
    // Several X-Forwarded-For lines read as one list, in order.
    expect(await ipWith('1', '10.0.0.6', ['6.6.6.6', '203.0.113.9'])).toBe('203.0.113.9');
  });

  it('with a list of proxies, walks left while the address a hop came from is a listed proxy', async () => {
    const trust = '127.0.0.1, 10.0.0.0/8, fd00::/8';
    expect(await ipWith(trust, '127.0.0.1', '6.6.6.6, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
    expect(await ipWith(trust, '::ffff:127.0.0.1', '6.6.6.6, 2001:db8::1, fd00::5')).toBe('2001:db8::1');
    // A request that did not come through a listed proxy: its X-Forwarded-For is the client's own words.
    expect(await ipWith(trust, '198.51.100.7', '10.1.2.3')).toBe('198.51.100.7');
    // Every hop a listed proxy: the left-most is as far as there is.
    expect(await ipWith(trust, '127.0.0.1', '10.9.9.9, 10.1.2.3')).toBe('10.9.9.9');
  });

  it('stops at an entry that is not an address, and reads ports, brackets and IPv4-mapped addresses', async () => {
    expect(await ipWith('2', '127.0.0.1', '203.0.113.9, not-an-ip')).toBe('127.0.0.1');
    expect(await ipWith('1', '127.0.0.1', 'unknown')).toBe('127.0.0.1');
    expect(await ipWith('1', '127.0.0.1', '203.0.113.9:51234')).toBe('203.0.113.9');
    expect(await ipWith('1', '127.0.0.1', '[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(await ipWith('1', '127.0.0.1', '::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normalizeAddress('x'.repeat(5000))).toBeNull();
  });

  it('refuses a list it cannot read (a typo must not trust everyone) and then believes no header', async () => {
    expect(() => parseTrustProxy('10.0.0.1, proxy.internal')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(await ipWith('10.0.0.1, proxy.internal', '10.0.0.1', '203.0.113.9')).toBe('10.0.0.1');
  });
});

describe('per-IP limits behind a proxy', () => {
  const limited = apiRoute({
    GET: endpoint({
      rateLimit: [{ name: 'client-ip-test', points: 2, durationSeconds: 60, key: ({ ip }) => ip }],
      async handler({ ip }) {
        return { data: { ip } };
      },
    }),
  });

  it('cannot be bypassed by writing a new left-most X-Forwarded-For entry on every request', async () => {
    resetRateLimits();
    await withEnv({ TRUST_PROXY: '1' }, async () => {
      const statuses: number[] = [];
      for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
        const reply = await callApi(limited, { url: '/x?lang=en', headers: { 'X-Forwarded-For': `${forged}, 203.0.113.9` } });
        statuses.push(reply.status);
        if (reply.status === 200) expect(reply.json.data.ip).toBe('203.0.113.9');
      }
      expect(statuses).toEqual([200, 200, 429]);
      // Another client behind the same proxy has its own counter.
      const other = await callApi(limited, { url: '/x', headers: { 'X-Forwarded-For': '203.0.113.10' } });
      expect(other.status).toBe(200);
    });
  });

  it('ignores X-Forwarded-For entirely when no proxy is trusted', async () => {
    resetRateLimits();
    await withEnv({ TRUST_PROXY: undefined }, async () => {
      const reply = await callApi(limited, { url: '/x', headers: { 'X-Forwarded-For': '203.0.113.9' } });
      expect(reply.json.data.ip).toBe('127.0.0.1');
    });
  });
});
