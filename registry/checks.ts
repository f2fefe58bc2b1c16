/**
 * The check before publishing (README, "The visual editor"): invalid blocks, empty required text and
 * links to pages that do not exist are errors and block publishing; images without a description and
 * text in another language's script are warnings.
 *
 * Pure and shared: the editor runs it before it asks to publish (flows/editor/checks.ts words the
 * findings in the editor's own language) and the server runs it again before it publishes, schedules
 * or rolls back (lib/server/content/publish-check.ts words them in the request's language), so a page
 * that fails it is never published, whoever sends the request. It validates with the block schemas,
 * so only the server and the editor import it, never a visitor page.
 */
import { normalizeUri } from '@/lib/content';
import type { Locale } from '@/lib/locales';
import { messageRef } from '@/lib/validation/messages';
import type { BlockNode, FieldDef } from '@/lib/blocks/types';
import { blockNames, slotNames } from './block-names';
import { blockDefinitions } from './definitions';
import { validatePage } from './validate';

export interface CheckFinding {
  /** error: publishing is refused; warning: shown, publishing goes on. */
  severity: 'error' | 'warning';
  /** The block's type ('' when the entry is not a block at all). */
  type: string;
  /** The block's id, when it has one. */
  blockId?: string;
  /**
   * Where the block is in the page as the editor holds it, e.g. `content[2]` or
   * `content[1].props.start[0]` (blocks left out before it do not shift it).
   */
  path: string;
  /**
   * The same place as people see it in the editor's outline: `3` for the third block, `1 › Second
   * column › 2` for the second block in the first block's second column ('' for the page itself).
   */
  position: string;
  /** The field at fault (`title`, `slides.1.ctaHref`); `_` for the block as a whole. */
  field: string;
  /**
   * What is wrong, as a message reference (lib/validation/messages): `validation.required`,
   * `editorCheck.linkMissing?href=…`, …; a block's own clean-up notes are plain English sentences.
   */
  message: string;
}

/** The `editorCheck.*` messages findings use (locales/*.json `editorCheck`, flows/editor/strings.ts). */
export const checkMessages = {
  linkMissing: 'editorCheck.linkMissing',
  anchorMissing: 'editorCheck.anchorMissing',
  unknownBlock: 'editorCheck.unknownBlock',
  notABlock: 'editorCheck.notABlock',
  tooDeep: 'editorCheck.tooDeep',
  notAPage: 'editorCheck.notAPage',
  imageAlt: 'editorCheck.imageAlt',
  arabicOnEnglish: 'editorCheck.arabicOnEnglish',
  latinOnRtl: 'editorCheck.latinOnRtl',
  kurdishOnArabic: 'editorCheck.kurdishOnArabic',
  arabicOnKurdish: 'editorCheck.arabicOnKurdish',
} as const;

/**
 * Addresses served by coded pages rather than by content pages (pages/ outside the catch-all): a
 * content link to one of these leads somewhere even though no content page has that address. A test
 * keeps this list in step with the folders in pages/.
 */
const CODED_ROUTES: readonly RegExp[] = [
  /^\/api\//, // e.g. /api/redirect?target=
  /^\/blog(\/|$)/,
  /^\/careers\/opportunities\//,
  /^\/dynamicLink\/[^/]+$/,
  /^\/e-voucher(\/EnterPassword)?$/,
  /^\/personal\/add-on\/[^/]+$/,
  /^\/personal\/add-ons\/create-your-own$/,
  /^\/personal\/bill\/quick-pay$/,
  /^\/personal\/new-offer$/,
  // Number porting to Nour (issue 33): the request form and its status.
  /^\/personal\/porting$/,
  /^\/personal\/e-voucher\/confirmation$/,
  /^\/personal\/lineinfo$/,
  /^\/personal\/my-account(\/|$)/,
  /^\/personal\/vanity-numbers$/,
  // The talent programme (issue 14): a season's results, and the app (mobile-index) and co-branded (yooz-index) variants.
  /^\/personal\/talent-program\/talent-winner-\d{4}(\/(mobile-index|yooz-index))?$/,
  /^\/personal\/(talent-program|nour-stars)(\/vote)?\/(mobile-index|yooz-index)$/,
  /^\/personal\/mobile-mall$/,
  // The shop (issue 12): a category, optionally a brand ("all" for every brand) and an order; a product; the bag.
  /^\/personal\/shop\/(phones|sims|routers|accessories)(\/[a-z0-9-]{1,40}(\/(featured|price-asc|price-desc|newest))?)?$/,
  /^\/personal\/shop\/product\/\d{1,9}$/,
  /^\/personal\/shop\/bag$/,
  /^\/personal\/shop\/(checkout|orders\/[^/]+)$/,
  /^\/support\/shops$/,
  // The games (issue 14): the list, a game, the leaderboard, shake-to-win.
  /^\/gamification(\/leaderboard|\/detail\/[a-z0-9-]{1,60})?$/,
  /^\/personal\/game$/,
  /^\/(terms|privacy|cookies|mobileAction|social\.share|sitemap\.xml)$/,
];

