/**
 * The check before publishing (issue: visual editor): invalid blocks and empty required text are
 * errors (they block publishing), so are links to pages that do not exist; images without a
 * description and text in another language's script are warnings.
 */
import type { Locale } from '@/lib/locales';
import { parseMessageRef } from '@/lib/validation/messages';
import { validatePage } from '@/registry/validate';
import type { BlockNode, PageData } from '@/registry/types';
import { fill, type EditorStrings } from './strings';

export interface CheckResult {
  errors: string[];
  warnings: string[];
}

const LINK_PROPS = /href$/i;
const IMAGE_PAIRS: Array<[string, string]> = [
  ['image', 'imageAlt'],
  ['src', 'alt'],
];
const arabicScript = /[\u0600-\u06FF]/;
const kurdishOnly = /[ڕڵۆێە]/;
const arabicOnly = /[ةيى]/;

function walk(nodes: BlockNode[], visit: (node: BlockNode, path: string) => void, path = 'content') {
  nodes.forEach((node, index) => {
    const here = `${path}[${index}] ${node.type}`;
    visit(node, here);
    for (const value of Object.values(node.props)) {
      if (Array.isArray(value) && value.every((v) => v && typeof v === 'object' && 'type' in v && 'props' in v)) walk(value as BlockNode[], visit, here);
    }
  });
}

function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value.replace(/<[^>]+>/g, ' '));
  else if (Array.isArray(value)) value.forEach((v) => texts(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => texts(v, out));
  return out;
}

// The registry's field messages are references (lib/validation/messages); these are the ones zod gives.
const fieldMessages: Record<string, keyof EditorStrings> = {
  'validation.required': 'fieldRequired',
  'validation.invalid': 'fieldInvalid',
  'validation.tooShort': 'fieldTooShort',
  'validation.tooLong': 'fieldTooLong',
  'validation.greaterThan': 'fieldGreaterThan',
  'validation.lessThan': 'fieldLessThan',
};

/** A field message in the editor's language; the registry's few structural messages stay as they are. */
function fieldMessage(ref: string, t: EditorStrings): string {
  const { key, values } = parseMessageRef(ref);
  const known = fieldMessages[key];
  return known ? fill(t[known], values ?? {}) : ref;
}

/** The problems of a page in `locale`, worded in the editor's own language (`t`). */
export function checkPage(data: PageData, locale: Locale, existingUris: Set<string>, t: EditorStrings): CheckResult {
  const errors: string[] = [];
  const warnings: string[] = [];
  const { data: clean, problems } = validatePage(data, { locale });
  for (const problem of problems) {
    const where = `${problem.type || 'block'} ${problem.blockId ?? problem.path}`;
    const fields = Object.entries(problem.errors).map(([field, message]) => (field === '_' ? fieldMessage(message, t) : `${field}: ${fieldMessage(message, t)}`));
    (problem.severity === 'error' ? errors : warnings).push(`${where}: ${fields.join('; ')}`);
  }
  walk(clean.content, (node, where) => {
    for (const [key, value] of Object.entries(node.props)) {
      if (LINK_PROPS.test(key) && typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) {
        const target = value.split(/[?#]/)[0] || '/';
        if (!existingUris.has(target) && !/^\/(api|blog|careers\/opportunities|personal\/add-on|dynamicLink)\b/.test(target)) {
          errors.push(`${where}: ${fill(t.checkLinkMissing, { href: value })}`);
        }
      }
    }
    for (const [image, alt] of IMAGE_PAIRS) {
      if (typeof node.props[image] === 'string' && node.props[image] && !String(node.props[alt] ?? '').trim()) {
        warnings.push(`${where}: ${fill(t.checkImageAlt, { field: alt })}`);
      }
    }
    const words = texts(Object.entries(node.props).filter(([k]) => !LINK_PROPS.test(k) && !['image', 'src', 'id', 'url', 'endsAt'].includes(k)).map(([, v]) => v)).join(' ');
    if (locale === 'en' && arabicScript.test(words)) warnings.push(`${where}: ${t.checkArabicOnEnglish}`);
    if (locale !== 'en' && /[A-Za-z]{4,}(\s+[A-Za-z]{2,}){3,}/.test(words)) warnings.push(`${where}: ${t.checkLatinOnRtl}`);
    if (locale === 'ar' && kurdishOnly.test(words)) warnings.push(`${where}: ${t.checkKurdishOnArabic}`);
    if (locale === 'ku' && arabicOnly.test(words)) warnings.push(`${where}: ${t.checkArabicOnKurdish}`);
  });
  return { errors, warnings };
}
