import { useEffect, useEffectEvent, useSyncExternalStore, type RefObject } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (location, local storage): `serverValue` while rendering on the
 * server and hydrating, the browser's value after. `read` must return a primitive.
 */
export function useBrowserValue<T extends string | number | boolean | null>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

/**
 * Closes an open popover (a menu, a panel) on a pointer press outside `rootRef` or on Escape.
 * `onDismiss(true)` for Escape: the caller puts focus back on the control that opened it.
 */
export function useDismiss(open: boolean, rootRef: RefObject<HTMLElement | null>, onDismiss: (byEscape: boolean) => void): void {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) dismiss(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss(true);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, rootRef]);
}
