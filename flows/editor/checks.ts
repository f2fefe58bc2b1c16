/**
 * The check before publishing, in the editor's own language. The check itself is registry/checks.ts,
 * which the server runs again before it publishes (so a page that fails it is refused there too);
 * this file only words its findings with the editor's strings.
 */
import type { Locale } from '@/lib/locales';
import { parseMessageRef } from '@/lib/validation/messages';
import { blockLabel, checkPageData, fieldLabel, positionIn, type CheckFinding } from '@/registry/checks';
import type { PageData } from '@/lib/blocks/types';
import { fill, type EditorStrings } from './strings';

export interface CheckResult {
  errors: string[];
  warnings: string[];
}

/** The editor's sentences (not its lists, such as the language names). */
type TextKey = { [K in keyof EditorStrings]: EditorStrings[K] extends string ? K : never }[keyof EditorStrings];

// The messages findings carry (zod's field messages and the check's own); anything else is a sentence.
const messages: Record<string, TextKey> = {
  'validation.required': 'fieldRequired',
  'validation.invalid': 'fieldInvalid',
  'validation.url': 'fieldInvalid',
  'validation.tooShort': 'fieldTooShort',
  'validation.tooLong': 'fieldTooLong',
  'validation.greaterThan': 'fieldGreaterThan',
  'validation.lessThan': 'fieldLessThan',
  'editorCheck.linkMissing': 'checkLinkMissing',
  'editorCheck.anchorMissing': 'checkAnchorMissing',
  'editorCheck.unknownBlock': 'checkUnknownBlock',
  'editorCheck.notABlock': 'checkNotABlock',
  'editorCheck.tooDeep': 'checkTooDeep',
  'editorCheck.notAPage': 'checkNotAPage',
  'editorCheck.imageAlt': 'checkImageAlt',
  'editorCheck.arabicOnEnglish': 'checkArabicOnEnglish',
  'editorCheck.latinOnRtl': 'checkLatinOnRtl',
  'editorCheck.kurdishOnArabic': 'checkKurdishOnArabic',
  'editorCheck.arabicOnKurdish': 'checkArabicOnKurdish',
  'editorSections.missing': 'checkSectionMissing',
  'editorSections.notLive': 'checkSectionNotLive',
};

/** A finding's message in the editor's language. */
export function findingMessage(ref: string, t: EditorStrings): string {
  const { key, values } = parseMessageRef(ref);
  const known = messages[key];
  return known ? fill(t[known], values ?? {}) : ref;
}

/** A block as the editor sees it: `Block 3, Hero` (its place on the page and its name in the editor's language, never its id). */
export function describeBlock(finding: Pick<CheckFinding, 'type' | 'position'>, t: EditorStrings): string {
  const position = positionIn(finding.position, t.language);
  const name = finding.type ? blockLabel(finding.type, t.language) : t.checkEntry;
  return position ? fill(t.blockAt, { position, name }) : name;
}

/** One line per finding: `Block 3, Hero, field Title: required`. */
export function describeFinding(finding: Pick<CheckFinding, 'type' | 'position' | 'field' | 'message'>, t: EditorStrings): string {
  const block = describeBlock(finding, t);
  const problem = findingMessage(finding.message, t);
  if (finding.field === '_') return `${block}: ${problem}`;
  return `${fill(t.blockField, { block, field: fieldLabel(finding.type, finding.field) })}: ${problem}`;
}

/**
 * The server's refusal to publish (a 400's `data.problems`, lib/server/content/publish-check.ts),
 * worded in the editor's language like the editor's own check; null when the answer has none.
 */
export function refusalResult(data: unknown, t: EditorStrings): CheckResult | null {
  const problems = (data as { problems?: unknown } | null)?.problems;
  if (!Array.isArray(problems) || problems.length === 0) return null;
  const errors = problems.map((p: { type?: unknown; position?: unknown; field?: unknown; ref?: unknown; message?: unknown }) =>
    describeFinding({ type: String(p.type ?? ''), position: String(p.position ?? ''), field: String(p.field ?? '_'), message: String(p.ref ?? p.message ?? '') }, t),
  );
  return { errors, warnings: [] };
}

/** The problems of a page in `locale`, worded in the editor's own language (`t`). */
export function checkPage(data: PageData, locale: Locale, existingUris: ReadonlySet<string>, t: EditorStrings, uri?: string): CheckResult {
  const result: CheckResult = { errors: [], warnings: [] };
  // Anchors of the page itself are checked here; those of other pages by the server when it publishes.
  for (const finding of checkPageData(data, locale, existingUris, { uri })) {
    (finding.severity === 'error' ? result.errors : result.warnings).push(describeFinding(finding, t));
  }
  return result;
}
