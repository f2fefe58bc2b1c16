/**
 * The floating chat and accessibility buttons step aside whenever they would cover a link, a form's
 * control, submit button or message, or while a field has focus (issue 11). Loaded on the first action.
 */
/**
 * What a floating button must never cover: the page's links, buttons and fields, forms' messages, and
 * what is marked data-keep-clear (the chat button, in the flow on phones, under the accessibility button).
 */
const KEEP_CLEAR =
  'main :is(a[href], button, input, select, textarea), form :is(button, input, select, textarea, [role="alert"], [aria-live]), [role="alert"], [data-keep-clear]';
const FIELD = 'input, select, textarea, [contenteditable="true"]';
/** Space kept around the button, in px. */
const MARGIN = 8;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right + MARGIN && b.left < a.right + MARGIN && a.top < b.bottom + MARGIN && b.top < a.bottom + MARGIN;
}

/**
 * Whether the floating button must step aside: a form field has focus (the visitor is typing, maybe
 * with the on-screen keyboard up), or a control or message of a form is under it at this scroll
 * position. Never on phones, where the button is in the page's flow and covers nothing.
 */
function mustHide(root: HTMLElement, button: HTMLElement): boolean {
  if (getComputedStyle(root).position !== 'fixed') return false;
  const active = document.activeElement;
  if (active instanceof HTMLElement && active.matches(FIELD) && !root.contains(active)) return true;
  const zone = button.getBoundingClientRect();
  for (const el of document.querySelectorAll<HTMLElement>(KEEP_CLEAR)) {
    // An empty live region waiting for a message covers nothing yet.
    if (root.contains(el) || (el.matches('[role="alert"], [aria-live]') && !el.textContent?.trim())) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0 && overlaps(zone, rect)) return true;
  }
  return false;
}

/** Watches the page and calls `setHidden` whenever the button must step aside or may come back; returns the stop. */
export function keepClear(root: HTMLElement, button: HTMLElement, setHidden: (hidden: boolean) => void): () => void {
  let frame = 0;
  const check = () => {
    frame = 0;
    setHidden(mustHide(root, button));
  };
  const schedule = () => {
    if (!frame) frame = window.requestAnimationFrame(check);
  };
  // Messages appear and forms grow without any scrolling: changes to the page are watched too.
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('scroll', schedule, { passive: true, capture: true });
  window.addEventListener('resize', schedule);
  document.addEventListener('focusin', schedule);
  document.addEventListener('focusout', schedule);
  schedule();
  return () => {
    if (frame) window.cancelAnimationFrame(frame);
    observer.disconnect();
    window.removeEventListener('scroll', schedule, { capture: true });
    window.removeEventListener('resize', schedule);
    document.removeEventListener('focusin', schedule);
    document.removeEventListener('focusout', schedule);
  };
}
