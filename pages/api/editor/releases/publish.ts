import { z } from 'zod';
import { requirePublisher } from '@/lib/server/api/editor-session';
import { ApiError } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { instantParam } from '@/lib/server/api/params';
import { refusalDetails } from '@/lib/server/content/publish-check';
import { publishRelease, ReleaseRefused, rollBackRelease, scheduleRelease } from '@/lib/server/content/releases';
import { revalidatePage } from '@/lib/server/content/revalidate';
import { audit } from '@/lib/server/services/editor-auth';
import type { Locale } from '@/lib/locales';

export const config = { api: { bodyParser: false } };

const id = z.number().int().positive().max(2 ** 31 - 1);

/**
 * `action: publish` (now, all or nothing: a page that fails the check before publishing answers 400
 * naming it and its problems, and nothing is published), `schedule` (at `at`), or `rollback` (every page
 * back as it was before the release).
 */
export default apiRoute({
  POST: endpoint({
    body: z.discriminatedUnion('action', [
      z.object({ action: z.literal('publish'), id }),
      z.object({ action: z.literal('rollback'), id }),
      z.object({ action: z.literal('schedule'), id, at: instantParam() }),
    ]),
    async handler({ req, res, body, t, lang }) {
      const editor = await requirePublisher(req);
      if (body.action === 'schedule') {
        if (body.at.getTime() < Date.now() - 60_000) throw new ApiError(400, 'errors.pastSchedule', { errors: { at: 'errors.pastSchedule' } });
        await scheduleRelease(body.id, body.at, editor.email);
        await audit(editor.email, 'release-schedule', { detail: { release: body.id, at: body.at.toISOString() } });
        return { data: { id: body.id, scheduledAt: body.at.toISOString() } };
      }
      let changed: Array<{ uri: string; locale: Locale }>;
      try {
        changed = body.action === 'publish' ? await publishRelease(body.id, editor.email) : await rollBackRelease(body.id, editor.email);
      } catch (error) {
        if (!(error instanceof ReleaseRefused)) throw error;
        const { errors, problems } = refusalDetails(error.findings, t, lang);
        throw new ApiError(400, 'editorReleases.refused', { errors, data: { page: error.item, problems } });
      }
      await audit(editor.email, body.action === 'publish' ? 'release-publish' : 'release-rollback', { detail: { release: body.id, pages: changed } });
      for (const page of changed) await revalidatePage(page.uri, page.locale, res);
      return { data: { id: body.id, pages: changed } };
    },
  }),
});
