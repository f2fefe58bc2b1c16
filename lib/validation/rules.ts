/**
 * The validation rules of spec section 5, in one place. The yup form schemas (`./yup`) and the zod API
 * schemas (`./zod`) are both built from these predicates, limits and message keys.
 */
import { messageRef } from './messages';

export const limits = {
  password: { min: 8, max: 30 },
  creditTransfer: { min: 1_000, max: 60_000 },
  cardRecharge: { min: 5_000, max: 100_000 },
  scratchCardLengths: [13, 14],
  imeiLength: 15,
  captchaLength: 6,
  addonCodeLength: 6,
  pinLength: 6,
  /** Vanity search: spec section 5 is unclear (4 to 6, or exactly 6); we accept 4 to 6 digits. */
  vanityDigits: { min: 4, max: 6 },
  searchMin: 3,
  feedbackMax: 2_000,
} as const;

export const patterns = {
  /** Iraqi mobile numbers of the three networks: 077, 075 or 078 and 8 more digits. */
  iraqiMsisdn: /^07[578]\d{8}$/,
  /** Numbers of this operator: 077 and 8 more digits (11 digits in all). */
  operatorMsisdn: /^077\d{8}$/,
  addonCode: /^[A-Za-z0-9]{6}$/,
  pin: /^\d{6}$/,
  captcha: /^\d{6}$/,
  scratchCard: /^\d{13,14}$/,
  imei: /^\d{15}$/,
  vanity: /^\d{4,6}$/,
  /** An ID number after normalizeIdNumber: letters and digits only. */
  idNumber: /^[A-Z0-9]{1,30}$/,
  /** The checkout's SIM registration: 6 to 20 of them (national ID cards, passports, residence cards). */
  checkoutIdNumber: /^[A-Z0-9]{6,20}$/,
  // A pragmatic e-mail check (one @, a dot in the domain, no spaces); the real proof is the mail arriving.
  email: /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/,
  passwordUpper: /[A-Z]/,
  passwordLower: /[a-z]/,
  passwordDigit: /\d/,
  passwordSpecial: /[^A-Za-z0-9]/,
} as const;

/** Message keys (translated in locales/*.json under `validation`). */
export const messages = {
  required: 'validation.required',
  email: 'validation.email',
  url: 'validation.url',
  passwordsMatch: 'validation.passwordsMatch',
  passwordStrong: 'validation.passwordStrong',
  phoneRequired: 'validation.phoneRequired',
  iraqiMsisdn: 'validation.iraqiMsisdn',
  operatorMsisdn: 'validation.operatorMsisdn',
  /** The add-on purchase popup's text (spec section 5: validation.msisdn). */
  msisdn: 'validation.msisdn',
  addonCode: 'validation.addonCode',
  pin: 'validation.pin',
  captcha: 'validation.captcha',
  scratchCard: 'validation.scratchCard',
  imei: 'validation.imei',
  vanity: 'validation.vanity',
  idNumber: 'validation.idNumber',
  tooShort: (min: number) => messageRef('validation.tooShort', { min }),
  tooLong: (max: number) => messageRef('validation.tooLong', { max }),
  greaterThan: (min: number) => messageRef('validation.greaterThan', { min }),
  lessThan: (max: number) => messageRef('validation.lessThan', { max }),
  between: (min: number, max: number) => messageRef('validation.between', { min, max }),
  wholeNumber: 'validation.wholeNumber',
  invalid: 'validation.invalid',
} as const;

/**
 * Accepts the ways people type a number (+964 770 123 4567, 00964770…, 0770-123-4567) and returns the
 * national form 07XXXXXXXXX. Anything else is returned trimmed, for the pattern to refuse.
 */
export function normalizeMsisdn(input: string): string {
  const compact = input.replace(/[\s\-().]/g, '');
  const international = /^(?:\+|00)?964(7\d{9})$/.exec(compact);
  if (international) return `0${international[1]}`;
  return compact;
}

export const isIraqiMsisdn = (v: string) => patterns.iraqiMsisdn.test(normalizeMsisdn(v));
export const isOperatorMsisdn = (v: string) => patterns.operatorMsisdn.test(normalizeMsisdn(v));
export const isAddonCode = (v: string) => patterns.addonCode.test(v);
export const isPin = (v: string) => patterns.pin.test(v);
export const isCaptcha = (v: string) => patterns.captcha.test(v);
/**
 * An identity document's number (national ID, passport, residence card) in the one form it is stored
 * and compared in: people write it in lower case, with spaces, hyphens, dots or slashes, or with Arabic
 * digits; all of these are the same document. Every place that reads an ID number goes through here
 * (checkout, new line, the lines-per-ID count, the profile), so `ab-523 6549` and `AB5236549` count as
 * one ID.
 */
export function normalizeIdNumber(input: string): string {
  return input
    .normalize('NFKC')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\s\-\u2010-\u2015\u2212_./\\]/g, '')
    .toUpperCase();
}

/** Scratch cards are printed in groups; people type them with spaces or dashes. */
export const normalizeScratchCard = (v: string) => v.replace(/[\s-]/g, '');
export const isScratchCard = (v: string) => patterns.scratchCard.test(normalizeScratchCard(v));
export const isImei = (v: string) => patterns.imei.test(v);
export const isVanitySearch = (v: string) => patterns.vanity.test(v);
export const isEmail = (v: string) => v.length <= 254 && patterns.email.test(v);

export function isStrongPassword(v: string): boolean {
  return (
    v.length >= limits.password.min &&
    v.length <= limits.password.max &&
    patterns.passwordUpper.test(v) &&
    patterns.passwordLower.test(v) &&
    patterns.passwordDigit.test(v) &&
    patterns.passwordSpecial.test(v)
  );
}

/**
 * Only absolute http(s) URLs count (spec section 5: 'Invalid URL'). The `//` is required: the URL parser
 * reads 'https:example.com' as https://example.com/, but in a link on an https page it is a relative path.
 */
export function isHttpUrl(v: string): boolean {
  if (!/^https?:\/\//i.test(v)) return false;
  try {
    const url = new URL(v);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const isWholeAmountBetween = (v: number, min: number, max: number) =>
  Number.isInteger(v) && v >= min && v <= max;
export const isCreditTransferAmount = (v: number) =>
  isWholeAmountBetween(v, limits.creditTransfer.min, limits.creditTransfer.max);
export const isCardRechargeAmount = (v: number) =>
  isWholeAmountBetween(v, limits.cardRecharge.min, limits.cardRecharge.max);

/** Global search only queries from 3 characters (spec section 5). */
export const isSearchable = (query: string) => query.trim().length >= limits.searchMin;
