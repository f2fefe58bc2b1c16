/**
 * The PDF documents' shaper (./document.ts), in a worker thread of its own: harfbuzz (npm `harfbuzzjs`)
 * ships as an ES module with top-level await that loads its WebAssembly beside it, which a worker loads
 * natively wherever the server code runs (Next's server, jest's module sandbox). Each message is a
 * batch of pieces of text, each in one face and one direction; the answer is their glyphs, in visual
 * order (left to right), as harfbuzz placed them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import * as hb from 'harfbuzzjs';

const fonts = new Map();

function fontOf(file) {
  let font = fonts.get(file);
  if (!font) {
    const face = new hb.Face(new hb.Blob(new Uint8Array(fs.readFileSync(path.join(workerData.fontDir, file)))));
    const hbFont = new hb.Font(face);
    const extents = hbFont.hExtents();
    font = { hbFont, upem: face.upem, ascender: extents.ascender, descender: extents.descender };
    fonts.set(file, font);
  }
  return font;
}

/** A glyph's outline as [command, ...numbers] in font units (M, L, Q, C, Z), kept per face. */
function outlineOf(font, gid) {
  font.outlines ??= new Map();
  let outline = font.outlines.get(gid);
  if (!outline) {
    outline = font.hbFont.glyphToJson(gid).map((command) => [command.type, ...command.values]);
    font.outlines.set(gid, outline);
  }
  return outline;
}

parentPort.on('message', ({ id, pieces }) => {
  try {
    const shaped = pieces.map(({ file, text, rtl }) => {
      const font = fontOf(file);
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.setDirection(rtl ? hb.Direction.RTL : hb.Direction.LTR);
      buffer.guessSegmentProperties();
      hb.shape(font.hbFont, buffer);
      const positions = buffer.getGlyphPositions();
      const glyphs = buffer.getGlyphInfos().map((info, i) => [info.codepoint, info.cluster, positions[i].xAdvance, positions[i].xOffset, positions[i].yOffset]);
      // The outlines of the marks (zero advance: the dots and signs this face draws apart from their
      // letter), which the document draws as shapes rather than text.
      const outlines = {};
      for (const [gid, , xAdvance] of glyphs) if (xAdvance === 0 && !(gid in outlines)) outlines[gid] = outlineOf(font, gid);
      return { upem: font.upem, ascender: font.ascender, descender: font.descender, glyphs, outlines };
    });
    parentPort.postMessage({ id, shaped });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
