/**
 * The IMEI check's device table for editors (/editor/devices, issue 13): find a phone, change what we
 * say about it (4G, VoLTE, bands), add a TAC, remove one. Behind the editor session like the page
 * editor; the API is /api/editor/devices. In English and Arabic, as the rest of the editor.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { apiFetch, apiFieldErrors, isApiClientError, useApi } from '@/lib/api';
import { EditorTool } from './EditorTool';
import { fill } from './strings';
import { classed } from '@/ui/classed';
import styles from './DeviceTable.module.css';

export interface Device {
  tac: string;
  brand: string;
  model: string;
  supports4g: boolean;
  supportsVolte: boolean;
  bands: string[];
}

export const deviceStrings = {
  en: {
    title: 'Phones for the 4G check',
    nav: 'Phones (IMEI check)',
    back: 'Pages',
    other: 'العربية',
    loading: 'Loading…',
    signIn: 'Sign in to the editor first.',
    find: 'Find a phone (brand, model or TAC)',
    count: '{shown} of {total} TACs',
    tac: 'TAC (first 8 digits of the IMEI)',
    brand: 'Brand',
    model: 'Model',
    supports4g: 'Supports 4G',
    supportsVolte: 'Supports VoLTE',
    bands: 'LTE bands, separated by commas (B1, B3, B7)',
    save: 'Save',
    add: 'New TAC',
    edit: 'Edit',
    remove: 'Remove',
    removeConfirm: 'Remove TAC {tac}?',
    saved: 'Saved {tac}.',
    removed: 'Removed {tac}.',
    yes: 'yes',
    no: 'no',
    editing: 'Edit TAC',
    adding: 'Add a TAC',
  },
  ar: {
    title: 'الهواتف في فحص الجيل الرابع',
    nav: 'الهواتف (فحص IMEI)',
    back: 'الصفحات',
    other: 'English',
    loading: 'جارٍ التحميل…',
    signIn: 'سجّل الدخول إلى المحرر أولاً.',
    find: 'ابحث عن هاتف (العلامة أو الطراز أو TAC)',
    count: '{shown} من {total} رمز TAC',
    tac: 'رمز TAC (أول 8 أرقام من IMEI)',
    brand: 'العلامة التجارية',
    model: 'الطراز',
    supports4g: 'يدعم الجيل الرابع',
    supportsVolte: 'يدعم VoLTE',
    bands: 'نطاقات LTE مفصولة بفواصل (B1, B3, B7)',
    save: 'حفظ',
    add: 'رمز TAC جديد',
    edit: 'تعديل',
    remove: 'حذف',
    removeConfirm: 'حذف رمز TAC ‏{tac}؟',
    saved: 'تم حفظ {tac}.',
    removed: 'تم حذف {tac}.',
    yes: 'نعم',
    no: 'لا',
    editing: 'تعديل رمز TAC',
    adding: 'إضافة رمز TAC',
  },
} as const;

type Lang = keyof typeof deviceStrings;
type Strings = (typeof deviceStrings)[Lang];

const empty: Device = { tac: '', brand: '', model: '', supports4g: true, supportsVolte: true, bands: [] };

export interface DeviceTableProps {
  /** Stories swap the network for a stand-in. */
  fetchImpl?: typeof fetch;
  initialLanguage?: Lang;
}

export function DeviceTable({ fetchImpl, initialLanguage = 'en' }: DeviceTableProps = {}) {
  return (
    <EditorTool strings={deviceStrings} initialLanguage={initialLanguage} fetchImpl={fetchImpl}>
      {(lang) => <Devices t={deviceStrings[lang]} fetchImpl={fetchImpl} />}
    </EditorTool>
  );
}

