/**
 * Writes the site's Arabic-script face, cut down to what Arabic and Kurdish Sorani text needs
 * (`npm run fonts`; the results are committed in lib/theme/fonts/). Fontsource's "arabic" files also
 * carry the Arabic Extended blocks and the presentation forms, about half of their 49–50 kB, which no
 * page of ours uses: every visitor of an Arabic or Kurdish page downloaded them, and Lighthouse counts
 * fonts on the way to the largest paint. harfbuzz (subset-font) keeps the shaping tables of what stays,
 * so joined letters, Kurdish letters and diacritics render as before. Characters outside the subset
 * fall back to the next face in the stack (lib/theme/base.css) by the @font-face unicode-range.
 * lib/theme/__tests__/fonts.test.ts checks that the faces cover every letter our messages and seed use.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'node_modules/@fontsource/noto-sans-arabic');
const target = path.join(root, 'lib/theme/fonts');

/**
 * What the face keeps (and the unicode-range of its @font-face in lib/theme/fonts.css): the Arabic
 * block, which holds every Arabic and Kurdish Sorani letter, digit, diacritic and punctuation mark,
 * and the joiners and direction marks used inside such text.
 */
const RANGES = [
  [0x0600, 0x06ff],
  [0x200c, 0x200f],
];

mkdirSync(target, { recursive: true });
const text = String.fromCodePoint(...RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)));
for (const weight of [400, 700]) {
  const original = readFileSync(path.join(source, `files/noto-sans-arabic-arabic-${weight}-normal.woff2`));
  const subset = await subsetFont(original, text, { targetFormat: 'woff2' });
  const file = path.join(target, `noto-sans-arabic-${weight}.woff2`);
  writeFileSync(file, subset);
  console.log(`${path.relative(root, file)}: ${original.length} -> ${subset.length} bytes`);
}
// The SIL Open Font License travels with the font (it allows subsetting; Noto has no reserved name).
copyFileSync(path.join(source, 'LICENSE'), path.join(target, 'OFL.txt'));

/**
 * The faces of the PDF bills and receipts (lib/server/pdf): TrueType, because a PDF embeds TrueType
 * outlines (FontFile2) and harfbuzz reads them to shape. The same Arabic subset as the site's, and
 * Inter's Latin (digits, Latin letters, punctuation), both under the SIL Open Font License.
 */
const pdfTarget = path.join(root, 'lib/server/pdf/fonts');
mkdirSync(pdfTarget, { recursive: true });
const latin = String.fromCodePoint(...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i), 0xa0, 0xb7, 0xd7, 0x2013, 0x2014, 0x2022, 0x2026);
for (const weight of [400, 700]) {
  const arabic = readFileSync(path.join(source, `files/noto-sans-arabic-arabic-${weight}-normal.woff2`));
  writeFileSync(path.join(pdfTarget, `noto-sans-arabic-${weight}.ttf`), await subsetFont(arabic, text, { targetFormat: 'truetype' }));
  const inter = readFileSync(path.join(root, `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff2`));
  writeFileSync(path.join(pdfTarget, `inter-${weight}.ttf`), await subsetFont(inter, latin, { targetFormat: 'truetype' }));
}
copyFileSync(path.join(source, 'LICENSE'), path.join(pdfTarget, 'OFL-noto-sans-arabic.txt'));
copyFileSync(path.join(root, 'node_modules/@fontsource/inter/LICENSE'), path.join(pdfTarget, 'OFL-inter.txt'));
