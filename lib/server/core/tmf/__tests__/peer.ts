/**
 * A scripted BSS for the adapter's HTTP tests: a node:http server on port 0 that records every request
 * and answers what each case scripts (a route's queue of answers, then its default). Answers can hang
 * (never answered: the adapter's time limit is what ends them) or drop the connection (read, then the
 * socket closed without an answer).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { TmfConfig } from '../config';

export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export type Answer = { status: number; body?: unknown; raw?: string } | 'hang' | 'drop';
type Script = Answer | ((request: Seen) => Answer);

export const PATHS: TmfConfig['paths'] = {
  '654': '/tmf-api/prepayBalanceManagement/v4',
  '620': '/tmf-api/productCatalogManagement/v4',
  '622': '/tmf-api/productOrderingManagement/v4',
  '637': '/tmf-api/productInventory/v4',
  '678': '/tmf-api/customerBillManagement/v4',
  '676': '/tmf-api/paymentManagement/v4',
  '635': '/tmf-api/usageManagement/v4',
};

export const CLIENT = { clientId: 'portal', clientSecret: 's3cret:with/odd&chars' };

export interface Peer {
  url: string;
  seen: Seen[];
  /** Requests to the APIs (not the token endpoint). */
  calls(): Seen[];
  tokensIssued(): number;
  /** `METHOD /api-path` (e.g. `GET 654/bucket`): answers in order, the last one repeating. */
  on(route: string, ...answers: Script[]): void;
  config(overrides?: Partial<TmfConfig>): TmfConfig;
  close(): Promise<void>;
}

const apiOf = (path: string) => Object.entries(PATHS).find(([, base]) => path.startsWith(`${base}/`));

