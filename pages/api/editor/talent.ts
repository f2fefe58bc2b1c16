import { z } from 'zod';
import { requireEditor } from '@/lib/server/api/editor-session';
import { ApiError } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { instantParam } from '@/lib/server/api/params';
import { audit } from '@/lib/server/services/editor-auth';
import { deleteContestant, editorRound, saveContestant, updateRound } from '@/lib/server/services/talent';

export const config = { api: { bodyParser: false } };

const text = (max: number) => z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: `validation.tooLong?max=${max}` });
const localized = (max: number) => z.object({ ar: text(max), en: text(max), ku: text(max) });
const id = z.coerce.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).positive({ error: 'validation.invalid' }).max(2_147_483_647, { error: 'validation.invalid' });
/** A picture on this site (/images/…) or a secure address. */
const photoUrl = z
  .string()
  .trim()
  .max(500, { error: 'validation.tooLong?max=500' })
  .regex(/^(\/[A-Za-z0-9._~\-/]+|https:\/\/[^\s"'<>]+)$/, { error: 'talent.api.photoUrl' });

async function currentRoundId(): Promise<number> {
  const round = await editorRound();
  if (!round) throw new ApiError(404, 'talent.api.noRound');
  return round.id;
}

/**
 * The talent round for editors (/editor/talent): GET the current round with its contestants and vote
 * count; PATCH its title, year and dates; PUT a contestant (new without `id`; only while the round has
 * no votes); DELETE `?id=` a contestant (only while the round has no votes).
 */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      await requireEditor(req);
      return { data: await editorRound() };
    },
  }),
  PATCH: endpoint({
    body: z.object({ titles: localized(120), year: z.number().int().min(2000).max(2100), opensAt: instantParam(), closesAt: instantParam() }),
    async handler({ req, body }) {
      const editor = await requireEditor(req);
      const roundId = await currentRoundId();
      await updateRound(roundId, body);
      await audit(editor.email, 'talent-round-save', { detail: { roundId } });
      return { data: await editorRound() };
    },
  }),
  PUT: endpoint({
    body: z.object({
      id: id.optional(),
      names: localized(80),
      bios: localized(600),
      photoUrl,
      videoUrl: z.string().trim().max(500, { error: 'validation.tooLong?max=500' }).nullable().optional(),
      sortOrder: z.number().int().min(0).max(1000).default(0),
    }),
    async handler({ req, body }) {
      const editor = await requireEditor(req);
      const roundId = await currentRoundId();
      const saved = await saveContestant(roundId, body.id ?? null, {
        names: body.names,
        bios: body.bios,
        photoUrl: body.photoUrl,
        videoUrl: body.videoUrl ?? null,
        sortOrder: body.sortOrder,
      });
      await audit(editor.email, 'talent-contestant-save', { detail: { roundId, id: saved.id } });
      return { data: saved };
    },
  }),
  DELETE: endpoint({
    query: z.object({ id }),
    async handler({ req, query }) {
      const editor = await requireEditor(req);
      const roundId = await currentRoundId();
      await deleteContestant(roundId, query.id);
      await audit(editor.email, 'talent-contestant-delete', { detail: { roundId, id: query.id } });
      return { data: null };
    },
  }),
});
