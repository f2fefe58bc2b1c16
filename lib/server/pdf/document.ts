/**
 * A one-page PDF of lines of text in Arabic, Kurdish Sorani or English (bills and receipts, issue 33
 * part 4). The hard parts are not ours: **bidi-js** (the Unicode Bidirectional Algorithm) gives each
 * line's runs of one direction in visual order, and **harfbuzz** (npm `harfbuzzjs`, the reference
 * OpenType shaper that browsers use) shapes every run, in a worker thread (./shaper.mjs), so Arabic and
 * Kurdish letters join, take their contextual forms and ligatures, and brackets are mirrored.
 *
 * Why the file is written here rather than with pdfkit (tried, issue 33 part 4): a PDF gives a reader
 * (`pdftotext`, copying, a screen reader) the text of each glyph from its font's ToUnicode map, and this
 * face draws many letters as a shared dotless base plus dots (ب ت ث ن ي, ر ڕ ژ, ل ڵ, و ۆ ...). pdfkit
 * maps each glyph to one text (that of the first letter that used it), so its files read back wrong
 * letters ("بور موبايل" for "نور موبايل"); the PDF remedy, /ActualText, pdfkit writes outside the
 * text's graphics state, where poppler reads each marked word apart and reversed. Here each glyph drawn
 * gets a CID of its own per text it stands for.
 *
 * The faces are the site's (lib/server/pdf/fonts, made by `npm run fonts`, SIL Open Font License): Noto
 * Sans Arabic for Arabic-script text, Inter for Latin letters, digits and punctuation. Each is embedded
 * whole (TrueType, compressed) as a CID font; every glyph drawn gets a CID of its own with the text it
 * stands for in the ToUnicode map, so a reader or `pdftotext` gets the words back (a lam-alef ligature
 * gives "لا"; Kurdish ی and Arabic ى, which share a glyph, give each their own letter).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { deflateSync } from 'node:zlib';
import bidiFactory from 'bidi-js';

export type FaceName = 'arabic' | 'latin';
export type Weight = 400 | 700;

export interface PdfLine {
  text: string;
  /** Points (default 11). */
  size?: number;
  bold?: boolean;
  /** RGB 0–1 (default near-black). */
  color?: [number, number, number];
  /** Space above the line, in points (default a third of the size). */
  gapBefore?: number;
  /** A thin rule under the line. */
  rule?: boolean;
}

export interface PdfDocumentInput {
  rtl: boolean;
  title: string;
  /** BCP 47 of the text (the catalogue's /Lang: screen readers pick the voice by it). */
  lang: string;
  lines: PdfLine[];
}

const PAGE_WIDTH = 595.28; // A4
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;

const PDF_DIR = path.join(process.cwd(), 'lib/server/pdf');
const FONT_DIR = path.join(PDF_DIR, 'fonts');
const FONT_FILES: Record<FaceName, Record<Weight, string>> = {
  arabic: { 400: 'noto-sans-arabic-400.ttf', 700: 'noto-sans-arabic-700.ttf' },
  latin: { 400: 'inter-400.ttf', 700: 'inter-700.ttf' },
};
const POSTSCRIPT_NAMES: Record<FaceName, string> = { arabic: 'NotoSansArabic', latin: 'Inter' };

const fontBytes = new Map<string, Buffer>();
function fontFile(face: FaceName, weight: Weight): Buffer {
  const file = FONT_FILES[face][weight];
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = fs.readFileSync(path.join(FONT_DIR, file));
    fontBytes.set(file, bytes);
  }
  return bytes;
}

/** What the shaper answers for one piece: the face's metrics and its glyphs [gid, cluster, xAdvance, xOffset, yOffset] in visual order. */
interface ShapedPiece {
  upem: number;
  ascender: number;
  descender: number;
  glyphs: Array<[number, number, number, number, number]>;
  /** The outlines of its marks by glyph id: [command, ...numbers] in font units. */
  outlines: Record<number, Array<[string, ...number[]]>>;
}
interface ShapeRequest {
  file: string;
  text: string;
  rtl: boolean;
}

