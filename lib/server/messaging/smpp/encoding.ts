/**
 * How a text becomes SMPP short messages (SMPP 3.4 §5.2.19, 3GPP TS 23.038/23.040): texts the GSM 03.38
 * default alphabet holds go as data_coding 0 (one septet per octet, unpacked, as SMPP carries them; an
 * extension character costs two: ESC + code), everything else (Arabic, Kurdish) as UCS-2 big-endian,
 * data_coding 8. A text longer than one message (160 septets / 70 UCS-2 units) is cut into parts of 153
 * septets / 67 units, each led by a concatenation UDH (IEI 0x00: 8-bit reference, total, sequence), so
 * the phone shows one message. Written from the standards, not from a library's tables.
 */

/** GSM 03.38 default alphabet, by septet value 0x00–0x7F (0x1B is the escape to the extension table). */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: character → code after ESC. */
const EXTENSION: Record<string, number> = { '\f': 0x0a, '^': 0x14, '{': 0x28, '}': 0x29, '\\': 0x2f, '[': 0x3c, '~': 0x3d, ']': 0x3e, '|': 0x40, '€': 0x65 };

const basicIndex = new Map<string, number>([...BASIC].map((char, i) => [char, i]));

export const DATA_CODING_GSM = 0;
export const DATA_CODING_UCS2 = 8;
/** esm_class bit 6: the short message starts with a user data header. */
export const ESM_CLASS_UDHI = 0x40;

const LIMITS = {
  [DATA_CODING_GSM]: { single: 160, part: 153 },
  [DATA_CODING_UCS2]: { single: 70, part: 67 },
} as const;

/** Whether every character is in the GSM default alphabet or its extension table. */
export function isGsm7(text: string): boolean {
  // A raw ESC is not a character of the text (it only leads an extension code).
  for (const char of text) if (char === '\u001b' || (!basicIndex.has(char) && !Object.hasOwn(EXTENSION, char))) return false;
  return true;
}

/** One character's septets (1, or 2 for an extension character). Only for characters isGsm7 accepts. */
function gsmSeptets(char: string): number[] {
  const basic = basicIndex.get(char);
  return basic !== undefined && char !== '\u001b' ? [basic] : [0x1b, EXTENSION[char]];
}

/** UTF-16 code units of one character (2 for one outside the BMP: an emoji; never split between parts). */
function ucs2Units(char: string): number[] {
  const units: number[] = [];
  for (let i = 0; i < char.length; i++) units.push(char.charCodeAt(i));
  return units;
}

export interface ShortMessagePart {
  /** The short_message octets: UDH (when concatenated) then the text's octets. */
  shortMessage: Buffer;
  esmClass: number;
}

export interface EncodedSms {
  dataCoding: typeof DATA_CODING_GSM | typeof DATA_CODING_UCS2;
  parts: ShortMessagePart[];
}

/** Groups characters' units into parts of at most `size` units, never splitting a character. */
function chunk(units: number[][], size: number): number[][] {
  const parts: number[][] = [];
  let current: number[] = [];
  for (const unit of units) {
    if (current.length + unit.length > size) {
      parts.push(current);
      current = [];
    }
    current.push(...unit);
  }
  parts.push(current);
  return parts;
}

/**
 * Encodes a text. `reference` is the 8-bit concatenation reference (the same for every part of one
 * message, and kept on a retry so the phone still joins the parts).
 */
export function encodeSms(text: string, reference: number): EncodedSms {
  const dataCoding = isGsm7(text) ? DATA_CODING_GSM : DATA_CODING_UCS2;
  const chars = [...text].map(dataCoding === DATA_CODING_GSM ? gsmSeptets : ucs2Units);
  const total = chars.reduce((n, c) => n + c.length, 0);
  const limits = LIMITS[dataCoding];
  const toOctets = (units: number[]): Buffer => {
    if (dataCoding === DATA_CODING_GSM) return Buffer.from(units);
    const buffer = Buffer.alloc(units.length * 2);
    units.forEach((unit, i) => buffer.writeUInt16BE(unit, i * 2));
    return buffer;
  };
  if (total <= limits.single) return { dataCoding, parts: [{ shortMessage: toOctets(chars.flat()), esmClass: 0 }] };
  const pieces = chunk(chars, limits.part);
  if (pieces.length > 255) throw new Error('SMS text too long for 255 parts');
  return {
    dataCoding,
    parts: pieces.map((units, i) => ({
      shortMessage: Buffer.concat([Buffer.from([0x05, 0x00, 0x03, reference & 0xff, pieces.length, i + 1]), toOctets(units)]),
      esmClass: ESM_CLASS_UDHI,
    })),
  };
}

/** How many parts a text takes (the code texts must take one in every language). */
export function countParts(text: string): number {
  return encodeSms(text, 0).parts.length;
}
