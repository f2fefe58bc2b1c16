import { docx, zip } from '../testing/files';
import { zipEntryNames } from '../zip';

describe('the names in a ZIP archive (its central directory)', () => {
  it('are listed in order, deflated or stored, with a comment after the end record (even one containing its signature)', () => {
    expect(zipEntryNames(docx())).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    const archive = zip([{ name: 'CV – سارة.txt', content: 'PK\x05\x06 in a file', stored: true }], 'made by PK\x05\x06 tools, version 2026.11, for the careers page');
    expect(zipEntryNames(archive)).toEqual(['CV – سارة.txt']);
  });

  it('are null for what is not a whole, consistent archive', () => {
    const word = docx();
    const directory = word.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const pointingNowhere = Buffer.from(word);
    pointingNowhere.writeUInt32LE(0x7fff, directory + 42); // the first entry's local header offset
    const miscounted = Buffer.from(word);
    miscounted.writeUInt16LE(2, miscounted.length - 12); // entries: 2 of the 3 the directory holds
    miscounted.writeUInt16LE(2, miscounted.length - 14);
    for (const [what, bytes] of Object.entries({
      empty: Buffer.alloc(0),
      'a PDF': Buffer.from('%PDF-1.7\n%%EOF'),
      'cut off before its table of contents': word.subarray(0, directory),
      'cut off in its end record': word.subarray(0, word.length - 3),
      'an entry whose data is not where it says': pointingNowhere,
      'fewer entries counted than listed': miscounted,
    })) {
      expect([what, zipEntryNames(bytes)]).toEqual([what, null]);
    }
  });
});
