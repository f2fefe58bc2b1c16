/**
 * Builder.io content entries (Content API v3 JSON) → our page documents, per locale, without Builder's
 * SDK. Elements are translated to our block nodes here; validating and sanitising them is left to
 * validatePage, exactly as for our own documents (each block's zod schema and normalize).
 */
import type { Locale } from '@/lib/locales';
import type { BlockNode, PageData } from '@/lib/blocks/types';
import { blockDefinitions } from '@/registry/definitions';
import { siteImage } from '@/lib/validation/content';
import { validatePage } from '@/registry/validate';

/** One element of `data.blocks` (Builder's `@builder.io/sdk:Element`). */
export interface BuilderElement {
  '@type'?: string;
  id?: string;
  component?: { name?: string; options?: Record<string, unknown> };
  children?: BuilderElement[];
  responsiveStyles?: unknown;
  [key: string]: unknown;
}

export interface BuilderEntry {
  id?: string;
  name?: string;
  published?: string;
  data?: { title?: unknown; description?: unknown; url?: unknown; blocks?: BuilderElement[]; [key: string]: unknown };
  [key: string]: unknown;
}

export interface MappedPage {
  uri: string;
  locale: Locale;
  title: string;
  seo: { description?: string };
  data: PageData;
  /** What was left out or changed, one line each (logged and shown in the editor's page list). */
  warnings: string[];
}

/** Builder's CDN: the only remote host whose images and videos are copied to our origin (./media.ts). */
export const BUILDER_CDN_HOST = 'cdn.builder.io';

export function isBuilderCdnUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname === BUILDER_CDN_HOST && !url.port && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A remote address (absolute or protocol-relative), as opposed to one of our paths. */
const isRemote = (value: string) => /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//');

/** What became of one file on Builder's CDN: our path (/api/v1/media/…) and an image's size, or why it was left out. */
export type MediaResult = { src: string; width?: number; height?: number } | { reason: string };
/** Per source URL (./media.ts copyBuilderMedia); shared between the locales of one refresh. */
export type MediaResults = Map<string, MediaResult>;

/** Elements carrying author-written HTML or script: refused whatever they contain (design.md section 7). */
const REFUSED = new Set(['Custom Code', 'CustomCode', 'Embed', 'Raw:Html', 'Html', 'Core:Html', 'Custom HTML']);

const LOCALIZED = '@builder.io/core:LocalizedValue';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builder's locale codes for ours (Sorani is often entered as ckb). */
const builderLocales: Record<Locale, string[]> = { ar: ['ar', 'ar-IQ'], en: ['en', 'en-US', 'en-GB'], ku: ['ku', 'ckb', 'ckb-IQ'] };

/** Replaces every LocalizedValue in `value` by its text for `locale` (else its Default). */
export function resolveLocalized(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveLocalized(v, locale));
  if (!isRecord(value)) return value;
  if (value['@type'] === LOCALIZED) {
    for (const code of builderLocales[locale]) if (Object.hasOwn(value, code)) return resolveLocalized(value[code], locale);
    return resolveLocalized(value.Default, locale);
  }
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = resolveLocalized(v, locale);
  return out;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : undefined);

/** Builder URL paths → our uris (`/offers/` → `/offers`). */
export function builderUri(value: unknown): string | null {
  const url = text(Array.isArray(value) ? value[0] : value).trim();
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const path = url.split(/[?#]/)[0].replace(/\/+$/, '');
  return path || '/';
}

/**
 * The size an Image block gets: Builder's width and height when both are set, else the image's own
 * proportions (from its file) at Builder's width or at its own size, within the block's 4000 px.
 */
function fitSize(given: { width?: number; height?: number }, own: { width?: number; height?: number }): { width?: number; height?: number } {
  if ((given.width && given.height) || !own.width || !own.height) return given;
  const width = given.width ?? (given.height ? Math.round((given.height * own.width) / own.height) : own.width);
  const scale = Math.min(1, 4000 / width, 4000 / ((width * own.height) / own.width));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(((width * own.height) / own.width) * scale)) };
}

/**
 * `media`: the files on Builder's CDN already copied to our origin (./media.ts). Without it (or for a
 * file it does not have) an element whose file is remote is left out with a warning.
 */
