/**
 * Hubs and events (TMF630 notification pattern): a client registers `POST {api}/hub {callback, query}`
 * and is sent, after each change applied, the spec's `<Name>Event {eventId, eventTime, eventType,
 * event: {<resource>}}` at `<callback>/<nameInCamelCase>` (the spec's `/listener/...` paths) with the
 * shared secret as Bearer token. Subscriptions live in `bss_resources` (kind `hub`) so they outlive a
 * restart. Delivery happens after the answer and never fails the operation: a listener that is down
 * is logged and skipped (the portal reads on demand).
 */
import { randomUUID } from 'node:crypto';
import { logger } from '../../logger';
import { check, str } from './check';
import { invalid, notFound } from './errors';
import type { Answer, BssRequest, Route } from './router';
import type { ResourceStore } from './store';

export type ApiName = 'tmf654' | 'tmf620' | 'tmf622' | 'tmf637' | 'tmf678' | 'tmf676';

/** How long one delivery may take before it counts as failed. */
const DELIVERY_TIMEOUT_MS = 5_000;

export const camelCase = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** `eventType=A,B` (or `eventType=A&eventType=B`) in a subscription's query: only those; no query: all. */
function wants(query: string | undefined, eventType: string): boolean {
  if (!query) return true;
  const types = new URLSearchParams(query).getAll('eventType').flatMap((value) => value.split(','));
  return types.length === 0 || types.includes(eventType);
}

export class Events {
  /** Deliveries under way (tests and close() wait for them). */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly store: ResourceStore,
    private readonly listenerSecret: string | undefined,
  ) {}

  hubRoutes(api: ApiName): Route[] {
    return [
      { method: 'POST', pattern: '/hub', handler: (request) => this.subscribe(api, request) },
      { method: 'DELETE', pattern: '/hub/:id', handler: (request) => this.unsubscribe(request) },
    ];
  }

  private async subscribe(api: ApiName, request: BssRequest): Promise<Answer> {
    const input = check<{ callback: string; query?: string }>(request.body, {
      type: 'object',
      required: ['callback'],
      props: { callback: str, query: str },
    });
    let url: URL;
    try {
      url = new URL(input.callback);
    } catch {
      throw invalid('callback must be an absolute http(s) URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid('callback must be an absolute http(s) URL');
    const id = randomUUID();
    const body = { id, callback: input.callback, ...(input.query !== undefined ? { query: input.query } : {}) };
    await this.store.insertOnce({ id, api, kind: 'hub', reference: id, body });
    return { status: 201, body };
  }

  private async unsubscribe(request: BssRequest): Promise<Answer> {
    if (!(await this.store.remove('hub', request.params.id))) throw notFound(`subscription ${request.params.id}`);
    return { status: 204 };
  }

  /** Sends the event to every subscriber of the API that wants it; returns at once. */
  publish(api: ApiName, eventType: string, resourceName: string, resource: Record<string, unknown>): void {
    const delivery = this.deliver(api, eventType, resourceName, resource).catch((error: Error) =>
      logger.warn({ api, eventType, err: error.message }, 'BSS event not delivered'),
    );
    this.pending.add(delivery);
    void delivery.finally(() => this.pending.delete(delivery));
  }

  private async deliver(api: ApiName, eventType: string, resourceName: string, resource: Record<string, unknown>): Promise<void> {
    const subscribers = (await this.store.list('hub', api)).filter((hub) => wants(hub.body.query as string | undefined, eventType));
    const event = {
      eventId: randomUUID(),
      eventTime: new Date().toISOString(),
      eventType,
      event: { [resourceName]: resource },
      '@type': eventType,
    };
    await Promise.all(
      subscribers.map(async (hub) => {
        const target = `${String(hub.body.callback).replace(/\/+$/, '')}/${camelCase(eventType)}`;
        try {
          const response = await fetch(target, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              ...(this.listenerSecret ? { Authorization: `Bearer ${this.listenerSecret}` } : {}),
            },
            body: JSON.stringify(event),
            signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
          });
          await response.arrayBuffer();
          if (!response.ok) logger.warn({ target, eventType, status: response.status }, 'BSS event refused by the listener');
        } catch (error) {
          logger.warn({ target, eventType, err: (error as Error).message }, 'BSS event listener unreachable');
        }
      }),
    );
  }

  /** Waits for the deliveries under way. */
  async settle(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
