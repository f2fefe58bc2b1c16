/**
 * Vanity numbers (spec sections 3, 4, 5 and 9), shared by the server and the screens: the number
 * types by digit pattern, the rules of a reservation, the 5 % promo price, and how a searched digit
 * pattern is found inside a number (for the highlight).
 */

export const VANITY_TYPES = ['gold', 'silver', 'bronze'] as const;
export type VanityType = (typeof VANITY_TYPES)[number];

/** Spec section 9: at most 5 reservations per subscriber. */
export const VANITY_MAX_ACTIVE = 5;
/** Spec section 9: 48 hours to bring the documents after reserving. */
export const VANITY_HOLD_HOURS = 48;
/** Spec section 9: "promo of 5% discount" on the number's price. */
export const VANITY_PROMO_PERCENT = 5;

/** Price and reservation fee (integer IQD) of each type. */
export const VANITY_PRICES: Record<VanityType, { price: number; reservationFee: number }> = {
  gold: { price: 750_000, reservationFee: 15_000 },
  silver: { price: 300_000, reservationFee: 10_000 },
  bronze: { price: 100_000, reservationFee: 5_000 },
};

/** The price after the 5 % promo, rounded to whole IQD. */
export const vanityPromoPrice = (price: number) => Math.round((price * (100 - VANITY_PROMO_PERCENT)) / 100);

/** One search result (GET /api/v1/vanity/search). */
export interface VanityNumberData {
  number: string;
  price: number;
  reservationFee: number;
  type: VanityType;
  promoPrice: number;
}

export type VanityReservationStatus = 'active' | 'cancelled' | 'expired' | 'completed';

/** One of the subscriber's reservations (GET /api/v1/vanity/reservations). */
export interface VanityReservationData {
  reservationId: string;
  number: string;
  type: VanityType;
  name: string;
  contactNumber: string;
  reservationFee: number;
  status: VanityReservationStatus;
  createdAt: string;
  expiresAt: string;
}

/** The answer of POST /api/v1/vanity/reserve. */
export interface VanityReserveResult {
  reservationId: string;
  number: string;
  reservationFee: number;
  expiresAt: string;
}

function longestRun(digits: string): number {
  let best = 1;
  let run = 1;
  for (let i = 1; i < digits.length; i++) {
    run = digits[i] === digits[i - 1] ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return best;
}

/** Longest run of digits going up or down by one (1234, 9876). */
function longestStraight(digits: string): number {
  let best = 1;
  for (const step of [1, -1]) {
    let run = 1;
    for (let i = 1; i < digits.length; i++) {
      run = Number(digits[i]) - Number(digits[i - 1]) === step ? run + 1 : 1;
      best = Math.max(best, run);
    }
  }
  return best;
}

/**
 * The type of a number, from its last 7 digits (the part after 077X that people remember):
 * gold: 5 or more equal digits in a row, or a straight of 6 (123456);
 * silver: 4 equal digits, a straight of 5, or a repeated block at the end (ABCABC, ABABAB);
 * bronze: every other number on sale (3 equal digits, pairs, mirrors).
 */
export function vanityType(number: string): VanityType {
  const tail = number.slice(-7);
  const run = longestRun(tail);
  const straight = longestStraight(tail);
  if (run >= 5 || straight >= 6) return 'gold';
  if (run >= 4 || straight >= 5 || /(\d{3})\1$/.test(tail) || /(\d\d)\1\1$/.test(tail)) return 'silver';
  return 'bronze';
}

/**
 * The number cut into pieces, `match: true` on every (non-overlapping) occurrence of the searched
 * digits, so the screen can wrap them in <mark>.
 */
export function highlightParts(number: string, digits: string): Array<{ text: string; match: boolean }> {
  if (!digits) return [{ text: number, match: false }];
  const parts: Array<{ text: string; match: boolean }> = [];
  let from = 0;
  for (let at = number.indexOf(digits); at !== -1; at = number.indexOf(digits, from)) {
    if (at > from) parts.push({ text: number.slice(from, at), match: false });
    parts.push({ text: digits, match: true });
    from = at + digits.length;
  }
  if (from < number.length) parts.push({ text: number.slice(from), match: false });
  return parts;
}