function Devices({ t, fetchImpl }: { t: Strings; fetchImpl?: typeof fetch }) {
  const list = useApi<Device[]>('/api/editor/devices', undefined, { fetchImpl });
  const all = useMemo(() => list.data ?? [], [list.data]);
  const [needle, setNeedle] = useState('');
  const [form, setForm] = useState<Device | null>(null);
  const [isNew, setIsNew] = useState(false);
  const [bands, setBands] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');

  const shown = useMemo(() => {
    const n = needle.trim().toLowerCase();
    return n ? all.filter((d) => `${d.brand} ${d.model} ${d.tac}`.toLowerCase().includes(n)) : all;
  }, [all, needle]);

  function open(device: Device | null) {
    setErrors({});
    setIsNew(device === null);
    setForm(device ?? empty);
    setBands((device ?? empty).bands.join(', '));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const body = { ...form, bands: bands.split(/[\s,،]+/).map((b) => b.trim().toUpperCase()).filter(Boolean) };
    try {
      await apiFetch('/api/editor/devices', { method: 'PUT', body, fetchImpl });
      setStatus(fill(t.saved, { tac: form.tac }));
      setForm(null);
      await list.mutate();
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.split('.')[0], v])));
      else setStatus(isApiClientError(error) ? error.message : String(error));
    }
  }

  async function remove(tac: string) {
    if (!window.confirm(fill(t.removeConfirm, { tac }))) return;
    try {
      await apiFetch('/api/editor/devices', { method: 'DELETE', query: { tac }, fetchImpl });
      setStatus(fill(t.removed, { tac }));
      await list.mutate();
    } catch (error) {
      setStatus(isApiClientError(error) ? error.message : String(error));
    }
  }

  const field = (name: keyof Device) => ({ id: `device-${name}`, 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `device-${name}-error` : undefined });
  const error = (name: string) =>
    errors[name] ? (
      <p id={`device-${name}-error`} className="error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <Body>
      <p role="status" className="status">
        {status}
      </p>
      <div className="bar">
        <label htmlFor="device-find">{t.find}</label>
        <input id="device-find" type="search" value={needle} onChange={(e) => setNeedle(e.target.value)} />
        <button type="button" onClick={() => open(null)}>
          {t.add}
        </button>
        <span>{fill(t.count, { shown: shown.length, total: all.length })}</span>
      </div>
      {form && (
        <form onSubmit={save} aria-label={isNew ? t.adding : t.editing}>
          <h2>{isNew ? t.adding : `${t.editing} ${form.tac}`}</h2>
          <label htmlFor="device-tac">{t.tac}</label>
          <input {...field('tac')} dir="ltr" inputMode="numeric" value={form.tac} readOnly={!isNew} onChange={(e) => setForm({ ...form, tac: e.target.value })} />
          {error('tac')}
          <label htmlFor="device-brand">{t.brand}</label>
          <input {...field('brand')} value={form.brand} onChange={(e) => setForm({ ...form, brand: e.target.value })} />
          {error('brand')}
          <label htmlFor="device-model">{t.model}</label>
          <input {...field('model')} value={form.model} onChange={(e) => setForm({ ...form, model: e.target.value })} />
          {error('model')}
          <label className="check">
            <input type="checkbox" checked={form.supports4g} onChange={(e) => setForm({ ...form, supports4g: e.target.checked })} /> {t.supports4g}
          </label>
          <label className="check">
            <input type="checkbox" checked={form.supportsVolte} onChange={(e) => setForm({ ...form, supportsVolte: e.target.checked })} /> {t.supportsVolte}
          </label>
          <label htmlFor="device-bands">{t.bands}</label>
          <input {...field('bands')} dir="ltr" value={bands} onChange={(e) => setBands(e.target.value)} />
          {error('bands')}
          <div className="actions">
            <button type="submit">{t.save}</button>
          </div>
        </form>
      )}
      {list.data === undefined ? (
        <p>{t.loading}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">TAC</th>
              <th scope="col">{t.brand}</th>
              <th scope="col">{t.model}</th>
              <th scope="col">4G</th>
              <th scope="col">VoLTE</th>
              <th scope="col">LTE</th>
              <th scope="col">
                <span className="sr">{t.edit}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((d) => (
              <tr key={d.tac}>
                <td dir="ltr">{d.tac}</td>
                <td>{d.brand}</td>
                <td>{d.model}</td>
                <td>{d.supports4g ? t.yes : t.no}</td>
                <td>{d.supportsVolte ? t.yes : t.no}</td>
                <td dir="ltr">{d.bands.join(', ')}</td>
                <td>
                  <button type="button" onClick={() => open(d)} aria-label={`${t.edit} ${d.brand} ${d.model} (${d.tac})`}>
                    {t.edit}
                  </button>{' '}
                  <button type="button" onClick={() => remove(d.tac)} aria-label={`${t.remove} ${d.brand} ${d.model} (${d.tac})`}>
                    {t.remove}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Body>
  );
}

const Body = classed.main(styles.Body);
