/** Demo promo codes of the checkout (issue 12): NOUR10 works from 100,000 IQD; EXPIRED1 has expired. */
export const promoCodeSeed = [
  { code: 'NOUR10', percentOff: 10, minSubtotal: 100_000, validUntil: null },
  { code: 'EXPIRED1', percentOff: 15, minSubtotal: 0, validUntil: new Date('2025-01-01T00:00:00Z') },
];
