/**
 * Subscriber numbers never reach a log in full (issue 31): every Iraqi mobile number in a log line is
 * masked to its operator prefix and its last four digits, `07701234567` → `0770***4567`, in the
 * international forms too (`+9647701234567` → `+964770***4567`, `9647…`, `009647…`) and without the
 * trunk zero (`7701234567` → `770***4567`). Applied to the whole JSON line pino writes (../logger.ts),
 * so messages, fields, child-logger bindings and error messages and stacks are all covered.
 *
 * A number is 7, an operator digit 3–9, then 8 digits, standing alone (no digit on either side). The
 * bare ten-digit form is left alone where it is a JSON number value (`":7701234567`): masking it there
 * would break the line, and numbers are stored as strings here anyway.
 */
const WITH_PREFIX = /(?<!\d)(\+964|00964|964|0)(7[3-9]\d)\d{3}(\d{4})(?!\d)/g;
const BARE = /(?<!\d|":)(7[3-9]\d)\d{3}(\d{4})(?!\d)/g;

export function maskPhoneNumbers(text: string): string {
  if (!/\d{10}/.test(text)) return text; // most lines carry no run of ten digits at all
  return text.replace(WITH_PREFIX, '$1$2***$3').replace(BARE, '$1***$2');
}
