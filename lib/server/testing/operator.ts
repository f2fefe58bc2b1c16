/**
 * Test helpers for the operator-core flows: a signed-in subscriber for any line, a line, a scratch card
 * or a vanity number of a test's own (so a test that moves money sets up what it needs, and passes alone
 * and in any order), the codes that went out through the demo outbox, and balances read straight from
 * the ledger.
 */
import { randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '../db';
import { hashCardNumber } from '../db/seed/operator';
import { VANITY_PRICES, vanityType, type VanityType } from '@/lib/vanity';
import { accounts, ledgerEntries, lines, outbox, scratchCards, vanityNumbers } from '../db/schema';
import { createSession } from '../services/subscriber-sessions';

/** Bearer headers of a session for the account of `msisdn` (created when missing). */
export async function signInAs(msisdn: string): Promise<Record<string, string>> {
  const db = await getDb();
  let [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.msisdn, msisdn));
  if (!account) {
    [account] = await db
      .insert(accounts)
      .values({
        msisdn,
        profile: { firstName: 'Test', secondName: 'Subscriber', thirdName: '', dateOfBirth: null, interests: [], idType: null, idNumber: null },
      })
      .returning({ id: accounts.id });
  }
  const { token } = await createSession(account.id, 'test-device');
  return { Authorization: `Bearer ${token}`, DeviceId: 'test-device' };
}

export interface FreshLineOptions {
  /** Opening balance in IQD (default 0), an opening ledger row like the seed's. */
  balance?: number;
  type?: 'prepaid' | 'postpaid';
  blockedForPurchases?: boolean;
  kind?: 'mobile' | 'mifi';
}

let linesMade = 0;

/**
 * A new line of our network (077…) that no seed row and no other test touches, with a known balance.
 * Numbers are 0779 followed by 7 digits; the seed's demo lines are 07700…–07709….
 */
export async function freshLine(options: FreshLineOptions = {}): Promise<string> {
  const db = await getDb();
  for (;;) {
    linesMade += 1;
    const msisdn = `0779${String(linesMade).padStart(7, '0')}`;
    const [made] = await db
      .insert(lines)
      .values({ msisdn, type: options.type ?? 'prepaid', blockedForPurchases: options.blockedForPurchases ?? false, kind: options.kind ?? 'mobile' })
      .onConflictDoNothing()
      .returning({ msisdn: lines.msisdn });
    if (!made) continue; // taken (a database used by an earlier run of this module): the next one
    if (options.balance) {
      await db.insert(ledgerEntries).values({ msisdn, amount: options.balance, reason: 'opening-balance', reference: `test-opening:${msisdn}` });
    }
    return msisdn;
  }
}

/** An unused scratch card of `value` IQD that only this test knows: its 14-digit number. */
export async function freshScratchCard(value: number): Promise<string> {
  const db = await getDb();
  for (;;) {
    const number = `9${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e4)).padStart(4, '0')}`;
    const [made] = await db
      .insert(scratchCards)
      .values({ numberHash: hashCardNumber(number), value })
      .onConflictDoNothing()
      .returning({ numberHash: scratchCards.numberHash });
    if (made) return number;
  }
}

let vanityNumbersMade = 0;

/** A vanity number on sale that only this test knows: 0776 + 7 digits (a bronze pattern unless told). */
export async function freshVanityNumber(type: VanityType = 'bronze'): Promise<string> {
  const db = await getDb();
  for (;;) {
    vanityNumbersMade += 1;
    const tail = String(vanityNumbersMade).padStart(3, '0');
    // Its type follows from its digits: a candidate of another type is skipped.
    const number = type === 'gold' ? `0776${tail.slice(-2)}55555` : type === 'silver' ? `0776${tail}8888` : `07761${tail}909`;
    if (vanityType(number) !== type) continue;
    const [made] = await db
      .insert(vanityNumbers)
      .values({ number, type, ...VANITY_PRICES[type] })
      .onConflictDoNothing()
      .returning({ number: vanityNumbers.number });
    if (made) return number;
  }
}

/** The newest message of a purpose sent to a number (demo outbox). */
export async function lastMessage(to: string, purpose: string): Promise<{ text: string; code: string | null } | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ text: outbox.text, code: outbox.code })
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.purpose, purpose)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

export async function lastCode(to: string, purpose: string): Promise<string> {
  const message = await lastMessage(to, purpose);
  if (!message?.code) throw new Error(`no ${purpose} code was sent to ${to}`);
  return message.code;
}

/** SUM(ledger) of a line, straight from the table. */
export async function ledgerBalance(msisdn: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.msisdn, msisdn));
  return Number(row.sum);
}

/** A code that is certainly not `code` (same alphabet and length). */
export function wrongCode(code: string): string {
  const swap: Record<string, string> = { '2': '3', '3': '2' };
  const first = code[0];
  return (swap[first] ?? (/\d/.test(first) ? (first === '9' ? '8' : '9') : first === 'A' ? 'B' : 'A')) + code.slice(1);
}

/**
 * A real HTTP server for one API handler that stays up (callApi starts one per call): for code under
 * test that calls this server itself, like the demo payment provider calling our callback.
 */
export async function serveApi(handler: NextApiHandler): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const query: Record<string, string> = Object.fromEntries(url.searchParams);
    const apiReq = Object.assign(req, { query, cookies: {}, env: {} }) as unknown as NextApiRequest;
    const apiRes = res as unknown as NextApiResponse;
    Object.assign(apiRes, {
      status(code: number) {
        res.statusCode = code;
        return apiRes;
      },
      json(value: unknown) {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(value));
      },
    });
    Promise.resolve(handler(apiReq, apiRes)).catch((error: unknown) => {
      res.statusCode = 599;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
