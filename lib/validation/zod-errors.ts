/** zod issues as field → message reference (lib/validation/messages), for the API and the block registry. */
import type { z } from 'zod';

export function issueMessage(issue: z.core.$ZodIssue): string {
  // A message reference of any namespace (`validation.required`, `newLine.api.chooseCity?x=1`); zod's own messages have spaces.
  if (/^[a-z][A-Za-z]*\.[\w.-]+(\?\S*)?$/.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid';
    case 'too_small':
      return issue.origin === 'string' ? `validation.tooShort?min=${issue.minimum}` : `validation.greaterThan?min=${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string' ? `validation.tooLong?max=${issue.maximum}` : `validation.lessThan?max=${issue.maximum}`;
    default:
      return 'validation.invalid';
  }
}

/** The first message of each field (`_` for the whole value). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    if (!(field in errors)) errors[field] = issueMessage(issue);
  }
  return errors;
}
