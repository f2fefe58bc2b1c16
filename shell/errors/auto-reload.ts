/**
 * Two known browser DOM errors (often caused by translation extensions rewriting the page) are cured
 * by a reload (spec section 4). The reload guard stops a loop: at most one reload per path per 10 s.
 */
import { storageKeys } from '@/lib/storage-keys';

export const RELOAD_GUARD_MS = 10_000;

export function isKnownDomError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return (/NotFoundError/.test(text) && /insertBefore/.test(text)) || /object can not be found here/i.test(text);
}

/** Whether a reload of `path` may happen now; records it when it may. */
export function takeReloadTicket(path: string, now: number, storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  try {
    const last = JSON.parse(storage.getItem(storageKeys.reloadGuard) ?? 'null') as { path: string; at: number } | null;
    if (last && last.path === path && now - last.at < RELOAD_GUARD_MS) return false;
    storage.setItem(storageKeys.reloadGuard, JSON.stringify({ path, at: now }));
    return true;
  } catch {
    return false;
  }
}

export function reloadOnce(): void {
  if (takeReloadTicket(window.location.pathname, Date.now(), window.sessionStorage)) window.location.reload();
}

/** Installs the listeners; returns a function that removes them. */
export function installAutoReload(): () => void {
  const onError = (event: ErrorEvent) => isKnownDomError(event.error ?? event.message) && reloadOnce();
  const onRejection = (event: PromiseRejectionEvent) => isKnownDomError(event.reason) && reloadOnce();
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
