/**
 * What Tab can reach inside a container, in order: the one rule every focus trap of the site uses (the
 * modal dialog, the phone navigation drawer, the search sheet). A leaf module, so the header, which is on
 * every page, can use it without bringing any dialog code along.
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Elements Tab can reach inside `root` (not those in a hidden or inert part). */
export function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hidden && !el.closest('[hidden], [inert]'));
}
