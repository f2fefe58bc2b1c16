/**
 * Which message namespaces a module and everything it imports (dynamic imports included) can use,
 * read from the source: `useTranslations('ns…')`, and every string literal or template start that is
 * a message key (`'ns.key'`, `` `ns.${x}` ``) of a top-level namespace. Keys spelled as data (a form
 * field's `label: 'forms.name'`) are found the same way. A false positive only sends a namespace too
 * many; what it cannot see is a key built from a namespace held in a variable (none today).
 * For tests only (reads files with node's fs).
 */
import fs from 'node:fs';
import path from 'node:path';
import en from '@/locales/en.json';

const root = path.resolve(__dirname, '../..');
const catalogue = en as unknown as Record<string, unknown>;

/** The longest prefix of a dotted key that is a path in the catalogue (null when the first part is not a namespace). */
function knownPath(key: string): string | null {
  let node: unknown = catalogue;
  const found: string[] = [];
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) break;
    node = (node as Record<string, unknown>)[part];
    found.push(part);
  }
  return found.length ? found.join('.') : null;
}
const namespaceLists = new Set(['lib/i18n/namespaces.ts', 'flows/messages.ts', 'lib/i18n/view-messages.ts', 'registry/messages.ts']);
const extensions = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null; // a package
  if (/\.(json|css|svg|png|jpg|webp)$/.test(base)) return null;
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ext of extensions) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)(?:\/\*.*?\*\/\s*)?['"]([^'"]+)['"]/g;
const scopedPattern = /\b(?:useTranslations|getTranslations)\(\s*['"`]([A-Za-z0-9_.]+)/g;
const keyPattern = /['"`]([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)\.(?:[A-Za-z0-9_]+|\$\{)/g;
// Comments mention keys without using them (a line comment only when not inside a URL).
const commentPattern = /\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/.*$/gm;

/** The namespaces one file uses itself, and the files it imports. */
function read(file: string): { used: string[]; imports: string[] } {
  const text = fs.readFileSync(file, 'utf8');
  const code = text.replace(commentPattern, '$1');
  const used = new Set<string>();
  for (const match of code.matchAll(scopedPattern)) used.add(knownPath(match[1]) ?? match[1]);
  // `'shop.bag.title'` counts as the deepest part that is a group of messages or a message.
  for (const match of code.matchAll(keyPattern)) {
    const full = code.slice(match.index + 1).match(/^[A-Za-z0-9_.]+/)![0].replace(/\.$/, '');
    const known = knownPath(full);
    if (known) used.add(known);
  }
  const imports = [...text.matchAll(importPattern)].map((m) => resolve(file, m[1])).filter((f): f is string => Boolean(f));
  return { used: [...used], imports };
}

export interface ScanOptions {
  /** Paths (from the repository root) not followed, e.g. the shell's own modules or the block registry. */
  skip?: (relativePath: string) => boolean;
}

/** The namespaces used by the given modules (paths from the repository root) and all they import. */
export function namespacesUsedBy(entries: readonly string[], options: ScanOptions = {}): Set<string> {
  const seen = new Set<string>();
  const used = new Set<string>();
  const queue = entries.map((entry) => {
    const file = resolve(path.join(root, 'x'), `@/${entry}`);
    if (!file) throw new Error(`message-scan: no module ${entry}`);
    return file;
  });
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const relative = path.relative(root, file);
    // Server code and tests never use the browser's messages; the lists of namespaces name them
    // without using them.
    if (relative.startsWith('lib/server/') || /\.(test|stories)\.tsx?$/.test(relative) || namespaceLists.has(relative)) continue;
    if (options.skip?.(relative) && !entries.includes(relative.replace(/\.(tsx|ts)$/, ''))) continue;
    const { used: own, imports } = read(file);
    for (const ns of own) used.add(ns);
    queue.push(...imports);
  }
  return used;
}

/** The used paths that no declared namespace (or group of messages such as `blocks.Video`) covers. */
export function uncovered(used: Iterable<string>, declared: Iterable<string>): string[] {
  const list = [...declared];
  return [...used].filter((p) => !list.some((d) => p === d || p.startsWith(`${d}.`))).sort();
}
