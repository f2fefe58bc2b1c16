/**
 * The Arabic-script face is a subset (scripts/subset-fonts.mjs). It must still draw every letter the
 * site writes in Arabic and Kurdish Sorani, and its @font-face must not send the browser to it for a
 * character it lacks.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { brand } from '@/lib/brand';

const root = path.join(__dirname, '..', '..', '..');
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

/**
 * The code points a WOFF2 file maps to glyphs (its cmap), read with harfbuzz (the engine that made the
 * subset). harfbuzzjs is an ES module with WebAssembly, so it runs in a child Node process.
 */
function coverage(file: string): Set<number> {
  const program = `
    import { readFileSync } from 'node:fs';
    import fontverter from 'fontverter';
    import { Blob, Face } from 'harfbuzzjs';
    const face = new Face(new Blob(await fontverter.convert(readFileSync(process.argv[1]), 'sfnt')), 0);
    process.stdout.write(JSON.stringify([...face.collectUnicodes()]));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', program, path.join(root, file)], { cwd: root, encoding: 'utf8' });
  return new Set<number>(JSON.parse(out));
}

/** Every Arabic-script character in the message catalogues and the seeded content. */
function lettersWeWrite(): Set<number> {
  const files = ['locales/ar.json', 'locales/ku.json'];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const rel = path.join(dir, name);
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) files.push(rel);
    }
  };
  walk('lib/server/db/seed');
  const letters = new Set<number>();
  for (const file of files) for (const [char] of readFileSync(path.join(root, file), 'utf8').matchAll(ARABIC_SCRIPT)) letters.add(char.codePointAt(0)!);
  return letters;
}

/** The code points of the Noto Sans Arabic faces' unicode-range in fonts.css. */
function declaredRange(): number[] {
  const css = readFileSync(path.join(root, 'lib/theme/fonts.css'), 'utf8');
  const faces = [...css.matchAll(/@font-face\s*{[^}]*font-family: 'Noto Sans Arabic'[^}]*unicode-range:\s*([^;]+);/g)].map((m) => m[1].trim());
  expect(faces).toHaveLength(2);
  expect(new Set(faces).size).toBe(1);
  return faces[0].split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from, 16);
    return Array.from({ length: parseInt(to, 16) - start + 1 }, (_, i) => start + i);
  });
}

describe('the Arabic-script face', () => {
  const weights = [400, 700].map((weight) => `lib/theme/fonts/noto-sans-arabic-${weight}.woff2`);

  it.each(weights)('%s draws every Arabic and Kurdish letter of our messages and seeded pages', (file) => {
    const drawn = coverage(file);
    const letters = lettersWeWrite();
    expect(letters.size).toBeGreaterThan(40);
    const missing = [...letters].filter((c) => !drawn.has(c)).map((c) => `U+${c.toString(16).toUpperCase()} ${String.fromCodePoint(c)}`);
    expect(missing).toEqual([]);
  });

  it.each(weights)('%s has every character its @font-face claims, so none falls into a blank glyph', (file) => {
    const drawn = coverage(file);
    const claimed = declaredRange().filter((c) => !drawn.has(c) && c >= 0x0600);
    // The Arabic block has a few unassigned code points; nothing assigned may be missing.
    const assignedMissing = claimed.filter((c) => /\p{Assigned}/u.test(String.fromCodePoint(c)) && /\p{L}|\p{N}|\p{M}/u.test(String.fromCodePoint(c)));
    expect(assignedMissing.map((c) => c.toString(16))).toEqual([]);
  });

  it.each(weights)('%s is a subset: well under the 49–50 kB of the full face', (file) => {
    expect(statSync(path.join(root, file)).size).toBeLessThan(30_000);
  });
});

describe('the faces of the PDF bills and receipts (lib/server/pdf/fonts)', () => {
  /** Every character the PDFs write: the operator's names and address, and their messages, in the three languages. */
  function charactersOfThePdfs(): string[] {
    const texts = ['ar', 'en', 'ku'].flatMap((lang) => {
      const messages = JSON.parse(readFileSync(path.join(root, `locales/${lang}.json`), 'utf8'));
      return [JSON.stringify(messages.core.pdf), JSON.stringify(messages.core.receipt)];
    });
    texts.push(JSON.stringify(brand.name), JSON.stringify(brand.legal));
    return [...new Set(Array.from(texts.join('')))];
  }

  it.each([400, 700])('weight %s draws every character of them (none falls into a blank glyph)', (weight) => {
    const arabic = coverage(`lib/server/pdf/fonts/noto-sans-arabic-${weight}.ttf`);
    const latin = coverage(`lib/server/pdf/fonts/inter-${weight}.ttf`);
    // The document draws the Arabic block (and the joiners and direction marks) with Noto Sans Arabic, the rest with Inter.
    const missing = charactersOfThePdfs().filter((char) => !(/[\u0600-\u06ff\u200c-\u200f]/.test(char) ? arabic : latin).has(char.codePointAt(0)!));
    expect(missing.map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()} ${char}`)).toEqual([]);
  });
});
