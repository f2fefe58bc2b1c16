/**
 * The DeviceId header's value (spec section 7): the browser fingerprint, kept in local storage so it
 * stays stable across visits. Computed at most once per page load.
 *
 * The fingerprint library is loaded with a dynamic import(), so it is a separate chunk that is only
 * fetched when no id is stored yet; it never lands in a page's first-load JavaScript.
 */
import { storageKeys } from '@/lib/storage-keys';

/** Give up on the fingerprint after this long: a request must not wait on it for ever. */
const FINGERPRINT_TIMEOUT_MS = 3_000;

let pending: Promise<string | null> | null = null;

/** What the server accepts as a DeviceId (1–255 printable ASCII characters, no spaces). */
export function isValidDeviceId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 255 && /^[\x21-\x7e]+$/.test(value);
}

/** The device id, or null outside a browser or when it cannot be had. Never throws. */
export function getDeviceId(): Promise<string | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  pending ??= resolveDeviceId();
  return pending;
}

async function resolveDeviceId(): Promise<string | null> {
  const stored = readStored();
  if (stored) return stored;
  const computed = await withTimeout(computeFingerprint(), FINGERPRINT_TIMEOUT_MS);
  if (!isValidDeviceId(computed)) return null;
  try {
    window.localStorage.setItem(storageKeys.deviceId, computed);
  } catch {
    // Storage full or blocked: the id still serves this page load.
  }
  return computed;
}

function readStored(): string | null {
  try {
    const value = window.localStorage.getItem(storageKeys.deviceId);
    // Anything else (e.g. non-ASCII left by another script) would make every fetch throw on the header.
    return isValidDeviceId(value) ? value : null;
  } catch {
    return null;
  }
}

async function computeFingerprint(): Promise<string | null> {
  try {
    const fingerprint = await import('@fingerprintjs/fingerprintjs');
    // monitoring: false stops the library's statistics request to its CDN (and our CSP would block it).
    const agent = await fingerprint.load({ monitoring: false });
    const { visitorId } = await agent.get();
    return visitorId;
  } catch {
    return null;
  }
}

function withTimeout<T>(promise: Promise<T | null>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}
