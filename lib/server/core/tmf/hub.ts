/**
 * The portal's subscriptions at the BSS's event hubs (PROFILE.md, "Events"): TMF654 (top-ups,
 * transfers) and TMF622 (orders), whose events lib/server/services/core-events.ts turns into
 * notifications. Run as a job (lib/server/job-list.ts), so one server of many registers, and kept in
 * `tmf_hub_subscriptions`: a subscription is renewed (the old one deleted first) when it is older than
 * RENEW_AFTER_MS or the site's address changed, so a BSS that forgot its hubs (a restart, a failover)
 * hears from us again within that time. Until then nothing is lost: pages read on demand.
 */
import { eq } from 'drizzle-orm';
import { getDb } from '../../db';
import { tmfHubSubscriptions } from '../../db/schema';
import { serverEnv } from '../../env';
import { logger } from '../../logger';
import { TmfClient } from './client';
import { tmfConfigFromEnv, type TmfApi, type TmfConfig } from './config';

export const RENEW_AFTER_MS = 60 * 60_000;

/** Which events of which API the listener acts on (the hub's `query`, TMF630 `eventType=`). */
export const HUB_EVENTS: ReadonlyArray<{ api: TmfApi; eventTypes: string[] }> = [
  { api: '654', eventTypes: ['TopupBalanceCreateEvent', 'TransferBalanceCreateEvent'] },
  { api: '622', eventTypes: ['ProductOrderStateChangeEvent'] },
];

function hubIdOf(json: unknown): string | null {
  const id = (json as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' && id.length > 0 && id.length <= 200 ? id : null;
}

/**
 * Registers (or renews) the listener at each hub; the number of subscriptions made now. A hub that
 * cannot be reached is logged and tried again on the next run.
 */
export async function registerListeners(now = new Date(), config: TmfConfig = tmfConfigFromEnv(), siteUrl = serverEnv().SITE_URL): Promise<number> {
  const client = new TmfClient(config);
  const callback = `${siteUrl.replace(/\/+$/, '')}/api/tmf/listener`;
  const db = await getDb();
  let made = 0;
  for (const { api, eventTypes } of HUB_EVENTS) {
    const [known] = await db.select().from(tmfHubSubscriptions).where(eq(tmfHubSubscriptions.api, api));
    if (known && known.callback === callback && now.getTime() - known.registeredAt.getTime() < RENEW_AFTER_MS) continue;
    // The old one first, so the BSS never sends an event twice to us; a 404 (it forgot it) is as good.
    if (known) await client.send({ api, method: 'DELETE', path: `/hub/${encodeURIComponent(known.hubId)}` });
    const outcome = await client.send({ api, method: 'POST', path: '/hub', body: { callback, query: `eventType=${eventTypes.join(',')}` } });
    const hubId = outcome.kind === 'answer' && outcome.status === 201 ? hubIdOf(outcome.json) : null;
    if (!hubId) {
      logger.warn({ api, outcome: outcome.kind === 'answer' ? `HTTP ${outcome.status}` : outcome.detail }, 'TMF hub subscription not made; retried on the next run');
      if (known) await db.delete(tmfHubSubscriptions).where(eq(tmfHubSubscriptions.api, api));
      continue;
    }
    await db
      .insert(tmfHubSubscriptions)
      .values({ api, hubId, callback, registeredAt: now })
      .onConflictDoUpdate({ target: tmfHubSubscriptions.api, set: { hubId, callback, registeredAt: now } });
    made += 1;
  }
  return made;
}
