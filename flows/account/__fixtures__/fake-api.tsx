/**
 * A stand-in for the account API in stories and tests: answers envelopes by "METHOD /path", records
 * what was sent, and wraps the screens in the providers they need (fresh SWR cache, fake network).
 */
import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { LineData, NotificationData, ProfileData } from '@/lib/account-api';
import { ApiDepsProvider } from '../api';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: any;
}

export type FakeAnswer = { status?: number; data?: unknown; message?: string; headers?: Record<string, string> };
export type FakeHandler = FakeAnswer | ((request: FakeRequest, calls: number) => FakeAnswer | Promise<FakeAnswer>);

export interface FakeApi {
  fetchImpl: typeof fetch;
  sent: FakeRequest[];
}

/** `routes` keyed by "POST /api/v1/login"; anything else answers 404. `delayMs` slows every answer. */
export function fakeApi(routes: Record<string, FakeHandler>, delayMs = 0): FakeApi {
  const sent: FakeRequest[] = [];
  const counts = new Map<string, number>();
  const fetchImpl = (async (input: string, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = String(init.method ?? 'GET').toUpperCase();
    const request: FakeRequest = { method, path: url.pathname, query: url.searchParams, body: init.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(request);
    const key = `${method} ${url.pathname}`;
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const handler = routes[key];
    const answer: FakeAnswer = handler === undefined ? { status: 404, message: 'Not found.' } : typeof handler === 'function' ? await handler(request, n) : handler;
    const status = answer.status ?? 200;
    const body = JSON.stringify({ data: answer.data ?? null, success: status < 400, message: answer.message ?? '' });
    return { status, headers: new Headers(answer.headers ?? {}), body: null, text: async () => body };
  }) as unknown as typeof fetch;
  return { fetchImpl, sent };
}

const deviceId = async () => 'story-device';

/** The providers every account screen needs in a story or a test. */
export function FakeApiProvider({ api, children }: { api: FakeApi; children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <ApiDepsProvider fetchImpl={api.fetchImpl} deviceId={deviceId}>
        {children}
      </ApiDepsProvider>
    </SWRConfig>
  );
}

// Demo data in the shapes of lib/account-api.ts -------------------------------------------------------

const inDays = (days: number) => new Date(Date.UTC(2026, 10, 22 + days, 9)).toISOString();

export const demoProfile: ProfileData = {
  msisdn: '07701234567',
  email: 'demo@example.com',
  firstName: 'Sara',
  secondName: 'Ali',
  thirdName: 'Hassan',
  dateOfBirth: '1994-03-21',
  interests: ['internet', 'music'],
  idType: 'national-id',
  idNumber: '199403210012',
  addresses: [
    { id: 1, address: 'Street 52, building 7', city: 'Baghdad', district: 'Karrada', primary: true },
    { id: 2, address: 'Gulan Street 14', city: 'Erbil', district: 'Ankawa', primary: false },
  ],
};

export const prepaidLine: LineData = {
  msisdn: '07701234567',
  type: 'prepaid',
  status: 'active',
  balance: 25_000,
  subscriptions: [
    { id: 1, addonId: 101, title: 'Internet 10 GB, 7 days', type: 'internet', remaining: 6_500, total: 10_240, unit: 'MB', expiresAt: inDays(4) },
    { id: 2, addonId: 111, title: '300 minutes, 30 days', type: 'voice', remaining: 120, total: 300, unit: 'min', expiresAt: inDays(18) },
    { id: 3, addonId: 131, title: 'Unlimited social, 7 days', type: 'unlimited', remaining: null, total: null, unit: 'MB', expiresAt: inDays(6) },
  ],
  bill: null,
};

export const postpaidLine: LineData = {
  msisdn: '07709876543',
  type: 'postpaid',
  status: 'active',
  balance: 0,
  subscriptions: [],
  bill: { id: 1, period: '2026-10', amount: 32_500, dueAt: inDays(9), paidAt: null },
};

export const demoNotifications: { items: NotificationData[]; unread: number } = {
  items: [
    { id: 3, title: 'Your bundle runs out soon', body: 'Internet 10 GB has 2 GB left until Friday.', link: '/personal/my-account/offers', read: false, createdAt: inDays(-1) },
    { id: 2, title: 'Recharge received', body: '10,000 IQD were added to your balance.', link: null, read: false, createdAt: inDays(-3) },
    { id: 1, title: 'Welcome to Nour Mobile', body: 'Your account is ready. Manage your line, bundles and bills here.', link: '/personal/my-account', read: true, createdAt: inDays(-20) },
  ],
  unread: 2,
};

/** For stories: a stand-in API made once per mounted story. */
export function WithFakeApi({ routes, delayMs = 0, children }: { routes: Record<string, FakeHandler>; delayMs?: number; children: ReactNode }) {
  // Made once: the routes object is new on every render of a story.
  const [api] = useState(() => fakeApi(routes, delayMs));
  return <FakeApiProvider api={api}>{children}</FakeApiProvider>;
}

/**
 * POST /api/v1/captcha for stories: a real proof-of-work challenge (cheap: 100 PBKDF2 rounds, counter
 * 400, no expiry), so the widget solves it in the story as it would on the site. Its signature is made
 * with a story key, so the site's server would refuse the payload.
 */
export const demoCaptcha = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    cost: 100,
    keyLength: 32,
    keyPrefix: 'c6790786a7562abc823100061e2470e4',
    keySignature: '24e215c1d8f2d7d957d11f3fcd71c6683401941cd88e02dd6aaf7dd6e2e0452b',
    nonce: '5a0aa564ec6989b933cc6cc5e0bf36b3',
    salt: 'd3f6c0918eaa36a1591ad9b38bc7fd9b',
  },
  signature: 'f3a7da6055f9ede90d07f22e1ec4af7a2c49c180607480e1ce1aef4a31d83faf',
};
