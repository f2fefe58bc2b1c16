import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** Stylesheets and components (inline styles) of the site, without tests and stories. */
function styleSources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : styleSources(rel);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

describe('right-to-left styles', () => {
  // Arabic and Kurdish pages are the same CSS as English ones: only logical properties
  // (margin-inline-start, inset-inline-end …) follow the page's direction.
  it('uses logical CSS properties only', () => {
    const physical = /(^|[\s;{])(margin|padding|border)-(left|right)\b|(^|[\s;{])(left|right)\s*:|text-align:\s*(left|right)|float:\s*(left|right)|border-(top|bottom)-(left|right)-radius/;
    const files = ['blocks', 'shell', 'ui', 'views', 'pages', 'flows', 'lib/theme'].flatMap((d) => (fs.existsSync(path.join(root, d)) ? styleSources(d) : []));
    expect(files.filter((file) => file.endsWith('.module.css')).length).toBeGreaterThan(100);
    const offenders: string[] = [];
    for (const file of files) {
      fs.readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (physical.test(line) && !line.includes('@noflip')) offenders.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});
