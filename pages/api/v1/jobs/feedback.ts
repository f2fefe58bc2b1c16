import { z } from 'zod';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { saveJobFeedback } from '@/lib/server/services/feedback';
import { limits } from '@/lib/validation/rules';
import { zv } from '@/lib/validation/zod';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: endpoint({
    body: z.object({ feedback: zv.text(limits.feedbackMax) }),
    rateLimit: [{ name: 'jobs-feedback-ip', points: 10, durationSeconds: 3600, key: ({ ip }) => ip }],
    async handler({ body, lang, deviceId }) {
      const saved = await saveJobFeedback({ feedback: body.feedback, locale: lang, deviceId });
      return { status: 201, data: { id: saved.id }, message: 'feedback.received' };
    },
  }),
});
