import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { palettes } from '../palettes';

const root = path.resolve(__dirname, '../../..');
const stylesheets = execFileSync('git', ['ls-files', '*.module.css'], { cwd: root, encoding: 'utf8' }).trim().split('\n');

describe('component stylesheets', () => {
  it('use only the palette\'s colours (a misspelt var(--color-x) would fall back to nothing)', () => {
    expect(stylesheets.length).toBeGreaterThan(100);
    const known = new Set(Object.keys(palettes.light));
    const unknown = stylesheets.flatMap((file) =>
      [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/var\(--color-([\w-]+)\)/g)].map((m) => m[1]).filter((name) => !known.has(name)).map((name) => `${file}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });
});