export function mapBuilderEntry(entry: BuilderEntry, locale: Locale, uri?: string, media?: MediaResults): MappedPage {
  const warnings: string[] = [];
  const data = isRecord(entry.data) ? entry.data : {};

  /** Our copy of a remote file, or null (with a warning) when it cannot be shown from our origin. */
  function copied(kind: string, id: string | undefined, url: string): { src: string; width?: number; height?: number } | null {
    const shown = JSON.stringify(url.length > 120 ? `${url.slice(0, 120)}…` : url);
    const result = media?.get(url);
    if (result && 'src' in result) return result;
    const reason = !isBuilderCdnUrl(url)
      ? `only files on Builder's CDN (${BUILDER_CDN_HOST}) are copied to our site`
      : result
        ? result.reason
        : 'not copied to our site';
    warnings.push(`${kind} (${id ?? 'no id'}) left out: ${shown}: ${reason}.`);
    return null;
  }

  /** `value` with every Builder CDN URL replaced by our copy (`copy`), elements in slot inputs left alone. */
  function withCopiedFiles<T>(value: T, skipKeys: Set<string>, copy: (url: string) => string | undefined, depth = 0): T {
    if (typeof value === 'string') return (isBuilderCdnUrl(value.trim()) ? (copy(value.trim()) ?? value) : value) as T;
    if (depth > 8) return value;
    if (Array.isArray(value)) return value.map((v) => withCopiedFiles(v, new Set(), copy, depth + 1)) as T;
    if (!isRecord(value) || value['@type'] === '@builder.io/sdk:Element' || isRecord(value.component)) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, skipKeys.has(k) ? v : withCopiedFiles(v, new Set(), copy, depth + 1)])) as T;
  }

  function mapList(elements: unknown, depth: number): BlockNode[] {
    if (!Array.isArray(elements)) return [];
    return elements.flatMap((element) => mapElement(element, depth));
  }

  /** One element → zero or more of our nodes (symbols and plain boxes are unwrapped into their parent). */
  function mapElement(raw: unknown, depth: number): BlockNode[] {
    if (!isRecord(raw)) return [];
    if (depth > 10) {
      warnings.push('Elements nested more than 10 deep were left out.');
      return [];
    }
    const element = raw as BuilderElement;
    const name = text(element.component?.name);
    const options = (resolveLocalized(element.component?.options ?? {}, locale) ?? {}) as Record<string, unknown>;
    const id = text(element.id) || undefined;
    const node = (type: string, props: Record<string, unknown>): BlockNode[] => [{ type, props: { ...props, id: id ?? '' } }];
    const children = () => mapList(element.children, depth + 1);

    if (!name) return children(); // a Box: Builder's plain container; its styles are not ours
    if (REFUSED.has(name)) {
      warnings.push(`"${name}" (${id ?? 'no id'}) refused: raw HTML and code are not allowed on our pages.`);
      return [];
    }
    switch (name) {
      case 'Symbol': {
        const symbol = isRecord(options.symbol) ? options.symbol : {};
        // The SDK puts a resolved symbol's content in `content`; `data` holds its inputs (and blocks in older entries).
        const fromData = isRecord(symbol.data) ? symbol.data.blocks : undefined;
        const fromContent = isRecord(symbol.content) && isRecord(symbol.content.data) ? symbol.content.data.blocks : undefined;
        const blocks = Array.isArray(fromData) ? fromData : fromContent;
        if (!Array.isArray(blocks)) {
          warnings.push(`Symbol ${id ?? ''} has no content in the entry (Builder's "noTraverse"/unresolved symbol) and was left out.`);
          return [];
        }
        return mapList(blocks, depth + 1);
      }
      case 'Text':
        return node('RichText', { html: text(options.text), width: 'full' });
      case 'Core:Image':
      case 'Image': {
        let src = text(options.image).trim();
        let size: { width?: number; height?: number } = { width: num(options.width), height: num(options.height) };
        if (isRemote(src)) {
          const ours = copied('Image', id, src);
          if (!ours) return [];
          src = ours.src;
          size = fitSize(size, ours);
        }
        return node('Image', {
          src,
          alt: text(options.altText),
          ...(size.width ? { width: size.width } : {}),
          ...(size.height ? { height: size.height } : {}),
        });
      }
      case 'Core:Section':
      case 'Section':
        return node('Section', { title: text(options.title), content: children() });
      case 'Columns': {
        const columns = Array.isArray(options.columns) ? options.columns.filter(isRecord) : [];
        if (columns.length > 2) warnings.push(`Columns ${id ?? ''}: only the first two of ${columns.length} columns are kept (our Columns block has two).`);
        const [start, end] = columns;
        return node('Columns', { start: mapList(start?.blocks, depth + 1), end: mapList(end?.blocks, depth + 1) });
      }
      case 'Core:Button':
      case 'Button':
        return node('CallToAction', { title: text(options.text), buttonLabel: text(options.text), buttonHref: text(options.link), tone: 'brand' });
      case 'Video': {
        let url = text(options.video).trim();
        // A file on Builder's CDN is played from our copy; YouTube links keep the Video block's own path.
        if (isBuilderCdnUrl(url)) {
          const ours = copied('Video', id, url);
          if (!ours) return [];
          url = ours.src;
        }
        // Builder's poster picture, copied like an image; without it the video still plays.
        const poster = text(options.posterImage).trim();
        let posterImage = poster && isRemote(poster) ? (copied('Video poster', id, poster)?.src ?? '') : poster;
        if (posterImage && !siteImage().safeParse(posterImage).success) {
          warnings.push(`Video poster (${id ?? 'no id'}) left out: ${JSON.stringify(posterImage.slice(0, 120))} is not an image of ours.`);
          posterImage = '';
        }
        return node('Video', { url, title: text(options.title) || text(options.altText) || 'Video', posterImage });
      }
      default:
        break;
    }
    const definition = Object.hasOwn(blockDefinitions, name) ? blockDefinitions[name] : undefined;
    if (!definition) {
      warnings.push(`Unknown component "${name}" (${id ?? 'no id'}) left out.`);
      return [];
    }
    // A custom component registered from our export: options are its props; block lists in slot inputs
    // (Builder's uiBlocks) and, for a block with slots, its children go in the first slot. Files an
    // editor uploaded in Builder (image fields are file inputs) become our copies; one that could not be
    // copied stays as it is, and the block's own schema refuses it (left out or emptied, with a warning).
    const slots = definition.slots ?? [];
    const props: Record<string, unknown> = withCopiedFiles({ ...options }, new Set(slots), (url) => copied(`${name} image`, id, url)?.src);
    for (const slot of slots) props[slot] = mapList(options[slot], depth + 1);
    if (slots.length && Array.isArray(element.children) && element.children.length) {
      props[slots[0]] = [...(props[slots[0]] as BlockNode[]), ...children()];
    }
    return node(name, props);
  }

  const content = mapList(data.blocks, 0);
  const { data: validated, problems } = validatePage({ root: { props: {} }, content }, { locale });
  for (const problem of problems) {
    const detail = Object.entries(problem.errors).map(([field, message]) => (field === '_' ? message : `${field}: ${message}`)).join('; ');
    warnings.push(`${problem.type || 'element'}${problem.blockId ? ` (${problem.blockId})` : ''} ${problem.severity === 'error' ? 'left out' : 'changed'}: ${detail}`);
  }
  const title = text(resolveLocalized(data.title, locale)) || text(entry.name) || 'Page';
  const description = text(resolveLocalized(data.description, locale));
  return {
    uri: uri ?? builderUri(data.url) ?? '/',
    locale,
    title: title.slice(0, 200),
    seo: description ? { description: description.slice(0, 300) } : {},
    data: validated,
    warnings,
  };
}

/** Counts every block of a mapped page, nested ones included (the import report). */
export function countBlocks(list: BlockNode[]): number {
  let n = 0;
  for (const node of list) {
    n += 1;
    for (const value of Object.values(node.props)) {
      if (Array.isArray(value) && value.every((v) => isRecord(v) && typeof v.type === 'string' && isRecord(v.props))) n += countBlocks(value as BlockNode[]);
    }
  }
  return n;
}
