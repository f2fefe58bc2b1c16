/**
 * The check before publishing (issue: visual editor): invalid blocks and empty required text are
 * errors (they block publishing), so are links to pages that do not exist; images without a
 * description and text in another language's script are warnings.
 */
import type { Locale } from '@/lib/locales';
import { validatePage } from '@/registry/validate';
import type { BlockNode, PageData } from '@/registry/types';

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

export function checkPage(data: PageData, locale: Locale, existingUris: Set<string>): CheckResult {
  const errors: string[] = [];
  const warnings: string[] = [];
  const { data: clean, problems } = validatePage(data, { locale });
  for (const problem of problems) {
    const where = `${problem.type || 'block'} ${problem.blockId ?? problem.path}`;
    const fields = Object.entries(problem.errors).map(([field, message]) => (field === '_' ? message : `${field}: ${message}`));
    (problem.severity === 'error' ? errors : warnings).push(`${where}: ${fields.join('; ')}`);
  }
  walk(clean.content, (node, where) => {
    for (const [key, value] of Object.entries(node.props)) {
      if (LINK_PROPS.test(key) && typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) {
        const target = value.split(/[?#]/)[0] || '/';
        if (!existingUris.has(target) && !/^\/(api|blog|careers\/opportunities|personal\/add-on|dynamicLink)\b/.test(target)) {
          errors.push(`${where}: the link ${value} leads to no page`);
        }
      }
    }
    for (const [image, alt] of IMAGE_PAIRS) {
      if (typeof node.props[image] === 'string' && node.props[image] && !String(node.props[alt] ?? '').trim()) {
        warnings.push(`${where}: the image has no description (${alt})`);
      }
    }
    const words = texts(Object.entries(node.props).filter(([k]) => !LINK_PROPS.test(k) && !['image', 'src', 'id', 'url', 'endsAt'].includes(k)).map(([, v]) => v)).join(' ');
    if (locale === 'en' && arabicScript.test(words)) warnings.push(`${where}: Arabic-script text on an English page`);
    if (locale !== 'en' && /[A-Za-z]{4,}(\s+[A-Za-z]{2,}){3,}/.test(words)) warnings.push(`${where}: a sentence in Latin letters on a right-to-left page`);
    if (locale === 'ar' && kurdishOnly.test(words)) warnings.push(`${where}: Kurdish letters (ڕ ڵ ۆ ێ ە) on an Arabic page`);
    if (locale === 'ku' && arabicOnly.test(words)) warnings.push(`${where}: Arabic-only letters (ة ي ى) on a Kurdish page`);
  });
  return { errors, warnings };
}
