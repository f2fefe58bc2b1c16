/**
 * The games for editors (/editor/games, issue 14): each game's texts in Arabic, English and Kurdish, its
 * image, prizes with their odds, the daily prize budget and the quiz questions. Behind the editor
 * session like /editor/devices; the API is /api/editor/games. The interface is English and Arabic, as
 * the rest of the editor; the game's own texts are edited in all three languages.
 */
import { useState, type FormEvent } from 'react';
import { apiFetch, apiFieldErrors, isApiClientError, useApi } from '@/lib/api';
import { EditorTool } from './EditorTool';
import { fill } from './strings';
import { classed } from '@/ui/classed';
import styles from './GameEditor.module.css';

type Lang3 = 'ar' | 'en' | 'ku';
type Localized = Record<Lang3, string>;
export interface EditorPrize {
  id: string;
  kind: 'points' | 'addon' | 'none';
  points?: number;
  addonId?: number;
  odds: number;
  label: Localized;
}
export interface EditorQuestion {
  id: string;
  text: Localized;
  options: Record<Lang3, string[]>;
  answer: number;
}
export interface EditorGame {
  id: string;
  type: 'shake-to-win' | 'check-in' | 'quiz';
  titles: Localized;
  descriptions: Localized;
  rules: Localized;
  image: string | null;
  active: boolean;
  startsAt: string | null;
  endsAt: string | null;
  settings: { prizes?: EditorPrize[]; dailyPrizeBudget?: number; questions?: EditorQuestion[]; questionsPerDay?: number; pointsPerCorrect?: number };
}

export const gameEditorStrings = {
  en: {
    title: 'Games',
    back: 'Pages',
    other: 'العربية',
    loading: 'Loading…',
    signIn: 'Sign in to the editor first.',
    games: 'Games',
    languages: { ar: 'Arabic', en: 'English', ku: 'Kurdish' },
    texts: 'Texts in {lang}',
    gameTitle: 'Title',
    description: 'Description',
    rules: 'Rules',
    image: 'Image (site path, e.g. /images/games/quiz.svg)',
    active: 'Shown on the site',
    budget: 'Prizes per day (all players together; "no prize" does not count)',
    prizes: 'Prizes and odds',
    prize: 'Prize {n}',
    prizeId: 'Id',
    kind: 'Kind',
    kinds: { points: 'Points', addon: 'Add-on', none: 'No prize' },
    points: 'Points',
    addonId: 'Add-on id',
    odds: 'Odds (weight)',
    label: 'Label ({lang})',
    addPrize: 'Add a prize',
    remove: 'Remove',
    quiz: 'Quiz',
    perDay: 'Questions per day',
    perCorrect: 'Points per right answer',
    question: 'Question {n}',
    questionId: 'Id',
    questionText: 'Question ({lang})',
    options: 'Options ({lang}), one per line',
    answer: 'Right option (1 = first)',
    addQuestion: 'Add a question',
    save: 'Save',
    saved: 'Saved {title}.',
  },
  ar: {
    title: 'الألعاب',
    back: 'الصفحات',
    other: 'English',
    loading: 'جارٍ التحميل…',
    signIn: 'سجّل الدخول إلى المحرر أولاً.',
    games: 'الألعاب',
    languages: { ar: 'العربية', en: 'الإنجليزية', ku: 'الكردية' },
    texts: 'النصوص باللغة {lang}',
    gameTitle: 'العنوان',
    description: 'الوصف',
    rules: 'القواعد',
    image: 'الصورة (مسار في الموقع، مثل /images/games/quiz.svg)',
    active: 'ظاهرة في الموقع',
    budget: 'عدد الجوائز في اليوم (لكل اللاعبين معاً؛ "لا جائزة" لا تُحسب)',
    prizes: 'الجوائز واحتمالاتها',
    prize: 'الجائزة {n}',
    prizeId: 'المعرّف',
    kind: 'النوع',
    kinds: { points: 'نقاط', addon: 'باقة', none: 'لا جائزة' },
    points: 'النقاط',
    addonId: 'رقم الباقة',
    odds: 'الاحتمال (الوزن)',
    label: 'الاسم ({lang})',
    addPrize: 'إضافة جائزة',
    remove: 'حذف',
    quiz: 'المسابقة',
    perDay: 'عدد الأسئلة في اليوم',
    perCorrect: 'النقاط لكل إجابة صحيحة',
    question: 'السؤال {n}',
    questionId: 'المعرّف',
    questionText: 'السؤال ({lang})',
    options: 'الخيارات ({lang})، خيار في كل سطر',
    answer: 'الخيار الصحيح (1 = الأول)',
    addQuestion: 'إضافة سؤال',
    save: 'حفظ',
    saved: 'تم حفظ {title}.',
  },
} as const;

