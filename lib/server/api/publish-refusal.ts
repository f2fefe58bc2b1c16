/** The 400 answer of an editor action refused by the check before publishing (lib/server/content/publish-check.ts). */
import { PublishCheckFailed, refusalDetails } from '../content/publish-check';
import type { Locale } from '@/lib/locales';
import type { ServerTranslator } from '../i18n';
import { ApiError } from './errors';

/**
 * Runs an action that publishes or schedules; when the check before publishing fails, answers 400 with
 * `data.errors` naming each block and field (`<block id>.<field>` → message) and `data.problems`, every
 * message (and block name) in the request's language `lang`. Nothing was changed then.
 */
export async function refuseUnpublishable<T>(messageKey: string, t: ServerTranslator, lang: Locale, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof PublishCheckFailed)) throw error;
    const { errors, problems } = refusalDetails(error.findings, t, lang);
    throw new ApiError(400, messageKey, { errors, data: { problems } });
  }
}
