/**
 * Build step (next.config.ts): writes the theme's constant values into styled-components templates,
 * `${({ theme }) => theme.space.md}` becomes `16px` and `theme.color.text` becomes `var(--color-text)`.
 * The theme never changes at run time (colours are CSS variables), so the result is the same CSS with
 * no function per value: smaller scripts, static styles. Runs on server and browser builds alike so
 * both render the same class names. Sources, tests and Storybook keep the readable form.
 */
module.exports = function inlineThemeLoader(source) {
  const { tokens } = this.getOptions();
  return source.replace(/\$\{\s*\(\{\s*theme\s*\}\)\s*=>\s*theme\.([\w.]+)\s*\}/g, (match, path) =>
    Object.prototype.hasOwnProperty.call(tokens, path) ? String(tokens[path]) : match,
  );
};
