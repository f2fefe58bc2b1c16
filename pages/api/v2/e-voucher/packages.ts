import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { eVoucherPackageList } from '@/lib/server/services/e-vouchers';

export const config = { api: { bodyParser: false } };

/** E-voucher packages `[{ id, title, value, price, rechargeType }]`, of one `recharge-type` or all. */
export default apiRoute({
  GET: endpoint({
    query: z.object({ 'recharge-type': z.enum(['prepaid', 'postpaid'], { error: 'validation.invalid' }).optional() }),
    handler: async ({ query, lang }) => ({ data: await eVoucherPackageList(lang, query['recharge-type']) }),
  }),
});
