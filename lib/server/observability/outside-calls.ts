/**
 * Latency and errors of every HTTP call this server makes to an outside system (the BSS, payment
 * providers, the SMS gateway, Builder), whichever module makes it: Node's fetch publishes each request
 * on diagnostics channels (undici), and this counts them by the service whose configured address the
 * URL starts with (`other` for any other address). Only the service name becomes a label, never the URL.
 *
 * Measured to the response headers: a caller that reads the body later (or never) does not change the
 * figure; a call that fails before its headers counts as `error` (or `timeout` when it was aborted).
 */
import diagnostics from 'node:diagnostics_channel';
import { serverEnv, type ServerEnv } from '../env';
import type { Metrics } from './metrics';

/** The settings whose address names a service, and the service's label. */
const SERVICES: ReadonlyArray<[keyof ServerEnv, string]> = [
  ['TMF_TOKEN_URL', 'operator-core'],
  ['TMF_BASE_URL', 'operator-core'],
  ['ZAINCASH_URL', 'zaincash'],
  ['QICARD_URL', 'qicard'],
  ['FIB_URL', 'fib'],
  ['PAYMENT_PROVIDER_URL', 'payment-provider'],
  ['SMS_GATEWAY_URL', 'sms-gateway'],
  ['MALL_SSO_URL', 'sso'],
  ['PARTNER_WORLD_SSO_URL', 'sso'],
  ['BUILDER_API_URL', 'builder'],
];

let bases: { env: ServerEnv; list: Array<[string, string]> } | undefined;

/** The service a URL belongs to: the longest configured address it starts with. */
export function outsideService(url: string): string {
  const env = serverEnv();
  if (bases?.env !== env) {
    const list: Array<[string, string]> = [];
    for (const [name, service] of SERVICES) {
      const value = env[name];
      if (typeof value === 'string' && /^https?:\/\//.test(value)) list.push([value.replace(/\/+$/, ''), service]);
    }
    bases = { env, list: list.sort((a, b) => b[0].length - a[0].length) };
  }
  return bases.list.find(([base]) => url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`))?.[1] ?? 'other';
}

interface UndiciRequest {
  origin?: string | URL;
  path?: string;
}

interface Started {
  service: string;
  at: bigint;
}

const CHANNELS = ['undici:request:create', 'undici:request:headers', 'undici:request:error'] as const;
/**
 * Where the subscribers find what to count with. diagnostics channels belong to the process, while this
 * module can be loaded more than once in it (each test file of a Jest worker loads its own copy): the
 * process subscribes once, and the copy loaded last gives the metrics and the service names. Kept on
 * the channel object, the one thing every copy shares.
 */
const CURRENT = Symbol.for('operator.outsideCalls');
type Holder = { [CURRENT]?: { metrics: Metrics; service: (url: string) => string } };

/** Subscribes once per process; a later call (another copy of this module) takes over the counting. */
export function watchOutsideCalls(metrics: Metrics): void {
  const holder = diagnostics.channel(CHANNELS[0]) as unknown as Holder;
  const subscribed = holder[CURRENT] !== undefined;
  holder[CURRENT] = { metrics, service: outsideService };
  if (subscribed) return;
  const current = () => holder[CURRENT]!;
  const started = new WeakMap<object, Started>();
  const finish = (request: object, outcome: string) => {
    const call = started.get(request);
    if (!call) return;
    started.delete(request);
    // A throw here would reach the caller of fetch (Node rethrows a subscriber's error): a figure is never worth that.
    try {
      const { metrics } = current();
      metrics.outsideCalls.inc({ service: call.service, outcome });
      metrics.outsideDuration.observe({ service: call.service }, Number(process.hrtime.bigint() - call.at) / 1e9);
    } catch {
      // Not counted.
    }
  };
  diagnostics.subscribe(CHANNELS[0], (message) => {
    const request = (message as { request?: UndiciRequest }).request;
    if (!request) return;
    let service = 'other';
    try {
      service = current().service(`${String(request.origin ?? '').replace(/\/+$/, '')}${request.path ?? ''}`);
    } catch {
      // Settings that do not parse: counted as `other`.
    }
    started.set(request, { service, at: process.hrtime.bigint() });
  });
  diagnostics.subscribe(CHANNELS[1], (message) => {
    const { request, response } = message as { request?: object; response?: { statusCode?: number } };
    if (request) finish(request, `${Math.floor((response?.statusCode ?? 0) / 100)}xx`);
  });
  diagnostics.subscribe(CHANNELS[2], (message) => {
    const { request, error } = message as { request?: object; error?: { name?: string } };
    if (request) finish(request, error?.name === 'AbortError' || error?.name === 'TimeoutError' ? 'timeout' : 'error');
  });
}
