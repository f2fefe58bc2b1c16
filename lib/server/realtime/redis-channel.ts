/**
 * The live-event channel shared by every server through Redis pub/sub (issue 15): a wake-up published
 * on server A reaches the streams and caches of server B at once. Subscribers on the publishing server
 * are woken in-process straight away, so a slow or failing Redis never delays or breaks them; Redis only
 * carries the event to the other servers. When Redis is down nothing throws: the failure is logged and
 * the streams' database poll (../api/sse.ts) and the caches' TTL still bring the change, only later.
 */
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import Redis from 'ioredis';
import { logger } from '../logger';
import type { Channel } from './channel';

/** One Redis channel for every topic: few subscriptions, and a topic needs no setup on the other servers. */
export const REDIS_EVENTS = 'operator:events';

interface Envelope {
  /** The publishing process, so it does not wake its own subscribers twice. */
  o: string;
  t: string;
  m?: string;
}

export interface RedisChannel extends Channel {
  /** Closes both connections (tests, shutdown). */
  close(): Promise<void>;
  /** Resolves once the subscriber listens (tests: a message published before that is not received). */
  ready(): Promise<void>;
}

export function redisChannel(url: string): RedisChannel {
  const origin = randomBytes(8).toString('hex');
  const local = new EventEmitter();
  local.setMaxListeners(0);
  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  let listening: Promise<void> | undefined;
  let lastWarning = 0;
  let closed = false;

  const warn = (err: unknown, what: string) => {
    // Once a minute at most: a Redis outage must not flood the log with one line per request.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    logger.warn({ err: (err as Error)?.message ?? String(err) }, `redis channel: ${what} failed (falling back to each server's own poll)`);
  };

  const connect = () =>
    new Redis(url, {
      // While Redis is away a command waits for one reconnect attempt, then fails (and is logged):
      // wake-ups are not worth queueing for long.
      maxRetriesPerRequest: 1,
      retryStrategy: (times) => (closed ? null : Math.min(times * 200, 5_000)),
      // A socket that never connected never reports 'close': do not keep the process up 2 s for it.
      disconnectTimeout: 100,
    });

  const listen = (): Promise<void> => {
    if (listening) return listening;
    subscriber = connect();
    subscriber.on('error', (err) => warn(err, 'subscriber'));
    subscriber.on('message', (_channel: string, raw: string) => {
      let envelope: Envelope;
      try {
        envelope = JSON.parse(raw) as Envelope;
      } catch {
        return;
      }
      if (envelope.o === origin || typeof envelope.t !== 'string') return;
      local.emit(envelope.t, envelope.m);
    });
    // ioredis subscribes again by itself after a reconnect.
    listening = subscriber.subscribe(REDIS_EVENTS).then(
      () => undefined,
      (err: unknown) => warn(err, 'subscribe'),
    );
    return listening;
  };

  const pub = (): Redis => {
    if (!publisher) {
      publisher = connect();
      publisher.on('error', (err) => warn(err, 'publisher'));
    }
    return publisher;
  };

  return {
    publish(topic, message) {
      local.emit(topic, message);
      const envelope: Envelope = { o: origin, t: topic, ...(message === undefined ? {} : { m: message }) };
      try {
        pub()
          .publish(REDIS_EVENTS, JSON.stringify(envelope))
          .catch((err: unknown) => warn(err, 'publish'));
      } catch (err) {
        warn(err, 'publish');
      }
    },
    subscribe(topic, callback) {
      void listen();
      local.on(topic, callback);
      return () => void local.off(topic, callback);
    },
    ready: () => listen(),
    close() {
      closed = true;
      local.removeAllListeners();
      // disconnect, not quit: quit would wait for a Redis that may be down, and nothing here needs flushing.
      for (const c of [publisher, subscriber]) c?.disconnect();
      publisher = subscriber = undefined;
      listening = undefined;
      return Promise.resolve();
    },
  };
}
