/**
 * Images and videos of Builder.io pages copied from Builder's CDN to our origin, so our CSP stays
 * `img-src 'self'` / `media-src 'self'` and pages keep their media when Builder is down or no longer
 * used. Each file is downloaded once (looked up by its source URL first), its type is decided by its
 * bytes (never by Builder's Content-Type), SVG is refused (it can carry script), and it is stored once
 * by its SHA-256 in the database (every server answers it): served at /api/v1/media/<sha256>.<ext>.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { getDb } from '../../db';
import { serverEnv } from '../../env';
import { builderMedia, builderMediaSources } from '../../db/schema';
import { blockDefinitions } from '@/registry/definitions';
import { fetchBuilderMedia } from './client';
import { isBuilderCdnUrl, type BuilderEntry, type MediaResult, type MediaResults } from './map';

export type MediaKind = 'image' | 'video';

export const MEDIA_LIMITS: Record<MediaKind, number> = { image: 5_000_000, video: 25_000_000 };
/** A small file can still be a huge picture (a decompression bomb for the image optimiser). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Our stored types, with the extension of their URL. */
const TYPES = {
  'image/png': { kind: 'image', ext: 'png' },
  'image/jpeg': { kind: 'image', ext: 'jpg' },
  'image/webp': { kind: 'image', ext: 'webp' },
  'image/gif': { kind: 'image', ext: 'gif' },
  'image/avif': { kind: 'image', ext: 'avif' },
  'video/mp4': { kind: 'video', ext: 'mp4' },
  'video/webm': { kind: 'video', ext: 'webm' },
} as const satisfies Record<string, { kind: MediaKind; ext: string }>;

export type MediaType = keyof typeof TYPES;

export const MEDIA_FILE_NAME = /^([0-9a-f]{64})\.(png|jpg|webp|gif|avif|mp4|webm)$/;

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** ISO-BMFF brands (the `ftyp` box) of still images; any other brand with `ftyp` is taken as MP4. */
const IMAGE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'mif1', 'msf1']);

/** The type of `bytes` by their magic number, `svg` for an SVG document, or null for anything else. */
export function sniffMedia(bytes: Buffer): MediaType | 'svg' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const major = ascii(bytes, 8, 12);
    return major === 'avif' || major === 'avis' ? 'image/avif' : IMAGE_BRANDS.has(major) ? null : 'video/mp4';
  }
  // EBML header; WebM says so in its DocType, near the start.
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3 && ascii(bytes, 4, 64).includes('webm')) return 'video/webm';
  const head = bytes.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (head.startsWith('<') && head.includes('<svg')) return 'svg';
  return null;
}

/**
 * An image's size in pixels from its header (PNG IHDR, GIF screen, JPEG SOF, WebP VP8/VP8L/VP8X, AVIF
 * ispe), or null when it cannot be read: its block then keeps Builder's or the default size.
 */
