/**
 * Demo mode: usage as the network would report it (the embedded core records it, draws it from the
 * bundles and charges what they do not cover), then the line's alerts are checked at once, as a
 * real network's usage would trigger them. POST /api/dev/usage; the seed's month of usage.
 */
import { randomUUID } from 'node:crypto';
import type { UsageType } from '../core';
import { embeddedCore } from '../core/embedded';
import { checkLineAlerts } from './usage-alerts';

export async function simulateUsage(input: { msisdn: string; type: UsageType; quantity: number; otherParty?: string }) {
  const recorded = await embeddedCore.recordUsage({
    id: `demo-${randomUUID()}`,
    msisdn: input.msisdn,
    usageType: input.type,
    quantity: input.quantity,
    otherParty: input.otherParty,
  });
  const alerts = await checkLineAlerts(input.msisdn);
  return {
    id: recorded.usage.id,
    amount: recorded.usage.ratedProductUsage[0].taxIncludedRatingAmount.value,
    balance: recorded.balance,
    alerts,
  };
}
