/**
 * Jest transform for `*.module.css`: the component tests get the real stylesheet, so what they
 * check about visibility and layout (display: none, a max width) comes from the same CSS the site
 * ships. Class names stay the source names (`styles.Card` is "Card") and `:global(.x)` is `.x`,
 * as CSS Modules would make it. jsdom applies plain rules; it ignores media queries.
 */
module.exports = {
  process(source, filename) {
    const css = source.replace(/:global\(([^()]*)\)/g, '$1');
    return {
      code: `
if (typeof document !== 'undefined') {
  const style = document.createElement('style');
  style.setAttribute('data-css-module', ${JSON.stringify(filename.split(/[\\/]/).pop())});
  style.textContent = ${JSON.stringify(css)};
  document.head.appendChild(style);
}
module.exports = new Proxy({}, { get: (_, key) => (key === '__esModule' ? false : key) });
`,
    };
  },
};