/** The shaper thread (./shaper.mjs), started on first use and kept (unref'd while idle: it never keeps the process alive). */
let shaper: { worker: Worker; waiting: Map<number, { resolve: (shaped: ShapedPiece[]) => void; reject: (error: Error) => void }> } | null = null;
let nextRequest = 0;

function shape(pieces: ShapeRequest[]): Promise<ShapedPiece[]> {
  if (!shaper) {
    // Plain Node: none of the parent's loaders or flags (a TypeScript loader, jest's VM flags).
    const worker = new Worker(path.join(PDF_DIR, 'shaper.mjs'), { workerData: { fontDir: FONT_DIR }, execArgv: [] });
    const current = { worker, waiting: new Map<number, { resolve: (shaped: ShapedPiece[]) => void; reject: (error: Error) => void }>() };
    worker.unref();
    worker.on('message', ({ id, shaped, error }: { id: number; shaped?: ShapedPiece[]; error?: string }) => {
      const waiter = current.waiting.get(id);
      current.waiting.delete(id);
      if (current.waiting.size === 0) worker.unref();
      if (error || !shaped) waiter?.reject(new Error(`PDF shaping failed: ${error}`));
      else waiter?.resolve(shaped);
    });
    const fail = (error: Error) => {
      if (shaper === current) shaper = null;
      for (const waiter of current.waiting.values()) waiter.reject(error);
      current.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`PDF shaper stopped (${code})`)));
    shaper = current;
  }
  const { worker, waiting } = shaper;
  const id = ++nextRequest;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker.ref();
    worker.postMessage({ id, pieces });
  });
}

const ARABIC_SCRIPT = /[\u0600-\u06ff\u200c-\u200f]/;

/** The face a character is drawn with: the Arabic face has the Arabic block only. */
const faceFor = (char: string): FaceName => (ARABIC_SCRIPT.test(char) ? 'arabic' : 'latin');

interface PlacedGlyph {
  face: FaceName;
  gid: number;
  /** The characters this glyph stands for (its cluster), for ToUnicode. */
  text: string;
  /** Points from the line's left edge. */
  x: number;
  y: number;
  /** Advance in 1/1000 of the text size (the CID's width). */
  width: number;
}

interface Piece extends ShapeRequest {
  face: FaceName;
}

const bidi = bidiFactory();

/** Isolates (LRI, PDI) that steer the bidi algorithm and are not drawn. */
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * A number written with separators (a VAT number 100-482-7731, 2026-10, 12,345) reads left to right as
 * one, as a bill means it: isolated. (Bare, the algorithm puts the groups of "100-482-7731" right to left
 * after an Arabic word, as a browser does with such text.)
 */
const isolateNumbers = (text: string) => text.replace(/\d+(?:[-/:.,]\d+)+/g, (number) => `${LRI}${number}${PDI}`);

/**
 * The runs of one direction of a line, in visual order (left to right), each with its text in reading
 * order: the Unicode Bidirectional Algorithm (bidi-js) gives each character's level and the line's
 * visual order; a run is a stretch of that order whose characters are neighbours of one level.
 */
function visualRuns(line: string, rtlParagraph: boolean): Array<{ text: string; rtl: boolean }> {
  const text = isolateNumbers(line);
  const embedding = bidi.getEmbeddingLevels(text, rtlParagraph ? 'rtl' : 'ltr');
  const runs: Array<{ from: number; to: number; rtl: boolean }> = [];
  for (const index of bidi.getReorderedIndices(text, embedding)) {
    if (text[index] === LRI || text[index] === PDI) continue;
    const rtl = embedding.levels[index] % 2 === 1;
    const last = runs[runs.length - 1];
    if (last && last.rtl === rtl && index === (rtl ? last.from - 1 : last.to + 1)) {
      if (rtl) last.from = index;
      else last.to = index;
    } else runs.push({ from: index, to: index, rtl });
  }
  return runs.map(({ from, to, rtl }) => ({ text: text.slice(from, to + 1), rtl }));
}

