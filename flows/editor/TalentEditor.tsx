/**
 * The talent programme's current round for editors (/editor/talent, issue 14): its title in three
 * languages, season year and voting dates; its contestants (name and bio in Arabic, English and
 * Kurdish, photo, YouTube link checked by the Video block's rule on the server). Contestants can be
 * added or removed only while the round has no votes. Behind the editor session like /editor/devices;
 * the API is /api/editor/talent. In English and Arabic, as the rest of the editor.
 */
import { useState, type FormEvent } from 'react';
import { apiFetch, apiFieldErrors, isApiClientError, useApi } from '@/lib/api';
import { EditorTool } from './EditorTool';
import { fill } from './strings';
import { classed } from '@/ui/classed';
import styles from './TalentEditor.module.css';

type Texts = { ar: string; en: string; ku: string };

export interface EditorContestant {
  id: number;
  names: Texts;
  bios: Texts;
  photoUrl: string;
  videoUrl: string | null;
  sortOrder: number;
}

export interface EditorRound {
  id: number;
  titles: Texts;
  year: number;
  opensAt: string;
  closesAt: string;
  status: 'open' | 'closed';
  hasVotes: boolean;
  contestants: EditorContestant[];
}

export const talentStrings = {
  en: {
    title: 'Talent programme vote',
    nav: 'Talent vote',
    back: 'Pages',
    other: 'العربية',
    loading: 'Loading…',
    signIn: 'Sign in to the editor first.',
    noRound: 'There is no round yet.',
    round: 'Current round',
    roundTitle: 'Title',
    year: 'Season year',
    opensAt: 'Voting opens (your local time)',
    closesAt: 'Voting closes (your local time)',
    status: 'Status: {status}.',
    started: 'Voting has started (counts are shown only once the round closes).',
    open: 'open',
    closed: 'closed',
    locked: 'Voting has started: contestants can be edited but no longer added or removed.',
    contestants: 'Contestants',
    name: 'Name',
    bio: 'Bio',
    photoUrl: 'Photo address (/images/… or https://…)',
    videoUrl: 'YouTube link (optional)',
    sortOrder: 'Order',
    save: 'Save',
    add: 'New contestant',
    edit: 'Edit',
    remove: 'Remove',
    removeConfirm: 'Remove {name}?',
    saved: 'Saved.',
    removed: 'Removed {name}.',
    editing: 'Edit contestant',
    adding: 'Add a contestant',
    cancel: 'Cancel',
    languages: { ar: 'Arabic', en: 'English', ku: 'Kurdish' },
  },
  ar: {
    title: 'تصويت برنامج المواهب',
    nav: 'تصويت المواهب',
    back: 'الصفحات',
    other: 'English',
    loading: 'جارٍ التحميل…',
    signIn: 'سجّل الدخول إلى المحرر أولاً.',
    noRound: 'لا توجد جولة بعد.',
    round: 'الجولة الحالية',
    roundTitle: 'العنوان',
    year: 'سنة الموسم',
    opensAt: 'يبدأ التصويت (بتوقيتك المحلي)',
    closesAt: 'ينتهي التصويت (بتوقيتك المحلي)',
    status: 'الحالة: {status}.',
    started: 'بدأ التصويت (تظهر الأعداد بعد إغلاق الجولة فقط).',
    open: 'مفتوحة',
    closed: 'مغلقة',
    locked: 'بدأ التصويت: يمكن تعديل المتسابقين لكن لا يمكن إضافتهم أو حذفهم.',
    contestants: 'المتسابقون',
    name: 'الاسم',
    bio: 'النبذة',
    photoUrl: 'عنوان الصورة (/images/… أو https://…)',
    videoUrl: 'رابط يوتيوب (اختياري)',
    sortOrder: 'الترتيب',
    save: 'حفظ',
    add: 'متسابق جديد',
    edit: 'تعديل',
    remove: 'حذف',
    removeConfirm: 'حذف {name}؟',
    saved: 'تم الحفظ.',
    removed: 'تم حذف {name}.',
    editing: 'تعديل متسابق',
    adding: 'إضافة متسابق',
    cancel: 'إلغاء',
    languages: { ar: 'العربية', en: 'الإنجليزية', ku: 'الكردية' },
  },
} as const;

type Lang = keyof typeof talentStrings;
type Strings = (typeof talentStrings)[Lang];
const LANGS = ['ar', 'en', 'ku'] as const;

/** An ISO time as the value of a datetime-local input (the browser's time zone), and back. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');

const blank: EditorContestant = { id: 0, names: { ar: '', en: '', ku: '' }, bios: { ar: '', en: '', ku: '' }, photoUrl: '/images/talent/avatar-1.svg', videoUrl: '', sortOrder: 0 };

export interface TalentEditorProps {
  /** Stories and tests swap the network for a stand-in. */
  fetchImpl?: typeof fetch;
  initialLanguage?: Lang;
}

