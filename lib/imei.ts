/**
 * IMEI rules shared by the check-phone form and the API (spec section 5: 15 digits, no spaces): the
 * 15th digit is a Luhn check digit over the first 14; the first 8 are the TAC (the phone model).
 */
export const IMEI_LENGTH = 15;

/** The Luhn check digit for a string of digits (doubling every second digit from the right). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export type ImeiProblem = 'required' | 'digits' | 'length' | 'checkDigit';

/** Why a typed IMEI is refused, or null when it is a well-formed 15-digit IMEI. */
export function imeiProblem(value: string): ImeiProblem | null {
  if (value === '') return 'required';
  if (!/^\d+$/.test(value)) return 'digits';
  if (value.length !== IMEI_LENGTH) return 'length';
  return luhnCheckDigit(value.slice(0, 14)) === Number(value[14]) ? null : 'checkDigit';
}

/** The TAC (type allocation code) of an IMEI: its first 8 digits. */
export const tacOf = (imei: string) => imei.slice(0, 8);

/** A valid IMEI for a TAC and a 6-digit serial (demo data, tests). */
export function imeiFor(tac: string, serial = '000001'): string {
  const first = `${tac}${serial}`;
  return `${first}${luhnCheckDigit(first)}`;
}
