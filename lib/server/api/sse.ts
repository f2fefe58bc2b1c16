/**
 * Server-Sent Events for the live chat (issue 13, part 5). A stream sends what is new after the last
 * id the client saw (Last-Event-ID on a reconnect, or ?after=), reading it from the DATABASE, which is
 * the source of truth: it reads when the realtime channel wakes it (instant on this server) and every
 * POLL interval anyway, so events written by another server arrive within that interval until the
 * scale-out issue gives the channel Redis. A comment line every HEARTBEAT keeps proxies from closing
 * an idle stream; after LIFETIME the stream ends and the browser's EventSource reconnects (with
 * Last-Event-ID), so no connection lives for ever and servers can be replaced. A server that is stopping
 * ends its streams at once (../shutdown.ts), so they reconnect to another server.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { channel } from '../realtime/channel';
import { onDrain } from '../shutdown';
import { claimStreamSlot, releaseStreamSlot, type StreamClient } from './stream-slots';

export interface StreamEvent {
  /** The event id the client sends back as Last-Event-ID; none for events that carry no position. */
  id?: number;
  event: string;
  data: unknown;
}

export interface StreamTiming {
  pollMs: number;
  heartbeatMs: number;
  lifetimeMs: number;
}

const DEFAULT_TIMING: StreamTiming = { pollMs: 2_000, heartbeatMs: 15_000, lifetimeMs: 5 * 60_000 };
const g = globalThis as typeof globalThis & { __operatorStreamTiming?: StreamTiming };

export const streamTiming = (): StreamTiming => g.__operatorStreamTiming ?? DEFAULT_TIMING;

/** Tests shorten the stream's life (a fuzz run must see it end); undefined restores the defaults. */
export function setStreamTimingForTests(timing: Partial<StreamTiming> | undefined): void {
  g.__operatorStreamTiming = timing ? { ...DEFAULT_TIMING, ...timing } : undefined;
}

const MAX_ID = 2 ** 31 - 1;

/** The position to resume from: Last-Event-ID (a reconnect) wins over ?after=; 0 when neither is a number. */
export function resumeAfter(req: NextApiRequest, after: string | undefined): number {
  const header = req.headers['last-event-id'];
  const value = typeof header === 'string' && /^\d{1,10}$/.test(header.trim()) ? header.trim() : after;
  const n = value && /^\d{1,10}$/.test(value) ? Number(value) : 0;
  return Math.min(n, MAX_ID);
}

export interface StreamOptions {
  /** Who opens the stream: one client and one IP hold only a few streams at once (./stream-slots.ts). */
  holder: StreamClient;
  topic: string;
  after: number;
  /** Events after `after`, in order; the stream remembers the last id sent. */
  read(after: number): Promise<StreamEvent[]>;
}

/**
 * Answers the request with an event stream until the client leaves or the lifetime ends. The promise
 * settles when the stream is over (Next must not think the route answered nothing). A client past its
 * number of streams gets the 429 envelope instead (thrown before anything is written); the slot is
 * given back when the stream closes.
 */
export async function runStream(res: NextApiResponse, options: StreamOptions): Promise<void> {
  const timing = streamTiming();
  const slot = await claimStreamSlot(options.holder, timing.lifetimeMs);
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  // no-transform also keeps Next's compression (the `compression` middleware honours it) off this
  // response: compressed, events would sit in the gzip buffer instead of reaching the browser.
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('Connection', 'keep-alive');
  // nginx (the cluster's cache) would otherwise buffer the stream.
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  res.write(`retry: 3000\n\n`);

  let last = options.after;
  let reading = false;
  let again = false;
  let done = false;

  return new Promise<void>((resolve) => {
    const write = (text: string) => {
      if (!done) res.write(text);
    };
    const pump = async () => {
      if (done) return;
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          const events = await options.read(last);
          for (const e of events) {
            if (e.id !== undefined) last = Math.max(last, e.id);
            write(`${e.id !== undefined ? `id: ${e.id}\n` : ''}event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`);
          }
        } while (again && !done);
      } catch {
        // A failed read (database busy) is retried by the next wake-up or poll.
      } finally {
        reading = false;
      }
    };
    const unsubscribe = channel().subscribe(options.topic, () => void pump());
    const stopWatching = onDrain(() => finish());
    const poll = setInterval(() => void pump(), timing.pollMs);
    const heartbeat = setInterval(() => write(`: heartbeat\n\n`), timing.heartbeatMs);
    const finish = () => {
      if (done) return;
      done = true;
      unsubscribe();
      stopWatching();
      clearInterval(poll);
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      if (!res.writableEnded) res.end();
      void releaseStreamSlot(slot).then(resolve);
    };
    const lifetime = setTimeout(finish, timing.lifetimeMs);
    // The response's close (the client left, or the end above), not the request's: a request
    // "closes" as soon as its (empty) body has been read.
    res.on('close', finish);
    void pump();
  });
}