/** Whether a site path (`/personal?x=1#top`, `/en/about-us`) leads to a page. */
export function isKnownPath(href: string, existingUris: ReadonlySet<string>): boolean {
  const uri = normalizeUri(href);
  return existingUris.has(uri) || CODED_ROUTES.some((route) => route.test(uri));
}

const LINK_PROPS = /href$/i;
const HTML_LINK = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const IMAGE_PAIRS: ReadonlyArray<[string, string]> = [
  ['image', 'imageAlt'],
  ['src', 'alt'],
];
/** Props that are not text a reader sees. */
const NOT_TEXT = new Set(['image', 'src', 'id', 'url', 'endsAt', 'icon', 'anchor']);
const arabicScript = /[\u0600-\u06FF]/;
const kurdishOnly = /[ڕڵۆێە]/;
const arabicOnly = /[ةيى]/;
const latinSentence = /[A-Za-z]{4,}(\s+[A-Za-z]{2,}){3,}/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBlockList(value: unknown): value is BlockNode[] {
  return Array.isArray(value) && value.every((v) => isRecord(v) && typeof v.type === 'string' && isRecord(v.props));
}

/** A site link (starts with one `/`), as opposed to `#anchor`, `tel:`, `https://…` or `//host`. */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** The readable strings of a value (HTML tags left out), skipping links and image addresses. */
function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value.replace(/<[^>]+>/g, ' '));
  else if (Array.isArray(value)) value.forEach((v) => texts(v, out));
  else if (isRecord(value)) for (const [key, v] of Object.entries(value)) if (!LINK_PROPS.test(key) && !NOT_TEXT.has(key)) texts(v, out);
  return out;
}

/** Block-level notes of validatePage, as message references where one exists. */
function structuralMessage(message: string): string {
  const unknown = /^unknown block type "(.*)"$/.exec(message);
  if (unknown) return messageRef(checkMessages.unknownBlock, { type: unknown[1] });
  if (message === 'not a block') return checkMessages.notABlock;
  if (message === 'blocks are nested too deeply') return checkMessages.tooDeep;
  if (message === 'the page data must be an object') return checkMessages.notAPage;
  return message;
}

/** Ids every page has whatever its blocks: the layout's skip-link target. */
const LAYOUT_ANCHORS = ['main'];

/**
 * The anchors the live blocks of shared section `id` give in the page's language (sections inside it
 * included); undefined when they are not known here (the editor's own check: the server decides then).
 */
export type SectionAnchors = (sectionId: number) => ReadonlySet<string> | undefined;

/**
 * The `#fragment` targets a page's blocks give (a Section's anchor), with the layout's own and those of
 * the shared sections it shows (their live blocks in `locale`, as `sectionAnchors` knows them).
 */
export function pageAnchors(data: unknown, locale: Locale, sectionAnchors?: SectionAnchors): Set<string> {
  return anchorsIn(validatePage(data, { locale }).data.content, sectionAnchors).anchors;
}

/** The anchors `nodes` give; `complete` false when a shared section among them has anchors not known here. */
function anchorsIn(nodes: readonly BlockNode[], sectionAnchors?: SectionAnchors): { anchors: Set<string>; complete: boolean } {
  const anchors = new Set(LAYOUT_ANCHORS);
  let complete = true;
  const visit = (list: readonly BlockNode[]) => {
    for (const node of list) {
      const anchor = node.props.anchor;
      if (typeof anchor === 'string' && anchor.trim()) anchors.add(anchor.trim());
      if (node.type === 'SharedSection' && typeof node.props.sectionId === 'number') {
        const shown = sectionAnchors?.(node.props.sectionId);
        if (shown) for (const a of shown) anchors.add(a);
        else complete = false;
      }
      for (const value of Object.values(node.props)) if (isBlockList(value)) visit(value);
    }
  };
  visit(nodes);
  return { anchors, complete };
}

/** Where a page's links are checked from: its own address, and the anchors of the pages it links to. */
export interface CheckContext {
  /** The page's own address (a link to it with `#x` must find `x` on this page). */
  uri?: string;
  /** The anchors of another page in this language, when known (undefined: not checked). */
  anchorsOf?: (uri: string) => ReadonlySet<string> | undefined;
  /**
   * The anchors of the shared sections the page shows (a link to `#x` finds `x` in their live blocks
   * too). Without it, or when it does not know a section, a link of the page to an anchor it does not
   * have itself is not refused here: the server, which knows every section, decides.
   */
  sectionAnchors?: SectionAnchors;
}

