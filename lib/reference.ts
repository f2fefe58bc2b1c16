/**
 * Short references that customers read out to care (orders, payments, transfers, purchases): 10
 * characters of Crockford base32 (digits and letters without I, L, O and U, so nothing is mistaken
 * for another character), 50 random bits from a CSPRNG, shown as two groups of five ("7KD29-XQ4M1").
 * The long random id stays internal (URLs and the API may keep it); the short one is stored beside it
 * with a unique index.
 */
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_LENGTH = 10;

/** A new reference in its stored form (10 characters, no dash). */
export function newReference(): string {
  const bytes = new Uint8Array(REFERENCE_LENGTH);
  // Web Crypto: a CSPRNG in browsers and in Node. 32 divides 256, so `% 32` keeps every letter equally likely.
  globalThis.crypto.getRandomValues(bytes);
  let out = '';
  for (const byte of bytes) out += REFERENCE_ALPHABET[byte % 32];
  return out;
}

/** "7KD29XQ4M1" → "7KD29-XQ4M1"; anything else is shown as it is. */
export function formatReference(reference: string): string {
  return isReference(reference) ? `${reference.slice(0, 5)}-${reference.slice(5)}` : reference;
}

/** A reference in its stored form. */
export function isReference(value: string): boolean {
  return value.length === REFERENCE_LENGTH && [...value].every((c) => REFERENCE_ALPHABET.includes(c));
}

/**
 * What a person typed or read out → the stored form, or null when it cannot be a reference. Lower case
 * is fine, dashes and spaces are ignored, and the letters people confuse are read as Crockford does:
 * O as 0, I and L as 1. U is never part of a reference.
 */
export function parseReference(input: string): string | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  const canonical = input
    .toUpperCase()
    .replace(/[\s\-‐-―]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return isReference(canonical) ? canonical : null;
}
