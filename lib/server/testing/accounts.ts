/**
 * Helpers of the account API tests: distinct client IPs, the demo outbox, captchas and sign-ins. The
 * route handlers are handed in by the test (lib/server does not import pages).
 */
import type { NextApiHandler } from 'next';
import { resetRateLimits } from '../api/rate-limit';
import { resetServerEnv } from '../env';
import type { DatabaseHandle } from '../db';
import { authFailures, otpCodes } from '../db/schema';
import { callApi, type ApiReply } from './api';
import { solveCaptcha } from './captcha';

export const DEMO = { msisdn: '07701234567', email: 'demo@example.com', password: 'Demo#2026pass' };
/** Demo lines without an account. */
export const LINES = { lowBalance: '07701234568', postpaid: '07709876543', blocked: '07700000009', receiver: '07701111111' };

let ipCounter = 0;
/** A new client address (X-Forwarded-For is believed: TRUST_PROXY=true in these tests). */
export const nextIp = () => `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter++ % 250}.7`;

/** Believe X-Forwarded-For for the suite, so each test can act from its own address. */
export function trustProxyDuringSuite(): void {
  let previous: string | undefined;
  beforeAll(() => {
    previous = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = 'true';
    resetServerEnv(); // the environment is read once and cached: read it again with the proxy trusted
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = previous;
    resetServerEnv();
  });
}

/** Each test starts without rate-limit counters, codes or recorded failures of earlier tests. */
export async function freshState(db: DatabaseHandle): Promise<void> {
  resetRateLimits();
  await db.db.delete(otpCodes);
  await db.db.delete(authFailures);
}

export const from = (ip: string, extra: Record<string, string> = {}) => ({ 'X-Forwarded-For': ip, ...extra });

export const cookieOf = (reply: ApiReply) => reply.headers.get('set-cookie')?.split(';')[0] ?? '';

export interface AccountRoutes {
  login: NextApiHandler;
  smsvalidation: NextApiHandler;
  captcha: NextApiHandler;
  outbox: NextApiHandler;
}

/** Sign-in helpers over real HTTP through the given routes. */
export function accountClient({ login, smsvalidation, captcha, outbox }: AccountRoutes) {
  /** The newest code sent to a number (or e-mail), read the way a person trying the demo does. */
  async function lastCode(to: string, purpose?: string): Promise<string> {
    const param = to.includes('@') ? `email=${encodeURIComponent(to)}` : `msisdn=${to}`;
    const reply = await callApi(outbox, { url: `/x?${param}` });
    expect(reply.status).toBe(200);
    const entry = (reply.json.data as Array<{ code: string; purpose: string }>).find((e) => !purpose || e.purpose === purpose);
    if (!entry) throw new Error(`no ${purpose ?? ''} message to ${to}`);
    return entry.code;
  }

  /** A captcha solved the way the browser's widget does: a challenge, the work, the payload. */
  async function solvedCaptcha(ip: string): Promise<{ captcha: string }> {
    const reply = await callApi(captcha, { method: 'POST', url: '/x?lang=en', headers: from(ip) });
    expect(reply.status).toBe(200);
    return { captcha: (await solveCaptcha(reply.json.data)).payload };
  }

  async function requestPin(phone: string, ip: string, extra: Record<string, unknown> = {}): Promise<ApiReply> {
    return callApi(login, { method: 'POST', url: '/x?lang=en', headers: from(ip), body: { phone, ...extra } });
  }

  async function submitPin(phone: string, pin: string, ip: string, extra: Record<string, unknown> = {}): Promise<ApiReply> {
    return callApi(smsvalidation, { method: 'POST', url: '/x?lang=en', headers: from(ip), body: { phone, pin, ...extra } });
  }

  /** Signs a line in by SMS PIN through the outbox; answers the bearer token and the cookie. */
  async function signInByPhone(phone: string, ip = nextIp()): Promise<{ token: string; cookie: string; reply: ApiReply }> {
    const sent = await requestPin(phone, ip);
    expect(sent.status).toBe(200);
    const reply = await submitPin(phone, await lastCode(phone, 'login'), ip);
    expect(reply.status).toBe(200);
    return { token: reply.json.data.token, cookie: cookieOf(reply), reply };
  }

  async function signInByEmail(email: string, password: string, ip = nextIp()): Promise<ApiReply> {
    return callApi(login, { method: 'POST', url: '/x?lang=en', headers: from(ip), body: { email, password } });
  }

  return { lastCode, solvedCaptcha, requestPin, submitPin, signInByPhone, signInByEmail };
}

export const bearer = (token: string, deviceId = 'test-device-1') => ({ Authorization: `Bearer ${token}`, DeviceId: deviceId });
