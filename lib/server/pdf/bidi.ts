/**
 * The visual order of one line of text (Unicode Bidirectional Algorithm, the part our documents need):
 * a line of an Arabic or Kurdish document is right-to-left and holds Arabic-script words, numbers
 * ("10,000", "2026-10", "07701234567"), Latin words ("Nour Mobile", "IQD") and punctuation. The line is
 * cut into runs of one embedding level (rules W/N of UAX #9 simplified: numbers and Latin are
 * left-to-right inside right-to-left text; neutrals take the direction of the strong text on both
 * sides, else the paragraph's; numbers count as right-to-left for the neutrals beside them, as N1
 * says), and the runs are reordered (rule L2). No explicit embeddings or isolates: our texts have none.
 *
 * Shaping is harfbuzz's (./text.ts): each run is shaped in its own direction, so the letters inside a
 * right-to-left run come out in visual order already; this module only orders the runs.
 */

export interface BidiRun {
  /** The run's characters in logical (reading) order. */
  text: string;
  /** Right to left (odd level). */
  rtl: boolean;
}

type Kind = 'R' | 'L' | 'EN' | 'ON';

const ARABIC_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/;
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe]/;

function kindOf(char: string): Kind {
  if (/[0-9]/.test(char) || ARABIC_DIGIT.test(char)) return 'EN';
  if (RTL_LETTER.test(char)) return 'R';
  if (/\p{L}|\p{M}/u.test(char)) return 'L';
  return 'ON';
}

/** Separators that stay inside a number when digits are on both sides ("10,000", "2026-10", "12:30"). */
const NUMBER_SEPARATOR = /[,.:/\u066b\u066c\u060c-]/;

/** The runs of `text` in visual order, left to right, for a paragraph of the given direction. */
export function visualRuns(text: string, rtlParagraph: boolean): BidiRun[] {
  const chars = Array.from(text);
  const kinds = chars.map(kindOf);
  // W4-ish: a single separator between two digits belongs to the number.
  for (let i = 1; i < chars.length - 1; i++) {
    if (kinds[i] === 'ON' && NUMBER_SEPARATOR.test(chars[i]) && kinds[i - 1] === 'EN' && kinds[i + 1] === 'EN') kinds[i] = 'EN';
  }
  const base = rtlParagraph ? 1 : 0;
  // Levels of the strong and number characters.
  const levels: number[] = kinds.map((kind) => {
    if (kind === 'R') return 1;
    if (kind === 'L') return rtlParagraph ? 2 : 0;
    if (kind === 'EN') return rtlParagraph ? 2 : 0;
    return -1;
  });
  // N1/N2: a run of neutrals between text of one direction takes it (numbers count as R), else the paragraph's.
  const direction = (i: number): 'R' | 'L' | null => {
    if (i < 0 || i >= kinds.length) return rtlParagraph ? 'R' : 'L';
    const kind = kinds[i];
    if (kind === 'R' || kind === 'EN') return kind === 'EN' && !rtlParagraph ? 'L' : 'R';
    if (kind === 'L') return 'L';
    return null;
  };
  for (let i = 0; i < kinds.length; ) {
    if (levels[i] !== -1) {
      i++;
      continue;
    }
    let end = i;
    while (end < kinds.length && levels[end] === -1) end++;
    const before = direction(i - 1);
    const after = direction(end);
    const resolved = before === after && before !== null ? before : rtlParagraph ? 'R' : 'L';
    const level = resolved === 'R' ? 1 : rtlParagraph ? 2 : 0;
    for (let j = i; j < end; j++) levels[j] = level;
    i = end;
  }
  // Runs of one level, in logical order.
  const runs: Array<{ text: string; level: number }> = [];
  chars.forEach((char, i) => {
    const last = runs[runs.length - 1];
    if (last && last.level === levels[i]) last.text += char;
    else runs.push({ text: char, level: levels[i] });
  });
  // L2: from the highest level down to the lowest odd one, reverse every sequence at that level or above.
  const highest = Math.max(base, ...runs.map((run) => run.level));
  const lowestOdd = base % 2 === 1 ? base : base + 1;
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; ) {
      if (runs[i].level < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < runs.length && runs[end].level >= level) end++;
      runs.splice(i, end - i, ...runs.slice(i, end).reverse());
      i = end;
    }
  }
  return runs.map((run) => ({ text: run.text, rtl: run.level % 2 === 1 }));
}