/**
 * Every problem of a page in `locale`. `existingUris` are the content pages that exist (in any
 * language); links to them, to coded pages and to other sites pass. A link's `#fragment` must be an
 * anchor of its target page: always checked for the page itself (`#x`, or its own address), and for
 * another page when `context.anchorsOf` knows it.
 */
export function checkPageData(data: unknown, locale: Locale, existingUris: ReadonlySet<string>, context: CheckContext = {}): CheckFinding[] {
  const findings: CheckFinding[] = [];
  const { data: clean, problems } = validatePage(data, { locale });
  const own = anchorsIn(clean.content, context.sectionAnchors);
  const ownUri = context.uri === undefined ? undefined : normalizeUri(context.uri);
  /** The problem of a link's fragment, or null (no fragment, or its target is found or unknown). */
  const fragmentProblem = (href: string): string | null => {
    const hash = href.indexOf('#');
    if (hash < 0) return null;
    const fragment = decodeFragment(href.slice(hash + 1));
    if (!fragment) return null;
    const uri = href.startsWith('#') ? ownUri : normalizeUri(href);
    if (href.startsWith('#') || uri === ownUri) return own.anchors.has(fragment) || !own.complete ? null : messageRef(checkMessages.anchorMissing, { href });
    const anchors = uri === undefined ? undefined : context.anchorsOf?.(uri);
    return anchors && !anchors.has(fragment) ? messageRef(checkMessages.anchorMissing, { href }) : null;
  };
  const linkProblem = (href: string): string | null => {
    if (href.startsWith('#')) return fragmentProblem(href);
    if (!isSitePath(href)) return null;
    if (!isKnownPath(href, existingUris)) return messageRef(checkMessages.linkMissing, { href });
    return fragmentProblem(href);
  };
  for (const problem of problems) {
    for (const [field, message] of Object.entries(problem.errors)) {
      findings.push({
        severity: problem.severity,
        type: problem.type,
        blockId: problem.blockId,
        path: problem.path,
        position: blockPosition(data, problem.path),
        field,
        message: field === '_' ? structuralMessage(message) : message,
      });
    }
  }

  // The checked tree leaves invalid blocks out: a block's place is taken from the page as authored.
  const authoredPaths = blockPaths(data);
  const visitBlock = (node: BlockNode, cleanPath: string) => {
    const path = authoredPaths.get(node.props.id) ?? cleanPath;
    const position = blockPosition(data, path);
    const at = (severity: CheckFinding['severity'], field: string, message: string) =>
      findings.push({ severity, type: node.type, blockId: node.props.id, path, position, field, message });

    // Links and images anywhere in the block's own props (array items too), not in nested blocks.
    const visitValue = (value: unknown, field: string) => {
      if (Array.isArray(value)) value.forEach((item, index) => visitValue(item, field ? `${field}.${index}` : String(index)));
      else if (isRecord(value)) {
        for (const [image, alt] of IMAGE_PAIRS) {
          if (typeof value[image] === 'string' && value[image] && !String(value[alt] ?? '').trim()) {
            const name = field ? `${field}.${alt}` : alt;
            at('warning', name, messageRef(checkMessages.imageAlt, { field: name }));
          }
        }
        for (const [key, v] of Object.entries(value)) {
          const name = field ? `${field}.${key}` : key;
          if (LINK_PROPS.test(key) && typeof v === 'string') {
            const problem = linkProblem(v.trim());
            if (problem) at('error', name, problem);
          } else if (typeof v === 'string' && v.includes('<a')) {
            // Links inside rich text.
            for (const match of v.matchAll(HTML_LINK)) {
              const problem = linkProblem((match[1] ?? match[2] ?? match[3] ?? '').trim().replace(/&amp;/g, '&'));
              if (problem) at('error', name, problem);
            }
          } else if (typeof v === 'object' && v !== null) visitValue(v, name);
        }
      }
    };
    const own: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node.props)) {
      if (isBlockList(value) && value.length) value.forEach((child, index) => visitBlock(child, `${path}.props.${key}[${index}]`));
      else if (!isBlockList(value)) own[key] = value;
    }
    visitValue(own, '');

    const words = texts(own).join(' ');
    if (locale === 'en' && arabicScript.test(words)) at('warning', '_', checkMessages.arabicOnEnglish);
    if (locale !== 'en' && latinSentence.test(words)) at('warning', '_', checkMessages.latinOnRtl);
    if (locale === 'ar' && kurdishOnly.test(words)) at('warning', '_', checkMessages.kurdishOnArabic);
    if (locale === 'ku' && arabicOnly.test(words)) at('warning', '_', checkMessages.arabicOnKurdish);
  };
  clean.content.forEach((node, index) => visitBlock(node, `content[${index}]`));
  return findings;
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** The findings that block publishing. */
export function publishingErrors(findings: readonly CheckFinding[]): CheckFinding[] {
  return findings.filter((f) => f.severity === 'error');
}

