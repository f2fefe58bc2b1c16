/**
 * Quick login over the operator's data network: the operator's gateway adds the subscriber's number
 * in a header (MSISDN_HEADER). That header is believed only on connections coming straight from one of
 * the gateway addresses (MSISDN_GATEWAY_IPS), so a client elsewhere cannot claim a number. In demo mode
 * the `demo_on_network` cookie (the switch on /dev/sms) stands in for being on the network.
 */
import type { IncomingMessage } from 'node:http';
import type { NextApiRequest } from 'next';
import { normalizeMsisdn } from '@/lib/validation/rules';
import { serverEnv } from '../../env';
import { isOurLine } from './account';

export const DEMO_NETWORK_COOKIE = 'demo_on_network';

/** 127.0.0.1 for ::ffff:127.0.0.1 (IPv4 clients on a dual-stack socket), lower case. */
export function normalizeIp(address: string | undefined): string {
  const ip = (address ?? '').trim().toLowerCase();
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}

/** Whether the TCP peer of this request is one of the configured gateways (never X-Forwarded-For). */
export function fromGateway(req: IncomingMessage): boolean {
  const peer = normalizeIp(req.socket?.remoteAddress);
  return peer !== '' && serverEnv().MSISDN_GATEWAY_IPS.map(normalizeIp).includes(peer);
}

/** The number the network vouches for, or null. */
export async function networkMsisdn(req: NextApiRequest): Promise<string | null> {
  const env = serverEnv();
  if (fromGateway(req)) {
    const header = req.headers[env.MSISDN_HEADER.toLowerCase()];
    const value = normalizeMsisdn(String(Array.isArray(header) ? header[0] : (header ?? '')));
    if (await isOurLine(value)) return value;
  }
  if (env.demoMode) {
    const simulated = normalizeMsisdn(req.cookies?.[DEMO_NETWORK_COOKIE] ?? '');
    if (await isOurLine(simulated)) return simulated;
  }
  return null;
}
