/**
 * Tests of the captcha in jsdom: the real `altcha-widget` (its code, its checkbox, its events), with a
 * stand-in for its proof-of-work worker, since jsdom has neither Worker nor Web Crypto. Use it with
 * `jest.mock('../altcha', () => jest.requireActual('../__fixtures__/fake-altcha').fakeAltchaModule())`.
 */
import type { AltchaStrings } from '../altcha';

/** The solution every stand-in worker finds (that of the stories' demo challenge). */
export const fakeSolution = { counter: 400, derivedKey: 'c6790786a7562abc823100061e2470e43c55617772dee0cff5e9a1c38ef524e4', time: 12 };

/** What the tests steer: loads that fail (as a chunk that does not arrive), and the work done. */
export const altchaControl = { failLoads: 0, solved: [] as unknown[] };

type Listener = (event: { data: unknown }) => void;

/** Answers a `work` message like the widget's PBKDF2 worker: `{ counter, derivedKey, time }`. */
class FakeWorker {
  private listeners: Listener[] = [];
  addEventListener(type: string, listener: Listener) {
    if (type === 'message') this.listeners.push(listener);
  }
  postMessage(message: { type: string; challenge?: unknown }) {
    if (message.type !== 'work') return;
    altchaControl.solved.push(message.challenge);
    setTimeout(() => this.listeners.forEach((listener) => listener({ data: fakeSolution })), 5);
  }
  terminate() {
    this.listeners = [];
  }
}

export function fakeAltchaModule() {
  const actual = jest.requireActual<typeof import('../altcha')>('../altcha');
  return {
    setUpAltcha(language: string, strings: AltchaStrings) {
      if (altchaControl.failLoads > 0) {
        altchaControl.failLoads--;
        throw new Error('ChunkLoadError: the widget did not arrive');
      }
      // The widget works only in a secure context (https or localhost), which jsdom does not claim.
      Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
      actual.setUpAltcha(language, strings);
      globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new FakeWorker() as unknown as Worker);
    },
  };
}