export async function startPeer(): Promise<Peer> {
  const seen: Seen[] = [];
  const scripts = new Map<string, Script[]>();
  const sockets = new Set<Socket>();
  let issued = 0;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://peer');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // a form body (the token request) stays text
      }
      const request: Seen = { method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body };
      seen.push(request);
      let answer: Answer;
      if (url.pathname === '/oauth/token' && !scripts.has('POST /oauth/token')) {
        issued += 1;
        answer = { status: 200, body: { access_token: `tok-${issued}`, token_type: 'Bearer', expires_in: 3600 } };
      } else {
        const api = apiOf(url.pathname);
        const key = api ? `${req.method} ${api[0]}${url.pathname.slice(api[1].length)}` : `${req.method} ${url.pathname}`;
        const queue = scripts.get(key);
        const script = queue && (queue.length > 1 ? queue.shift() : queue[0]);
        if (key === 'POST /oauth/token') issued += 1;
        answer = script === undefined ? { status: 501, body: { code: 'unscripted', reason: key } } : typeof script === 'function' ? script(request) : script;
      }
      if (answer === 'hang') return;
      if (answer === 'drop') return void req.socket.destroy();
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    seen,
    calls: () => seen.filter((s) => s.path !== '/oauth/token'),
    tokensIssued: () => issued,
    on: (route, ...answers) => void scripts.set(route, answers),
    config: (overrides = {}) => ({ baseUrl: url, paths: PATHS, tokenUrl: `${url}/oauth/token`, ...CLIENT, timeoutMs: 2_000, ...overrides }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** TMF resources as the profile describes them (PROFILE.md "Resources"). */
export const tmf = {
  error: (code: string, reason = code) => ({ code, reason }),
  bucket: (msisdn: string, amount: number) => ({
    id: `main-${msisdn}`,
    usageType: 'monetary',
    status: 'active',
    remainingValue: { amount, units: 'IQD' },
    logicalResource: [{ id: msisdn, '@referredType': 'MSISDN' }],
    partyAccount: { id: `acc-${msisdn}` },
    '@type': 'Bucket',
  }),
  line: (msisdn: string, extra: Record<string, unknown> = {}) => ({
    id: `line-${msisdn}`,
    productSerialNumber: msisdn,
    status: 'active',
    name: 'Mobile line',
    isBundle: false,
    productSpecification: { id: 'mobile-line' },
    productCharacteristic: [
      { name: 'lineType', valueType: 'string', value: 'prepaid' },
      { name: 'blockedForPurchases', valueType: 'boolean', value: false },
    ],
    relatedParty: [{ id: '7', role: 'owner', '@referredType': 'Individual' }],
    '@type': 'Product',
    ...extra,
  }),
  action: (type: 'TopupBalance' | 'AdjustBalance', externalId: string, status = 'completed', extra: Record<string, unknown> = {}) => ({
    id: `${type}-1`,
    status,
    externalId,
    '@type': type,
    ...extra,
  }),
  transfer: (externalId: string, from: string, to: string) => ({
    id: 'tb-1',
    href: '/transferBalance/tb-1',
    reason: 'transfer',
    receiverLogicalResource: { id: to },
    channel: { id: 'portal' },
    logicalResource: [{ id: from }],
    status: 'completed',
    externalId,
    '@type': 'TransferBalance',
  }),
  history: (id: number, msisdn: string, amount: number, reason: string, date: Date) => ({
    id: String(id),
    status: 'completed',
    amount: { amount, units: 'IQD' },
    reason,
    externalId: `ref-${id}`,
    confirmationDate: date.toISOString(),
    usageType: 'monetary',
    logicalResource: [{ id: msisdn }],
    receiverLogicalResource: { id: msisdn },
    '@type': 'BalanceActionHistory',
  }),
  order: (externalId: string, productId: string, state = 'completed', characteristics?: unknown[]) => ({
    id: 'po-1',
    externalId,
    state,
    productOrderItem: [{ id: '1', action: 'add', product: { id: productId, ...(characteristics ? { productCharacteristic: characteristics } : {}) } }],
    '@type': 'ProductOrder',
  }),
  addon: (id: string, msisdn: string, addonId: number, expires: Date, payer?: string) => ({
    id,
    status: 'active',
    productOffering: { id: `addon-${addonId}` },
    startDate: new Date(expires.getTime() - 86_400_000).toISOString(),
    terminationDate: expires.toISOString(),
    productCharacteristic: [
      { name: 'remaining', valueType: 'number', value: 500 },
      { name: 'total', valueType: 'number', value: 1000 },
      { name: 'unit', valueType: 'string', value: 'MB' },
    ],
    relatedParty: [{ id: msisdn, role: 'user', '@referredType': 'MSISDN' }, ...(payer ? [{ id: payer, role: 'payer', '@referredType': 'MSISDN' }] : [])],
    '@type': 'Product',
  }),
  bill: (id: string, msisdn: string, state: 'sent' | 'settled', payments: Array<{ id: string; name: string }> = []) => ({
    id,
    billNo: `B-${id}`,
    state,
    billingPeriod: { startDateTime: '2026-09-30T21:00:00Z', endDateTime: '2026-10-31T21:00:00Z' },
    amountDue: { value: 30_000, unit: 'IQD' },
    remainingAmount: { value: state === 'settled' ? 0 : 30_000, unit: 'IQD' },
    paymentDueDate: '2026-11-15T00:00:00+03:00',
    lastUpdate: '2026-11-02T10:00:00Z',
    appliedPayment: payments.map((p) => ({ appliedAmount: { value: 30_000, unit: 'IQD' }, payment: p })),
    relatedParty: [{ id: msisdn, role: 'customer' }],
    '@type': 'CustomerBill',
  }),
  payment: (correlatorId: string, status = 'done') => ({
    id: 'pay-1',
    correlatorId,
    status,
    account: { id: 'acc-x' },
    paymentMethod: { id: 'portal-gateway', '@type': 'PaymentMethodRef' },
    '@type': 'Payment',
  }),
};
