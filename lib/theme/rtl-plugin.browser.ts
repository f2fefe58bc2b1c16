/**
 * What the browser gets instead of stylis-plugin-rtl (next.config.ts aliases it for client builds).
 *
 * The server renders every page with the real plugin. In the browser it would only matter for styles
 * first created there, and our CSS uses logical properties only (margin-inline-start, inset-inline-end
 * …; a test enforces it), which need no flipping. So the browser skips cssjanus (about 5 kB gzip on
 * every page) and runs this no-op under the same name: styled-components derives class names from
 * plugin names, so server and browser class names stay identical.
 */
function stylisRTLPlugin(): void {
  // nothing to flip: see above
}
Object.defineProperty(stylisRTLPlugin, 'name', { value: 'stylisRTLPlugin' });

export default stylisRTLPlugin;