type Lang = keyof typeof gameEditorStrings;
type Strings = (typeof gameEditorStrings)[Lang];
const LANGS: Lang3[] = ['ar', 'en', 'ku'];
const blank = (): Localized => ({ ar: '', en: '', ku: '' });

export interface GameEditorProps {
  /** Stories and tests swap the network for a stand-in. */
  fetchImpl?: typeof fetch;
  initialLanguage?: Lang;
}

export function GameEditor({ fetchImpl, initialLanguage = 'en' }: GameEditorProps = {}) {
  return (
    <EditorTool strings={gameEditorStrings} initialLanguage={initialLanguage} fetchImpl={fetchImpl}>
      {(lang) => <Games t={gameEditorStrings[lang]} fetchImpl={fetchImpl} />}
    </EditorTool>
  );
}

function Games({ t, fetchImpl }: { t: Strings; fetchImpl?: typeof fetch }) {
  const list = useApi<EditorGame[]>('/api/editor/games', undefined, { fetchImpl });
  const [selected, setSelected] = useState<string | null>(null);
  const games = list.data ?? [];
  const current = games.find((g) => g.id === (selected ?? games[0]?.id));
  if (!list.data) return <p>{t.loading}</p>;
  return (
    <Layout>
      <nav aria-label={t.games}>
        <ul>
          {games.map((g) => (
            <li key={g.id}>
              <button type="button" aria-pressed={g.id === current?.id} onClick={() => setSelected(g.id)}>
                {g.titles.en} / {g.titles.ar}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {current && <GameForm key={current.id} t={t} game={current} fetchImpl={fetchImpl} onSaved={() => void list.mutate()} />}
    </Layout>
  );
}

function GameForm({ t, game, fetchImpl, onSaved }: { t: Strings; game: EditorGame; fetchImpl?: typeof fetch; onSaved: () => void }) {
  const [draft, setDraft] = useState<EditorGame>(game);
  // Options are edited one per line; kept as text until saved so blank lines can be typed.
  const [optionText, setOptionText] = useState<Array<Record<Lang3, string>>>(() =>
    (game.settings.questions ?? []).map((q) => ({ ar: q.options.ar.join('\n'), en: q.options.en.join('\n'), ku: q.options.ku.join('\n') })),
  );
  const [status, setStatus] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const settings = draft.settings;
  const prizes = settings.prizes ?? [];
  const questions = settings.questions ?? [];
  const setSettings = (patch: Partial<EditorGame['settings']>) => setDraft((d) => ({ ...d, settings: { ...d.settings, ...patch } }));
  const setText = (field: 'titles' | 'descriptions' | 'rules', l: Lang3, value: string) => setDraft((d) => ({ ...d, [field]: { ...d[field], [l]: value } }));
  const setPrize = (i: number, patch: Partial<EditorPrize>) => setSettings({ prizes: prizes.map((p, j) => (j === i ? { ...p, ...patch } : p)) });
  const setQuestion = (i: number, patch: Partial<EditorQuestion>) => setSettings({ questions: questions.map((q, j) => (j === i ? { ...q, ...patch } : q)) });
  const num = (value: string) => (value === '' ? undefined : Number(value));

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setStatus('');
    setErrors({});
    const body = {
      id: draft.id,
      titles: draft.titles,
      descriptions: draft.descriptions,
      rules: draft.rules,
      image: draft.image?.trim() ? draft.image.trim() : null,
      active: draft.active,
      startsAt: draft.startsAt,
      endsAt: draft.endsAt,
      settings: {
        ...settings,
        questions: settings.questions?.map((q, i) => ({
          ...q,
          options: Object.fromEntries(LANGS.map((l) => [l, (optionText[i]?.[l] ?? '').split('\n').map((o) => o.trim()).filter(Boolean)])) as Record<Lang3, string[]>,
        })),
      },
    };
    try {
      await apiFetch<EditorGame>('/api/editor/games', { method: 'PUT', body, fetchImpl });
      setStatus(fill(t.saved, { title: draft.titles.en }));
      onSaved();
    } catch (error) {
      setErrors(apiFieldErrors(error) ?? {});
      setStatus(isApiClientError(error) ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={(e) => void save(e)} aria-label={draft.titles.en} noValidate>
      <h2>
        {draft.titles.en} <small>({draft.type})</small>
      </h2>
      {LANGS.map((l) => (
        <fieldset key={l} lang={l} dir={l === 'en' ? 'ltr' : 'rtl'}>
          <legend>{fill(t.texts, { lang: t.languages[l] })}</legend>
          <label>
            {t.gameTitle} ({t.languages[l]})
            <input value={draft.titles[l]} onChange={(e) => setText('titles', l, e.target.value)} required />
          </label>
          <label>
            {t.description} ({t.languages[l]})
            <textarea rows={2} value={draft.descriptions[l]} onChange={(e) => setText('descriptions', l, e.target.value)} required />
          </label>
          <label>
            {t.rules} ({t.languages[l]})
            <textarea rows={3} value={draft.rules[l]} onChange={(e) => setText('rules', l, e.target.value)} required />
          </label>
        </fieldset>
      ))}
      <label>
        {t.image}
        <input dir="ltr" value={draft.image ?? ''} onChange={(e) => setDraft((d) => ({ ...d, image: e.target.value }))} />
      </label>
      <label className="check">
        <input type="checkbox" checked={draft.active} onChange={(e) => setDraft((d) => ({ ...d, active: e.target.checked }))} />
        {t.active}
      </label>

      <fieldset>
        <legend>{t.prizes}</legend>
        {draft.type === 'shake-to-win' && (
          <label>
            {t.budget}
            <input type="number" min={0} value={settings.dailyPrizeBudget ?? 0} onChange={(e) => setSettings({ dailyPrizeBudget: num(e.target.value) ?? 0 })} />
          </label>
        )}
        {prizes.map((p, i) => (
          <fieldset key={i} className="row">
            <legend>{fill(t.prize, { n: i + 1 })}</legend>
            <label>
              {t.prizeId}
              <input dir="ltr" value={p.id} onChange={(e) => setPrize(i, { id: e.target.value })} />
            </label>
            <label>
              {t.kind}
              <select value={p.kind} onChange={(e) => setPrize(i, { kind: e.target.value as EditorPrize['kind'] })}>
                {(['points', 'addon', 'none'] as const).map((k) => (
                  <option key={k} value={k}>
                    {t.kinds[k]}
                  </option>
                ))}
              </select>
            </label>
            {p.kind === 'points' && (
              <label>
                {t.points}
                <input type="number" min={1} value={p.points ?? ''} onChange={(e) => setPrize(i, { points: num(e.target.value) })} />
              </label>
            )}
            {p.kind === 'addon' && (
              <label>
                {t.addonId}
                <input type="number" min={1} value={p.addonId ?? ''} onChange={(e) => setPrize(i, { addonId: num(e.target.value) })} />
              </label>
            )}
            <label>
              {t.odds}
              <input type="number" min={0} value={p.odds} onChange={(e) => setPrize(i, { odds: num(e.target.value) ?? 0 })} />
            </label>
            {LANGS.map((l) => (
              <label key={l}>
                {fill(t.label, { lang: t.languages[l] })}
                <input lang={l} dir={l === 'en' ? 'ltr' : 'rtl'} value={p.label[l]} onChange={(e) => setPrize(i, { label: { ...p.label, [l]: e.target.value } })} />
              </label>
            ))}
            <button type="button" onClick={() => setSettings({ prizes: prizes.filter((_, j) => j !== i) })}>
              {t.remove} {fill(t.prize, { n: i + 1 })}
            </button>
          </fieldset>
        ))}
        <button type="button" onClick={() => setSettings({ prizes: [...prizes, { id: `prize-${prizes.length + 1}`, kind: 'points', points: 10, odds: 1, label: blank() }] })}>
          {t.addPrize}
        </button>
        {errors.prizes && <p className="error">{errors.prizes}</p>}
      </fieldset>

      {draft.type === 'quiz' && (
        <fieldset>
          <legend>{t.quiz}</legend>
          <label>
            {t.perDay}
            <input type="number" min={1} value={settings.questionsPerDay ?? 5} onChange={(e) => setSettings({ questionsPerDay: num(e.target.value) ?? 5 })} />
          </label>
          <label>
            {t.perCorrect}
            <input type="number" min={0} value={settings.pointsPerCorrect ?? 10} onChange={(e) => setSettings({ pointsPerCorrect: num(e.target.value) ?? 0 })} />
          </label>
          {questions.map((q, i) => (
            <fieldset key={i} className="row">
              <legend>{fill(t.question, { n: i + 1 })}</legend>
              <label>
                {t.questionId}
                <input dir="ltr" value={q.id} onChange={(e) => setQuestion(i, { id: e.target.value })} />
              </label>
              {LANGS.map((l) => (
                <div key={l} lang={l} dir={l === 'en' ? 'ltr' : 'rtl'}>
                  <label>
                    {fill(t.questionText, { lang: t.languages[l] })}
                    <input value={q.text[l]} onChange={(e) => setQuestion(i, { text: { ...q.text, [l]: e.target.value } })} />
                  </label>
                  <label>
                    {fill(t.options, { lang: t.languages[l] })}
                    <textarea rows={3} value={optionText[i]?.[l] ?? ''} onChange={(e) => setOptionText((all) => all.map((o, j) => (j === i ? { ...o, [l]: e.target.value } : o)))} />
                  </label>
                </div>
              ))}
              <label>
                {t.answer}
                <select value={q.answer} onChange={(e) => setQuestion(i, { answer: Number(e.target.value) })}>
                  {[0, 1, 2, 3, 4, 5].map((n) => (
                    <option key={n} value={n}>
                      {n + 1}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                onClick={() => {
                  setSettings({ questions: questions.filter((_, j) => j !== i) });
                  setOptionText((all) => all.filter((_, j) => j !== i));
                }}
              >
                {t.remove} {fill(t.question, { n: i + 1 })}
              </button>
            </fieldset>
          ))}
          <button
            type="button"
            onClick={() => {
              setSettings({ questions: [...questions, { id: `q-${questions.length + 1}`, text: blank(), options: { ar: [], en: [], ku: [] }, answer: 0 }] });
              setOptionText((all) => [...all, blank()]);
            }}
          >
            {t.addQuestion}
          </button>
        </fieldset>
      )}

      <button type="submit" className="primary" disabled={busy}>
        {t.save}
      </button>
      <p role="status" className="status">
        {status}
      </p>
    </Form>
  );
}

const Layout = classed.div(styles.Layout);

const Form = classed.form(styles.Form);
