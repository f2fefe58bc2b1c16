/**
 * The check before publishing, in the editor's own language. The check itself is registry/checks.ts,
 * which the server runs again before it publishes (so a page that fails it is refused there too);
 * this file only words its findings with the editor's strings.
 */
import type { Locale } from '@/lib/locales';
import { parseMessageRef } from '@/lib/validation/messages';
import { blockName, checkPageData, type CheckFinding } from '@/registry/checks';
import type { PageData } from '@/lib/blocks/types';
import { fill, type EditorStrings } from './strings';

export interface CheckResult {
  errors: string[];
  warnings: string[];
}

// The messages findings carry (zod's field messages and the check's own); anything else is a sentence.
const messages: Record<string, keyof EditorStrings> = {
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
};

/** A finding's message in the editor's language. */
export function findingMessage(ref: string, t: EditorStrings): string {
  const { key, values } = parseMessageRef(ref);
  const known = messages[key];
  return known ? fill(t[known], values ?? {}) : ref;
}

/** One line per finding: `Hero Hero-1: title: required`. */
export function describeFinding(finding: CheckFinding, t: EditorStrings): string {
  const field = finding.field === '_' || finding.message.startsWith('editorCheck.imageAlt') ? '' : `${finding.field}: `;
  return `${blockName(finding)}: ${field}${findingMessage(finding.message, t)}`;
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
