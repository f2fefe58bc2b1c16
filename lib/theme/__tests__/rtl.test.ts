import fs from 'node:fs';
import path from 'node:path';
import realPlugin from 'stylis-plugin-rtl';
import browserPlugin from '../rtl-plugin.browser';

const root = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

describe('right-to-left styles', () => {
  it('gives the browser a plugin with the real one\'s name, so class names match the server\'s', () => {
    expect(browserPlugin.name).toBe((realPlugin as unknown as { name: string }).name);
    expect(browserPlugin.name).toBe('stylisRTLPlugin');
  });

  it('uses logical CSS properties only (the browser does not flip physical ones)', () => {
    const physical = /(^|[\s;{])(margin|padding|border)-(left|right)\b|(^|[\s;{])(left|right)\s*:|text-align:\s*(left|right)|float:\s*(left|right)|border-(top|bottom)-(left|right)-radius/;
    const offenders: string[] = [];
    for (const file of ['blocks', 'shell', 'ui', 'views', 'pages', 'flows', 'lib/theme'].flatMap((d) => (fs.existsSync(path.join(root, d)) ? sourceFiles(d) : []))) {
      fs.readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (physical.test(line) && !line.includes('@noflip')) offenders.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});
