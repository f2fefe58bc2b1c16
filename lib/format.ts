/** Number and price display (spec section 5: en-US thousands, '-' when not a number). */

// Made on first use: building an Intl formatter costs about 13 ms of a phone's main thread (Lighthouse),
// which a module-level one added to the page's start-up even on pages that show no price.
let enUS: Intl.NumberFormat | undefined;

export function toNumberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && /^-?\d+(\.\d+)?$/.test(value.trim())) {
    return Number(value.trim());
  }
  return null;
}

export function formatPrice(value: unknown): string {
  const n = toNumberOrNull(value);
  return n === null ? '-' : (enUS ??= new Intl.NumberFormat('en-US')).format(n);
}

/**
 * The one written form of the currency per language: "IQD" in English, "د.ع" in Arabic and Kurdish.
 * The locales' price messages (`price.iqd`, `myAccount.common.iqd`) and every sentence with an amount
 * use the same form; lib/__tests__/format.test.ts checks they agree.
 */
export const CURRENCY = { ar: 'د.ع', en: 'IQD', ku: 'د.ع' } as const;

/** "5,000 IQD" / "5,000 د.ع": an amount of IQD as the page's language writes it. */
export function formatMoney(value: unknown, locale: keyof typeof CURRENCY): string {
  return `${formatPrice(value)} ${CURRENCY[locale]}`;
}

/** The comma between listed parts: Arabic and Kurdish write "،", English ",". */
export const LIST_SEPARATOR = { ar: '، ', en: ', ', ku: '، ' } as const;

/** Parts of an address or a label joined with the language's comma; empty parts are left out. */
export function joinParts(parts: ReadonlyArray<string | null | undefined>, locale: keyof typeof LIST_SEPARATOR): string {
  return parts.filter((part): part is string => Boolean(part && part.trim())).join(LIST_SEPARATOR[locale]);
}