export function imageSize(bytes: Buffer, type: MediaType): { width: number; height: number } | null {
  const size = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);
  try {
    switch (type) {
      case 'image/png':
        return ascii(bytes, 12, 16) === 'IHDR' ? size(bytes.readUInt32BE(16), bytes.readUInt32BE(20)) : null;
      case 'image/gif':
        return size(bytes.readUInt16LE(6), bytes.readUInt16LE(8));
      case 'image/webp': {
        const chunk = ascii(bytes, 12, 16);
        if (chunk === 'VP8 ') return size(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
        if (chunk === 'VP8L') {
          const bits = bytes.readUInt32LE(21);
          return size((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
        }
        if (chunk === 'VP8X') return size(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
        return null;
      }
      case 'image/jpeg': {
        // Segments up to the frame header (SOF0–SOF15 but DHT, JPG and DAC), which holds the size.
        let at = 2;
        while (at + 9 < bytes.length) {
          if (bytes[at] !== 0xff) return null;
          const marker = bytes[at + 1];
          if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return size(bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5));
          at += 2 + bytes.readUInt16BE(at + 2);
        }
        return null;
      }
      case 'image/avif': {
        const at = bytes.indexOf('ispe', 0, 'latin1');
        return at > 0 && at + 16 <= bytes.length ? size(bytes.readUInt32BE(at + 8), bytes.readUInt32BE(at + 12)) : null;
      }
      default:
        return null;
    }
  } catch {
    return null; // a header cut short
  }
}

export function mediaPath(sha256: string, type: MediaType): string {
  return `/api/v1/media/${sha256}.${TYPES[type].ext}`;
}

/** Builder's elements that carry an image or a video file, and the option holding it. */
export const MEDIA_ELEMENTS: Record<string, Array<{ option: string; kind: MediaKind }>> = {
  Image: [{ option: 'image', kind: 'image' }],
  'Core:Image': [{ option: 'image', kind: 'image' }],
  Video: [
    { option: 'video', kind: 'video' },
    { option: 'posterImage', kind: 'image' },
  ],
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every string in `value` (a plain string, or each locale's text of a LocalizedValue). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (isRecord(value)) return Object.values(value).flatMap(strings);
  return [];
}

/** A Builder element (its options may hold other elements, in a slot input: those are visited on their own). */
const isElement = (value: Record<string, unknown>) => value['@type'] === '@builder.io/sdk:Element' || isRecord(value.component);

/**
 * Every string of a custom component's options (our own blocks, registered in Builder by
 * `builder:export`: their image fields are Builder file inputs, so an editor's upload is a CDN URL),
 * lists and localized values included, elements in slot inputs excluded.
 */
function optionStrings(value: unknown, depth = 0): string[] {
  if (typeof value === 'string') return [value];
  if (depth > 8) return [];
  if (Array.isArray(value)) return value.flatMap((v) => optionStrings(v, depth + 1));
  if (isRecord(value) && !isElement(value)) return Object.values(value).flatMap((v) => optionStrings(v, depth + 1));
  return [];
}

/**
 * The files on Builder's CDN that the entry's image and video elements use, in every locale, nested
 * ones (columns, children, symbols) included, and the images of our own blocks used as custom components.
 */
export function builderMediaRefs(entry: BuilderEntry): Array<{ url: string; kind: MediaKind }> {
  const found = new Map<string, MediaKind>();
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 40 || typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach((v) => visit(v, depth + 1));
    const component = (value as Record<string, unknown>).component;
    if (isRecord(component) && typeof component.name === 'string' && Object.hasOwn(MEDIA_ELEMENTS, component.name) && isRecord(component.options)) {
      for (const { option, kind } of MEDIA_ELEMENTS[component.name]) {
        for (const url of strings(component.options[option])) if (isBuilderCdnUrl(url.trim())) found.set(url.trim(), kind);
      }
    } else if (isRecord(component) && typeof component.name === 'string' && Object.hasOwn(blockDefinitions, component.name)) {
      // Our blocks take files in image fields only (a video is the Video block's, above).
      for (const url of optionStrings(component.options)) if (isBuilderCdnUrl(url.trim()) && !found.has(url.trim())) found.set(url.trim(), 'image');
    }
    for (const v of Object.values(value)) visit(v, depth + 1);
  };
  visit(entry.data, 0);
  return [...found].map(([url, kind]) => ({ url, kind }));
}

function resultFor(sha256: string, type: string, kind: MediaKind, width?: number | null, height?: number | null): MediaResult {
  const known = Object.hasOwn(TYPES, type) ? TYPES[type as MediaType] : undefined;
  if (!known || known.kind !== kind) return { reason: kind === 'image' ? 'not an image (PNG, JPEG, WebP, GIF or AVIF)' : 'not a video (MP4 or WebM)' };
  return { src: mediaPath(sha256, type as MediaType), ...(width && height ? { width, height } : {}) };
}

/** One file: already copied (by its URL), else downloaded, checked and stored. */
async function copyOne(db: Database, url: string, kind: MediaKind, signal: AbortSignal): Promise<MediaResult> {
  const [known] = await db
    .select({ sha256: builderMedia.sha256, contentType: builderMedia.contentType, width: builderMedia.width, height: builderMedia.height })
    .from(builderMediaSources)
    .innerJoin(builderMedia, eq(builderMedia.sha256, builderMediaSources.sha256))
    .where(eq(builderMediaSources.url, url));
  if (known) return resultFor(known.sha256, known.contentType, kind, known.width, known.height);

  const download = await fetchBuilderMedia(url, MEDIA_LIMITS[kind], signal);
  if (!download.ok) return { reason: download.reason };
  const type = sniffMedia(download.bytes);
  if (type === 'svg') return { reason: 'SVG is refused (it can carry script)' };
  if (!type) return resultFor('', '', kind);
  const result = resultFor('', type, kind);
  if (!('src' in result)) return result;
  const sha256 = createHash('sha256').update(download.bytes).digest('hex');
  const dimensions = kind === 'image' ? imageSize(download.bytes, type) : null;
  if (dimensions && dimensions.width * dimensions.height > MAX_IMAGE_PIXELS) {
    return { reason: `${dimensions.width} × ${dimensions.height} pixels is more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels` };
  }
  await db
    .insert(builderMedia)
    .values({ sha256, contentType: type, size: download.bytes.length, width: dimensions?.width, height: dimensions?.height, bytes: download.bytes })
    .onConflictDoNothing();
  await db.insert(builderMediaSources).values({ url, sha256 }).onConflictDoNothing();
  return resultFor(sha256, type, kind, dimensions?.width, dimensions?.height);
}

/** Files downloaded at once: a page with many images is not copied one slow file after another. */
const PARALLEL = 3;

/**
 * Copies the entry's files on Builder's CDN (those not in `results` yet) and answers what became of
 * each, within BUILDER_MEDIA_TIMEOUT_MS for all of them (a refresh, possibly a visitor's request, is
 * never held longer). A failure is not stored: the file is tried again at the next refresh, and the
 * ones copied meanwhile are not downloaded again.
 */
export async function copyBuilderMedia(entry: BuilderEntry, options: { db?: Database; results?: MediaResults } = {}): Promise<MediaResults> {
  const results = options.results ?? new Map<string, MediaResult>();
  const todo = builderMediaRefs(entry).filter(({ url }) => !results.has(url));
  if (!todo.length) return results;
  const db = options.db ?? (await getDb());
  const signal = AbortSignal.timeout(serverEnv().BUILDER_MEDIA_TIMEOUT_MS);
  const worker = async () => {
    for (let next = todo.shift(); next; next = todo.shift()) results.set(next.url, await copyOne(db, next.url, next.kind, signal));
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return results;
}

/** A stored file's type and size (null when there is none with that name). */
export async function builderMediaInfo(fileName: string): Promise<{ sha256: string; contentType: MediaType; size: number } | null> {
  const match = MEDIA_FILE_NAME.exec(fileName);
  if (!match) return null;
  const db = await getDb();
  const [row] = await db.select({ contentType: builderMedia.contentType, size: builderMedia.size }).from(builderMedia).where(eq(builderMedia.sha256, match[1]));
  if (!row || !Object.hasOwn(TYPES, row.contentType) || TYPES[row.contentType as MediaType].ext !== match[2]) return null;
  return { sha256: match[1], contentType: row.contentType as MediaType, size: row.size };
}

/** Bytes `start` to `end` (inclusive) of a stored file: only that part is read from the database. */
export async function builderMediaBytes(sha256: string, start: number, end: number): Promise<Buffer> {
  const db = await getDb();
  const [row] = await db
    .select({ part: sql<Buffer | Uint8Array>`substring(${builderMedia.bytes} from ${start + 1} for ${end - start + 1})` })
    .from(builderMedia)
    .where(eq(builderMedia.sha256, sha256));
  return row ? Buffer.from(row.part) : Buffer.alloc(0);
}