/** A line cut into pieces of one face and one direction, in visual order (left to right). */
function piecesOf(text: string, rtl: boolean, weight: Weight): Piece[] {
  const out: Piece[] = [];
  for (const run of visualRuns(text, rtl)) {
    // The run cut where the face changes, in logical order; a right-to-left run's pieces go right to left.
    const pieces: Piece[] = [];
    for (const char of Array.from(run.text)) {
      const face = faceFor(char);
      const last = pieces[pieces.length - 1];
      if (last && last.face === face) last.text += char;
      else pieces.push({ face, text: char, rtl: run.rtl, file: FONT_FILES[face][weight] });
    }
    out.push(...(run.rtl ? pieces.reverse() : pieces));
  }
  return out;
}

/** A mark drawn as a shape: its outline in font units, where its origin goes (points from the line's left edge and baseline). */
interface PlacedMark {
  outline: Array<[string, ...number[]]>;
  x: number;
  y: number;
  scale: number;
}

/** PDF path operators of a mark's outline at its place (quadratic curves made cubic). */
function markPath(mark: PlacedMark, left: number, baseline: number): string {
  const at = (x: number, y: number) => [(left + mark.x + x * mark.scale).toFixed(2), (baseline + mark.y + y * mark.scale).toFixed(2)];
  const ops: string[] = [];
  let [cx, cy] = [0, 0];
  for (const [command, ...v] of mark.outline) {
    if (command === 'M') ops.push(`${at(v[0], v[1]).join(' ')} m`);
    else if (command === 'L') ops.push(`${at(v[0], v[1]).join(' ')} l`);
    else if (command === 'C') ops.push(`${[...at(v[0], v[1]), ...at(v[2], v[3]), ...at(v[4], v[5])].join(' ')} c`);
    else if (command === 'Q') {
      const c1 = [cx + ((v[0] - cx) * 2) / 3, cy + ((v[1] - cy) * 2) / 3];
      const c2 = [v[2] + ((v[0] - v[2]) * 2) / 3, v[3] + ((v[1] - v[3]) * 2) / 3];
      ops.push(`${[...at(c1[0], c1[1]), ...at(c2[0], c2[1]), ...at(v[2], v[3])].join(' ')} c`);
    } else if (command === 'Z') ops.push('h');
    if (command !== 'Z') [cx, cy] = [v[v.length - 2], v[v.length - 1]];
  }
  return ops.join(' ');
}

/**
 * Places a line's shaped pieces left to right; answers the glyphs, the marks and the line's width in
 * points. The marks (this face draws the dots of many Arabic and Kurdish letters, and signs such as
 * the V of ۆ, as glyphs of their own, placed by offsets) are drawn as shapes: as text they would be
 * characters of no meaning, off the baseline, which cut the words of a text extraction in two.
 */
function placeLine(pieces: Piece[], shaped: ShapedPiece[], size: number): { glyphs: PlacedGlyph[]; marks: PlacedMark[]; width: number } {
  const glyphs: PlacedGlyph[] = [];
  const marks: PlacedMark[] = [];
  let x = 0;
  pieces.forEach((piece, p) => {
    const { upem, glyphs: infos, outlines } = shaped[p];
    // Each cluster's text (clusters are UTF-16 offsets into the piece), given to its first glyph in
    // reading order: the last one drawn, in a right-to-left piece.
    const starts = [...new Set(infos.map(([, cluster]) => cluster))].sort((a, b) => a - b);
    const clusterText = (cluster: number) => piece.text.slice(cluster, starts[starts.indexOf(cluster) + 1] ?? piece.text.length);
    const owner = new Map<number, number>();
    const order = infos.map((_, i) => i);
    if (piece.rtl) order.reverse();
    for (const i of order) if (![...owner.values()].includes(infos[i][1])) owner.set(i, infos[i][1]);
    const scale = size / upem;
    infos.forEach(([gid, , xAdvance, xOffset, yOffset], i) => {
      const outline = xAdvance === 0 ? outlines[gid] : undefined;
      if (outline) {
        marks.push({ outline, x: x + xOffset * scale, y: yOffset * scale, scale });
        return;
      }
      const cluster = owner.get(i);
      glyphs.push({
        face: piece.face,
        gid,
        text: cluster === undefined ? '' : clusterText(cluster),
        // A base glyph's small offset is dropped, so each letter's box ends where the next begins and
        // text extraction does not see a gap inside a word (at most a third of a point on the page).
        x,
        y: 0,
        width: Math.round((xAdvance * 1000) / upem),
      });
      x += xAdvance * scale;
    });
  });
  return { glyphs, marks, width: x };
}

