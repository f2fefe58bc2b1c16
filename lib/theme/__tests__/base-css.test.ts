/** lib/theme/base.css styles the body from the theme without JavaScript: its values must be the theme's. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from '../tokens';

const css = readFileSync(path.join(__dirname, '..', 'base.css'), 'utf8');

function declarationsOf(selector: string): Record<string, string> {
  const start = css.indexOf(`\n${selector} {`);
  expect(start).toBeGreaterThanOrEqual(0);
  const block = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/([a-z-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

describe('base.css', () => {
  it("gives the body the theme's background, text colour, size and line height", () => {
    expect(declarationsOf('body')).toMatchObject({
      background: theme.color.bg,
      color: theme.color.text,
      'font-size': theme.font.size.md,
      'line-height': String(theme.font.lineHeight),
    });
  });

  it("colours links and the focus ring with the theme's colours", () => {
    expect(declarationsOf('a')).toEqual({ color: theme.color.link });
    expect(declarationsOf(':focus-visible').outline).toBe(`3px solid ${theme.color.focus}`);
  });

  it('uses logical properties only (it does not pass through the RTL plugin)', () => {
    expect(css).not.toMatch(/(^|[\s;{])(left|right|margin-left|margin-right|padding-left|padding-right)\s*:/m);
  });
});
