/**
 * Text PostgreSQL refuses, caught once for every route before validation: a NUL character (U+0000) in
 * any string (text columns refuse it, jsonb refuses its escape), and a lone UTF-16 surrogate (jsonb
 * refuses `\ud800` without its pair; text would silently get U+FFFD). Also a bound on nesting: a
 * thousand nested arrays are valid JSON, but JSON.stringify, zod, the validators that walk page trees
 * and PostgreSQL's jsonb parser each have a stack.
 */

/** Deeper than any real request body (a page tree of nested slots stays far below it). */
export const MAX_DEPTH = 64;

export interface InputProblem {
  /** The field, as zod names it (`data.content.0.props.title`; `_` for the whole value). */
  field: string;
  problem: 'characters' | 'depth';
}

const NUL_OR_LONE_SURROGATE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds a character PostgreSQL cannot store. */
export function hasUnstorableText(text: string): boolean {
  return NUL_OR_LONE_SURROGATE.test(text);
}

/** Shows a key that itself holds such a character without sending that character back. */
const printableKey = (key: string) => key.replace(/\u0000|[\uD800-\uDFFF]/g, '\uFFFD');

/**
 * The first problem in a parsed JSON value or a query object (keys included, at any depth), or null.
 * Walks with its own stack, so a deep value cannot overflow the call stack here.
 */
export function findInputProblem(value: unknown, options: { flattenArrays?: boolean } = {}): InputProblem | null {
  const stack: Array<{ value: unknown; path: string[]; depth: number }> = [{ value, path: [], depth: 0 }];
  const name = (path: string[]) => (path.length ? path.join('.') : '_');
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasUnstorableText(current)) return { field: name(path), problem: 'characters' };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_DEPTH) return { field: name(path), problem: 'depth' };
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) {
        // Query parameters given twice (`?uri=a&uri=b`) are named by their key alone.
        stack.push({ value: current[i], path: options.flattenArrays && depth === 1 ? path : [...path, String(i)], depth: depth + 1 });
      }
      continue;
    }
    const keys = Object.keys(current);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i];
      if (hasUnstorableText(key)) return { field: name([...path, printableKey(key)]), problem: 'characters' };
      stack.push({ value: (current as Record<string, unknown>)[key], path: [...path, key], depth: depth + 1 });
    }
  }
  return null;
}
