import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { requireSubscriber } from '@/lib/server/api/subscriber-session';
import { getAlertSettings, saveAlertSettings, settingsData } from '@/lib/server/services/usage-alerts';
import { ALERT_THRESHOLD_MAX, ALERT_THRESHOLD_MIN } from '@/lib/usage';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

const settingsBody = z.object({
  bundle80: z.boolean(),
  bundle100: z.boolean(),
  billDue: z.boolean(),
  sms: z.boolean(),
  /** null: no balance alert. */
  lowBalanceThreshold: zv.amount(ALERT_THRESHOLD_MIN, ALERT_THRESHOLD_MAX).nullable(),
});

/** The signed-in subscriber's usage-alert settings; PUT saves them (SMS in the request's language from then on). */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      const subscriber = await requireSubscriber(req);
      return { data: settingsData(await getAlertSettings(subscriber.accountId)) };
    },
  }),
  PUT: endpoint({
    body: settingsBody,
    async handler({ req, body, lang }) {
      const subscriber = await requireSubscriber(req);
      const saved = await saveAlertSettings({ id: subscriber.accountId, msisdn: subscriber.msisdn }, body, lang);
      return { data: saved, message: 'myAccount.alerts.saved' };
    },
  }),
});