export function TalentEditor({ fetchImpl, initialLanguage = 'en' }: TalentEditorProps = {}) {
  return (
    <EditorTool strings={talentStrings} initialLanguage={initialLanguage} fetchImpl={fetchImpl}>
      {(lang) => <Round t={talentStrings[lang]} lang={lang} fetchImpl={fetchImpl} />}
    </EditorTool>
  );
}

function useErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (name: string) => ({ id: `talent-${name}`, 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `talent-${name}-error` : undefined });
  const error = (name: string) =>
    errors[name] ? (
      <p id={`talent-${name}-error`} className="error">
        {errors[name]}
      </p>
    ) : null;
  // Server field names are paths (names.ar): each maps to its input.
  const place = (fields: Record<string, string>) => setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/\./g, '-'), v])));
  return { field, error, place, clear: () => setErrors({}) };
}

function Round({ t, lang, fetchImpl }: { t: Strings; lang: Lang; fetchImpl?: typeof fetch }) {
  const round = useApi<EditorRound | null>('/api/editor/talent', undefined, { fetchImpl, lang });
  const [status, setStatus] = useState('');
  if (round.data === undefined) return <p>{t.loading}</p>;
  if (round.data === null) return <p>{t.noRound}</p>;
  const data = round.data;
  const reload = async (message: string) => {
    setStatus(message);
    await round.mutate();
  };
  return (
    <Body>
      <p role="status" className="status">
        {status}
      </p>
      <RoundForm key={`${data.id}-${data.opensAt}-${data.closesAt}`} t={t} lang={lang} round={data} fetchImpl={fetchImpl} onSaved={() => reload(t.saved)} onFailed={setStatus} />
      <Contestants t={t} lang={lang} round={data} fetchImpl={fetchImpl} onChanged={reload} onFailed={setStatus} />
    </Body>
  );
}

function RoundForm({ t, lang, round, fetchImpl, onSaved, onFailed }: { t: Strings; lang: Lang; round: EditorRound; fetchImpl?: typeof fetch; onSaved: () => void; onFailed: (message: string) => void }) {
  const [titles, setTitles] = useState<Texts>(round.titles);
  const [year, setYear] = useState(String(round.year));
  const [opensAt, setOpensAt] = useState(toLocalInput(round.opensAt));
  const [closesAt, setClosesAt] = useState(toLocalInput(round.closesAt));
  const { field, error, place, clear } = useErrors();

  async function save(event: FormEvent) {
    event.preventDefault();
    clear();
    try {
      await apiFetch('/api/editor/talent', { method: 'PATCH', body: { titles, year: Number(year), opensAt: fromLocalInput(opensAt), closesAt: fromLocalInput(closesAt) }, fetchImpl, lang });
      onSaved();
    } catch (err) {
      const fields = apiFieldErrors(err);
      if (fields) place(fields);
      else onFailed(isApiClientError(err) ? err.message : String(err));
    }
  }

  const closed = round.status === 'closed';
  return (
    <form onSubmit={save} aria-labelledby="talent-round-title">
      <h2 id="talent-round-title">{t.round}</h2>
      <p>{fill(t.status, { status: closed ? t.closed : t.open })}</p>
      {round.hasVotes && <p>{t.started}</p>}
      {LANGS.map((l) => (
        <div key={l} className="field">
          <label htmlFor={`talent-titles-${l}`}>{`${t.roundTitle} (${t.languages[l]})`}</label>
          <input {...field(`titles-${l}`)} lang={l} dir={l === 'en' ? 'ltr' : 'rtl'} value={titles[l]} disabled={closed} onChange={(e) => setTitles({ ...titles, [l]: e.target.value })} />
          {error(`titles-${l}`)}
        </div>
      ))}
      <label htmlFor="talent-year">{t.year}</label>
      <input {...field('year')} type="number" dir="ltr" value={year} disabled={closed} onChange={(e) => setYear(e.target.value)} />
      {error('year')}
      <label htmlFor="talent-opensAt">{t.opensAt}</label>
      <input {...field('opensAt')} type="datetime-local" dir="ltr" value={opensAt} disabled={closed} onChange={(e) => setOpensAt(e.target.value)} />
      {error('opensAt')}
      <label htmlFor="talent-closesAt">{t.closesAt}</label>
      <input {...field('closesAt')} type="datetime-local" dir="ltr" value={closesAt} disabled={closed} onChange={(e) => setClosesAt(e.target.value)} />
      {error('closesAt')}
      {!closed && (
        <div className="actions">
          <button type="submit">{t.save}</button>
        </div>
      )}
    </form>
  );
}

