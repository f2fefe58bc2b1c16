/**
 * Counts the requests a stand-in API (stories, component tests) has not answered yet, so a test waits
 * until the screen got every answer and rendered it, instead of sleeping a fixed time and hoping.
 */
import { act, waitFor } from '@testing-library/react';

export interface PendingRequests {
  /** The same fetch, counted (one wrapper per fetch, so a provider's memo keeps working). */
  wrap<F extends typeof fetch | undefined>(fetchImpl: F): F;
  /** Requests sent and not yet answered since the last `reset`. */
  readonly pending: number;
  readonly sent: number;
  /** Forget earlier tests' requests (one still open there is not counted here). */
  reset(): void;
  /**
   * Resolves once every request is answered (all but `open`: a story that shows a request on its way
   * keeps it open on purpose), React has rendered the answers, and they led to no new request.
   */
  settled(options?: { open?: number; timeout?: number }): Promise<void>;
}

export function pendingRequests(): PendingRequests {
  let generation = 0;
  let pending = 0;
  let sent = 0;
  const wrappers = new WeakMap<object, typeof fetch>();

  const wrap = <F extends typeof fetch | undefined>(fetchImpl: F): F => {
    if (!fetchImpl) return fetchImpl;
    let counted = wrappers.get(fetchImpl);
    if (!counted) {
      counted = (async (...args: Parameters<typeof fetch>) => {
        const mine = generation;
        sent += 1;
        pending += 1;
        try {
          return await fetchImpl(...args);
        } finally {
          if (mine === generation) pending -= 1;
        }
      }) as typeof fetch;
      wrappers.set(fetchImpl, counted);
    }
    return counted as F;
  };

  return {
    wrap,
    get pending() {
      return pending;
    },
    get sent() {
      return sent;
    },
    reset() {
      generation += 1;
      pending = 0;
      sent = 0;
    },
    async settled({ open = 0, timeout = 3_000 } = {}) {
      for (let round = 0; round < 20; round++) {
        await waitFor(
          () => {
            if (pending !== open) throw new Error(`${pending} request(s) on their way, ${open} expected to stay open`);
          },
          { timeout },
        );
        const before = sent;
        // One turn of the event loop: the answers' promise chains finish and React renders what they set
        // (and sends whatever that leads to).
        await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
        if (sent === before && pending === open) return;
      }
      throw new Error('the screen kept sending requests');
    },
  };
}

/** One counter for the stories tests (their provider mocks and the test body share it). */
export const storyRequests = pendingRequests();
