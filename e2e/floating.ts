/**
 * What the floating buttons (accessibility, bottom-left; live chat, bottom-right) may cover, measured
 * in the page (issue 28). Used by e2e/screens.spec.ts and the layout sweep (e2e/layout.spec.ts).
 *
 * Both buttons must be shown, and no visible text or control may be under either. What is behind an
 * opaque bar fixed across the whole window's width at its bottom (or top) edge, such as the buttons'
 * dock below 1344 px, is out of the window's visible area, as what is below the window is; at the end
 * of the page nothing may be left behind such a bar (the layout keeps room for it).
 */
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import ku from '@/locales/ku.json';
import type { Locale } from './fixtures';

/** The buttons' accessible names in a language. */
export const floatingNames = (locale: Locale) => ({ a11y: { ar, en, ku }[locale].accessibility.open, chat: { ar, en, ku }[locale].chat.open });

/**
 * Measured in the page: which visible text and controls are under a floating button. Runs in the
 * browser, so it uses nothing from this file. `names`: the accessible names of the two buttons.
 * Answers the problems (a button present but hidden counts), which buttons were found shown, and the
 * window's visible area (`frame`, between the top and bottom bars).
 */
export function covering(names: { a11y: string; chat: string }) {
  const problems: string[] = [];
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const floatingRoot = (el: Element): Element | null => {
    for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
      if (['fixed', 'sticky'].includes(getComputedStyle(e).position)) return e;
    }
    return null;
  };
  const shown = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const buttons = [...document.querySelectorAll('button')].filter((b) => {
    const name = (b.getAttribute('aria-label') ?? b.textContent ?? '').trim();
    return name === names.a11y || name === names.chat;
  });
  const found = { a11y: false, chat: false };
  // The window's frame: opaque bars fixed across the whole width at its bottom or top edge.
  let top = 0;
  let bottom = vh;
  for (const el of document.querySelectorAll('body *')) {
    const style = getComputedStyle(el);
    if (style.position !== 'fixed' || !shown(el)) continue;
    const r = el.getBoundingClientRect();
    const opaque = /^rgb\(/.test(style.backgroundColor) || /^rgba\(.*,\s*1\)$/.test(style.backgroundColor);
    if (r.left > 0.5 || r.right < vw - 0.5 || r.height < 1 || !opaque) continue;
    if (r.bottom >= vh - 0.5 && r.top > vh / 2) bottom = Math.min(bottom, r.top);
    else if (r.top <= 0.5 && r.bottom < vh / 2) top = Math.max(top, r.bottom);
  }
  const controls = 'a[href], button, input, select, textarea, summary, label, [tabindex]:not([tabindex="-1"]), [role="button"], [role="link"]';
  const boxes: Array<{ what: string; rect: DOMRect; el: Element }> = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue?.trim();
    const el = node.parentElement;
    if (!text || !el || el.closest('script, style, noscript, template, nextjs-portal, [aria-hidden="true"]') || !shown(el)) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (rect.width >= 1 && rect.height >= 1) boxes.push({ what: `text "${text.slice(0, 30)}"`, rect, el });
  }
  for (const el of document.querySelectorAll(controls)) {
    if (!shown(el)) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width >= 1 && rect.height >= 1) boxes.push({ what: `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}"`, rect, el });
  }
  for (const button of buttons) {
    const kind = button.getAttribute('aria-label')?.trim() === names.a11y || button.textContent?.trim() === names.a11y ? 'a11y' : 'chat';
    if (!shown(button)) {
      problems.push(`the ${kind === 'a11y' ? 'accessibility' : 'chat'} button is hidden`);
      continue;
    }
    found[kind] = true;
    const root = floatingRoot(button);
    // A button in the flow of the page is part of the page: it covers nothing.
    if (!root) continue;
    const b = button.getBoundingClientRect();
    const zone = { left: b.left, right: b.right, top: Math.max(b.top, top), bottom: Math.min(b.bottom, bottom) };
    if (zone.bottom <= zone.top) continue;
    const under = boxes
      .filter(({ el, rect }) => !root.contains(el) && !el.contains(button) && rect.left < zone.right && zone.left < rect.right && rect.top < zone.bottom && zone.top < rect.bottom)
      .map(({ what }) => what);
    if (under.length) problems.push(`the ${kind === 'a11y' ? 'accessibility' : 'chat'} button (${Math.round(b.left)},${Math.round(b.top)} ${Math.round(b.width)}x${Math.round(b.height)}) covers ${[...new Set(under)].slice(0, 4).join(', ')}`);
  }
  // Nor do the two buttons cover each other (a long name, a larger text size), nor leave the window.
  const [first, second] = buttons.filter(shown).map((b) => b.getBoundingClientRect());
  if (first && second && first.left < second.right && second.left < first.right && first.top < second.bottom && second.top < first.bottom) {
    problems.push('the accessibility and chat buttons overlap');
  }
  for (const b of buttons.filter(shown)) {
    const r = b.getBoundingClientRect();
    if (r.left < 0 || r.right > vw) problems.push(`a floating button sticks out of the window (${Math.round(r.left)}–${Math.round(r.right)}px)`);
  }
  // At the end of the page, nothing is left behind the bottom bar (the layout keeps room for it).
  const root = document.scrollingElement ?? document.documentElement;
  if (bottom < vh && root.scrollTop + vh >= root.scrollHeight - 1) {
    const hidden = boxes.filter(({ el, rect }) => !floatingRoot(el) && rect.bottom > bottom + 0.5 && rect.top < vh).map(({ what }) => what);
    if (hidden.length) problems.push(`at the end of the page, behind the bottom bar: ${hidden.slice(0, 4).join(', ')}`);
  }
  return { problems, found, frame: { top, bottom } };
}
