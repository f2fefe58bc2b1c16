/** Feedback, ratings and the survey prompt's answers, from visitors or signed-in subscribers. */
import { getDb } from '../../db';
import { ratings } from '../../db/schema';

export interface RatingInput {
  kind: 'feedback' | 'rating' | 'survey';
  score?: number;
  text?: string;
}

export async function saveRating(accountId: number | null, input: RatingInput): Promise<{ id: number }> {
  const db = await getDb();
  const [row] = await db
    .insert(ratings)
    .values({ accountId, kind: input.kind, score: input.score ?? null, text: input.text?.trim() || null })
    .returning({ id: ratings.id });
  return row;
}
