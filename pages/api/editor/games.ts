import { z } from 'zod';
import { requireEditor } from '@/lib/server/api/editor-session';
import { ApiError, notFound } from '@/lib/server/api/errors';
import { apiRoute, endpoint } from '@/lib/server/api/handler';
import { instantParam } from '@/lib/server/api/params';
import { audit } from '@/lib/server/services/editor-auth';
import { listGamesForEditor, saveGameForEditor } from '@/lib/server/services/games';

export const config = { api: { bodyParser: false } };

const text = (max: number) => z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.invalid' });
const localized = (max: number) => z.object({ ar: text(max), en: text(max), ku: text(max) });
const options = z.array(text(120)).min(2).max(6);
const slug = z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'validation.invalid' });

const prize = z.object({
  id: slug,
  kind: z.enum(['points', 'addon', 'none']),
  points: z.number().int().min(1).max(100_000).optional(),
  addonId: z.number().int().min(1).max(1_000_000).optional(),
  odds: z.number().int().min(0).max(1_000_000),
  label: localized(80),
});
const question = z
  .object({ id: slug, text: localized(300), options: z.object({ ar: options, en: options, ku: options }), answer: z.number().int().min(0).max(5) })
  .refine((q) => q.options.ar.length === q.options.en.length && q.options.en.length === q.options.ku.length && q.answer < q.options.en.length, {
    error: 'validation.invalid',
  });

/** The games for editors (/editor/games): list; save a game's texts, image, period, prizes and odds, budget and quiz questions. */
export default apiRoute({
  GET: endpoint({
    async handler({ req }) {
      await requireEditor(req);
      return { data: await listGamesForEditor() };
    },
  }),
  PUT: endpoint({
    body: z.object({
      id: slug,
      titles: localized(80),
      descriptions: localized(300),
      rules: localized(2000),
      image: z.string().trim().max(300).regex(/^\/[\w./-]*$/, { error: 'validation.invalid' }).nullable(),
      active: z.boolean(),
      startsAt: instantParam().nullable(),
      endsAt: instantParam().nullable(),
      settings: z.object({
        prizes: z.array(prize).max(20).optional(),
        dailyPrizeBudget: z.number().int().min(0).max(1_000_000).optional(),
        questions: z.array(question).max(200).optional(),
        questionsPerDay: z.number().int().min(1).max(20).optional(),
        pointsPerCorrect: z.number().int().min(0).max(10_000).optional(),
      }),
    }),
    async handler({ req, body }) {
      const editor = await requireEditor(req);
      for (const p of body.settings.prizes ?? []) {
        if ((p.kind === 'points' && !p.points) || (p.kind === 'addon' && !p.addonId)) throw new ApiError(400, 'errors.badRequest', { errors: { prizes: 'validation.invalid' } });
      }
      const saved = await saveGameForEditor(body);
      if (!saved) throw notFound();
      await audit(editor.email, 'game-save', { detail: { id: body.id } });
      return { data: saved };
    },
  }),
});
