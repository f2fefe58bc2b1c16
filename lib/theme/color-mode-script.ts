/**
 * Runs in <head> before the first paint so the page never flashes the wrong colours or text size. The
 * CSP allows it by its hash (lib/server/http/security-headers.ts), so keep it a constant string (built from constants only).
 * Server-only in practice (pages/_document.tsx): browser code must not import this module.
 * - Colour mode: the preference (system | light | dark) from local storage; a page may force a mode
 *   with the data-force-color-mode attribute on <html>; the accessibility theme light or dark wins
 *   over the stored preference (not over a forced mode).
 * - Accessibility preferences (lib/accessibility/options.ts): each stored value other than the
 *   default becomes `data-a11y-<name>` on <html>, styled by lib/theme/accessibility.css.
 * - The cookie notice closed in an earlier visit: `data-cookie-notice="seen"` (shell/CookieNotice.tsx).
 */
import { a11yOptions } from '../accessibility/options';
import { COOKIE_NOTICE_ATTRIBUTE, COOKIE_NOTICE_SEEN } from '../cookie-notice';
import { storageKeys } from '../storage-keys';

export const COLOR_MODE_STORAGE_KEY = storageKeys.colorMode;

const A = storageKeys.accessibilityPrefix;
/** name → default value, for the script. */
const defaults = JSON.stringify(Object.fromEntries(Object.entries(a11yOptions).map(([name, values]) => [name, values[0]])));

export const colorModeScript = `(function(){try{var d=document.documentElement;var s=localStorage;var o=${defaults};for(var n in o){var v=s.getItem('${A}'+n);if(v&&v!==o[n])d.setAttribute('data-a11y-'+n,v)}var t=s.getItem('${A}theme');var f=d.getAttribute('data-force-color-mode');var p=f||(t==='light'||t==='dark'?t:s.getItem('${COLOR_MODE_STORAGE_KEY}'))||'system';if(p!=='light'&&p!=='dark'){p=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}d.setAttribute('data-color-mode',p);d.style.colorScheme=p;if(s.getItem('${storageKeys.cookieNotice}')==='${COOKIE_NOTICE_SEEN}')d.setAttribute('${COOKIE_NOTICE_ATTRIBUTE}','${COOKIE_NOTICE_SEEN}')}catch(e){}})();`;
