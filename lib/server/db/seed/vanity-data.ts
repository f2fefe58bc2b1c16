/**
 * Demo stock of vanity numbers: at least 300, the same on every fresh database (a seeded generator,
 * not Math.random). Each number's type, price and fee follow from its digits (lib/vanity.ts). The
 * numbers start 0771…0775: no demo line (07700…, 07709…) and no test line (0779…) is among them.
 */
import { VANITY_PRICES, vanityType, type VanityType } from '@/lib/vanity';

/** Patterns of the last 7 digits: A, B, C distinct digits, x any digit, S a straight (123…, 987…). */
const TEMPLATES = [
  'AAAAAAA',
  'xAAAAAA',
  'xxAAAAA',
  'AAAAAxx',
  'xSSSSSS',
  'xxxAAAA',
  'AAAAxxx',
  'xABCABC',
  'xABABAB',
  'xxSSSSS',
  'xxxxAAA',
  'xAABBCC',
  'xxxABBA',
  'AAAxBBB',
  'xxAABBx',
  'xxxxxAA',
];

/** mulberry32: small, seeded, deterministic. */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fill(template: string, random: () => number): string {
  const digit = () => Math.floor(random() * 10);
  const letters: Record<string, number> = {};
  for (const letter of ['A', 'B', 'C']) {
    let d = digit();
    while (Object.values(letters).includes(d)) d = (d + 1) % 10;
    letters[letter] = d;
  }
  const up = random() < 0.5;
  let next = up ? digit() % 4 : 9 - (digit() % 4);
  return [...template]
    .map((c) => {
      if (c === 'S') {
        const d = next;
        next += up ? 1 : -1;
        return String(d);
      }
      return c === 'x' ? String(digit()) : String(letters[c]);
    })
    .join('');
}

export interface VanitySeedRow {
  number: string;
  type: VanityType;
  price: number;
  reservationFee: number;
}

function build(): VanitySeedRow[] {
  const random = generator(2026);
  const seen = new Set<string>();
  const rows: VanitySeedRow[] = [];
  for (let round = 0; round < 4; round++) {
    for (const prefix of ['0771', '0772', '0773', '0774', '0775']) {
      for (const template of TEMPLATES) {
        const number = prefix + fill(template, random);
        if (seen.has(number)) continue;
        seen.add(number);
        const type = vanityType(number);
        rows.push({ number, type, ...VANITY_PRICES[type] });
      }
    }
  }
  return rows;
}

export const vanitySeed: readonly VanitySeedRow[] = build();
