/**
 * The client's address behind reverse proxies (design.md section 7): the right-most address that was
 * not added by a trusted proxy. `X-Forwarded-For` is a list each proxy appends the address of its own
 * peer to, so only its right end can be believed: anything to the left may have been written by the
 * client itself. The left-most entry is never taken as such (anyone could rotate it past every per-IP
 * limit).
 *
 * `TRUST_PROXY` (lib/server/env.ts):
 * - unset, "", "false" or "0": no proxy, the socket address is the client;
 * - a hop count ("1", "2"; "true" means 1, as it always did): that many proxies in front of the server,
 *   the socket peer being the nearest one;
 * - a comma-separated list of proxy addresses or CIDR ranges ("10.0.0.1, 10.1.0.0/16, fd00::/8"):
 *   hops are believed while the address they came from is in the list.
 */
import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { serverEnv } from '../env';
import { logger } from '../logger';

export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; list: BlockList };

let parsedFor: string | undefined;
let parsed: TrustProxy = { kind: 'none' };

/** Reads a TRUST_PROXY value; an unreadable list entry is an error (a typo must not trust everyone). */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return { kind: 'none' };
  if (value === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(value)) return { kind: 'hops', hops: Math.min(Number(value), 100) };
  const list = new BlockList();
  for (const entry of value.split(',').map((s) => s.trim()).filter(Boolean)) {
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    if (!family || rest.length > 0 || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= (family === 4 ? 32 : 128)))) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an address or a CIDR range (expected a hop count, "false" or a list of addresses)`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return { kind: 'list', list };
}

function trustProxy(): TrustProxy {
  const raw = serverEnv().TRUST_PROXY;
  if (raw !== parsedFor) {
    try {
      parsed = parseTrustProxy(raw);
    } catch (error) {
      // Fail closed: believe no forwarded address rather than a half-read list.
      logger.error({ err: (error as Error).message }, 'TRUST_PROXY ignored');
      parsed = { kind: 'none' };
    }
    parsedFor = raw;
  }
  return parsed;
}

/** "::ffff:10.0.0.1" → "10.0.0.1"; "1.2.3.4:5678" and "[::1]:80" lose their port; anything else is null. */
export function normalizeAddress(value: string | undefined): string | null {
  let v = (value ?? '').trim();
  if (!v) return null;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(v);
  if (bracketed) v = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(v)) v = v.slice(0, v.lastIndexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(v);
  if (mapped) v = mapped[1];
  const family = isIP(v);
  if (!family) return null;
  return family === 6 ? v.toLowerCase() : v;
}

function isTrusted(list: BlockList, address: string): boolean {
  return list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client address of a request. Walks from the socket peer leftwards through X-Forwarded-For while
 * the hop is trusted; an entry that is not an address stops the walk at the last good one (a trusted
 * proxy that forwarded garbage is answerable for it, not whoever wrote it).
 */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>): string {
  const socket = req.socket?.remoteAddress;
  const peer = normalizeAddress(socket) ?? socket ?? 'unknown';
  const trust = trustProxy();
  if (trust.kind === 'none') return peer;

  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
  // chain[0] is the socket peer, chain[1] the address it says it got the request from, and so on.
  const chain = [peer, ...forwarded.map(normalizeAddress)];

  let client: string = peer;
  for (let i = 1; i < chain.length; i++) {
    const hopTrusted = trust.kind === 'hops' ? i <= trust.hops : isTrusted(trust.list, client);
    const next = chain[i];
    if (!hopTrusted || next === null) break;
    client = next;
  }
  return client;
}
