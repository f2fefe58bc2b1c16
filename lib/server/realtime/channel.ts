/**
 * Live events between requests (the chat's streams): publish(topic) wakes the subscribers of a topic.
 * A wake-up carries no data: the database is the source of truth, and a woken stream reads what is new
 * from it. This in-process implementation (an EventEmitter) only reaches streams on the same server;
 * the streams also poll the database every few seconds (see ../api/sse.ts), so a message posted on
 * server A reaches a stream on server B within that interval even without a shared channel. With
 * REDIS_URL set the channel is Redis pub/sub (./redis-channel.ts), which makes that instant too.
 * A short message may ride along (the content cache's invalidated key prefix); wake-ups carry none.
 */
import { EventEmitter } from 'node:events';
import { serverEnv } from '../env';
import { onShutdown } from '../shutdown';
import { redisChannel } from './redis-channel';

export interface Channel {
  publish(topic: string, message?: string): void;
  /** Answers the unsubscribe function. */
  subscribe(topic: string, callback: (message?: string) => void): () => void;
}

export function inProcessChannel(): Channel {
  const emitter = new EventEmitter();
  // Every open stream subscribes: many listeners per topic are expected, not a leak.
  emitter.setMaxListeners(0);
  return {
    publish: (topic, message) => void emitter.emit(topic, message),
    subscribe(topic, callback) {
      emitter.on(topic, callback);
      return () => void emitter.off(topic, callback);
    },
  };
}

const g = globalThis as typeof globalThis & { __operatorChannel?: Channel };

/** The channel of this server (one per process, shared by Next's route bundles): Redis when REDIS_URL is set. */
export function channel(): Channel {
  if (!g.__operatorChannel) {
    const url = serverEnv().REDIS_URL;
    if (url) {
      const shared = redisChannel(url);
      onShutdown('realtime channel', 'clients', () => shared.close());
      g.__operatorChannel = shared;
    } else {
      g.__operatorChannel = inProcessChannel();
    }
  }
  return g.__operatorChannel;
}

/** Replaces the channel (a shared one across servers; tests). */
export function setChannel(next: Channel | undefined): void {
  g.__operatorChannel = next;
}
