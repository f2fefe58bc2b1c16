/** Number and price display (spec section 5: en-US thousands, '-' when not a number). */
const enUS = new Intl.NumberFormat('en-US');

export function toNumberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && /^-?\d+(\.\d+)?$/.test(value.trim())) {
    return Number(value.trim());
  }
  return null;
}

export function formatPrice(value: unknown): string {
  const n = toNumberOrNull(value);
  return n === null ? '-' : enUS.format(n);
}
