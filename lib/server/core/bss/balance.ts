/**
 * TMF654 reads (PROFILE.md "Balance", "Ledger"): a line's main monetary bucket (`main-<msisdn>`, the
 * balance) and its balance action history (the ledger, newest first; a transfer-out names the line
 * credited).
 */
import { count, eq, inArray } from 'drizzle-orm';
import { ledgerEntries } from '../../db/schema';
import type { LedgerRow } from '../types';
import type { BssContext } from './context';
import { invalid, notFound } from './errors';
import { listAnswer, oneAnswer, type Answer, type BssRequest, type Route } from './router';
import type { Body } from './store';

export const line = (msisdn: string) => ({ id: msisdn, '@referredType': 'MSISDN' });
export const bucketId = (msisdn: string) => `main-${msisdn}`;
export const iqdQuantity = (amount: number) => ({ amount, units: 'IQD' });

const HISTORY_REQUIRED = ['status', 'receiverLogicalResource'] as const;

export function balanceRoutes(context: BssContext): Route[] {
  const base = context.paths.tmf654;
  const href = (kind: string, id: string) => `${base}/${kind}/${id}`;

  async function bucket(msisdn: string): Promise<Body | undefined> {
    if (!(await context.core.getLine(msisdn))) return undefined;
    const balance = await context.core.getBalance(msisdn);
    return {
      id: bucketId(msisdn),
      href: href('bucket', bucketId(msisdn)),
      name: 'Main balance',
      usageType: 'monetary',
      status: 'active',
      remainingValue: iqdQuantity(balance),
      logicalResource: [line(msisdn)],
      partyAccount: { id: `acc-${msisdn}` },
      '@type': 'Bucket',
    };
  }

  /** Ledger rows as BalanceActionHistory items; a transfer-out names the line credited. */
  async function histories(rows: LedgerRow[]): Promise<Body[]> {
    const ins = rows.filter((row) => row.reason === 'transfer-out' && row.reference?.endsWith(':out')).map((row) => `${row.reference!.slice(0, -4)}:in`);
    const receivers = new Map<string, string>();
    if (ins.length) {
      const db = await context.database();
      const found = await db.select({ reference: ledgerEntries.reference, msisdn: ledgerEntries.msisdn }).from(ledgerEntries).where(inArray(ledgerEntries.reference, ins));
      for (const row of found) receivers.set(row.reference!.slice(0, -3), row.msisdn);
    }
    return rows.map((row) => {
      const receiver = row.reason === 'transfer-out' && row.reference ? receivers.get(row.reference.slice(0, -4)) : undefined;
      return {
        id: String(row.id),
        href: href('balanceActionHistory', String(row.id)),
        status: 'completed',
        amount: iqdQuantity(row.amount),
        reason: row.reason,
        ...(row.reference ? { externalId: row.reference } : {}),
        confirmationDate: row.createdAt.toISOString(),
        usageType: 'monetary',
        bucket: { id: bucketId(row.msisdn) },
        logicalResource: [line(row.msisdn)],
        receiverLogicalResource: line(receiver ?? row.msisdn),
        '@type': 'BalanceActionHistory',
      };
    });
  }

  function filteredLine(request: BssRequest): string {
    const msisdn = request.query.get('logicalResource.id');
    if (!msisdn) throw invalid('filter by logicalResource.id (the MSISDN): this BSS lists one line at a time');
    return msisdn;
  }

  async function listBuckets(request: BssRequest): Promise<Answer> {
    const found = await bucket(filteredLine(request));
    if (!found) throw notFound(`line ${request.query.get('logicalResource.id')}`);
    return listAnswer([found], request.query);
  }

  async function getBucket(request: BssRequest): Promise<Answer> {
    const id = request.params.id;
    return oneAnswer(id.startsWith('main-') ? await bucket(id.slice(5)) : undefined, request.query, `bucket ${id}`);
  }

  async function listHistory(request: BssRequest): Promise<Answer> {
    const msisdn = filteredLine(request);
    if (!(await context.core.getLine(msisdn))) throw notFound(`line ${msisdn}`);
    const offset = Number(request.query.get('offset') ?? 0) || 0;
    const limit = request.query.get('limit');
    // Only the line filter: the newest offset+limit rows are the page. Other filters (`reason=…`) are
    // applied to the whole ledger (a demo line's ledger is short).
    const onlyLine = [...request.query.keys()].every((name) => ['logicalResource.id', 'fields', 'offset', 'limit'].includes(name));
    const pageOnly = onlyLine && limit !== null && /^\d+$/.test(limit);
    const rows = await context.core.getLedger(msisdn, pageOnly ? offset + Number(limit) : 10_000);
    const answer = listAnswer(await histories(rows), request.query, HISTORY_REQUIRED);
    if (!pageOnly) return answer;
    // The total is the line's whole ledger, not only the rows read for this page.
    const db = await context.database();
    const [total] = await db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.msisdn, msisdn));
    return { ...answer, headers: { ...answer.headers, 'X-Total-Count': String(total.n) } };
  }

  async function getHistory(request: BssRequest): Promise<Answer> {
    const id = Number(request.params.id);
    const db = await context.database();
    const rows = Number.isSafeInteger(id) ? await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, id)) : [];
    return oneAnswer((await histories(rows))[0], request.query, `balance action ${request.params.id}`, HISTORY_REQUIRED);
  }


  return [
    { method: 'GET', pattern: '/bucket', handler: listBuckets },
    { method: 'GET', pattern: '/bucket/:id', handler: getBucket },
    { method: 'GET', pattern: '/balanceActionHistory', handler: listHistory },
    { method: 'GET', pattern: '/balanceActionHistory/:id', handler: getHistory },
  ];
}
