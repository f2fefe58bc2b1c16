/** lib/theme/colors.css carries the palettes to the browser without JavaScript: it must say what tokens.ts says. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { palettes } from '../palettes';
import { theme } from '../tokens';

const css = readFileSync(path.join(__dirname, '..', 'colors.css'), 'utf8');

function variablesOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/--color-([A-Za-z]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

describe('colors.css', () => {
  it.each(['light', 'dark'] as const)('has every %s colour of the palette, with its value', (mode) => {
    expect(variablesOf(`[data-color-mode='${mode}']`)).toEqual(palettes[mode]);
  });

  it('defines every colour the components use (theme.color.x is var(--color-x))', () => {
    expect(Object.keys(theme.color).sort()).toEqual(Object.keys(palettes.light).sort());
    for (const [name, value] of Object.entries(theme.color)) expect(value).toBe(`var(--color-${name})`);
  });

  it('light is also the default before any mode is set', () => {
    expect(css).toMatch(/:root,\s*\[data-color-mode='light'\] \{/);
  });
});
