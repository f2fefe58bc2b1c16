/** Submissions of the site's forms (contact, investor, /form, /form-365, /form-b2b, /form-shareholders). */
import type { FormKey } from '@/lib/flows';
import type { Locale } from '@/lib/locales';
import { getDb } from '../db';
import { formSubmissions } from '../db/schema';

export async function saveFormSubmission(input: { formKey: FormKey; locale: Locale; data: Record<string, unknown>; deviceId: string | null }) {
  const db = await getDb();
  const [row] = await db.insert(formSubmissions).values(input).returning({ id: formSubmissions.id, createdAt: formSubmissions.createdAt });
  return row;
}
