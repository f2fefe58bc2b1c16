/**
 * The reading mask (dims the page except a band around the pointer) and the reading guide (a bar under
 * the pointer). They follow the pointer, and the keyboard focus for people who do not use one. Both
 * are decorative overlays: aria-hidden, no pointer events, so they never get in the way of a click,
 * the focus or a screen reader. Loaded only when one of them is on. Styles: lib/theme/accessibility.css.
 */
let overlay: HTMLDivElement | null = null;
let stop: (() => void) | null = null;

function make(kind: 'mask' | 'guide'): HTMLDivElement {
  const el = document.createElement('div');
  el.setAttribute('aria-hidden', 'true');
  el.className = `a11y-${kind}`;
  return el;
}

/** Starts the tool that <html> says is on (data-a11y-reading-mask / -guide), stops the other; none: stops. */
export function syncCursorTools(): void {
  const root = document.documentElement;
  const kind = root.hasAttribute('data-a11y-reading-mask') ? 'mask' : root.hasAttribute('data-a11y-reading-guide') ? 'guide' : null;
  if (overlay?.className === `a11y-${kind}`) return;
  stop?.();
  stop = null;
  overlay?.remove();
  overlay = null;
  if (!kind) return;
  const el = make(kind);
  overlay = el;
  document.body.append(el);
  const place = (y: number) => {
    if (kind === 'mask') el.style.setProperty('--a11y-y', `${Math.round(y)}px`);
    else el.style.transform = `translateY(${Math.round(y)}px)`;
  };
  const onPointer = (event: PointerEvent) => place(event.clientY);
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element) {
      const rect = event.target.getBoundingClientRect();
      place(rect.top + rect.height / 2);
    }
  };
  place(window.innerHeight / 2);
  window.addEventListener('pointermove', onPointer, { passive: true });
  document.addEventListener('focusin', onFocus);
  stop = () => {
    window.removeEventListener('pointermove', onPointer);
    document.removeEventListener('focusin', onFocus);
  };
}
