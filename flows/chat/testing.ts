/**
 * A stand-in EventSource for the chat's tests and stories: it records the URLs opened, and `emit`
 * delivers an event as the server's stream would.
 */
import type { ChatEventSource } from './ChatPanel';

export interface FakeStreams {
  open: (url: string) => ChatEventSource;
  urls: string[];
  /** Delivers an event to every open stream. */
  emit(type: string, data: unknown, id?: number): void;
  /** Streams still open. */
  live(): number;
  /** The server refuses every open stream (an error status): the browser closes it and says so. */
  refuse(): void;
}

export function fakeStreams(): FakeStreams {
  const sources: Array<{ listeners: Map<string, Array<(event: MessageEvent) => void>>; closed: boolean; source: ChatEventSource & { readyState: number } }> = [];
  const urls: string[] = [];
  return {
    urls,
    open(url) {
      urls.push(url);
      const entry = { listeners: new Map<string, Array<(event: MessageEvent) => void>>(), closed: false, source: null as unknown as ChatEventSource & { readyState: number } };
      entry.source = {
        readyState: 1,
        onerror: null,
        onopen: null,
        addEventListener(type, listener) {
          entry.listeners.set(type, [...(entry.listeners.get(type) ?? []), listener]);
        },
        close() {
          entry.closed = true;
          entry.source.readyState = 2;
        },
      };
      sources.push(entry);
      return entry.source;
    },
    emit(type, data, id) {
      for (const entry of sources) {
        if (entry.closed) continue;
        const event = { data: JSON.stringify(data), lastEventId: id === undefined ? '' : String(id) } as MessageEvent;
        for (const listener of entry.listeners.get(type) ?? []) listener(event);
      }
    },
    live: () => sources.filter((s) => !s.closed).length,
    refuse() {
      for (const entry of sources) {
        if (entry.closed) continue;
        entry.closed = true;
        entry.source.readyState = 2;
        entry.source.onerror?.(new Event('error'));
      }
    },
  };
}