/** A PDF string of UTF-16BE hex (ToUnicode targets, the document's title). */
const utf16Hex = (text: string) => Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();

interface FontUse {
  face: FaceName;
  weight: Weight;
  resource: string;
  /** `${gid}|${text}` → CID. */
  cids: Map<string, number>;
  glyphOf: number[];
  textOf: string[];
  widthOf: number[];
}

/** The PDF bytes of the document. */
export async function renderPdf(input: PdfDocumentInput): Promise<Buffer> {
  // Every piece of every line shaped in one call to the shaper.
  const lines = input.lines.map((line) => ({ line, pieces: piecesOf(line.text, input.rtl, line.bold ? 700 : 400) }));
  const shaped = await shape(lines.flatMap(({ pieces }) => pieces.map(({ file, text, rtl }) => ({ file, text, rtl }))));
  const metrics = new Map<string, ShapedPiece>();
  let next = 0;
  const shapedLines = lines.map(({ line, pieces }) => {
    const mine = shaped.slice(next, next + pieces.length);
    next += pieces.length;
    pieces.forEach((piece, i) => metrics.set(piece.file, mine[i]));
    return { line, placed: placeLine(pieces, mine, line.size ?? 11) };
  });
  const uses = new Map<string, FontUse>();
  const fontUseOf = (face: FaceName, weight: Weight): FontUse => {
    const key = `${face}-${weight}`;
    let use = uses.get(key);
    if (!use) {
      use = { face, weight, resource: `F${uses.size + 1}`, cids: new Map(), glyphOf: [0], textOf: [''], widthOf: [0] };
      uses.set(key, use);
    }
    return use;
  };

  const content: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const { line, placed } of shapedLines) {
    const size = line.size ?? 11;
    const weight: Weight = line.bold ? 700 : 400;
    y -= (line.gapBefore ?? size / 3) + size;
    const { glyphs, marks, width } = placed;
    const left = input.rtl ? PAGE_WIDTH - MARGIN - width : MARGIN;
    const [r, g, b] = line.color ?? [0.1, 0.1, 0.12];
    content.push(`${r} ${g} ${b} rg BT`);
    let current = '';
    for (const glyph of glyphs) {
      const use = fontUseOf(glyph.face, weight);
      const key = `${glyph.gid}|${glyph.text}`;
      let cid = use.cids.get(key);
      if (cid === undefined) {
        cid = use.glyphOf.length;
        use.cids.set(key, cid);
        use.glyphOf.push(glyph.gid);
        use.textOf.push(glyph.text);
        use.widthOf.push(glyph.width);
      }
      if (current !== use.resource) {
        content.push(`/${use.resource} ${size} Tf`);
        current = use.resource;
      }
      content.push(`1 0 0 1 ${(left + glyph.x).toFixed(2)} ${(y + glyph.y).toFixed(2)} Tm <${cid.toString(16).padStart(4, '0')}> Tj`);
    }
    content.push('ET');
    if (marks.length > 0) content.push(`${marks.map((mark) => markPath(mark, left, y)).join(' ')} f`);
    if (line.rule) {
      y -= size / 2;
      content.push(`0.8 0.8 0.82 rg ${MARGIN} ${y.toFixed(2)} ${PAGE_WIDTH - 2 * MARGIN} 0.75 re f`);
    }
  }

  // Objects: 1 catalog, 2 pages, 3 page, 4 content, 5 info, then five per font.
  const objects: Array<string | { dict: string; data: Buffer }> = [];
  const fontRefs: string[] = [];
  let number = 6;
  const fontObjects: Array<[number, string | { dict: string; data: Buffer }]> = [];
  for (const use of uses.values()) {
    const bytes = fontFile(use.face, use.weight);
    const face = metrics.get(FONT_FILES[use.face][use.weight])!;
    const [type0, cidFont, descriptor, file, toUnicode, cidToGid] = [number, number + 1, number + 2, number + 3, number + 4, number + 5];
    number += 6;
    const name = `${use.face === 'arabic' ? 'AAAAAA' : 'AAAAAB'}+${POSTSCRIPT_NAMES[use.face]}${use.weight === 700 ? '-Bold' : '-Regular'}`;
    fontRefs.push(`/${use.resource} ${type0} 0 R`);
    const widths = use.widthOf.map((w, cid) => (cid === 0 ? '' : `${cid} [${w}]`)).join(' ');
    const ascent = Math.round((face.ascender * 1000) / face.upem);
    const descent = Math.round((face.descender * 1000) / face.upem);
    const cmapLines = use.textOf
      .map((text, cid) => (cid === 0 || text === '' ? null : `<${cid.toString(16).padStart(4, '0')}> <${utf16Hex(text)}>`))
      .filter((entry): entry is string => entry !== null);
    const chunks: string[] = [];
    for (let i = 0; i < cmapLines.length; i += 100) {
      const part = cmapLines.slice(i, i + 100);
      chunks.push(`${part.length} beginbfchar\n${part.join('\n')}\nendbfchar`);
    }
    const cmap =
      '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n' +
      '/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n' +
      `${chunks.join('\n')}\nendcmap\nCMapName currentdict /CMap defineresource pop\nend\nend`;
    const gidMap = Buffer.alloc(use.glyphOf.length * 2);
    use.glyphOf.forEach((gid, cid) => gidMap.writeUInt16BE(gid, cid * 2));
    fontObjects.push(
      [type0, `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`],
      [
        cidFont,
        `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /DW 500 /W [${widths}] /CIDToGIDMap ${cidToGid} 0 R >>`,
      ],
      [
        descriptor,
        `<< /Type /FontDescriptor /FontName /${name} /Flags 32 /FontBBox [-500 ${descent - 200} 1500 ${ascent + 200}] /ItalicAngle 0 /Ascent ${ascent} /Descent ${descent} /CapHeight ${ascent} /StemV ${use.weight === 700 ? 140 : 80} /FontFile2 ${file} 0 R >>`,
      ],
      [file, { dict: `/Length1 ${bytes.length}`, data: bytes }],
      [toUnicode, { dict: '', data: Buffer.from(cmap, 'latin1') }],
      [cidToGid, { dict: '', data: gidMap }],
    );
  }
  objects[1] = `<< /Type /Catalog /Pages 2 0 R /Lang <FEFF${utf16Hex(input.lang)}> /ViewerPreferences << /Direction /${input.rtl ? 'R2L' : 'L2R'} /DisplayDocTitle true >> >>`;
  objects[2] = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
  objects[3] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << ${fontRefs.join(' ')} >> >> /Contents 4 0 R >>`;
  objects[4] = { dict: '', data: Buffer.from(content.join('\n'), 'latin1') };
  objects[5] = `<< /Title <FEFF${utf16Hex(input.title)}> /Producer (Nour Mobile) >>`;
  for (const [at, object] of fontObjects) objects[at] = object;

  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0].length;
  const offsets: number[] = [];
  for (let index = 1; index < objects.length; index++) {
    const object = objects[index];
    offsets[index] = offset;
    let bytes: Buffer;
    if (typeof object === 'string') bytes = Buffer.from(`${index} 0 obj\n${object}\nendobj\n`, 'latin1');
    else {
      const data = deflateSync(object.data);
      bytes = Buffer.concat([
        Buffer.from(`${index} 0 obj\n<< ${object.dict} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`, 'latin1'),
        data,
        Buffer.from('\nendstream\nendobj\n', 'latin1'),
      ]);
    }
    parts.push(bytes);
    offset += bytes.length;
  }
  const xref = [`xref\n0 ${objects.length}\n0000000000 65535 f \n`, ...offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}
