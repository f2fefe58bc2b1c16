/**
 * Validation messages travel as references (`validation.tooShort?min=8`), not as text, so the same rule
 * gives the same message in the browser (yup) and on the server (zod), each translated to the page's
 * language at the edge.
 */
export type MessageValues = Record<string, string | number>;
export interface MessageRef {
  key: string;
  values?: MessageValues;
}

export function messageRef(key: string, values?: MessageValues): string {
  if (!values || Object.keys(values).length === 0) return key;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) params.set(name, String(value));
  return `${key}?${params.toString()}`;
}

export function parseMessageRef(ref: string): MessageRef {
  const at = ref.indexOf('?');
  if (at < 0) return { key: ref };
  const values: MessageValues = {};
  for (const [name, value] of new URLSearchParams(ref.slice(at + 1))) {
    values[name] = /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return { key: ref.slice(0, at), values };
}

/** Translate a reference with any translator of the shape of next-intl's `t`. */
export function translateRef(
  t: (key: string, values?: MessageValues) => string,
  ref: string,
): string {
  const { key, values } = parseMessageRef(ref);
  return t(key, values);
}
