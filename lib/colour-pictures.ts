/**
 * The demo catalogue's phone pictures drawn in each catalogue colour (scripts/colour-pictures.mjs made
 * them): the product page shows the phone in the colour chosen, not the one picture of the product.
 * A picture or colour without a drawing answers null (the product's own pictures are shown).
 */
const BASES: Record<string, string> = {
  '/images/phone-1.svg': 'phone-1',
  '/images/phone-2.svg': 'phone-2',
  '/images/phone-3.svg': 'phone-3',
  '/images/products/phone-4.svg': 'phone-4',
};
const COLOURS = new Set(['1d1b22', 'f4f4f4', '2f5fb3', '2e7d5b', 'c9a24b', 'b8bcc4', '6b3fa0']);

export function colourPicture(image: string, colourHex: string | null): string | null {
  const base = BASES[image];
  const hex = colourHex?.replace(/^#/, '').toLowerCase();
  return base && hex && COLOURS.has(hex) ? `/images/products/colours/${base}-${hex}.svg` : null;
}