function Contestants({
  t,
  lang,
  round,
  fetchImpl,
  onChanged,
  onFailed,
}: {
  t: Strings;
  lang: Lang;
  round: EditorRound;
  fetchImpl?: typeof fetch;
  onChanged: (message: string) => Promise<void>;
  onFailed: (message: string) => void;
}) {
  const [form, setForm] = useState<EditorContestant | null>(null);
  const { field, error, place, clear } = useErrors();
  const locked = round.hasVotes;

  function open(contestant: EditorContestant | null) {
    clear();
    setForm(contestant ? { ...contestant, videoUrl: contestant.videoUrl ?? '' } : { ...blank, sortOrder: round.contestants.length + 1 });
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    clear();
    const { id, ...rest } = form;
    try {
      await apiFetch('/api/editor/talent', { method: 'PUT', body: { ...(id ? { id } : {}), ...rest, videoUrl: rest.videoUrl?.trim() ? rest.videoUrl : null }, fetchImpl, lang });
      setForm(null);
      await onChanged(t.saved);
    } catch (err) {
      const fields = apiFieldErrors(err);
      if (fields) place(fields);
      else onFailed(isApiClientError(err) ? err.message : String(err));
    }
  }

  async function remove(contestant: EditorContestant) {
    if (!window.confirm(fill(t.removeConfirm, { name: contestant.names.en }))) return;
    try {
      await apiFetch('/api/editor/talent', { method: 'DELETE', query: { id: contestant.id }, fetchImpl, lang });
      await onChanged(fill(t.removed, { name: contestant.names.en }));
    } catch (err) {
      onFailed(isApiClientError(err) ? err.message : String(err));
    }
  }

  const texts = (key: 'names' | 'bios', label: string) =>
    LANGS.map((l) => {
      const name = `${key}-${l}`;
      const props = { ...field(name), lang: l, dir: l === 'en' ? 'ltr' : 'rtl', value: form![key][l], onChange: (e: { target: { value: string } }) => setForm({ ...form!, [key]: { ...form![key], [l]: e.target.value } }) };
      return (
        <div key={name} className="field">
          <label htmlFor={`talent-${name}`}>{`${label} (${t.languages[l]})`}</label>
          {key === 'bios' ? <textarea rows={3} {...props} /> : <input {...props} />}
          {error(name)}
        </div>
      );
    });

  return (
    <section aria-labelledby="talent-contestants-title">
      <h2 id="talent-contestants-title">{t.contestants}</h2>
      {locked && <p>{t.locked}</p>}
      {!locked && round.status === 'open' && (
        <button type="button" onClick={() => open(null)}>
          {t.add}
        </button>
      )}
      {form && (
        <form onSubmit={save} aria-label={form.id ? t.editing : t.adding}>
          <h3>{form.id ? `${t.editing}: ${form.names.en}` : t.adding}</h3>
          {texts('names', t.name)}
          {texts('bios', t.bio)}
          <label htmlFor="talent-photoUrl">{t.photoUrl}</label>
          <input {...field('photoUrl')} dir="ltr" value={form.photoUrl} onChange={(e) => setForm({ ...form, photoUrl: e.target.value })} />
          {error('photoUrl')}
          <label htmlFor="talent-videoUrl">{t.videoUrl}</label>
          <input {...field('videoUrl')} dir="ltr" type="url" value={form.videoUrl ?? ''} onChange={(e) => setForm({ ...form, videoUrl: e.target.value })} />
          {error('videoUrl')}
          <label htmlFor="talent-sortOrder">{t.sortOrder}</label>
          <input {...field('sortOrder')} type="number" dir="ltr" value={form.sortOrder} onChange={(e) => setForm({ ...form, sortOrder: Number(e.target.value) })} />
          {error('sortOrder')}
          <div className="actions">
            <button type="submit">{t.save}</button>
            <button type="button" onClick={() => setForm(null)}>
              {t.cancel}
            </button>
          </div>
        </form>
      )}
      <ol className="list">
        {round.contestants.map((c) => (
          <li key={c.id}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the editor's own address */}
            <img src={c.photoUrl} alt="" width={48} height={48} />
            <span>
              {c.names.en} · <span lang="ar">{c.names.ar}</span> · <span lang="ku">{c.names.ku}</span>
            </span>
            <button type="button" onClick={() => open(c)} aria-label={`${t.edit} ${c.names.en}`}>
              {t.edit}
            </button>
            {!locked && round.status === 'open' && (
              <button type="button" onClick={() => remove(c)} aria-label={`${t.remove} ${c.names.en}`}>
                {t.remove}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

const Body = classed.main(styles.Body);