/** The path of every block with an id in the page as authored (first one wins, as in validatePage). */
function blockPaths(data: unknown): Map<string, string> {
  const paths = new Map<string, string>();
  const visit = (list: unknown, path: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((node, index) => {
      if (!isRecord(node) || !isRecord(node.props)) return;
      const at = `${path}[${index}]`;
      if (typeof node.props.id === 'string' && node.props.id && !paths.has(node.props.id)) paths.set(node.props.id, at);
      for (const [key, value] of Object.entries(node.props)) if (isBlockList(value)) visit(value, `${at}.props.${key}`);
    });
  };
  if (isRecord(data)) visit(data.content, 'content');
  return paths;
}

/**
 * How a finding names its block in logs: `Hero Hero-1`, or the place in the tree when it has no id.
 * People read blockPosition and blockLabel instead (the ids are Puck's, never shown to them).
 */
export function blockName(finding: Pick<CheckFinding, 'type' | 'blockId' | 'path'>): string {
  return `${finding.type || 'block'} ${finding.blockId ?? finding.path}`.trim();
}

/**
 * Where the block at `path` is on the page, counted as the editor's outline shows it: `3` for the
 * third block, `1 › Second column › 2` for the second block in the first block's "Second column" slot;
 * '' for the page itself.
 */
export function blockPosition(data: unknown, path: string): string {
  const top = /^content\[(\d+)\]/.exec(path);
  if (!top) return '';
  const parts = [String(Number(top[1]) + 1)];
  let node: unknown = isRecord(data) && Array.isArray(data.content) ? data.content[Number(top[1])] : undefined;
  for (const [, slot, index] of path.slice(top[0].length).matchAll(/\.props\.(\w+)\[(\d+)\]/g)) {
    const type = isRecord(node) && typeof node.type === 'string' ? node.type : '';
    const list = isRecord(node) && isRecord(node.props) ? node.props[slot] : undefined;
    parts.push(blockDefinitions[type]?.fields[slot]?.label ?? slot, String(Number(index) + 1));
    node = Array.isArray(list) ? list[Number(index)] : undefined;
  }
  return parts.join(' › ');
}

/**
 * A block type's name as the editor's block list shows it, in `language` (`Two columns`, `عمودان`,
 * `دوو ستوون`); the type when unknown.
 */
export function blockLabel(type: string, language: Locale = 'en'): string {
  const name = language === 'en' ? undefined : blockNames[type]?.[language];
  return name ?? blockDefinitions[type]?.label ?? type;
}

let slotNamesByLabel: Map<string, Record<'ar' | 'ku', string>> | undefined;

/**
 * A finding's `position` (`2 › Second column › 1`, worded with the slots' English labels) in
 * `language`: `2 › العمود الثاني › 1`.
 */
export function positionIn(position: string, language: Locale = 'en'): string {
  if (language === 'en' || !position) return position;
  slotNamesByLabel ??= new Map(
    Object.entries(slotNames).flatMap(([type, slots]) =>
      Object.entries(slots).map(([slot, names]) => [blockDefinitions[type]?.fields[slot]?.label ?? slot, names] as const),
    ),
  );
  return position
    .split(' › ')
    .map((part) => slotNamesByLabel?.get(part)?.[language] ?? part)
    .join(' › ');
}

/**
 * A field's name as the editor's field panel shows it: `Main button link`; an item of a list field
 * `Slides 2, Button link`. The field's key when the block does not define it.
 */
export function fieldLabel(type: string, field: string): string {
  const parts = field.split('.');
  const names: string[] = [];
  let fields: Record<string, FieldDef> | undefined = blockDefinitions[type]?.fields;
  for (let i = 0; i < parts.length; i++) {
    const def: FieldDef | undefined = fields?.[parts[i]];
    if (!def) return field;
    const index = parts[i + 1];
    if (def.type === 'array' && index !== undefined && /^\d+$/.test(index)) {
      names.push(`${def.label} ${Number(index) + 1}`);
      fields = def.arrayFields;
      i++;
    } else {
      names.push(def.label ?? parts[i]);
      fields = def.type === 'object' ? def.objectFields : def.type === 'array' ? def.arrayFields : undefined;
    }
  }
  return names.join(', ');
}
