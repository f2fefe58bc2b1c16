/** Sample answers of the vanity API for the stories and tests (the shapes of lib/vanity.ts). */
import { VANITY_PRICES, vanityPromoPrice, vanityType, type VanityNumberData, type VanityReservationData } from '@/lib/vanity';
import { ok, refused, type FakeAnswer, type FakeRoute } from '../../shared/testing';

const stock = ['07714444444', '07724444418', '07713374444', '07754444123', '07734449444'];

export const sampleNumber = (number: string): VanityNumberData => {
  const type = vanityType(number);
  return { number, type, ...VANITY_PRICES[type], promoPrice: vanityPromoPrice(VANITY_PRICES[type].price) };
};

export const sampleResults = (digits: string): VanityNumberData[] => stock.filter((n) => n.includes(digits)).map(sampleNumber);

/** Two live reservations (one with little time left) and a cancelled one, around `now`. */
export const sampleReservations = (now = Date.now()): VanityReservationData[] => [
  {
    reservationId: 'V1',
    number: '07714444444',
    type: 'gold',
    name: 'Zainab Ali',
    contactNumber: '07501234567',
    reservationFee: 15_000,
    status: 'active',
    createdAt: new Date(now - 2 * 3_600_000).toISOString(),
    expiresAt: new Date(now + 46 * 3_600_000 + 5 * 60_000 + 30_000).toISOString(),
  },
  {
    reservationId: 'V2',
    number: '07734449444',
    type: 'silver',
    name: 'Zainab Ali',
    contactNumber: '07501234567',
    reservationFee: 10_000,
    status: 'active',
    createdAt: new Date(now - 45 * 3_600_000).toISOString(),
    expiresAt: new Date(now + 3 * 3_600_000 + 30_000).toISOString(),
  },
  {
    reservationId: 'V3',
    number: '07711452111',
    type: 'bronze',
    name: 'Zainab Ali',
    contactNumber: '07501234567',
    reservationFee: 5_000,
    status: 'cancelled',
    createdAt: new Date(now - 80 * 3_600_000).toISOString(),
    expiresAt: new Date(now - 32 * 3_600_000).toISOString(),
  },
];

/** The vanity API as the demo server answers it; '07724444418' is taken by someone else meanwhile. */
export function vanityRoutes(delay = 0): Record<string, FakeAnswer | FakeRoute> {
  const slow = (answer: FakeAnswer): FakeAnswer => ({ ...answer, delay });
  return {
    'GET /api/v1/vanity/search': (request) => {
      const digits = request.query.get('digits') ?? '';
      return /^\d{4,6}$/.test(digits)
        ? slow(ok(sampleResults(digits)))
        : slow(refused(400, 'Enter 4 to 6 digits.', { errors: { digits: 'Enter 4 to 6 digits.' } }));
    },
    'POST /api/v1/vanity/reserve': (request) =>
      request.body.number === '07724444418'
        ? slow(refused(409, 'Number not available', { errors: { number: 'Number not available' } }))
        : slow(
            ok(
              { reservationId: 'V9', number: request.body.number, reservationFee: sampleNumber(request.body.number).reservationFee, expiresAt: '2026-11-26T09:00:00.000Z' },
              {},
              'Reserved.',
            ),
          ),
    'GET /api/v1/vanity/reservations': slow(ok(sampleReservations())),
    'DELETE /api/v1/vanity/reservations/*': slow(ok({ reservationId: 'V1', status: 'cancelled' }, {}, 'The reservation of 07714444444 is cancelled. The reservation fee is not refunded.')),
  };
}
