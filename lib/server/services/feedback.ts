/** Careers feedback (spec section 7: POST /api/v1/jobs/feedback). */
import type { Locale } from '@/lib/locales';
import { getDb } from '../db';
import { jobFeedback } from '../db/schema';

export async function saveJobFeedback(input: { feedback: string; locale: Locale; deviceId: string | null }) {
  const db = await getDb();
  const [row] = await db
    .insert(jobFeedback)
    .values({ feedback: input.feedback, locale: input.locale, deviceId: input.deviceId })
    .returning({ id: jobFeedback.id, createdAt: jobFeedback.createdAt });
  return row;
}
