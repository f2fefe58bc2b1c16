import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { AUTO_RECHARGE_LIMITS as LIMITS, autoRechargeData, cancelAutoRecharge, saveAutoRecharge } from '@/lib/server/services/auto-recharge';

export const config = { api: { bodyParser: false } };

const error = (key: string) => `money.autoRecharge.errors.${key}`;
const iqd = (range: { min?: number; max: number }, key: string) =>
  z
    .number({ error: error('required') })
    .int({ error: error('wholeNumber') })
    .min(range.min ?? 1, { error: error(key) })
    .max(range.max, { error: error(key) });

const settings = z
  .object({
    kind: z.enum(['below', 'monthly'], { error: error('kind') }),
    threshold: iqd(LIMITS.threshold, 'thresholdRange').nullish(),
    dayOfMonth: z.number({ error: error('dayRange') }).int({ error: error('dayRange') }).min(LIMITS.day.min, { error: error('dayRange') }).max(LIMITS.day.max, { error: error('dayRange') }).nullish(),
    amount: iqd(LIMITS.amount, 'amountRange'),
    monthlyCap: iqd({ min: LIMITS.amount.min, max: LIMITS.monthlyCap.max }, 'capRange'),
    /** The token the payment provider's card-saving form gave (never a card number). */
    cardToken: z.string({ error: error('cardRequired') }).trim().min(1, { error: error('cardRequired') }).max(200, { error: error('card') }),
    method: z.string().max(20).nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'below' && value.threshold == null) ctx.addIssue({ code: 'custom', path: ['threshold'], message: error('required') });
    if (value.kind === 'monthly' && value.dayOfMonth == null) ctx.addIssue({ code: 'custom', path: ['dayOfMonth'], message: error('dayRange') });
    if (value.monthlyCap < value.amount) ctx.addIssue({ code: 'custom', path: ['monthlyCap'], message: error('capBelowAmount') });
  });

/**
 * The signed-in subscriber's auto-recharge (issue 33 part 3): GET reads it with its latest charges;
 * PUT sets it (a card token from the provider's card-saving form) and looks at it at once; DELETE
 * cancels it at once.
 */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      return { data: await autoRechargeData(await requireSubscriber(req)) };
    },
  }),
  PUT: endpoint({
    body: settings,
    async handler({ req, body, lang }) {
      const subscriber = await requireSubscriber(req);
      return { data: await saveAutoRecharge(subscriber, body, lang), message: 'money.autoRecharge.saved' };
    },
  }),
  DELETE: endpoint({
    async handler({ req }) {
      const subscriber = await requireSubscriber(req);
      return { data: await cancelAutoRecharge(subscriber), message: 'money.autoRecharge.cancelled' };
    },
  }),
});
