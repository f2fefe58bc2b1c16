/** TMF654 Prepay Balance: balance, ledger, and the creates that move credit (PROFILE.md, "Resources"). */
import { z } from 'zod';
import { baghdadDay, startOfBaghdadDayOf } from '@/lib/baghdad-day';
import { logger } from '../../logger';
import { CoreUnavailableError, CoreUnconfirmedError, UnknownLineError, type LedgerRow } from '../types';
import type { TmfClient } from './client';
import { NOT_FOUND, read } from './read';
import { balanceActionHistory, bucket, type Bucket } from './schemas/balance';
import { decimalId } from './schemas/common';

/** The monetary buckets of a line; UnknownLineError when the BSS does not know it. */
export async function monetaryBuckets(client: TmfClient, msisdn: string): Promise<Bucket[]> {
  const list = await read(client, { api: '654', path: '/bucket', query: { 'logicalResource.id': msisdn, usageType: 'monetary' } }, z.array(bucket));
  if (list === NOT_FOUND) throw new UnknownLineError(msisdn);
  // Only the line's own monetary buckets, whatever the BSS's filter did.
  return list.filter((b) => b.usageType === 'monetary' && b.logicalResource.some((r) => r.id === msisdn));
}

/** The balance: the sum of the monetary buckets. */
export async function balanceOf(client: TmfClient, msisdn: string): Promise<number> {
  return (await monetaryBuckets(client, msisdn)).reduce((sum, b) => sum + b.remainingValue.amount, 0);
}

/** The bucket a create names (its id and account are the BSS's, so they are read, not guessed). */
export async function mainBucket(client: TmfClient, msisdn: string): Promise<{ bucket: { id: string }; partyAccount: { id: string } }> {
  const buckets = await monetaryBuckets(client, msisdn);
  const main = buckets.find((b) => b.status === undefined || b.status === 'active') ?? buckets[0];
  if (!main) throw new UnknownLineError(msisdn);
  return { bucket: { id: main.id }, partyAccount: { id: main.partyAccount?.id ?? `acc-${msisdn}` } };
}

/**
 * The balance after a create that was applied. Money moved, so a failure to read it must not read as
 * "nothing happened": it is `CoreUnconfirmedError` (check your balance; a retry is applied once).
 */
export async function balanceAfter(client: TmfClient, msisdn: string, method: string): Promise<number> {
  try {
    return await balanceOf(client, msisdn);
  } catch (error) {
    if (error instanceof CoreUnavailableError) throw new CoreUnconfirmedError(method, error);
    throw error;
  }
}

const PAGE = 100;
type Action = z.infer<typeof balanceActionHistory>;

async function historyPage(client: TmfClient, msisdn: string, limit: number, offset: number): Promise<Action[]> {
  const list = await read(
    client,
    { api: '654', path: '/balanceActionHistory', query: { 'logicalResource.id': msisdn, limit, ...(offset ? { offset } : {}) } },
    z.array(balanceActionHistory),
  );
  if (list === NOT_FOUND) return [];
  return list;
}

const ofLine = (msisdn: string) => (item: Action) => item.status === 'completed' && item.logicalResource.some((r) => r.id === msisdn);

/** The ledger, newest first (PROFILE.md "Ledger"); ids are decimal (LedgerRow.id is a number). */
export async function ledger(client: TmfClient, msisdn: string, limit: number): Promise<LedgerRow[]> {
  const items = (await historyPage(client, msisdn, limit, 0)).filter(ofLine(msisdn));
  const rows: LedgerRow[] = [];
  for (const item of items) {
    const id = decimalId.safeParse(item.id);
    if (!id.success) {
      logger.error({ api: '654', id: item.id }, 'TMF answer refused: a balanceActionHistory id that is not decimal');
      throw new CoreUnavailableError('error');
    }
    rows.push({ id: id.data, msisdn, amount: item.amount.amount, reason: item.reason, reference: item.externalId ?? null, createdAt: item.confirmationDate });
  }
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  return rows.slice(0, limit);
}

/**
 * IQD sent by transfer since Baghdad midnight: pages through the history (newest first) until it passes
 * midnight. Items are counted once by id, and a page with nothing new ends it (a BSS that ignores
 * `offset` cannot make us count one transfer twice).
 */
export async function sentToday(client: TmfClient, msisdn: string, now = new Date()): Promise<number> {
  const since = startOfBaghdadDayOf(baghdadDay(now)).getTime();
  const counted = new Set<string>();
  let sent = 0;
  for (let offset = 0; offset < 100 * PAGE; offset += PAGE) {
    const page = await historyPage(client, msisdn, PAGE, offset);
    const fresh = page.filter((item) => !counted.has(item.id));
    for (const item of fresh) {
      counted.add(item.id);
      if (ofLine(msisdn)(item) && item.reason === 'transfer-out' && item.confirmationDate.getTime() >= since) sent += -item.amount.amount;
    }
    if (fresh.length === 0 || page.length < PAGE || page.some((item) => item.confirmationDate.getTime() < since)) break;
  }
  return sent;
}
