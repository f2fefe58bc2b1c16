/**
 * Real files for upload tests, built in code: small images of each type we take (made once with
 * sharp, `sharp({ create: { width: 2, height: 1, channels: 3, background: 'red' } })`, and checked to
 * decode), and ZIP archives (a DOCX is one) written the way any zip tool writes them.
 */
import zlib from 'node:zlib';

/** A red 2×1 JPEG, as sharp (mozjpeg) writes it: no JFIF header, the quantisation tables first. */
export const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgj/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCdABykX//Z',
  'base64',
);

/** A red 2×1 lossless WebP (RIFF, WEBP, one VP8L chunk). */
export const WEBP = Buffer.from('UklGRhwAAABXRUJQVlA4TA8AAAAvAQAAAAcQ/Y/+ByKi/wEA', 'base64');

export interface ZipEntry {
  name: string;
  content: string | Buffer;
  /** Stored as it is instead of deflated (its bytes can then be read in the archive). */
  stored?: boolean;
}

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

/**
 * A ZIP archive (PKWARE APPNOTE.TXT): each file's local header and data, then the central directory
 * listing them, then the end of central directory record (with `comment`, if any).
 */
export function zip(entries: ZipEntry[], comment = ''): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content, 'utf8');
    const data = entry.stored ? raw : zlib.deflateRawSync(raw);
    // version needed 2.0, UTF-8 names (bit 11), method 0 (stored) or 8 (deflate), 1 January 2026 at 00:00.
    const common = Buffer.concat([u16(20), u16(0x0800), u16(entry.stored ? 0 : 8), u16(0), u16(((2026 - 1980) << 9) | (1 << 5) | 1), u32(zlib.crc32(raw)), u32(data.length), u32(raw.length), u16(name.length), u16(0)]);
    const local = Buffer.concat([u32(0x04034b50), common, name, data]);
    directory.push(Buffer.concat([u32(0x02014b50), u16(20), common, u16(0), u16(0), u16(0), u32(0), u32(offset), name]));
    parts.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(directory);
  const note = Buffer.from(comment, 'utf8');
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(entries.length), u16(entries.length), u32(central.length), u32(offset), u16(note.length), note]);
  return Buffer.concat([...parts, central, end]);
}

/** The smallest DOCX Word opens: the package's content types, its relationships and one paragraph. */
export function docx(text = 'Sara Ali, network engineer'): Buffer {
  return zip([
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: 'word/document.xml',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ]);
}
