/**
 * The names of the files in a ZIP archive, read from its central directory (the archive's table of
 * contents at its end), without unpacking anything. Enough to tell what an upload is (a DOCX is a ZIP
 * with `[Content_Types].xml` and `word/document.xml`): searching the bytes for a name would also
 * accept a file whose content merely mentions it. Written from the ZIP specification (PKWARE's
 * APPNOTE.TXT, sections 4.3.7, 4.3.12 and 4.3.16); no ZIP library is among our dependencies.
 * ZIP64 archives (over 4 GB or 65535 files) are not read: no upload we take is anywhere near that.
 */

/** "PK\5\6": the end of central directory record, 22 bytes and a comment of up to 65535 bytes. */
const END_SIGNATURE = 0x06054b50;
const END_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** "PK\1\2": one file's entry in the central directory, 46 bytes and its name, extra field and comment. */
const ENTRY_SIGNATURE = 0x02014b50;
const ENTRY_SIZE = 46;
/** "PK\3\4": the local header in front of each file's data, where its central entry says it is. */
const LOCAL_SIGNATURE = 0x04034b50;

/** The archive's entry names in central directory order, or null when `data` is not a readable ZIP. */
export function zipEntryNames(data: Buffer): string[] | null {
  // The end record is the last thing in the file, followed only by its comment: look for it from the
  // end, and take it only when its comment length reaches the end exactly (a comment may contain "PK\5\6").
  let end = -1;
  for (let at = data.length - END_SIZE; at >= Math.max(0, data.length - END_SIZE - MAX_COMMENT); at--) {
    if (data.readUInt32LE(at) === END_SIGNATURE && at + END_SIZE + data.readUInt16LE(at + 20) === data.length) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const disk = data.readUInt16LE(end + 4);
  const entriesHere = data.readUInt16LE(end + 8);
  const entries = data.readUInt16LE(end + 10);
  const directorySize = data.readUInt32LE(end + 12);
  const directoryStart = data.readUInt32LE(end + 16);
  // A split archive (several disks), or ZIP64 (its counts and offsets are 0xFFFF… here): not for us.
  if (disk !== 0 || entriesHere !== entries || entries === 0xffff || directoryStart === 0xffffffff) return null;
  // The directory lies between the files' data and the end record.
  if (directoryStart + directorySize > end) return null;

  const names: string[] = [];
  let at = directoryStart;
  for (let i = 0; i < entries; i++) {
    if (at + ENTRY_SIZE > end || data.readUInt32LE(at) !== ENTRY_SIGNATURE) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const localHeader = data.readUInt32LE(at + 42);
    const next = at + ENTRY_SIZE + nameLength + extraLength + commentLength;
    if (next > end) return null;
    // Each entry points at its file's local header, before the directory: a table of contents that
    // points nowhere is not an archive a word processor would open.
    if (localHeader + 4 > directoryStart || data.readUInt32LE(localHeader) !== LOCAL_SIGNATURE) return null;
    names.push(data.toString('utf8', at + ENTRY_SIZE, at + ENTRY_SIZE + nameLength));
    at = next;
  }
  // The entries fill the directory exactly, as its size in the end record says.
  return at === directoryStart + directorySize ? names : null;
}
