/**
 * Draws the demo catalogue's phone pictures in each catalogue colour (public/images/products/colours/),
 * so the product page shows the phone in the colour chosen (lib/colour-pictures.ts names them). The
 * body is the picture's first rounded rectangle after the background. Run again after adding a colour
 * or a phone picture: node scripts/colour-pictures.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bases = { 'phone-1': 'images/phone-1.svg', 'phone-2': 'images/phone-2.svg', 'phone-3': 'images/phone-3.svg', 'phone-4': 'images/products/phone-4.svg' };
const colours = ['1d1b22', 'f4f4f4', '2f5fb3', '2e7d5b', 'c9a24b', 'b8bcc4', '6b3fa0'];

for (const [name, file] of Object.entries(bases)) {
  const svg = readFileSync(path.join(root, 'public', file), 'utf8');
  for (const hex of colours) {
    let seen = 0;
    // The second <rect> is the phone's body; a white body gets an outline so it stands out.
    const coloured = svg.replace(/<rect ([^>]*?)fill="#[0-9a-f]{6}"/g, (whole, attrs) => {
      seen += 1;
      if (seen !== 2) return whole;
      return `<rect ${attrs}fill="#${hex}"${hex === 'f4f4f4' ? ' stroke="#b8bcc4" stroke-width="2"' : ''}`;
    });
    writeFileSync(path.join(root, 'public/images/products/colours', `${name}-${hex}.svg`), coloured);
  }
}
