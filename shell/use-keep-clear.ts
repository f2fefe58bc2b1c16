import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether a floating button must step aside now (shell/chat-clearance.ts: it would cover a link, a
 * form's control or message, or a field has focus). The watching code loads on the visitor's first
 * action (pointer, scroll, key, focus, resize), not with the page: nobody follows a covered link
 * without moving the pointer or the focus first, so the button has stepped aside by then.
 * `active` false: never hidden, nothing watched. `key` restarts the watch (the page's path).
 */
export function useKeepClear(root: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>, active: boolean, key: string): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!active) return;
    let stop: (() => void) | undefined;
    let live = true;
    const events = ['pointermove', 'pointerdown', 'scroll', 'keydown', 'focusin', 'resize'] as const;
    const start = () => {
      events.forEach((name) => window.removeEventListener(name, start, true));
      void import('./chat-clearance').then(({ keepClear }) => {
        if (live && root.current && button.current) stop = keepClear(root.current, button.current, setHidden);
      });
    };
    events.forEach((name) => window.addEventListener(name, start, { capture: true, passive: true }));
    return () => {
      live = false;
      events.forEach((name) => window.removeEventListener(name, start, true));
      stop?.();
    };
  }, [active, key, root, button]);
  return active && hidden;
}
