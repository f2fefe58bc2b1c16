/** zod bodies of the checkout API; field messages are references translated in the request's language. */
import { z } from 'zod';
import { governorateIds } from '@/lib/governorates';
import { ID_TYPES } from '@/lib/shop-api';
import { patterns } from '@/lib/validation/rules';
import { zv } from '@/lib/validation/zod';
import { paymentMethodParam } from '../../api/money-params';

const NAME_MAX = 50;

export const detailsSchema = z.object({
  firstName: zv.text(NAME_MAX),
  secondName: zv.text(NAME_MAX),
  thirdName: zv.text(NAME_MAX),
  phone: zv.iraqiMsisdn(),
  email: zv.email(),
  // Asked only when the bag holds a line or SIM (checkout.ts says so when it is missing then).
  idType: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .enum(ID_TYPES as [string, ...string[]], { error: 'validation.required' })
      .transform((v) => v as (typeof ID_TYPES)[number])
      .optional(),
  ),
  // National ID cards, passports and residence cards: letters and digits, 6 to 20 of them, however
  // they were typed (lower case, hyphens, spaces: normalizeIdNumber).
  idNumber: z.preprocess((v) => (v === '' || v === null ? undefined : v), zv.idNumber(patterns.checkoutIdNumber, 'checkout.errors.idNumber').optional()),
});

export const fulfilmentSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('pickup'), shopId: zv.text(60) }),
    z.object({
      method: z.literal('delivery'),
      governorate: z.enum(governorateIds, { error: 'checkout.errors.governorate' }),
      city: zv.text(60),
      district: zv.text(60),
      address: zv.text(200),
      landmark: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), zv.text(120).optional()),
    }),
  ],
  { error: 'checkout.errors.fulfilment' },
);

const promoCode = z
  .string()
  .trim()
  .max(30, { error: 'checkout.errors.promoUnknown' })
  .optional()
  .transform((v) => (v ? v.toUpperCase() : undefined));

export const checkoutSchema = z.object({
  details: detailsSchema,
  fulfilment: fulfilmentSchema,
  payment: z.enum(['card', 'cod'], { error: 'checkout.errors.payment' }),
  /** How a card order is paid online; none: the default. */
  method: paymentMethodParam(),
  promoCode,
});

/** The quote needs only what changes the price: where it goes and the promo code. */
export const quoteSchema = z.object({
  fulfilment: fulfilmentSchema.optional(),
  promoCode,
});

export type CheckoutBody = z.infer<typeof checkoutSchema>;
export type QuoteBody = z.infer<typeof quoteSchema>;
